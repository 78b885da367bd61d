import TourDiagnostics
import TourSyntax

/// `lint:` in `tourc.yaml`, as written: lints turned on or off by code, and
/// the length limits two of them check.
///
/// The decoder only knows that a key looks like a diagnostic code; which
/// codes are lints is known where the lints are (TourValidation), so the
/// settings resolver checks the codes against that list.
public struct LintSettings: Sendable {
    /// One `CODE: off` (or `on`) line.
    public struct Switch: Sendable, Hashable {
        /// The code as written, at the key's position.
        public var code: Located<String>
        /// Whether the line turns the lint on.
        public var isOn: Bool
    }

    /// The switches, in source order.
    public var switches: [Switch] = []
    /// `maxTitleLength`: the longest title, in characters.
    public var maxTitleLength: Int?
    /// `maxTextLength`: the longest text, in characters.
    public var maxTextLength: Int?
    /// `maxAnimationDuration`: the longest presentation animation, in
    /// seconds, before TOUR355 notes that Reduce Motion turns it off.
    public var maxAnimationDuration: Double?
    /// `cardFit`: the card at the largest text size, which TOUR351 measures
    /// texts against; `nil` when not set.
    public var cardFit: CardFitSettings?

    /// No lint setting given.
    public init() {}

    /// The words a switch takes.
    public static let switchValues = ["off", "on"]

    /// Whether `key` has the shape of a diagnostic code, `TOUR` and digits
    /// (in any case, as `tourc explain` accepts them): such keys switch a
    /// lint rather than being unknown keys.
    public static func isCodeShaped(_ key: String) -> Bool {
        let utf8 = key.utf8
        guard utf8.count > 4, key.prefix(4).uppercased() == "TOUR" else { return false }
        return utf8.dropFirst(4).allSatisfy(\.isASCIIDigit)
    }
}

extension NodeReader {
    /// Reads `lint:`: the length limits, and every code-shaped key as a
    /// switch whose value is `off` or `on`.
    mutating func lintSettings(_ node: YAMLNode) -> LintSettings {
        var settings = LintSettings()
        let codes = OpenKeys(description: "a lint's code (TOUR330: off)", accepts: LintSettings.isCodeShaped)
        guard let fields = fields(of: node, ConfigurationKeys.lint, describing: "lint", openKeys: codes) else {
            return settings
        }
        settings.maxTitleLength = fields["maxTitleLength"].flatMap { positiveInteger($0, key: "maxTitleLength")?.value }
        settings.maxTextLength = fields["maxTextLength"].flatMap { positiveInteger($0, key: "maxTextLength")?.value }
        settings.maxAnimationDuration = fields["maxAnimationDuration"]
            .flatMap { nonNegativeNumber($0, key: "maxAnimationDuration", unit: "seconds")?.value }
        settings.cardFit = fields["cardFit"].flatMap { cardFitSettings($0) }
        for pair in fields.pairs {
            guard let key = pair.key.scalarValue, LintSettings.isCodeShaped(key),
                let value = choice(pair.value, among: LintSettings.switchValues, key: "lint switch")
            else { continue }
            settings.switches.append(.init(code: Located(key, at: pair.key.position), isOn: value.value == "on"))
        }
        return settings
    }
}

/// `lint.cardFit` as written: the card at the largest accessibility text
/// size (AX5), in characters per line and lines per card, and per language.
public struct CardFitSettings: Sendable, Hashable {
    /// One card size; a value left out keeps the default.
    public struct Size: Sendable, Hashable {
        /// `charactersPerLine`: characters of average text on one line.
        public var charactersPerLine: Int?
        /// `linesPerCard`: lines of text the card shows without scrolling.
        public var linesPerCard: Int?
    }

    /// The size for every language.
    public var size = Size()
    /// `locales:`: the size for a language, by its tag.
    public var locales: [String: Size] = [:]
}

extension NodeReader {
    /// Reads `lint.cardFit`: its two sizes, and `locales:`, a mapping of
    /// language tag to the two sizes.
    mutating func cardFitSettings(_ node: YAMLNode) -> CardFitSettings? {
        guard let fields = fields(of: node, ConfigurationKeys.cardFit, describing: "cardFit") else { return nil }
        var settings = CardFitSettings()
        settings.size = cardSize(fields)
        if let locales = fields["locales"] {
            guard case .mapping(let pairs) = locales.content else {
                wrongType(locales, expected: "a mapping of language tag to charactersPerLine and linesPerCard")
                return settings
            }
            for pair in pairs {
                guard let tag = languageTag(pair.key),
                    let sizeFields = self.fields(of: pair.value, ConfigurationKeys.cardSize, describing: "cardFit.locales.\(tag.value)")
                else { continue }
                settings.locales[tag.value] = cardSize(sizeFields)
            }
        }
        return settings
    }

    private mutating func cardSize(_ fields: Fields) -> CardFitSettings.Size {
        CardFitSettings.Size(
            charactersPerLine: fields["charactersPerLine"].flatMap { positiveInteger($0, key: "charactersPerLine")?.value },
            linesPerCard: fields["linesPerCard"].flatMap { positiveInteger($0, key: "linesPerCard")?.value })
    }
}
