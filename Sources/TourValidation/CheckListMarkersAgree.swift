import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A text's list lines start with different markers (a lint).
    public static let mixedListMarkers = DiagnosticCode(
        "TOUR336",
        summary: "A text's list lines start with different markers (warning).",
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

extension ValidationContext {
    /// The characters a list line starts with, before a space.
    static let listMarkers: Set<Character> = ["•", "◦", "▪", "‣", "*", "-", "+", "–"]

    mutating func checkListMarkersAgree(_ text: LintedText) {
        var first: Character?
        var offset = 0
        for line in text.entry.text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += line.unicodeScalars.count + 1 }
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indent.count)
            guard let marker = rest.first, Self.listMarkers.contains(marker), rest.dropFirst().first == " " else { continue }
            guard let listMarker = first else {
                first = marker
                continue
            }
            guard marker != listMarker else { continue }
            report(
                .warning, .mixedListMarkers,
                "\(text.name) starts a list line with '\(marker)' where its list uses '\(listMarker)'",
                file: text.file, at: text.position(ofScalarOffset: offset + indent.unicodeScalars.count),
                notes: ["SwiftUI shows each marker as written: start every line of the list with '\(listMarker)'"])
            return
        }
    }
}
