import TourDiagnostics
import TourFormat
import TourModel

/// A tour with every Swift name and default resolved, before validation
/// decides whether it may be used: what the rules and the coverage report
/// read. Only validation makes one.
public struct ResolvedTour: Sendable {
    /// The tour as decoded.
    public let tour: Tour
    /// The generated enum's name.
    public let typeName: String
    /// The steps, in tour order.
    public let steps: [ResolvedStep]
    /// The locale whose texts are the keys and the fallback for every other.
    public let sourceLanguage: String
    /// The tour's revision: a stable hash of every step's id, target and
    /// action and its title and text in every language, in tour order, and
    /// nothing else (see `TourRevision`). Computed here, while files are
    /// checked on every core, rather than in the serial cross-tour stage.
    public let revision: String
    /// The presentation values the tour sets; an overlay draws the others
    /// with its own defaults (``presentationValue(_:for:)``).
    public let presentation: [PresentationSetting: Double]
    /// The tour's and its steps' conditions, checked and lowered (set by
    /// ``Validator/checkFile(_:tours:diagnostics:isComplete:options:scope:screens:)``).
    public internal(set) var conditions = ResolvedConditions.none
    /// The tour's title in the source language: what every output shows
    /// (each translation stays in `tour`); `nil` when it has none.
    public let title: String?
    /// The tour's description in the source language; `nil` when it has none.
    public let description: String?
    /// The tour's experiment with its texts resolved; `nil` when it has none.
    public let experiment: TourExperiment?

    /// Resolves names, defaults and, from `screens`, where each step's target lives.
    init(resolving tour: Tour, sourceLanguage: String, screens: ScreenIndex = .none) {
        self.tour = tour
        self.sourceLanguage = sourceLanguage
        typeName = SwiftNaming.typeName(for: tour)
        title = tour.title.map { Self.sourceText($0, in: sourceLanguage) }
        description = tour.description.map { Self.sourceText($0, in: sourceLanguage) }
        let typeName = typeName
        steps = tour.steps.map { step in
            let caseName = SwiftNaming.caseName(forStepID: step.id.value)
            let target = step.effectiveTarget.value
            let place = screens.place(declared: step.screen?.value, target: target, typeName: typeName, caseName: caseName)
            return ResolvedStep(
                step: step,
                title: Self.sourceText(step.title, in: sourceLanguage),
                text: Self.sourceText(step.text, in: sourceLanguage),
                caseName: caseName,
                target: target,
                padding: step.padding?.value ?? tour.defaults.padding?.value ?? StepBuiltIns.padding,
                cornerRadius: step.cornerRadius?.value ?? tour.defaults.cornerRadius?.value
                    ?? StepBuiltIns.cornerRadius,
                action: step.action?.value ?? tour.defaults.action?.value,
                shape: step.shape?.value ?? tour.defaults.shape?.value ?? StepBuiltIns.shape,
                cornerStyle: step.cornerStyle?.value ?? tour.defaults.cornerStyle?.value ?? StepBuiltIns.cornerStyle,
                scrollAnchor: step.scrollAnchor?.value ?? tour.defaults.scrollAnchor?.value,
                waitFor: step.waitFor?.value ?? tour.defaults.waitFor?.value,
                ifMissing: step.ifMissing?.value ?? tour.defaults.ifMissing?.value ?? StepBuiltIns.ifMissing,
                screen: place.screen,
                taggedScreens: place.tagged)
        }
        revision = Self.revision(of: steps, sourceLanguage: sourceLanguage)
        presentation = tour.presentation?.values.mapValues(\.value) ?? [:]
        experiment = tour.experiment.map { Self.resolve($0, sourceLanguage: sourceLanguage) }
    }

    /// What `overlay` draws for `setting`: the tour's value, else the overlay's default.
    public func presentationValue(_ setting: PresentationSetting, for overlay: SpotlightOverlay) -> Double {
        presentation[setting] ?? overlay.defaultValue(of: setting)
    }

