import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A step id becomes a name the generated enum already uses.
    public static let reservedCaseName = DiagnosticCode(
        "TOUR311",
        summary: "A step id becomes a name the generated enum reserves.",
        explanation: """
            Enum cases share a namespace with the enum's members. The generated \
            enum has `allCases` (from `CaseIterable`), `metadata` and \
            `revision` (the tour's) and `id` (each step's, which TourKit \
            sessions read), so a step whose case name would be one of them \
            cannot compile. Rename the step.
            """)
}

extension ValidationContext {
    /// Static members every generated tour enum declares.
    static let reservedCaseNames: Set<String> = ["allCases", "metadata", "revision", "id"]

    mutating func checkCaseNamesAreNotReserved(_ tour: ResolvedTour) {
        for step in tour.steps where Self.reservedCaseNames.contains(step.caseName) {
            report(
                .error, .reservedCaseName,
                "step id '\(step.step.id.value)' becomes the case name '\(step.caseName)', which the generated enum already uses",
                file: tour.tour.file, at: step.step.id.position,
                notes: ["reserved case names: \(Self.reservedCaseNames.sorted().joined(separator: ", "))"])
        }
    }
}
