import TourDiagnostics
import TourModel
import TourValidation

extension DiagnosticCode {
    /// The catalog has an entry of its own for a key tourc would write.
    public static let foreignCatalogEntry = DiagnosticCode(
        "TOUR407",
        summary: "The String Catalog already has an entry tourc did not write for one of its keys (warning).",
        explanation: """
            tourc owns the catalog entries whose comment starts with `tourc:` \
            and never changes any other. An entry for the same key that you or \
            Xcode wrote is kept as it is, and SwiftUI shows its translations, \
            not the tour file's. Delete that entry to let tourc manage the key, \
            or remove the translations from the tour file.
            """)
}

/// Writes tourc's String Catalog entries, alone or into the app's existing
/// catalog, in Xcode's own layout (two-space indent, `"key" : value`, keys
/// sorted as Xcode sorts them, no final line break), so opening the project
/// in Xcode changes nothing.
///
/// Into an existing catalog only the `strings` object changes, and in it only
/// the entries tourc owns (their comment starts with
/// ``StringCatalogEntries/commentPrefix``): they are replaced by the current
/// ones, and those no tour produces any more are dropped. Every other entry,
/// and every other byte of the file, stays exactly as it was.
public struct StringCatalogEmitter: Sendable {
    /// Creates an emitter.
    public init() {}

    /// The catalog's bytes, and a warning for each key the catalog already
    /// has an entry for that tourc does not own.
    package func render(
        _ entries: [StringCatalogEntry], into document: StringCatalogDocument?, sourceLanguage: String, file: String
    ) -> (bytes: TextBuffer, diagnostics: [Diagnostic]) {
        var members: [(key: String, text: [UInt8])] = []
        var diagnostics: [Diagnostic] = []
        var foreign: [String: Int] = [:]
        for entry in document?.entries ?? [] where !(entry.comment ?? "").hasPrefix(StringCatalogEntries.commentPrefix) {
            foreign[entry.key] = entry.range.lowerBound
            members.append((entry.key, Array(document!.bytes[entry.range])))
        }
        var ours: [(key: String, text: [UInt8])] = []
        for entry in entries {
            if let offset = foreign[entry.key] {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, code: .foreignCatalogEntry,
                        message: "the catalog's own entry for '\(entry.key.truncatedForMessage)' is kept; the tours' translations of it are not used",
                        file: file, position: Self.position(of: offset, in: document!.bytes),
                        notes: ["tourc would write it for the \(entry.comment.dropFirst(StringCatalogEntries.commentPrefix.count))"]))
                continue
            }
            ours.append((entry.key, Self.member(entry)))
        }
        // Foreign entries keep their order; tourc's go where Xcode puts them.
        for member in ours {
            let place = members.firstIndex { Self.xcodeOrders(member.key, before: $0.key) } ?? members.count
            members.insert(member, at: place)
        }
        var interior: [UInt8] = Array("\n".utf8)
        for (index, member) in members.enumerated() {
            interior += Array("    ".utf8) + member.text + Array((index == members.count - 1 ? "\n" : ",\n").utf8)
        }
        interior += Array("  ".utf8)
        if members.isEmpty { interior = Array("\n\n  ".utf8) }

        var buffer = TextBuffer(capacity: (document?.bytes.count ?? 256) + interior.count)
        if let document {
            document.bytes.withUnsafeBufferPointer { buffer.append($0, from: 0, to: document.stringsInterior.lowerBound) }
            interior.withUnsafeBufferPointer { buffer.append($0, from: 0, to: $0.count) }
            document.bytes.withUnsafeBufferPointer { buffer.append($0, from: document.stringsInterior.upperBound, to: $0.count) }
        } else {
            buffer.append("{\n  \"sourceLanguage\" : " as StaticString)
            buffer.appendJSONString(sourceLanguage)
            buffer.append(",\n  \"strings\" : {" as StaticString)
            interior.withUnsafeBufferPointer { buffer.append($0, from: 0, to: $0.count) }
            buffer.append("},\n  \"version\" : \"1.0\"\n}" as StaticString)
        }
        return (buffer, diagnostics)
    }

    /// `"key" : { ... }` for `entry`, indented as a member of `strings`.
    static func member(_ entry: StringCatalogEntry) -> [UInt8] {
        var json = JSONWriter(capacity: 256)
        json.beginObject()
        json.key("comment")
        json.string(entry.comment)
        json.key("extractionState")
        json.string("manual")
        json.key("localizations")
        json.beginObject()
        for locale in entry.values.keys.sorted(by: xcodeOrders) {
            json.key(named: locale)
            json.beginObject()
            json.key("stringUnit")
            json.beginObject()
            json.key("state")
            json.string("translated")
            json.key("value")
            json.string(entry.values[locale]!)
            json.endObject()
            json.endObject()
        }
        json.endObject()
        json.endObject()
        var value = json.finish().bytes
        value.removeLast()  // the document's final line break
        var member = TextBuffer(capacity: value.count + entry.key.utf8.count + 64)
        member.appendJSONString(entry.key)
        member.append(" : " as StaticString)
        // Two levels deeper: every line after the first.
        for byte in value {
            member.append(byte: byte)
            if byte == UInt8(ascii: "\n") { member.append("    " as StaticString) }
        }
        return member.bytes
    }

    /// Whether `lhs` comes before `rhs` in a catalog Xcode wrote: keys
    /// compare without regard to case (`InProgress`, `invalidURL`, `None`,
    /// `NoTasks`), and only equal ones by their exact characters.
    static func xcodeOrders(_ lhs: String, before rhs: String) -> Bool {
        let left = lhs.lowercased(), right = rhs.lowercased()
        if left != right { return left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars) }
        return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }

    private static func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
        var counter = LineCounter(.swift)
        bytes.withUnsafeBufferPointer { counter.advance(overUTF8: $0, from: 0, to: min(offset, $0.count)) }
        return counter.position
    }
}
