import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// Two tours would generate Swift types with the same name.
    public static let duplicateTypeName = DiagnosticCode(
        "TOUR309",
        summary: "Two tours would generate the same Swift type.",
        explanation: """
            Each tour becomes an enum named by `swiftName`, or by its id in \
            UpperCamelCase followed by `Tour` (`main-screen` becomes \
            `MainScreenTour`). Two tours whose names meet would not compile \
            together. Give one of them a different `swiftName`.
            """)
}

extension ValidationContext {
    mutating func checkTypeNamesAreUnique(_ tours: [ResolvedTour]) {
        var first: [String: ResolvedTour] = [:]
        for tour in tours {
            guard let earlier = first.earlier(tour.typeName, tour) else { continue }
            // Tours with the same id are already reported as such.
            guard earlier.tour.id.value != tour.tour.id.value else { continue }
            let position = tour.tour.swiftName?.position ?? tour.tour.id.position
            report(
                .error, .duplicateTypeName,
                "tour '\(tour.tour.id.value)' would generate the Swift type '\(tour.typeName)', which tour '\(earlier.tour.id.value)' already generates",
                file: tour.tour.file, at: position,
                notes: [
                    SourceLocation(earlier.tour.file, earlier.tour.id.position).firstDefinedNote("tour '\(earlier.tour.id.value)'"),
                    "set 'swiftName' on one of them",
                ])
        }
    }
}
