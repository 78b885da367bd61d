import TourDiagnostics
import TourSyntax

/// A title or text: one string, or one string per locale.
///
/// Most texts are not localized, so the first entry is stored inline and
/// only further locales take an array: a tour's model stays close to the
/// size of its texts.
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
        /// The text as written, when its characters do not map one to one
        /// onto the source (see ``position(ofScalarOffset:)``).
        public var source: ScalarSource? = nil
    }

    /// The first form of the text (the only one unless localized).
    public var first: Entry
    /// The other locales, in source order.
    public var others: [Entry]
    /// Where the title or text value starts.
    public var position: SourcePosition

    /// Creates a text from its forms (at least one), in source order.
    init(entries: [Entry], position: SourcePosition) {
        first = entries[0]
        others = Array(entries.dropFirst())
        self.position = position
    }

    /// Creates an unlocalized text.
    init(single entry: Entry, position: SourcePosition) {
        first = entry
        others = []
        self.position = position
    }

    /// Every form, in source order.
    public var entries: [Entry] { [first] + others }

    /// Calls `body` with every form, without building an array. Inlinable:
    /// validation calls it for every text, from another module.
    @inlinable public func forEachEntry(_ body: (Entry) -> Void) {
        body(first)
        for entry in others { body(entry) }
    }

    /// Whether the text was written as a locale mapping.
    public var isLocalized: Bool { first.locale != nil }

    /// The text in `locale`, falling back to the unlocalized form.
    public func text(in locale: String) -> String? {
        if !isLocalized || first.locale == locale { return first.text }
        return others.first { $0.locale == locale }?.text
    }
}
