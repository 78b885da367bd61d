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
    mutating func checkTypeNamesAreUnique(_ tours: [TourOutline]) {
        var first: [String: TourOutline] = [:]
        for tour in tours {
            guard let earlier = first.earlier(tour.typeName, tour) else { continue }
            // Tours with the same id are already reported as such.
            guard earlier.id.value != tour.id.value else { continue }
            report(
                .error, .duplicateTypeName,
                "tour '\(tour.id.value)' would generate the Swift type '\(tour.typeName)', which tour '\(earlier.id.value)' already generates",
                file: tour.file, at: tour.typeNamePosition,
                notes: [
                    SourceLocation(earlier.file, earlier.id.position).firstDefinedNote("tour '\(earlier.id.value)'"),
                    "set 'swiftName' on one of them",
                ])
        }
    }
}
