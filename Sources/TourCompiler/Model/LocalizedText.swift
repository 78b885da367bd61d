/// A title or text: one string, or one string per locale.
public struct LocalizedText: Sendable, Hashable {
    /// One way of saying the text.
    public struct Entry: Sendable, Hashable {
        /// The locale (`en`, `de-CH`), or `nil` for the unlocalized form.
        public var locale: String?
        /// The text exactly as written.
        public var text: String
        /// Where the text starts.
        public var position: SourcePosition
        /// How the text was written; a plain one-line scalar lets markup
        /// diagnostics point at the exact column.
        public var style: ScalarStyle
        /// Whether the text was written on one source line.
        public var isSingleLine: Bool
    }

    /// The forms of the text, in source order.
    public var entries: [Entry]
    /// Where the title or text value starts.
    public var position: SourcePosition

    /// Whether the text was written as a locale mapping.
    public var isLocalized: Bool { entries.first?.locale != nil }

    /// The text in `locale`, falling back to the unlocalized form.
    public func text(in locale: String) -> String? {
        if !isLocalized { return entries.first?.text }
        return entries.first { $0.locale == locale }?.text
    }
}
