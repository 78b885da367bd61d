// A stand-in for SwiftUI on Linux: what tourc's generated code, TourKit's
// SwiftUI glue, the spotlight stand-ins, the docs' Swift blocks and the
// sample app's views use, so the `#if canImport(SwiftUI)` parts are
// compiled and run by the tests. `LocalizedStringKey` records its parts so
// a test can read a key back and compare it with the tour text; views keep
// what they were given (their content, a modifier's value), so a test can
// look inside a view tree with `Mirror`, as the spotlight stand-ins find
// the views tagged in their content.
//
// Integration/check-apple-availability.sh type-checks TourKit, generated
// code, the docs and the sample app against these files for Apple
// platforms, so every declaration carries the availability Apple's
// documentation gives for it (developer.apple.com/documentation/swiftui/...,
// the "Availability" of each page):
// - Image, LocalizedStringKey, View, ViewBuilder, ViewModifier,
//   ModifiedContent, State, Binding, View.onAppear(perform:), View.onDisappear(perform:): iOS 13.0,
//   macOS 10.15, tvOS 13.0, watchOS 6.0.
// - Image(systemName:): iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0.
// - LocalizedStringKey.StringInterpolation.appendInterpolation(_: Image):
//   iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0.
// - Bindable: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0.
// - UnitPoint, RoundedCornerStyle, View.id(_:): iOS 13.0, macOS 10.15,
//   tvOS 13.0, watchOS 6.0.
// - ScrollViewProxy: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0.
// Views.swift lists the views and modifiers it adds. The stand-in's own
// helpers (AppearingView, ...) take the availability of what they stand for.
//
// Where it differs from SwiftUI, on purpose: `View.Body` defaults to
// `Never`, so a test's placeholder view is `struct Screen: View {}`.

/// An SF Symbol image.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Image: View, Hashable, Sendable {
    public let systemName: String

    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
    public init(systemName: String) {
        self.systemName = systemName
    }
}

/// Forms keys as SwiftUI does (and as its open reimplementations show):
/// `init(_:)` and a literal without interpolation take the text as the key,
/// unformatted; an interpolation doubles `%` in literal runs, adds `%@` per
/// image, keeps the images as arguments and is formatted. It also records
/// the parts in order, so a test can read the text back.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    public enum Part: Hashable, Sendable {
        case literal(String)
        case image(String)
        /// `Text(Image(systemName:)).accessibilityLabel(_:)`: the symbol and its label's key.
        case labeledImage(String, label: String)
    }

    /// The key looked up in the strings table.
    public var key: String
    /// Whether the translation is run through `String(format:)`.
    public var hasFormatting: Bool
    /// The images' symbol names, in order: the format arguments.
    public var arguments: [String]
    /// Literal runs and images, in order.
    public var parts: [Part]

    public init(_ value: String) {
        key = value
        hasFormatting = false
        arguments = []
        parts = [.literal(value)]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        hasFormatting = true
        arguments = stringInterpolation.arguments
        parts = stringInterpolation.parts
    }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        // Internal, so Accessibility.swift's `appendInterpolation(_: Text)` records too.
        var key = ""
        var arguments: [String] = []
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            key += literal.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
            parts.append(.literal(literal))
        }

        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ image: Image) {
            key += "%@"
            arguments.append(image.systemName)
            parts.append(.image(image.systemName))
        }
    }

    /// The key written back in tourc's markup: literal runs as they are,
    /// images as `{symbol:NAME}`.
    public var markup: String {
        parts.map { part in
            switch part {
            case .literal(let text): return text
            case .image(let name): return "{symbol:\(name)}"
            case .labeledImage(let name, let label): return "{symbol:\(name)|\(label)}"
            }
        }.joined()
    }
}

