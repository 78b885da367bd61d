// The accessibility API of the SwiftUI stand-in: what TourKit's card,
// announcer and Reduce Motion helper use, and what a symbol's spoken label
// is written with. Each declaration has the signature and the availability
// of Apple's documentation (developer.apple.com/documentation/swiftui/...):
// - Text.init(_: Image), LocalizedStringKey.StringInterpolation.appendInterpolation(_: Text):
//   iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0.
// - Text.accessibilityLabel(_: LocalizedStringKey) -> Text: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0.
// What a test reads back (the recorded label, the parts of a key) is the
// stand-in's own, as in Core.swift.

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Text {
    /// A text that shows an image, for interpolating into other text.
    public init(_ image: Image) {
        key = LocalizedStringKey(image.systemName)
        self.image = image
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text {
    /// The text with the words VoiceOver reads for it, looked up by key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
        var labeled = self
        labeled.accessibilityLabelKey = labelKey
        return labeled
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LocalizedStringKey.StringInterpolation {
    /// Appends a text, as SwiftUI does: `%@` in the key, the text an argument.
    public mutating func appendInterpolation(_ text: Text) {
        key += "%@"
        guard let image = text.image else {
            arguments.append(text.key.key)
            parts.append(.literal(text.key.key))
            return
        }
        arguments.append(image.systemName)
        if let label = text.accessibilityLabelKey {
            parts.append(.labeledImage(image.systemName, label: label.key))
        } else {
            parts.append(.image(image.systemName))
        }
    }
}
