import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A tour's Swift type name is one the generated code already uses.
    public static let reservedTypeName = DiagnosticCode(
        "TOUR339", name: "reservedTypeName", severity: .error,
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

/// No tour becomes a type that shadows SwiftUI or TourKit.
enum ReservedTypeName: TourRule {
    static let codes: [DiagnosticCode] = [.reservedTypeName]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.resolved
        let name = tour.typeName
        let keyword = GeneratedNames.keywords.contains(name)
        guard keyword || GeneratedNames.types.contains(name) else { return }
        let position = tour.tour.swiftName?.position ?? tour.tour.id.position
        context.report(
            .reservedTypeName,
            "the tour's Swift type '\(name)' \(keyword ? "is a Swift keyword" : "is a type the generated code already uses")",
            file: tour.tour.file, at: position,
            notes: ["set swiftName: to another name, such as \(name)Tour"])
    }
}
