import TourBytes
import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// Two names that become file names are one name where case or
    /// Unicode normalization is folded.
    public static let namesFoldTogether = DiagnosticCode(
        "TOUR344", name: "namesFoldTogether", severity: .error,
        summary: "Two tour ids or tour file names differ only in case or Unicode normalization.",
        explanation: """
            A tour's id names its JSON bundle (`mainA.json`) and a tour file's \
            name names its Swift file (`Help.tour.swift`). macOS's file systems \
            fold case and Unicode normalization by default, so `mainA` and \
            `MainA`, or `café` spelled with a precomposed `é` (NFC) and with \
            `e` and a combining accent (NFD), are one file there: one output \
            would replace the other, on a teammate's Mac though never in a \
            Linux CI. Both places are reported, since either may be the one to \
            rename. Names that look alike are shown with their Unicode scalars.
            """)
}

/// TOUR344 at both tours whose ids differ only in case, and at both
/// files whose names differ only in case or normalization. Identical
/// ids are TOUR301's; identical file names in two folders are the
/// compile's to refuse (TOUR401), as only the Swift output folder
/// flattens them.
enum NamesFoldTogether: CorpusRule {
    static let codes: [DiagnosticCode] = [.namesFoldTogether]

    static func check(_ corpus: inout ToursUnderCheck, _ context: inout ValidationContext) {
        let tours = corpus.outlines
        let files = corpus.files
        var firstID: [String: TourOutline] = [:]
        for tour in tours {
            guard let earlier = firstID.earlier(tour.id.value.lowercased(), tour), earlier.id.value != tour.id.value else { continue }
            for (here, other) in [(earlier, tour), (tour, earlier)] {
                context.report(
                    .namesFoldTogether,
                    "tour ids '\(here.id.value)' and '\(other.id.value)' differ only in case: their bundles are one file on macOS",
                    file: here.file, at: here.id.position,
                    notes: ["tour '\(other.id.value)' is at \(SourceLocation(other.file, other.id.position)); change one of the ids"])
            }
        }
        // Swift strings compare canonically, so NFC and NFD meet in the key.
        var firstName: [String: String] = [:]
        for file in files {
            let name = ValidationContext.fileName(file)
            guard let earlier = firstName.earlier(name.lowercased(), file) else { continue }
            let earlierName = ValidationContext.fileName(earlier)
            guard Array(earlierName.utf8) != Array(name.utf8) else { continue }
            let lookAlike = earlierName == name
            for (here, other) in [(earlier, file), (file, earlier)] {
                let spelling = lookAlike ? " (this one is spelled \(ValidationContext.fileName(here).spelledInScalars))" : ""
                context.report(
                    .namesFoldTogether,
                    "the tour files \(here) and \(other) differ only in \(lookAlike ? "Unicode normalization" : "case"): their Swift files are one file on macOS\(spelling)",
                    file: here, at: SourcePosition(line: 1, column: 1), notes: ["rename one of them"])
            }
        }
    }
}

extension ValidationContext {

    fileprivate static func fileName(_ path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    }
}
