import TourDiagnostics
import TourModel

/// What the rules across tours read of one tour: its id, type name and
/// file, and each step's id, case name and target, with their positions.
///
/// It holds no text. The compiler generates each file's outputs while the
/// file is checked and then lets the file's tours go; the outlines are all
/// that stays for the rules that need every tour at once (about a tenth of
/// the memory of the tours themselves).
public struct TourOutline: Sendable {
    /// The tour's id.
    public let id: Located<String>
    /// The tour file.
    public let file: String
    /// The generated enum's name.
    public let typeName: String
    /// Where the enum's name was chosen: `swiftName:`, else the id.
    public let typeNamePosition: SourcePosition
    /// The steps, in tour order.
    public let steps: [StepOutline]
    /// The tours its `show:` rule waits for, as written.
    public let after: [Located<String>]
    /// The events its `show:` rule waits for, as written.
    public let events: [Located<String>]
    /// The tour's revision (the app's manifest lists it).
    public let revision: String
    /// The events whose donation ends the tour (`show.invalidatedBy`), as written.
    public var invalidatedBy: [Located<String>] = []
    /// The names the tour's and its steps' conditions read (events among them).
    public var conditionEvents: Set<String> = []

    /// An outline from its parts (the tests build many tours this way).
    init(
        id: Located<String>, file: String, typeName: String, typeNamePosition: SourcePosition, steps: [StepOutline] = [],
        after: [Located<String>] = [], events: [Located<String>] = [], revision: String = ""
    ) {
        self.id = id
        self.file = file
        self.typeName = typeName
        self.typeNamePosition = typeNamePosition
        self.steps = steps
        self.after = after
        self.events = events
        self.revision = revision
    }

    /// The outline of `tour`.
    init(_ tour: ResolvedTour) {
        id = tour.tour.id
        file = tour.tour.file
        typeName = tour.typeName
        typeNamePosition = tour.tour.swiftName?.position ?? tour.tour.id.position
        steps = tour.steps.map(StepOutline.init)
        after = tour.tour.show?.after ?? []
        events = tour.tour.show?.events.map(\.name) ?? []
        revision = tour.revision
        invalidatedBy = tour.tour.show?.invalidatedBy ?? []
        // From the conditions as written: an event counted in a condition
        // with an error elsewhere is used all the same.
        for source in [tour.tour.show?.condition] + tour.tour.steps.map(\.condition) {
            source?.syntax.forEachOperand { operand in
                if case .name(let name) = operand.kind { conditionEvents.insert(name) }
            }
        }
    }
}

/// What the rules across tours read of one step.
public struct StepOutline: Sendable {
    /// The step's id.
    public let id: Located<String>
    /// The enum case name, unescaped.
    public let caseName: String
    /// The target the step lights up: its `target:`, else its id.
    public let target: Located<String>
    /// Whether the step names its target (`target:`) rather than using its id.
    public let hasOwnTarget: Bool

    init(_ step: ResolvedStep) {
        id = step.step.id
        caseName = step.caseName
        target = step.step.effectiveTarget
        hasOwnTarget = step.step.target != nil
    }
}
