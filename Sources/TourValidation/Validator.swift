import TourDiagnostics
import TourFormat
import TourModel
import TourScanning

/// Settings that change what validation accepts.
public struct ValidationOptions: Sendable, Hashable {
    /// The locale every localized text must include.
    public var sourceLanguage: String
    /// The languages the app ships; `nil` when any translation is accepted
    /// and none is required.
    public var locales: [String]?
    /// Whether every tour file decoded; when one did not, targets its tours
    /// would have used are not reported as unused.
    public var allInputsDecoded: Bool
    /// The most steps one tour may have.
    public var maxStepsPerTour: Int
    /// Which lints run, and their limits.
    public var lints: LintOptions
    /// Whether every tour must hold a `QuickWinTask` (the quickwin JSON
    /// flavour is written), which requires fields the format leaves optional.
    public var requiresQuickWinTasks = false
    /// The spotlight packages the generated code integrates, which decide
    /// which shapes can be drawn (TOUR328).
    public var overlays: [SpotlightOverlay] = []
    /// The app's lowest OS versions, which decide which SF Symbols it can show (TOUR342).
    public var platforms = PlatformSettings.tourKit
    /// SF Symbol names newer than tourc's table, accepted as they are.
    public var extraSymbols: Set<String> = []
    /// Whether a symbol newer than `platforms` is an error (TOUR342): for a
    /// remote tour, which the app cannot fall back from as a release can.
    public var newerSymbolsAreErrors = false
    /// For remote tours checked against an app build (`--against`): the
    /// domains its links may go to (`remote.linkDomains`), over https only
    /// (TOUR347); `nil` for local tours, which may link to any https
    /// address and get a warning for other schemes (TOUR348).
    public var remoteLinkDomains: [String]? = nil

    /// The default for ``maxStepsPerTour``.
    public static let defaultMaxStepsPerTour = 5_000

    /// Creates options.
    public init(
        sourceLanguage: String = "en", locales: [String]? = nil, allInputsDecoded: Bool = true,
        maxStepsPerTour: Int = ValidationOptions.defaultMaxStepsPerTour, lints: LintOptions = LintOptions()
    ) {
        self.sourceLanguage = sourceLanguage
        self.locales = locales
        self.allInputsDecoded = allInputsDecoded
        self.maxStepsPerTour = maxStepsPerTour
        self.lints = lints
    }
}

/// One tour file after decoding and the rules that look at its tours alone.
/// Those rules need nothing from other files, so the pipeline runs them on
/// every core, file by file.
public struct CheckedTourFile: Sendable {
    /// The tour file.
    public let file: String
    /// Its tours, resolved; empty once ``withoutTours()`` let them go.
    let tours: [ResolvedTour]
    /// What the rules across tours read of each tour, in file order.
    let outlines: [TourOutline]
    /// What reading, decoding and the per-tour rules found.
    public let diagnostics: [Diagnostic]
    /// Whether every document parsed and decoded without error.
    let isComplete: Bool

    /// The file's tours for the emitters, when reading, decoding and the
    /// rules about each tour alone found no error; `nil` otherwise.
    ///
    /// The rules across tours have not run yet, and may still fail the run:
    /// whatever is generated from these tours may be written only to
    /// temporary files until ``Validator/validate(_:registry:tags:inputDiagnostics:options:)``
    /// reports no error. The compiler generates each file this way while
    /// its model is in memory, then lets the model go.
    public var validatedAlone: ValidatedTourFile? {
        guard isComplete, !diagnostics.containsErrors else { return nil }
        return ValidatedTourFile(file: file, tours: tours.map(ValidatedTour.init))
    }

    /// The file with its tours let go: the outlines stay for the rules
    /// across tours, the texts do not. The outcome of validating such files
    /// has no resolved or validated tours.
    public func withoutTours() -> CheckedTourFile {
        CheckedTourFile(file: file, tours: [], outlines: outlines, diagnostics: diagnostics, isComplete: isComplete)
    }
}

/// Runs the rules that span steps, tours and the target registry.
public enum Validator {
    /// The outcome of validation.
    public struct Result: Sendable {
        /// Every finding, unsorted: those handed in and validation's own.
        public var diagnostics: [Diagnostic]
        /// The resolved tours of each file, in input order, whatever the
        /// findings (reports such as coverage read them); empty for files
        /// whose tours were let go (``CheckedTourFile/withoutTours()``).
        public var resolvedFiles: [(file: String, tours: [ResolvedTour])]
        /// The validated tours of each file; `nil` when any finding is an
        /// error, or when any file's tours were let go.
        public var validatedFiles: [ValidatedTourFile]?
        /// The outline of every tour, in input order.
        public var outlines: [TourOutline]
        /// How the app's tags meet the steps, when the app was scanned.
        public var coverage: TagCoverage?
    }

