// A stand-in for SwiftUI on Linux, declaring only what tourc's generated
// code touches, so the `#if canImport(SwiftUI)` parts are compiled and run
// by the tests. `LocalizedStringKey` records its parts so a test can read a
// key back and compare it with the tour text.
//
// Integration/check-apple-availability.sh type-checks TourKit and generated
// code against this file for Apple platforms, so every declaration carries
// the availability Apple's documentation gives for it
// (developer.apple.com/documentation/swiftui/..., the "Availability" of
// each page):
// - Image, LocalizedStringKey, View, ViewModifier, State, Binding,
//   View.onAppear(perform:): iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0.
// - Image(systemName:): iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0.
// - LocalizedStringKey.StringInterpolation.appendInterpolation(_: Image):
//   iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0.
// - Bindable: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0.
// - UnitPoint, RoundedCornerStyle, View.id(_:): iOS 13.0, macOS 10.15,
//   tvOS 13.0, watchOS 6.0.
// - ScrollViewProxy: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0.
// The stand-in's own helpers (ModifiedView, AppearingView, ...) take the
// availability of what they stand for.

/// An SF Symbol image.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Image: Hashable, Sendable {
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
            }
        }.joined()
    }
}

/// A view. Main-actor isolated, as SwiftUI's `View` is since the iOS 18 and
/// macOS 15 SDKs (Xcode 16), the first with the Swift 6 compiler tourc needs.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {}

/// What `View.modifier(_:)` takes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ModifiedContentPlaceholder
    @MainActor func body(content: Content) -> Body
}

/// The content a modifier wraps.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContentPlaceholder: View {
    /// The actions registered with `onAppear`, run by `appear()`.
    public var appearActions: [@MainActor () -> Void] = []
}

/// A view the stand-in can make appear, running its `onAppear` actions.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol AppearingView {
    @MainActor func appear()
}

/// A view with a modifier applied; `appear()` runs its `onAppear` actions.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedView<Modifier: ViewModifier>: View, AppearingView {
    public let modifier: Modifier
    @MainActor public func appear() {
        if let content = modifier.body(content: ModifiedContentPlaceholder()) as? ModifiedContentPlaceholder {
            for action in content.appearActions { action() }
        }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedView<Modifier> {
        ModifiedView(modifier: modifier)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContentPlaceholder {
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> ModifiedContentPlaceholder {
        var copy = self
        copy.appearActions.append(action)
        return copy
    }
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
public struct IdentifiedView<Content: View, ID: Hashable>: View {
    public let content: Content
    public let id: ID
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func id<ID: Hashable>(_ id: ID) -> IdentifiedView<Self, ID> {
        IdentifiedView(content: self, id: id)
    }
}

/// Builds a view from a closure's statements; the stand-in takes one view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}