/// A view. Main-actor isolated, as SwiftUI's `View` is since the iOS 18 and
/// macOS 15 SDKs (Xcode 16), the first with the Swift 6 compiler tourc needs.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View = Never
    @ViewBuilder var body: Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View where Body == Never {
    /// A primitive view has no body.
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

/// What `View.modifier(_:)` takes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a modifier wraps; it records the actions its `onAppear` registers.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// The actions registered with `onAppear`, run when the modified view appears.
    public var appearActions: [@MainActor () -> Void] = []

    /// Content with nothing registered, for a test that evaluates a modifier's body.
    @_spi(StandIn) public init() {}

    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> _ViewModifier_Content<Modifier> {
        var copy = self
        if let action { copy.appearActions.append(action) }
        return copy
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ViewModifier_Content: AppearingView {
    @MainActor public func appear() {
        for action in appearActions { action() }
    }
}

/// A view the stand-in can make appear, running its `onAppear` actions
/// and those of every view inside it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol AppearingView {
    @MainActor func appear()
}

/// A view with a modifier applied. `Modifier` is a `ViewModifier` or one of
/// the stand-in's records of a built-in modifier (`_PaddingModifier`, ...).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: AppearingView where Content: View {
    @MainActor public func appear() {
        appearAll(in: content)
        // A modifier's body appears, and with it what it registers on its content.
        if let modifier = modifier as? any ViewModifier { appearAll(in: Self.body(of: modifier)) }
        if let onAppear = modifier as? _AppearanceActionModifier { onAppear.action?() }
    }

    @MainActor private static func body<M: ViewModifier>(of modifier: M) -> M.Body {
        modifier.body(content: _ViewModifier_Content<M>())
    }
}

/// Makes every view in `value` appear, however deep: the first
/// `AppearingView` on each path runs its own and its content's actions.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor public func appearAll(in value: Any) {
    if let view = value as? any AppearingView {
        view.appear()
        return
    }
    for child in Mirror(reflecting: value).children { appearAll(in: child.value) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }

    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(action: action))
    }

    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(_DisappearanceActionModifier(action: action))
    }
}

/// What `onDisappear(perform:)` records.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _DisappearanceActionModifier {
    public var action: (@MainActor () -> Void)?
}

/// Makes every view in `value` disappear: runs the `onDisappear` actions
/// of the views it holds, however deep (not those inside a
/// `ViewModifier`'s body).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor public func disappearAll(in value: Any) {
    if let disappearing = value as? _DisappearanceActionModifier {
        disappearing.action?()
        return
    }
    for child in Mirror(reflecting: value).children { disappearAll(in: child.value) }
}

/// What `onAppear(perform:)` records.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _AppearanceActionModifier {
    public var action: (@MainActor () -> Void)?
}

/// View state; the stand-in keeps the value in a box, as SwiftUI keeps it
/// outside the view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct State<Value> {
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// A binding to the value: `$name`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// A reference to a value, for controls that change it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public let get: () -> Value
    public let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(
            get: { self.get()[keyPath: keyPath] },
            set: { member in
                var value = self.get()
                value[keyPath: keyPath] = member
                self.set(value)
            })
    }
}

/// Bindings to an observable object's properties: `$object.property`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// A point in a view's unit square, as `ScrollViewProxy.scrollTo(_:anchor:)` takes it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
}

/// How a rounded rectangle's corners curve.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// Scrolls a `ScrollViewReader`'s content; the stand-in records each call.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewProxy {
    /// What `scrollTo` was asked, in order: the id, described, and the anchor.
    public final class Log: @unchecked Sendable {
        public var calls: [(id: String, anchor: UnitPoint?)] = []
        public init() {}
    }
    public let log: Log
    public init(log: Log) { self.log = log }
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        log.calls.append((String(describing: id), anchor))
    }
}

/// A view given an explicit identity.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct IdentifiedView<Content: View, ID: Hashable>: View {
    public let content: Content
    public let id: ID
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func id<ID: Hashable>(_ id: ID) -> IdentifiedView<Self, ID> {
        IdentifiedView(content: self, id: id)
    }
}

/// Builds a view from a closure's statements, as SwiftUI's does: one view
/// as itself, several as a `TupleView`, `if` as an optional view,
/// `if`-`else` and `switch` as `_ConditionalContent`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { TupleView((c0, c1)) }
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> {
        TupleView((c0, c1, c2))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)> {
        TupleView((c0, c1, c2, c3))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleView<(C0, C1, C2, C3, C4)> {
        TupleView((c0, c1, c2, c3, c4))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
        TupleView((c0, c1, c2, c3, c4, c5))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        .first(first)
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        .second(second)
    }
}

/// Several views, as a `ViewBuilder` block makes them.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
}

/// One of two views, as `if`-`else` makes it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public enum _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    case first(TrueContent)
    case second(FalseContent)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {}

/// No view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct EmptyView: View {
    public init() {}
}