    /// The tour-wide spotlight padding the tour sets (`defaults.padding`):
    /// what an overlay's one `spotlightPadding` gets; `nil` leaves the overlay's default.
    public var overlayPadding: Double? { tour.defaults.padding?.value }

    /// The tour-wide corner radius the tour sets (`defaults.cornerRadius`);
    /// `nil` leaves the overlay's default.
    public var overlayCornerRadius: Double? { tour.defaults.cornerRadius?.value }

    /// The spotlight of a step that sets none of its own: `defaults:`, else
    /// the built-ins. An overlay that takes one shape for the whole tour
    /// draws this one.
    public var defaultSpotlight: (shape: TourShapeName, cornerStyle: TourCornerStyle, cornerRadius: Double) {
        let defaults = tour.defaults
        return (
            defaults.shape?.value ?? StepBuiltIns.shape, defaults.cornerStyle?.value ?? StepBuiltIns.cornerStyle,
            defaults.cornerRadius?.value ?? StepBuiltIns.cornerRadius
        )
    }

    private static func revision(of steps: [ResolvedStep], sourceLanguage: String) -> String {
        var hasher = TourRevision.Hasher()
        func add(_ entry: LocalizedText.Entry) {
            hasher.add(entry.locale ?? sourceLanguage)
            hasher.add(entry.text)
        }
        func addInLocaleOrder(_ entries: [LocalizedText.Entry]) {
            for entry in entries.sorted(by: { ($0.locale ?? sourceLanguage) < ($1.locale ?? sourceLanguage) }) { add(entry) }
        }
        // A step's texts are read where the step keeps them: passed on whole,
        // each was copied, once for every title and text.
        for step in steps {
            hasher.add(step.step.id.value)
            hasher.add(step.target)
            hasher.add(step.action?.rawValue ?? "")
            if step.step.title.others.isEmpty { step.step.title.forEachEntry(add) } else { addInLocaleOrder(step.step.title.entries) }
            if step.step.text.others.isEmpty { step.step.text.forEachEntry(add) } else { addInLocaleOrder(step.step.text.entries) }
        }
        return hasher.value
    }

    /// `text` in the source language: what generated code and bundles show
    /// when no translation applies. Validation (TOUR310) ensures a localized
    /// text has it; the first form stands in only for texts it rejected.
    package static func sourceText(_ text: LocalizedText, in sourceLanguage: String) -> String {
        text.text(in: sourceLanguage) ?? text.first.text
    }
}

/// A step with its case name and every default applied.
///
/// A class, not a struct: every stage after the rules reads the resolved
/// steps (each emitter, the revision, the outlines), and a struct of five
/// strings, a list and a step was copied about twenty times a step on the
/// way, each copy retaining and releasing all of them: 2.7 % of a
/// compile's instructions (issue 47's profile; 1.8 % less as a class).
/// Every property is a constant, so sharing one changes nothing a reader sees.
public final class ResolvedStep: Sendable {
    /// The step as decoded.
    public let step: Step
    /// The step's title in the source language: what the Swift enum, the
    /// bundles, the catalog's keys and the preview show (each translation
    /// stays in `step`).
    public let title: String
    /// The step's text in the source language.
    public let text: String
    /// The enum case name, unescaped (`default`, not `` `default` ``).
    public let caseName: String
    /// The registered target the step lights up.
    public let target: String
    /// Spotlight padding, in points: the step's, the tour default or 8.
    public let padding: Double
    /// Spotlight corner radius, in points: the step's, the tour default or 28.
    public let cornerRadius: Double
    /// The step's action or the tour default; `nil` for an informational step.
    public let action: TourAction?
    /// The spotlight's shape: the step's, the tour default or a rounded rectangle.
    public let shape: TourShapeName
    /// How a rounded rectangle's corners curve: the step's, the tour default
    /// or continuous. Meaningless for the other shapes.
    public let cornerStyle: TourCornerStyle
    /// Where the target ends up when scrolled into view; `nil` when the step
    /// does not scroll.
    public let scrollAnchor: TourScrollAnchor?
    /// How long a session waits for the target, in seconds: the step's
    /// `waitFor:` or the tour default; `nil`: until it appears.
    public let waitFor: Int?
    /// What a session does when the wait runs out: the step's, the tour
    /// default or `skip`.
    public let ifMissing: TourMissingTarget
    /// The view type the target is on: the step's `screen:`, else the
    /// registry's for its target, else the one type its tags are written
    /// in; `nil` when none says, or its tags are in several.
    public let screen: String?
    /// Every view type the step's tags are written in, sorted (TOUR359
    /// reads it when there are several).
    public let taggedScreens: [String]

