import Foundation

/// The title and text of one step as its card shows them, in one language:
/// tour texts (`{symbol:}` markup and Markdown included), for
/// ``TourSpeech`` to say.
public struct TourStepWords: Hashable, Sendable {
    /// The title, in ``language``.
    public var title: String
    /// The text, in ``language``.
    public var text: String
    /// The language the card shows, a BCP 47 tag: the announcement's
    /// phrases ("Step 2 of 5") are in it.
    public var language: String

    /// A step's words.
    public init(title: String, text: String, language: String) {
        self.title = title
        self.text = text
        self.language = language
    }
}

/// The table a generated enum's texts are translated in, as SwiftUI looks
/// them up: a tour text's key (`TourText` forms it as SwiftUI does), the
/// translation of that key, and each symbol's spoken label looked up as a
/// key of its own. What ``TourSession`` says for a generated enum's step.
public struct TourStringTable: Sendable {
    /// The language the table translates into.
    public var language: String
    private let translation: @Sendable (String) -> String?

    /// A table that translates a key with `translation` (`nil` when it has
    /// none, and the key is shown as it is).
    public init(language: String, translation: @escaping @Sendable (String) -> String?) {
        self.language = language
        self.translation = translation
    }

    /// A table of `translations` by key, for tests and previews.
    public init(language: String, translations: [String: String]) {
        self.init(language: language) { translations[$0] }
    }

    /// The `Localizable` table (or `table`) of `bundle`, in the language the
    /// bundle picks for the user: where SwiftUI looks a `Text`'s key up.
    public static func bundle(_ bundle: Bundle = .main, table: String? = nil) -> TourStringTable {
        let language = bundle.preferredLocalizations.first ?? bundle.developmentLocalization ?? "en"
        // A sentinel tells a missing key from a translation that equals it.
        let missing = "\u{0}tourc-missing"
        return TourStringTable(language: language) { key in
            let found = bundle.localizedString(forKey: key, value: missing, table: table)
            return found == missing ? nil : found
        }
    }

    /// `text`, a tour text in the source language, as the table shows it: its
    /// translation, with the source's symbols where the translation's format
    /// string places them (`%@`, `%2$@`) and each symbol's spoken label
    /// translated.
    public func localized(_ text: String) -> String {
        let (key, isFormatted) = TourText.localizationKey(of: text)
        let value = translation(key) ?? key
        guard isFormatted else { return value }
        let symbols = TourText.runs(of: text).compactMap { run -> String? in
            guard case .symbol(let name, let label) = run else { return nil }
            guard let label else { return "{symbol:\(name)}" }
            return "{symbol:\(name)|\(translation(label) ?? label)}"
        }
        return Self.filling(value, with: symbols)
    }

    /// The words of a step whose title and text in the source language are
    /// `title` and `text`.
    public func words(title: String, text: String) -> TourStepWords {
        TourStepWords(title: localized(title), text: localized(text), language: language)
    }

    /// `format` with `%%` as `%`, and each `%@` or `%N$@` as the argument it
    /// names (the next one for `%@`); anything else stays as written.
    static func filling(_ format: String, with arguments: [String]) -> String {
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.first == "%" {
                result += "%"
                rest = after.dropFirst()
            } else if after.first == "@" {
                result += next < arguments.count ? arguments[next] : ""
                next += 1
                rest = after.dropFirst()
            } else if let dollar = after.firstIndex(of: "$"), let place = Int(after[..<dollar]), after[after.index(after: dollar)...].first == "@" {
                result += place >= 1 && place <= arguments.count ? arguments[place - 1] : ""
                rest = after[after.index(dollar, offsetBy: 2)...]
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }
}

extension TourBundle {
    /// The words of each step, by id, in the language that best matches
    /// `identifier` (as ``localized(forLanguage:)`` picks it); the language
    /// is the first of the identifier's tags the bundle translates into,
    /// else the identifier's own.
    func spokenWords(forLanguage identifier: String) -> [String: TourStepWords] {
        let candidates = Self.fallbacks(for: identifier)
        let translated = Set(steps.flatMap { $0.localizations.map { Array($0.keys) } ?? [] }.map { $0.lowercased() })
        let language = candidates.first { translated.contains($0.lowercased()) } ?? candidates.first ?? "en"
        let localized = localized(forLanguage: identifier)
        return Dictionary(
            localized.steps.map { ($0.id, TourStepWords(title: $0.title, text: $0.text, language: language)) },
            uniquingKeysWith: { first, _ in first })
    }
}
