/// A tour that passed validation, with every Swift name and default
/// resolved: what the emitters read.
public struct ValidatedTour: Sendable {
    /// The tour as decoded.
    public var tour: Tour
    /// The generated enum's name.
    public var typeName: String
    /// The steps, in tour order.
    public var steps: [ValidatedStep]
}

/// A step with its case name and every default applied.
public struct ValidatedStep: Sendable {
    /// The step as decoded.
    public var step: Step
    /// The enum case name, unescaped (`default`, not `` `default` ``).
    public var caseName: String
    /// The registered target the step lights up.
    public var target: String
    /// Spotlight padding, in points: the step's, the tour default or 8.
    public var padding: Double
    /// Spotlight corner radius, in points: the step's, the tour default or 28.
    public var cornerRadius: Double
    /// The step's action or the tour default; `nil` for an informational step.
    public var action: StepAction?
}

extension ValidatedTour {
    /// Resolves names and defaults; validation decides whether the result may be used.
    init(resolving tour: Tour) {
        self.tour = tour
        typeName = SwiftNaming.typeName(for: tour)
        steps = tour.steps.map { step in
            ValidatedStep(
                step: step,
                caseName: SwiftNaming.caseName(forStepID: step.id.value),
                target: step.effectiveTarget.value,
                padding: step.padding?.value ?? tour.defaults.padding?.value ?? StepDefaults.builtInPadding,
                cornerRadius: step.cornerRadius?.value ?? tour.defaults.cornerRadius?.value
                    ?? StepDefaults.builtInCornerRadius,
                action: step.action?.value ?? tour.defaults.action?.value)
        }
    }
}
