import TourBytes
import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A text's list lines start with different markers (a lint).
    public static let mixedListMarkers = DiagnosticCode(
        "TOUR336", name: "mixedListMarkers", severity: .warning,
        summary: "A text's list lines start with different markers.",
        explanation: """
            SwiftUI renders Markdown inside a line (bold, links), not lists: a \
            line that starts with `•`, `*` or `-` shows that character as \
            written. A list whose lines start with different markers (`•` on \
            most lines, `* Double-tap` on one, as hand-written help enums do) \
            shows them all, and looks uneven. The warning is at the first \
            marker that differs from the list's first one. Use one marker for \
            every line. Numbered lines (`1.`) are not markers. Checked for \
            every text, in every language. Turn it off with \
            `lint: {TOUR336: off}` in tourc.yaml.
            """)
}

/// The bullet lists of a text use one marker (a lint).
enum MixedListMarkers: TextLint {
    static let code = DiagnosticCode.mixedListMarkers
    static let roles: Set<TourTextField.Role> = [.body]

    static func check(_ text: LintedText, _ options: LintOptions, _ context: inout ValidationContext) {
        let value = text.entry.text
        let found =
            value.utf8.withContiguousStorageIfAvailable { ValidationContext.firstMixedMarker(in: $0) }
            ?? Array(value.utf8).withUnsafeBufferPointer { ValidationContext.firstMixedMarker(in: $0) }
        guard let (marker, listMarker, scalarOffset) = found else { return }
        context.report(
            .mixedListMarkers,
            "\(text.name) starts a list line with '\(marker)' where its list uses '\(listMarker)'",
            file: text.file, at: text.position(ofScalarOffset: scalarOffset),
            notes: ["SwiftUI shows each marker as written: start every line of the list with '\(listMarker)'"])
    }
}

extension ValidationContext {
    /// The characters a list line starts with, before a space.
    static let listMarkers: Set<Character> = ["•", "◦", "▪", "‣", "*", "-", "+", "–"]

    /// The markers' UTF-8 bytes, for the scan that finds the lines that may
    /// be list lines without making a `Character` of every byte of the text.
    private static let listMarkerBytes: [[UInt8]] = listMarkers.map { Array(String($0).utf8) }

    /// The first list line whose marker differs from the first list line's:
    /// its marker, the list's, and the marker's offset in Unicode scalars.
    ///
    /// One pass over the bytes: a line can be a list line only if, after
    /// spaces and tabs, a marker's bytes and a space follow. Such a line is
    /// then read as characters, as SwiftUI's text would be (a combining
    /// mark joins the space before it), so the rare line the bytes let
    /// through is judged exactly. A line ends at a line feed that is not
    /// part of a CRLF, the one character `\r\n` is.
    static func firstMixedMarker(in bytes: UnsafeBufferPointer<UInt8>) -> (Character, Character, Int)? {
        var first: Character?
        var lineStart = 0
        while lineStart <= bytes.count {
            let lineEnd = TextLineEnds.end(of: bytes, lineFrom: lineStart)
            defer { lineStart = lineEnd + 1 }
            var cursor = lineStart
            while cursor < lineEnd, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            let mayBeListLine = listMarkerBytes.contains { marker in
                cursor + marker.count < lineEnd && bytes[cursor + marker.count] == 0x20
                    && marker.indices.allSatisfy { bytes[cursor + $0] == marker[$0] }
            }
            guard mayBeListLine else { continue }
            let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self)
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indent.count)
            guard let marker = rest.first, listMarkers.contains(marker), rest.dropFirst().first == " " else { continue }
            guard let listMarker = first else {
                first = marker
                continue
            }
            guard marker != listMarker else { continue }
            let before = UnsafeBufferPointer(rebasing: bytes[..<lineStart]).unicodeScalarCount
            return (marker, listMarker, before + indent.unicodeScalars.count)
        }
        return nil
    }
}
