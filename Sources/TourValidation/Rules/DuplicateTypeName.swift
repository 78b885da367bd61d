import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// Two tours would generate Swift types with the same name.
    public static let duplicateTypeName = DiagnosticCode(
        "TOUR309", name: "duplicateTypeName", severity: .error,
        summary: "Two tours would generate the same Swift type.",
        explanation: """
            Each tour becomes an enum named by `swiftName`, or by its id in \
            UpperCamelCase followed by `Tour` (`main-screen` becomes \
            `MainScreenTour`). Two tours whose names meet would not compile \
            together. Give one of them a different `swiftName`.
            """)
}

/// Every tour becomes its own Swift type.
enum DuplicateTypeName: CorpusRule {
    static let codes: [DiagnosticCode] = [.duplicateTypeName]

    static func check(_ corpus: inout ToursUnderCheck, _ context: inout ValidationContext) {
        let tours = corpus.outlines
        var first: [String: TourOutline] = [:]
        for tour in tours {
            guard let earlier = first.earlier(tour.typeName, tour) else { continue }
            // Tours with the same id are already reported as such.
            guard earlier.id.value != tour.id.value else { continue }
            context.report(
                .duplicateTypeName,
                "tour '\(tour.id.value)' would generate the Swift type '\(tour.typeName)', which tour '\(earlier.id.value)' already generates",
                file: tour.file, at: tour.typeNamePosition,
                notes: [
                    SourceLocation(earlier.file, earlier.id.position).firstDefinedNote("tour '\(earlier.id.value)'"),
                    "set 'swiftName' on one of them",
                ])
        }
    }
}
