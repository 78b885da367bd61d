// The views and modifiers of the SwiftUI stand-in that the docs' Swift
// blocks and the sample app's views use, with the signatures and the
// availability of Apple's documentation (developer.apple.com/documentation/swiftui):
// - Shape, Path, Rectangle, RoundedRectangle, Circle, Capsule, Text, Button(action:label:), Button(_:action:), VStack, HStack, Spacer,
//   ScrollView, List, ForEach, Form, Toggle, Slider, Stepper, TextField,
//   Rectangle, Color, Font, HorizontalAlignment, Edge.Set, View.padding,
//   View.font, View.frame, View.accessibilityIdentifier, Binding.constant:
//   iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0 (Toggle, Slider and
//   Stepper: tvOS 17.0, 13.0 and 13.0 by the documentation; Slider and
//   Stepper are not on tvOS, Stepper not on watchOS before 9.0).
// - View.onTapGesture(count:perform:): iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0.
// - Button(_:systemImage:action:), ScrollViewReader, View.toolbar(content:),
//   View.onChange(of:perform:): iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0.
// - View.task(priority:_:), View.task(id:priority:_:): iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0.
// - View.onChange(of:initial:_:) (two values): iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0.
// - Layout, ProposedViewSize, LayoutSubviews: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0.
// Each keeps what it is given, so a test can look inside with `Mirror`.
import Foundation

/// Text.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Text: View {
    public let key: LocalizedStringKey
    /// The image of `Text(_: Image)`, and the label `accessibilityLabel(_:)`
    /// gave it: what interpolating the text records (Accessibility.swift).
    var image: Image? = nil
    var accessibilityLabelKey: LocalizedStringKey? = nil

    public init(_ key: LocalizedStringKey) { self.key = key }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { key = LocalizedStringKey(String(content)) }
    public init(verbatim content: String) { key = LocalizedStringKey(content) }

    public func font(_ font: Font?) -> Text { self }
}

/// A font.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {
    let name: String
    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let headline = Font(name: "headline")
    public static let body = Font(name: "body")
    public static let caption = Font(name: "caption")
}

/// A button: its label and its action.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label: View>: View {
    public let action: @MainActor () -> Void
    public let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

/// A button a test presses, found by its title.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PressableButton {
    /// The title of its `Text` label, if it has one.
    var title: String? { get }
    /// What a tap does: the button's action.
    @MainActor func press()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button: PressableButton {
    public var title: String? {
        func text(in value: Any) -> Text? {
            if let text = value as? Text { return text }
            for child in Mirror(reflecting: value).children { if let found = text(in: child.value) { return found } }
            return nil
        }
        return text(in: label)?.key.key
    }

    @MainActor public func press() { action() }
}

/// The button titled `title` in `view`, however deep.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func button(_ title: String, in view: Any) -> (any PressableButton)? {
    if let button = view as? any PressableButton, button.title == title { return button }
    for child in Mirror(reflecting: view).children { if let found = button(title, in: child.value) { return found } }
    return nil
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Button where Label == TupleView<(Image, Text)> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) {
            Image(systemName: systemImage)
            Text(titleKey)
        }
    }
}

/// How views line up across a stack.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// How views line up along a row.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom
}

/// Views one above the other.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct VStack<Content: View>: View {
    public let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Views side by side.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct HStack<Content: View>: View {
    public let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Space that grows.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
}

/// The axes a scroll view scrolls along.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Axis: Hashable, Sendable {
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Scrolling content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ScrollView<Content: View>: View {
    public let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Gives its content a proxy that scrolls to views by their `id`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ScrollViewReader<Content: View>: View {
    public let content: Content
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy(log: ScrollViewProxy.Log()))
    }
}

/// A list of rows.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct List<Content: View>: View {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A view per element of a collection.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public let rows: [Content]
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        rows = data.map(content)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        rows = data.map(content)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List {
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// Controls grouped for settings.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Form<Content: View>: View {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A switch.
@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 6.0, *)
nonisolated public struct Toggle: View {
    public let title: LocalizedStringKey
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { title = titleKey }
}

/// A slider over 0...1.
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
nonisolated public struct Slider: View {
    public init(value: Binding<Double>) {}
}

/// Buttons that step a value.
@available(iOS 13.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
nonisolated public struct Stepper: View {
    public let title: LocalizedStringKey
    public init(_ titleKey: LocalizedStringKey, value: Binding<Int>) { title = titleKey }
}

/// A text field.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct TextField: View {
    public let title: LocalizedStringKey
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { title = titleKey }
}

/// A 2D shape: a path in a rectangle. The stand-in's paths record what drew them.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

/// An outline; the stand-in's records the shape that made it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Path: Hashable, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// A rectangle.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path("rect") }
}

/// A rectangle with rounded corners.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path("roundedRect(cornerRadius: \(cornerSize.width), style: \(style))") }
}

/// A circle.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path("circle") }
}

/// A capsule.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Capsule: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path("capsule") }
}

/// A color.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Color: View, Hashable, Sendable {
    let name: String
    public static let primary = Color(name: "primary")
    public static let clear = Color(name: "clear")
}

/// Sides of a rectangle.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge: Int8, Hashable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
    }
}

// The built-in modifiers, as values that record what they were given.

/// What `padding(_:_:)` records.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _PaddingModifier {
    public let edges: Edge.Set
    public let length: CGFloat?
}

/// What `font(_:)` and `frame(...)` and the like record: the modifier's name.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _NamedModifier {
    public let name: String
}

/// What `onTapGesture`, `task` and `onChange` record: the action.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ActionModifier {
    public let name: String
    public let action: Any
}

/// What `toolbar(content:)` records: its content.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct _ToolbarModifier<Content: View> {
    public let content: Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingModifier(edges: edges, length: length))
    }

    public func padding(_ length: CGFloat) -> some View {
        modifier(_PaddingModifier(edges: .all, length: length))
    }

    public func font(_ font: Font?) -> some View {
        modifier(_NamedModifier(name: "font"))
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View {
        modifier(_NamedModifier(name: "frame"))
    }

    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_NamedModifier(name: "accessibilityIdentifier"))
    }

    @available(tvOS 16.0, *)
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(_ActionModifier(name: "onTapGesture", action: action))
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(_ActionModifier(name: "task", action: action))
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(_ActionModifier(name: "task", action: action))
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(content: content()))
    }

    @available(iOS, introduced: 14.0, deprecated: 17.0)
    @available(macOS, introduced: 11.0, deprecated: 14.0)
    @available(tvOS, introduced: 14.0, deprecated: 17.0)
    @available(watchOS, introduced: 7.0, deprecated: 10.0)
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ActionModifier(name: "onChange", action: action))
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(_ActionModifier(name: "onChange", action: action))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }
}

/// A size a layout is offered.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
}

/// The subviews a layout places.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Sendable {}

/// A layout of subviews.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}