    /// Resolves the tours `file` decoded to and runs the rules that look at
    /// one tour alone. `diagnostics` are what reading and decoding found;
    /// `scope` holds the registry's names conditions read (`nil` when the
    /// registry could not be read: conditions are then not checked).
    public static func checkFile(
        _ file: String, tours: [Tour], diagnostics: [Diagnostic], isComplete: Bool, options: ValidationOptions,
        scope: ConditionScope? = ConditionScope(registry: nil), screens: ScreenIndex = .none
    ) -> CheckedTourFile {
        // A limit stops the file (docs/format.md, Limits): TOUR109 at the
        // first step past it, what was found before that place, and
        // nothing after. Checking every step of a 200,000-step tour anyway
        // printed 1.4 million findings.
        if let over = tours.first(where: { $0.stepOverflow != nil || $0.steps.count > options.maxStepsPerTour }) {
            var context = ValidationContext()
            let crossed = StepLimit.report(over, limit: options.maxStepsPerTour, into: &context)
            let before = diagnostics.filter { $0.file != file || ($0.position.map { $0 < crossed } ?? true) }
            return CheckedTourFile(file: file, tours: [], outlines: [], diagnostics: before + context.diagnostics, isComplete: false)
        }
        var context = ValidationContext()
        var outlines: [TourOutline] = []
        outlines.reserveCapacity(tours.count)
        let textLints = ValidationRules.textLints.filter { options.lints.isOn($0.code) }
        let tourLints = ValidationRules.perTour.filter { $0.isLint && $0.codes.allSatisfy(options.lints.isOn) }
        let resolved = tours.map { tour in
            var resolved = ResolvedTour(resolving: tour, sourceLanguage: options.sourceLanguage, screens: screens)
            if tour.usesConditions { resolved.conditions = ResolvedConditions(tour, scope: scope) }
            outlines.append(TourOutline(resolved))
            let subject = TourUnderCheck(tour: tour, resolved: resolved, fields: tour.textFields, options: options)
            for rule in ValidationRules.perTour where !rule.isLint { rule.check(subject, &context) }
            context.lintTexts(of: subject, textLints)
            for rule in tourLints { rule.check(subject, &context) }
            return resolved
        }
        return CheckedTourFile(
            file: file, tours: resolved, outlines: outlines, diagnostics: diagnostics + context.diagnostics,
            isComplete: isComplete)
    }

    /// Validates the checked files (in input order) against `registry`
    /// (checked beside them, see ``CheckedRegistry``) and, when the app's
    /// code was scanned, its `tags`. The registered targets
    /// are the registry's names plus those the tags register; with neither,
    /// target rules are skipped. `inputDiagnostics` are what reading the
    /// other inputs found (missing paths, the registry, the scan); any error
    /// among them, as among the files' and validation's own, means no tour
    /// is validated.
    public static func validate(
        _ files: [CheckedTourFile], registry checked: CheckedRegistry?, tags: [TagSite]?, donations: [TagSite]? = nil,
        inputDiagnostics: [Diagnostic] = [], options: ValidationOptions
    ) -> Result {
        var options = options
        options.allInputsDecoded = options.allInputsDecoded && files.allSatisfy(\.isComplete)
        let outlines = files.flatMap(\.outlines)
        var coverage: TagCoverage?
        var tagged = Set<String>()
        if let tags {
            let resolvedCoverage = TagCoverage(tags: tags, tours: outlines)
            tagged = resolvedCoverage.registeredTargets(in: outlines)
            coverage = resolvedCoverage
        }
        var corpus = ToursUnderCheck(
            outlines: outlines, files: files.map(\.file), registry: checked,
            registered: RegisteredTargets(registry: checked, tagged: tagged), coverage: coverage, donations: donations,
            options: options)
        var context = ValidationContext()
        for rule in ValidationRules.acrossTours { rule.check(&corpus, &context) }
        let diagnostics = inputDiagnostics + (checked?.diagnostics ?? []) + files.flatMap(\.diagnostics) + context.diagnostics
        let toursKept = files.allSatisfy { $0.tours.count == $0.outlines.count }
        let validated =
            diagnostics.containsErrors || !toursKept
            ? nil : files.map { ValidatedTourFile(file: $0.file, tours: $0.tours.map(ValidatedTour.init)) }
        return Result(
            diagnostics: diagnostics, resolvedFiles: files.map { ($0.file, $0.tours) }, validatedFiles: validated,
            outlines: outlines, coverage: coverage)
    }

    /// Validates tours already decoded from one file each, in memory (for
    /// the fuzzers and tests, which hold the model rather than files).
    package static func validate(
        _ tours: [Tour], registry: TargetRegistry?, tags: [TagSite]? = nil, options: ValidationOptions
    ) -> Result {
        let scope = ConditionScope(registry: registry)
        let screens = ScreenIndex(tags: tags, registry: registry)
        let files = tours.map {
            checkFile($0.file, tours: [$0], diagnostics: [], isComplete: true, options: options, scope: scope, screens: screens)
        }
        return validate(files, registry: registry.map(CheckedRegistry.init), tags: tags, options: options)
    }
}

extension Dictionary {
    /// Records `value` for `key` unless `key` is present; returns what was
    /// recorded first, or `nil` on the first occurrence. The checks that
    /// report a repeat at its later occurrence all use it. (Declared here,
    /// in the module whose checks call it, so it is specialized for them.)
    mutating func earlier(_ key: Key, _ value: Value) -> Value? {
        // One lookup for a first occurrence, the common case; a repeat
        // puts the first value back.
        guard let earlier = updateValue(value, forKey: key) else { return nil }
        self[key] = earlier
        return earlier
    }
}

/// Collects findings across files while the rules run.
struct ValidationContext {
    var diagnostics: [Diagnostic] = []

    /// Records a finding at its code's severity, or at `severity` for the
    /// one rule whose level depends on the run (TOUR342); `suggestion` is
    /// the replacement for the text at `position`, when one is obvious.
    mutating func report(
        _ code: DiagnosticCode, _ message: String, file: String, at position: SourcePosition, notes: [String] = [],
        severity: Severity? = nil, suggestion: String? = nil
    ) {
        diagnostics.append(
            Diagnostic(
                severity: severity ?? code.severity, code: code, message: message, file: file, position: position, notes: notes,
                suggestion: suggestion))
    }
}
