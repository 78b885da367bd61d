import TourDiagnostics
import TourSyntax

/// BCP 47 language tags, as String Catalogs and `Locale` write them: `en`,
/// `de-CH`, `pt-BR`, `zh-Hant-TW`, `es-419`.
///
/// The rule is the well-formed subset of RFC 5646 that apps use: a language
/// (2-3 letters; the 5-8 letter form RFC 5646 reserves for registrations
/// that were never made is left out, so `english` is an error), then optionally a script (4 letters), a region (2
/// letters or 3 digits), variants (5-8 letters and digits, or a digit and
/// 3 more), and a private-use part (`x-` and subtags of 1-8). Subtags are
/// joined by `-`; `_` (`pt_BR`, the old `.lproj` spelling) is not a tag.
public enum LanguageTag {
    /// The rule, for messages and schemas.
    public static let pattern =
        "[a-zA-Z]{2,3}(-[a-zA-Z]{4})?(-([a-zA-Z]{2}|[0-9]{3}))?(-([a-zA-Z0-9]{5,8}|[0-9][a-zA-Z0-9]{3}))*(-x(-[a-zA-Z0-9]{1,8})+)?"

    /// Whether `tag` is a well-formed language tag.
    public static func isWellFormed(_ tag: String) -> Bool {
        var subtags = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)[...]
        guard let language = subtags.popFirst(),
            (2...3).contains(language.count),
            language.allSatisfy(\.isASCIILetter)
        else { return false }
        if let script = subtags.first, script.count == 4, script.allSatisfy(\.isASCIILetter) { subtags.removeFirst() }
        if let region = subtags.first,
            (region.count == 2 && region.allSatisfy(\.isASCIILetter)) || (region.count == 3 && region.allSatisfy(\.isASCIIDigit))
        {
            subtags.removeFirst()
        }
        while let variant = subtags.first,
            ((5...8).contains(variant.count) && variant.allSatisfy(\.isASCIIAlphanumeric))
                || (variant.count == 4 && variant.first!.isASCIIDigit && variant.allSatisfy(\.isASCIIAlphanumeric))
        {
            subtags.removeFirst()
        }
        if let x = subtags.first, x.elementsEqual("x".utf8) || x.elementsEqual("X".utf8) {
            subtags.removeFirst()
            guard !subtags.isEmpty else { return false }
            return subtags.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy(\.isASCIIAlphanumeric) }
        }
        return subtags.isEmpty
    }
}

extension DiagnosticCode {
    /// A locale is not a BCP 47 language tag.
    public static let invalidLanguageTag = DiagnosticCode(
        "TOUR211", name: "invalidLanguageTag", severity: .error,
        summary: "A locale is not a BCP 47 language tag.",
        explanation: """
            Locales (the keys of a localized title or text, \
            `localization.sourceLanguage` and `localization.locales`) are BCP 47 \
            language tags, as String Catalogs and `Locale` write them: a \
            language such as `en`, optionally a script (`zh-Hant`), a region \
            (`pt-BR`, `es-419`) and variants, joined by `-`. `pt_BR`, the old \
            `.lproj` spelling, is not a tag: write `pt-BR`. A locale Xcode would \
            not recognise could never be looked up.
            """)
}

extension NodeReader {
    /// A language tag, written as text.
    mutating func languageTag(_ node: YAMLNode) -> Located<String>? {
        guard let text = text(node) else { return nil }
        guard checkLanguageTag(text.value, at: node.position) else { return nil }
        return text
    }

    /// Whether `tag` is a language tag; reports it when it is not.
    mutating func checkLanguageTag(_ tag: String, at position: SourcePosition) -> Bool {
        guard LanguageTag.isWellFormed(tag) else {
            let hyphenated = tag.replacingUnderscores
            let suggestion = hyphenated != tag && LanguageTag.isWellFormed(hyphenated) ? hyphenated : nil
            diagnostics.report(
                .invalidLanguageTag,
                "'\(tag.truncatedForMessage)' is not a BCP 47 language tag"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: position, notes: ["language tags are like en, de-CH, pt-BR or zh-Hant"], suggestion: suggestion)
            return false
        }
        return true
    }
}

extension String {
    fileprivate var replacingUnderscores: String {
        String(decoding: utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }
}
