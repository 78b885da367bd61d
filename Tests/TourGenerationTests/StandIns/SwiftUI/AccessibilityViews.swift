// The accessibility modifiers, focus, environment and keyboard shortcuts
// of the SwiftUI stand-in that TourKit's card and Reduce Motion helper use,
// with the signatures and availability of Apple's documentation
// (developer.apple.com/documentation/swiftui/...):
// - DynamicProperty, Environment, EnvironmentValues, EnvironmentValues.accessibilityReduceMotion
//   (get only), AccessibilityTraits (.isModal, .isHeader), AccessibilityActionKind (.escape, .default),
//   AccessibilityAttachmentModifier, View.accessibilityAction(_:_:), Button(_: StringProtocol, action:):
//   iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0.
// - View.accessibilityAddTraits(_:), View.accessibilityLabel(_: Text), View.accessibilityValue(_: Text):
//   iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0.
// - KeyboardShortcut (.defaultAction, .cancelAction), View.keyboardShortcut(_: KeyboardShortcut):
//   iOS 14.0, macOS 11.0; unavailable on tvOS and watchOS.
// - AccessibilityFocusState, View.accessibilityFocused(_:): iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0.
// What a test sets or reads (the environment a body is evaluated in, what
// a modifier recorded) is `@_spi(StandIn)`, outside SwiftUI's API.

/// A stored property of a view that SwiftUI updates.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

/// The values a view's environment holds.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    /// What the test set, read by `accessibilityReduceMotion`.
    @_spi(StandIn) public var reduceMotion = false

    public init() {}

    /// Whether the system setting Reduce Motion is on.
    public var accessibilityReduceMotion: Bool { reduceMotion }

    /// The environment bodies are evaluated in: what a test sets.
    @_spi(StandIn) nonisolated(unsafe) public static var current = EnvironmentValues()
}

/// A value read from the view's environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// What an element is, for assistive technologies.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    @_spi(StandIn) public var names: Set<String>
    public init() { names = [] }
    init(_ name: String) { names = [name] }
    public static let isModal = AccessibilityTraits("isModal")
    public static let isHeader = AccessibilityTraits("isHeader")
    public static let isButton = AccessibilityTraits("isButton")
    public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
        var copy = self
        copy.names.formUnion(other.names)
        return copy
    }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        var copy = self
        copy.names.formIntersection(other.names)
        return copy
    }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        var copy = self
        copy.names.formSymmetricDifference(other.names)
        return copy
    }
    @discardableResult public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }
    @discardableResult public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        insert(newMember).inserted ? nil : newMember
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { names.formSymmetricDifference(other.names) }
}

/// An action assistive technologies perform: `.escape` is VoiceOver's two-finger Z.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
    @_spi(StandIn) public let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
}

/// What the accessibility modifiers record: traits, label, value, actions.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityAttachmentModifier {
    @_spi(StandIn) public var traits = AccessibilityTraits()
    @_spi(StandIn) public var label: Text?
    @_spi(StandIn) public var value: Text?
    @_spi(StandIn) public var actions: [(kind: AccessibilityActionKind, handler: () -> Void)] = []
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var modifier = AccessibilityAttachmentModifier()
        modifier.actions = [(actionKind, handler)]
        return ModifiedContent(content: self, modifier: modifier)
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var modifier = AccessibilityAttachmentModifier()
        modifier.traits = traits
        return ModifiedContent(content: self, modifier: modifier)
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var modifier = AccessibilityAttachmentModifier()
        modifier.label = label
        return ModifiedContent(content: self, modifier: modifier)
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var modifier = AccessibilityAttachmentModifier()
        modifier.value = valueDescription
        return ModifiedContent(content: self, modifier: modifier)
    }
}

/// A key and its modifiers that press a button.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct KeyboardShortcut: Hashable, Sendable {
    @_spi(StandIn) public let name: String
    /// Return.
    public static let defaultAction = KeyboardShortcut(name: "defaultAction")
    /// Escape.
    public static let cancelAction = KeyboardShortcut(name: "cancelAction")
}

/// What `keyboardShortcut(_:)` records.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@_spi(StandIn) public struct _KeyboardShortcutModifier {
    public let shortcut: KeyboardShortcut
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }
}

/// Where VoiceOver's focus is, as view state.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    let box: Box

    /// A binding to the focus, for `accessibilityFocused(_:)`.
    @propertyWrapper
    public struct Binding {
        let box: Box
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(box: box) }

    public init() where Value == Bool { box = Box(false) }
}

/// What `accessibilityFocused(_:)` records: the focus it binds.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@_spi(StandIn) public struct _AccessibilityFocusedModifier {
    public let binding: AccessibilityFocusState<Bool>.Binding
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        modifier(_AccessibilityFocusedModifier(binding: condition))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
