import TourDiagnostics
import TourModel
import TourScanning

/// A rule of validation: a type in its own file, named as its code is
/// (`DuplicateStepID` reports `duplicateStepID`, TOUR302), beside the codes
/// it reports, their severity and explanation, and its check. ``Validator``
/// runs the lists in ``ValidationRules``; ``ValidationRules/codes`` feeds the
/// code catalogue, `tourc explain` and docs/diagnostics.md.
protocol ValidationRule: SendableMetatype {
    /// The codes the rule reports, declared beside it.
    static var codes: [DiagnosticCode] { get }
}

/// A rule about one tour alone. These run on every core, file by file.
protocol TourRule: ValidationRule {
    /// Whether the rule is a lint: a warning about how texts are written,
    /// which `lint:` turns off and a tour over the step limit skips.
    static var isLint: Bool { get }
    /// Reports what the rule finds in `tour`.
    static func check(_ tour: TourUnderCheck, _ context: inout ValidationContext)
}

extension TourRule {
    static var isLint: Bool { false }
}

/// A lint of one title or text in one language. Each text is read once,
/// whatever the number of lints, and an alias's text only at its anchor.
protocol TextLint: ValidationRule {
    /// The lint's one code, which `lint:` turns off.
    static var code: DiagnosticCode { get }
    /// The roles of the texts it reads: titles, bodies or both.
    static var roles: Set<TourTextField.Role> { get }
    /// Reports what the lint finds in `text`.
    static func check(_ text: LintedText, _ options: LintOptions, _ context: inout ValidationContext)
}

extension TextLint {
    static var codes: [DiagnosticCode] { [code] }
}

/// A rule across every tour, the registry and the app's tags.
protocol CorpusRule: ValidationRule {
    /// Reports what the rule finds; it may leave what later rules read in
    /// `corpus` (``ToursUnderCheck/usedTargets``).
    static func check(_ corpus: inout ToursUnderCheck, _ context: inout ValidationContext)
}

/// A rule about the target registry alone, run when it is read.
protocol RegistryRule: ValidationRule {
    /// Reports what the rule finds in `registry`.
    static func check(_ registry: CheckedRegistry, _ context: inout ValidationContext)
}

/// What a ``TourRule`` reads: one tour, resolved, and the run's options.
struct TourUnderCheck {
    /// The tour as decoded.
    let tour: Tour
    /// The tour with its defaults applied.
    let resolved: ResolvedTour
    /// Every title and text, listed once for the rules that read them all.
    let fields: [TourTextField]
    /// The run's options.
    let options: ValidationOptions
}

/// What a ``CorpusRule`` reads: every tour's outline and the app's side.
struct ToursUnderCheck {
    /// Every tour's outline, in input order.
    let outlines: [TourOutline]
    /// The tour files, in input order.
    let files: [String]
    /// The registry, when one was read.
    let registry: CheckedRegistry?
    /// The targets steps may light up.
    let registered: RegisteredTargets
    /// How the app's tags meet the steps, when the app was scanned.
    let coverage: TagCoverage?
    /// Where the app's code donates events, when it was scanned.
    let donations: [TagSite]?
    /// The run's options; `allInputsDecoded` is false when any file failed.
    let options: ValidationOptions
    /// For each registry entry that is a name's first, whether a step uses
    /// it: left by ``UnregisteredTarget`` for ``UnusedTarget``, from the
    /// one lookup per step both need.
    var usedTargets: [Bool] = []
}

extension CorpusRule {
    /// What the rule alone finds in `outlines`, with no registry, tags or
    /// donations: how tests run one rule on inputs made in memory.
    static func findings(in outlines: [TourOutline], options: ValidationOptions = ValidationOptions()) -> [Diagnostic] {
        var corpus = ToursUnderCheck(
            outlines: outlines, files: outlines.map(\.file), registry: nil, registered: RegisteredTargets(registry: nil, tagged: []),
            coverage: nil, donations: nil, options: options)
        var context = ValidationContext()
        check(&corpus, &context)
        return context.diagnostics
    }
}
