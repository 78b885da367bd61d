import TourFormat

/// A step a ``TourSession`` can run: its id, the target the spotlight
/// lights up, and what it asks the user to do. Generated enums satisfy it
/// through ``TourSteps``; ``TourSessionStep`` carries the steps of a
/// ``TourBundle`` or ``QuickWinTask`` loaded at run time, so one session
/// implementation runs both.
public protocol TourStepRepresentable: Hashable, Sendable {
    /// The step's id (a generated enum's raw value).
    var id: String { get }
    /// The registered target the step lights up.
    var target: String { get }
    /// What the step asks for; `nil` for an informational step.
    var action: TourAction? { get }
    /// When the step shows (its `when:`); `nil`: always. A ``TourSession``
    /// skips the step while it is false.
    var condition: TourCondition? { get }
    /// The view type the step's target is on (its `screen:`, the
    /// registry's, or the one the scan found it tagged in); `nil` when
    /// unknown.
    var screen: String? { get }
    /// How long a session waits, in seconds, for the step's target when it
    /// is not on screen (`waitFor:`); `nil`: until it appears.
    var waitFor: Double? { get }
    /// What a session does when the target has not appeared within ``waitFor``.
    var ifMissing: TourMissingTarget { get }
}

extension TourStepRepresentable {
    /// No condition: the step always shows. Generated enums whose steps
    /// have `when:` declare their own.
    public var condition: TourCondition? { nil }
    /// No screen known. Generated enums whose steps have one declare their own.
    public var screen: String? { nil }
    /// No bound: the session waits until the target appears. Generated
    /// enums whose steps have `waitFor:` declare their own.
    public var waitFor: Double? { nil }
    /// Pass the step by (`skip`), the built-in.
    public var ifMissing: TourMissingTarget { StepBuiltIns.ifMissing }
}

/// What generated tour enums conform to (tourc emits the conformance).
public protocol TourSteps: CaseIterable, TourStepRepresentable {
    /// The tour's id, title, description and the rest.
    static var metadata: TourMetadata { get }
    /// Changes when any step's id, target, action, title or text (in any
    /// language) changes, and only then.
    static var revision: String { get }
    /// The step's title as written in the tour file, in its source language.
    var plainTitle: String { get }
    /// The step's text as written in the tour file, in its source language:
    /// what a session looks up in the app's String Catalog to say it aloud.
    var plainText: String { get }
}

extension TourSteps {
    /// The view type `step`'s target is on, such as `"EffectsScreen"`:
    /// where an app routes a tour it resumes at that step. `nil` when
    /// neither the tour file, the registry nor the scan says.
    public static func screen(of step: Self) -> String? { step.screen }
}

extension TourSteps {
    /// The tour's condition and its steps', those it has.
    static var tourConditions: [TourCondition] {
        ([metadata.show.when] + allCases.map(\.condition)).compactMap { $0 }
    }
}

/// One step of a tour known only at run time.
public struct TourSessionStep: TourStepRepresentable {
    /// The step's id; a QuickWin step's is its place, `step-1` and on.
    public var id: String
    /// The registered target the step lights up.
    public var target: String
    /// What the step asks for; `nil` for an informational step.
    public var action: TourAction?
    /// When the step shows; `nil`: always.
    public var condition: TourCondition?
    /// The view type the target is on; `nil` when unknown.
    public var screen: String?
    /// How long a session waits for the target, in seconds; `nil`: until it appears.
    public var waitFor: Double?
    /// What a session does when the target has not appeared within ``waitFor``.
    public var ifMissing: TourMissingTarget

    /// Creates a step.
    public init(
        id: String, target: String, action: TourAction?, condition: TourCondition? = nil, screen: String? = nil,
        waitFor: Double? = nil, ifMissing: TourMissingTarget = .skip
    ) {
        self.id = id
        self.target = target
        self.action = action
        self.condition = condition
        self.screen = screen
        self.waitFor = waitFor
        self.ifMissing = ifMissing
    }
}

// Internal, here and for QuickWinTask below: apps run a bundle or a task
// through `TourSession(bundle:)` and `TourSession(task:)`, which use these;
// generated code and the samples use neither.
extension TourBundle {
    /// The bundle's steps, for a session.
    var sessionSteps: [TourSessionStep] {
        steps.map {
            TourSessionStep(
                id: $0.id, target: $0.target, action: $0.action, condition: $0.condition, screen: $0.screen, waitFor: $0.waitFor,
                ifMissing: $0.ifMissing ?? StepBuiltIns.ifMissing)
        }
    }

    /// The bundle's revision, as tourc wrote it; computed from the bundle
    /// when it predates revisions, over the fields it has (not tourc's
    /// value: the bundle does not say its source language; see
    /// `TourRevision`).
    var sessionRevision: String {
        revision
            ?? TourRevision.hash(
                steps.flatMap { step -> [String] in
                    var fields = [step.id, step.target, step.action?.rawValue ?? "", step.title, step.text]
                    for (locale, translation) in (step.localizations ?? [:]).sorted(by: { $0.key < $1.key }) {
                        fields += [locale, translation.title ?? "", translation.text ?? ""]
                    }
                    return fields
                })
    }
}

extension QuickWinTask {
    /// The task's steps, for a session: a QuickWin step has no id, so its
    /// position is one (`step-1`, `step-2`...).
    var sessionSteps: [TourSessionStep] {
        steps.enumerated().map {
            TourSessionStep(
                id: "step-\($0.offset + 1)", target: $0.element.targetView, action: $0.element.actionType, condition: $0.element.condition)
        }
    }

    /// A revision computed from the task's steps.
    var sessionRevision: String {
        TourRevision.hash(steps.flatMap { [$0.targetView, $0.actionType.rawValue, $0.instruction] })
    }
}

extension TourSteps {
    /// No title: for a conformance written by hand before steps had to say
    /// theirs (tourc generates it); a session then says only the step's place.
    public var plainTitle: String { "" }
    /// No text, as ``plainTitle``.
    public var plainText: String { "" }
}
