import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A step id becomes a name the generated enum already uses.
    public static let reservedCaseName = DiagnosticCode(
        "TOUR311", name: "reservedCaseName", severity: .error,
        summary: "A step id becomes a name the generated enum reserves.",
        explanation: """
            Enum cases share a namespace with the enum's members. The generated \
            enum has `allCases` and `rawValue` (from `CaseIterable` and its \
            raw values), `metadata`, `presentation` and `revision` (the \
            tour's), and `id`, `title`, `text`, `target`, `padding`, \
            `cornerRadius`, `action` and the other members each step's \
            properties become (and `condition`, in a tour whose steps have \
            `when:`), so a step whose case name would be one of them \
            cannot compile. (A Swift keyword such as `default` is fine: the \
            generated code escapes it.) Rename the step.
            """)
}

/// No step becomes a case that `HelpInfoProvider` or Swift reserves.
enum ReservedCaseName: TourRule {
    static let codes: [DiagnosticCode] = [.reservedCaseName]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.resolved
        // A keyword (`default`) is a case name too: the emitter escapes it.
        // `condition` is a member only of a tour whose steps have `when:`,
        // `screen` only of one where a step's screen is known, `waitFor` and
        // `ifMissing` only of one where a step waits.
        var taken = tour.conditions.anyStep ? GeneratedNames.members.union([GeneratedNames.stepCondition]) : GeneratedNames.members
        if tour.steps.contains(where: { $0.screen != nil }) { taken.insert(GeneratedNames.stepScreen) }
        if tour.steps.contains(where: { $0.waitFor != nil }) { taken.formUnion(GeneratedNames.stepWaits) }
        for step in tour.steps where taken.contains(step.caseName) {
            context.report(
                .reservedCaseName,
                "step id '\(step.step.id.value)' becomes the case name '\(step.caseName)', which the generated enum already uses",
                file: tour.tour.file, at: step.step.id.position,
                notes: ["reserved case names: \(taken.sorted().joined(separator: ", "))"])
        }
    }
}
