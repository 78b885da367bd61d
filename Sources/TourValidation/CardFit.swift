import TourFormat
import TourModel

/// The card at the largest accessibility text size (AX5), as TOUR351 and
/// `tourc preview` measure texts against it: how many characters of average
/// text fit on a line and how many lines the card shows before it scrolls,
/// for every language or for one (`lint.cardFit` in tourc.yaml).
///
/// The defaults describe a card on a 6.7-inch iPhone held upright (430 × 932
/// points): at AX5 body text is 53 points, so a text column of about 366
/// points holds 16 characters of average Latin text (about 0.42 em a
/// character, spaces included), and the about 750 points the card has for
/// text, less the status bar, the home indicator, its padding and buttons,
/// hold 12 lines of 63 points. A smaller phone shows less. See
/// docs/accessibility.md.
public struct CardFit: Sendable, Hashable {
    /// One card: characters per line and lines per card.
    public struct Size: Sendable, Hashable {
        /// Characters of average text on one line; an East Asian wide
        /// character counts two, a symbol two.
        public var charactersPerLine: Int
        /// Lines of text the card shows without scrolling.
        public var linesPerCard: Int

        /// A card of this size.
        public init(charactersPerLine: Int, linesPerCard: Int) {
            self.charactersPerLine = charactersPerLine
            self.linesPerCard = linesPerCard
        }
    }

    /// The defaults, for every language without its own.
    public static let defaultSize = Size(charactersPerLine: 16, linesPerCard: 12)

    /// The card for every language without its own.
    public var standard: Size
    /// The card for a language, by tag (a shorter tag covers longer ones).
    public var locales: [String: Size]

    /// The default card for every language.
    public init(standard: Size = CardFit.defaultSize, locales: [String: Size] = [:]) {
        self.standard = standard
        self.locales = locales
    }

    /// The card `settings` (tourc.yaml's `lint.cardFit`) describe: what they
    /// leave out is the default, and a language's own values default to
    /// the card for every language.
    public init(_ settings: CardFitSettings) {
        let standard = Size(
            charactersPerLine: settings.size.charactersPerLine ?? Self.defaultSize.charactersPerLine,
            linesPerCard: settings.size.linesPerCard ?? Self.defaultSize.linesPerCard)
        self.init(
            standard: standard,
            locales: settings.locales.mapValues { size in
                Size(
                    charactersPerLine: size.charactersPerLine ?? standard.charactersPerLine,
                    linesPerCard: size.linesPerCard ?? standard.linesPerCard)
            })
    }

    /// The card for `language`: its own, or that of its shorter tags
    /// (`pt-BR`, then `pt`), else ``standard``.
    public func size(for language: String) -> Size {
        var tag = Substring(language)
        while true {
            if let size = locales[String(tag)] { return size }
            guard let dash = tag.lastIndex(of: "-") else { return standard }
            tag = tag[..<dash]
        }
    }

    /// How many lines `text` (a tour text, markup and all) takes on a card
    /// with `charactersPerLine`: each of its lines wrapped at spaces, a word
    /// longer than a line broken, an empty line one line. Markdown marks
    /// take no room, a link takes its words, a symbol two characters.
    public static func lines(of text: String, charactersPerLine: Int) -> Int {
        var counter = CardLineCounter(width: max(1, charactersPerLine))
        text.withUTF8Buffer { bytes in
            var runStart = 0
            for symbol in TourText.symbolRanges(in: bytes) {
                counter.measure(text: bytes[runStart..<symbol.lowerBound])
                counter.add(width: 2)
                runStart = symbol.upperBound
            }
            counter.measure(text: bytes[runStart...])
        }
        return counter.finish()
    }

    /// How many characters of average text `character` is as wide as: two
    /// for East Asian wide and full-width characters and emoji, else one.
    static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return width(of: scalar)
    }

    /// The width of a character that starts with `scalar`.
    @inline(__always) static func width(of scalar: Unicode.Scalar) -> Int {
        // Nothing before the Hangul jamo (U+1100) is wide or shown as emoji:
        // answered where it is asked, for every character of every text.
        scalar.value < 0x1100 ? 1 : width(ofFrom1100: scalar)
    }

    /// The width of a character that starts with `scalar`, U+1100 or later.
    private static func width(ofFrom1100 scalar: Unicode.Scalar) -> Int {
        // The wide ranges first: they are a comparison or two, and Unicode's
        // emoji table is a lookup for every CJK character otherwise.
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return scalar.properties.isEmojiPresentation ? 2 : 1
        }
    }
}