    init(
        step: Step, title: String, text: String, caseName: String, target: String, padding: Double,
        cornerRadius: Double, action: TourAction?, shape: TourShapeName, cornerStyle: TourCornerStyle,
        scrollAnchor: TourScrollAnchor?, waitFor: Int?, ifMissing: TourMissingTarget, screen: String?,
        taggedScreens: [String]
    ) {
        self.step = step
        self.title = title
        self.text = text
        self.caseName = caseName
        self.target = target
        self.padding = padding
        self.cornerRadius = cornerRadius
        self.action = action
        self.shape = shape
        self.cornerStyle = cornerStyle
        self.scrollAnchor = scrollAnchor
        self.waitFor = waitFor
        self.ifMissing = ifMissing
        self.screen = screen
        self.taggedScreens = taggedScreens
    }
}

/// A tour that passed every rule.
///
/// Two places make one, and only from tours with no error:
/// ``Validator/validate(_:registry:tags:inputDiagnostics:options:)``, when
/// the whole run has none, and ``CheckedTourFile/validatedAlone``, when its
/// file has none, before the rules across tours have run. So an emitter that
/// takes a `ValidatedTour` cannot be handed a tour that failed; what it
/// generates from the second kind is committed only once the run passes.
public struct ValidatedTour: Sendable {
    /// The resolved tour.
    let resolved: ResolvedTour

    init(_ resolved: ResolvedTour) {
        self.resolved = resolved
    }

    /// The tour's revision, computed once: both emitters write it.
    public var revision: String { resolved.revision }

    /// The tour as decoded.
    public var tour: Tour { resolved.tour }
    /// The generated enum's name.
    public var typeName: String { resolved.typeName }
    /// The steps, in tour order.
    public var steps: [ResolvedStep] { resolved.steps }
    /// The locale whose texts are the keys and fallbacks.
    public var sourceLanguage: String { resolved.sourceLanguage }

    /// The presentation values the tour sets.
    public var presentation: [PresentationSetting: Double] { resolved.presentation }
    /// The tour's and its steps' conditions, lowered.
    public var conditions: ResolvedConditions { resolved.conditions }
    /// What `overlay` draws for `setting`: the tour's value, else the overlay's default.
    public func presentationValue(_ setting: PresentationSetting, for overlay: SpotlightOverlay) -> Double {
        resolved.presentationValue(setting, for: overlay)
    }
    /// The tour-wide padding the tour sets, for an overlay's one `spotlightPadding`.
    public var overlayPadding: Double? { resolved.overlayPadding }
    /// The tour-wide corner radius the tour sets, for an overlay's one `cornerRadius`.
    public var overlayCornerRadius: Double? { resolved.overlayCornerRadius }
    /// The spotlight of a step that sets none of its own.
    public var defaultSpotlight: (shape: TourShapeName, cornerStyle: TourCornerStyle, cornerRadius: Double) {
        resolved.defaultSpotlight
    }

    /// The tour's title in the source language; `nil` when it has none.
    public var title: String? { resolved.title }
    /// The tour's description in the source language; `nil` when it has none.
    public var description: String? { resolved.description }
    /// The tour's experiment, its texts resolved; `nil` when it has none.
    public var experiment: TourExperiment? { resolved.experiment }
}

/// The validated tours of one tour file, in file order.
public struct ValidatedTourFile: Sendable {
    /// The tour file.
    public let file: String
    /// Its tours.
    public let tours: [ValidatedTour]
}
