import TourDiagnostics

extension DiagnosticCode {
    /// The String Catalog to merge into cannot be read.
    public static let unreadableCatalog = DiagnosticCode(
        "TOUR406", name: "unreadableCatalog", severity: .error,
        summary: "The String Catalog to write into is not a String Catalog tourc can read.",
        explanation: """
            `localization.catalog` (or `--catalog`) names a String Catalog \
            (`.xcstrings`) that tourc adds its entries to, keeping every other \
            entry as it is. The file exists but is not valid JSON, or not an \
            object with a `strings` object, so tourc cannot tell its entries \
            from yours and writes nothing. The position is where reading \
            failed. Fix the file (Xcode rewrites a valid one when you open \
            it), or point the setting at a new file.
            """)
}

/// A String Catalog (`.xcstrings`) as it is on disk: its bytes and where
/// each entry of its `strings` object is, so tourc can replace its own
/// entries and keep everything else byte for byte.
public struct StringCatalogDocument: Sendable {
    /// One entry of `strings`.
    public struct Entry: Sendable {
        /// The key.
        public let key: String
        /// The entry's bytes, from the key's opening quote to the end of
        /// its value.
        public let range: Range<Int>
        /// The entry's `comment`, which marks the entries tourc owns.
        public let comment: String?
        /// The entry's value, as read (for `tourc import xcstrings`).
        package let value: JSONValue

        /// The entry's localizations, in file order.
        package var localizations: [(language: String, localization: CatalogLocalization)] {
            guard case .object(let members)? = value["localizations"]?.content else { return [] }
            return members.map { ($0.key, CatalogLocalization($0.value)) }
        }
    }

    /// The file's bytes.
    public let bytes: [UInt8]
    /// The bytes between the braces of the `strings` object.
    public let stringsInterior: Range<Int>
    /// The entries, in file order.
    public let entries: [Entry]
    /// The catalog's `sourceLanguage`.
    public let sourceLanguage: String?

    /// How every comment tourc writes starts: the mark of the entries it
    /// owns, and may update or remove, in a catalog it shares with the app.
    public static let tourcCommentPrefix = "tourc: "

    /// Reads the catalog in `bytes`, a file named `file`; a problem is a
    /// TOUR406 error at its position.
    public static func read(_ bytes: [UInt8], file: String) -> (document: StringCatalogDocument?, diagnostics: [Diagnostic]) {
        func problem(_ message: String, at offset: Int) -> (StringCatalogDocument?, [Diagnostic]) {
            var counter = LineCounter(.swift)
            bytes.withUnsafeBufferPointer { counter.advance(overUTF8: $0, from: 0, to: min(offset, $0.count)) }
            let diagnostic = Diagnostic(.unreadableCatalog, "\(message); nothing was written", file: file, at: counter.position)
            return (nil, [diagnostic])
        }
        let root: JSONValue
        switch JSONReader.read(bytes) {
        case .success(let value): root = value
        case .failure(let failure): return problem("the String Catalog is not valid JSON: \(failure.message)", at: failure.offset)
        }
        guard case .object = root.content else { return problem("a String Catalog is a JSON object", at: root.range.lowerBound) }
        guard let strings = root["strings"], case .object(let members) = strings.content else {
            return problem("a String Catalog has a 'strings' object", at: root.range.lowerBound)
        }
        let entries = members.map { member in
            Entry(key: member.key, range: member.range, comment: member.value["comment"]?.string, value: member.value)
        }
        let document = StringCatalogDocument(
            bytes: bytes, stringsInterior: (strings.range.lowerBound + 1)..<(strings.range.upperBound - 1), entries: entries,
            sourceLanguage: root["sourceLanguage"]?.string)
        return (document, [])
    }
}

/// One language of a String Catalog entry, as far as a tour text can hold it.
package enum CatalogLocalization: Equatable {
    /// A `stringUnit`: one value, with its `state` (`translated`,
    /// `needs_review`, `new`...).
    case value(String, state: String?)
    /// Variations a tour text cannot express: their kinds and cases, such
    /// as `plural (one, other)`, `device (iphone, mac)` or `substitutions`.
    case variants([String])
    /// Anything else (no value at all).
    case empty

    init(_ json: JSONValue) {
        var variants: [String] = []
        if case .object(let kinds)? = json["variations"]?.content {
            for kind in kinds {
                guard case .object(let cases) = kind.value.content else { continue }
                variants.append("\(kind.key) (\(cases.map(\.key).joined(separator: ", ")))")
            }
        }
        if case .object(let substitutions)? = json["substitutions"]?.content {
            variants.append("substitutions (\(substitutions.map(\.key).joined(separator: ", ")))")
        }
        if !variants.isEmpty {
            self = .variants(variants)
        } else if let unit = json["stringUnit"], let value = unit["value"]?.string {
            self = .value(value, state: unit["state"]?.string)
        } else {
            self = .empty
        }
    }
}
