import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A step id becomes a name the generated enum already uses.
    public static let reservedCaseName = DiagnosticCode(
        "TOUR311",
        summary: "A step id becomes a name the generated enum reserves.",
        explanation: """
            Enum cases share a namespace with the enum's members. The generated \
            enum has `allCases` and `rawValue` (from `CaseIterable` and its \
            raw values), `metadata`, `presentation` and `revision` (the \
            tour's), and `id`, `title`, `text`, `target`, `padding`, \
            `cornerRadius`, `action` and the other members each step's \
            properties become, so a step whose case name would be one of them \
            cannot compile. (A Swift keyword such as `default` is fine: the \
            generated code escapes it.) Rename the step.
            """)

    /// A tour's Swift type name is one the generated code already uses.
    public static let reservedTypeName = DiagnosticCode(
        "TOUR339",
        summary: "A tour's Swift type name is one the generated code already uses.",
        explanation: """
            The generated enum's declarations name types unqualified: `String` \
            (its raw values), `CaseIterable` and `Sendable` (its \
            conformances), `CGFloat`, `LocalizedStringKey` and `View`, and \
            TourKit's `TourMetadata`, `TourSteps` and the rest. An enum named \
            like one of them (by `swiftName`, or from the tour id) shadows it \
            and the file no longer compiles; a Swift keyword (`Self`, `Any`, \
            `class`) is no type name at all. Choose another `swiftName`.
            """)
}

extension ValidationContext {
    mutating func checkCaseNamesAreNotReserved(_ tour: ResolvedTour) {
        // A keyword (`default`) is a case name too: the emitter escapes it.
        for step in tour.steps where GeneratedNames.members.contains(step.caseName) {
            report(
                .error, .reservedCaseName,
                "step id '\(step.step.id.value)' becomes the case name '\(step.caseName)', which the generated enum already uses",
                file: tour.tour.file, at: step.step.id.position,
                notes: ["reserved case names: \(GeneratedNames.members.sorted().joined(separator: ", "))"])
        }
    }

    mutating func checkTypeNameIsNotReserved(_ tour: ResolvedTour) {
        let name = tour.typeName
        let keyword = GeneratedNames.keywords.contains(name)
        guard keyword || GeneratedNames.types.contains(name) else { return }
        let position = tour.tour.swiftName?.position ?? tour.tour.id.position
        report(
            .error, .reservedTypeName,
            "the tour's Swift type '\(name)' \(keyword ? "is a Swift keyword" : "is a type the generated code already uses")",
            file: tour.tour.file, at: position,
            notes: ["set swiftName: to another name, such as \(name)Tour"])
    }
}
