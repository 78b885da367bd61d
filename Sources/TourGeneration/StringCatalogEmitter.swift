import TourBytes
import TourDiagnostics
import TourModel
import TourValidation

extension DiagnosticCode {
    /// The catalog has an entry of its own for a key tourc would write.
    public static let foreignCatalogEntry = DiagnosticCode(
        "TOUR407", name: "foreignCatalogEntry", severity: .warning,
        summary: "The String Catalog already has an entry tourc did not write for one of its keys.",
        explanation: """
            tourc owns the catalog entries whose comment starts with `tourc:` \
            and never changes any other. An entry for the same key that you or \
            Xcode wrote is kept as it is, and SwiftUI shows its translations, \
            not the tour file's. `tourc import xcstrings CATALOG` brings its \
            translations into the tour files and hands the entry to tourc; or \
            delete the entry, or remove the translations from the tour file.
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
                        .foreignCatalogEntry,
                        "the catalog's own entry for '\(entry.key.truncatedForMessage)' is kept; the tours' translations of it are not used",
                        file: file, at: Self.position(of: offset, in: document!.bytes),
                        notes: ["tourc would write it for the \(entry.comment.dropFirst(StringCatalogEntries.commentPrefix.count))"]))
                continue
            }
            ours.append((entry.key, Self.member(entry)))
        }
        members = Self.placing(ours, among: members)
        // The members, written straight into the file's buffer.
        func writeInterior(into buffer: inout TextBuffer) {
            guard !members.isEmpty else { return buffer.append("\n\n  " as StaticString) }
            buffer.append(byte: UInt8(ascii: "\n"))
            for (index, member) in members.enumerated() {
                buffer.append("    " as StaticString)
                member.text.withUnsafeBufferPointer { buffer.append($0, from: 0, to: $0.count) }
                buffer.append(index == members.count - 1 ? "\n" as StaticString : ",\n")
            }
            buffer.append("  " as StaticString)
        }

        let size = members.reduce(0) { $0 + $1.text.count + 6 }
        var buffer = TextBuffer(capacity: (document?.bytes.count ?? 256) + size + 8)
        if let document {
            document.bytes.withUnsafeBufferPointer { buffer.append($0, from: 0, to: document.stringsInterior.lowerBound) }
            writeInterior(into: &buffer)
            document.bytes.withUnsafeBufferPointer { buffer.append($0, from: document.stringsInterior.upperBound, to: $0.count) }
        } else {
            buffer.append("{\n  \"sourceLanguage\" : " as StaticString)
            buffer.appendJSONString(sourceLanguage)
            buffer.append(",\n  \"strings\" : {" as StaticString)
            writeInterior(into: &buffer)
            buffer.append("},\n  \"version\" : \"1.0\"\n}" as StaticString)
        }
        return (buffer, diagnostics)
    }

    /// The catalog with its entries for the keys of `entries` replaced by
    /// tourc's, in place: they become tourc's (their comment says so), and
    /// every other byte stays as it was (`tourc import xcstrings`, once
    /// their translations are in the tour files).
    package func adopting(_ entries: [StringCatalogEntry], in document: StringCatalogDocument) -> [UInt8] {
        let replacements = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var bytes: [UInt8] = []
        bytes.reserveCapacity(document.bytes.count + entries.count * 64)
        var copied = 0
        for entry in document.entries {
            guard let replacement = replacements[entry.key] else { continue }
            bytes += document.bytes[copied..<entry.range.lowerBound]
            bytes += Self.member(replacement)
            copied = entry.range.upperBound
        }
        bytes += document.bytes[copied...]
        return bytes
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
        OrderKey(lhs) < OrderKey(rhs)
    }

    /// A key as ``xcodeOrders(_:before:)`` compares it, made once per key
    /// rather than once per comparison.
    struct OrderKey: Comparable {
        /// The key's scalars, lowercased.
        let folded: [UInt32]
        /// The key's scalars as written.
        let exact: [UInt32]

        init(_ key: String) {
            exact = key.unicodeScalars.map(\.value)
            folded = key.lowercased().unicodeScalars.map(\.value)
        }

        static func < (lhs: OrderKey, rhs: OrderKey) -> Bool {
            lhs.folded != rhs.folded ? lhs.folded.lexicographicallyPrecedes(rhs.folded) : lhs.exact.lexicographicallyPrecedes(rhs.exact)
        }

        static func == (lhs: OrderKey, rhs: OrderKey) -> Bool { lhs.exact == rhs.exact }
    }

    /// `ours` placed among the catalog's own `members`, which keep their
    /// order: each of ours goes before the first member it orders before
    /// (the end when none), ours sorted among themselves, as Xcode would
    /// insert them one by one. In O(n log n): the first member a key orders
    /// before is the first at which the running maximum of the members'
    /// keys passes it, and that maximum never decreases, so it is found by
    /// binary search. (Inserting each into an array, comparing lowercased
    /// copies, took 865 s for 11,650 keys.)
    static func placing(
        _ ours: [(key: String, text: [UInt8])], among members: [(key: String, text: [UInt8])]
    ) -> [(key: String, text: [UInt8])] {
        let sorted = ours.map { (OrderKey($0.key), $0) }.sorted { $0.0 < $1.0 }
        var runningMaximum: [OrderKey] = []
        runningMaximum.reserveCapacity(members.count)
        for member in members {
            let key = OrderKey(member.key)
            runningMaximum.append(runningMaximum.last.map { $0 < key ? key : $0 } ?? key)
        }
        func firstGreater(than key: OrderKey) -> Int {
            var low = 0
            var high = runningMaximum.count
            while low < high {
                let middle = (low + high) / 2
                if key < runningMaximum[middle] { high = middle } else { low = middle + 1 }
            }
            return low
        }
        var placed: [(key: String, text: [UInt8])] = []
        placed.reserveCapacity(members.count + ours.count)
        var next = 0
        for (index, member) in members.enumerated() {
            while next < sorted.count, firstGreater(than: sorted[next].0) == index {
                placed.append(sorted[next].1)
                next += 1
            }
            placed.append(member)
        }
        placed += sorted[next...].map(\.1)
        return placed
    }

    private static func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
        var counter = LineCounter(.swift)
        bytes.withUnsafeBufferPointer { counter.advance(overUTF8: $0, from: 0, to: min(offset, $0.count)) }
        return counter.position
    }
}
