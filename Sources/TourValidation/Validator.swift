/// Settings that change what validation accepts.
public struct ValidationOptions: Sendable {
    /// The locale every localized text must include.
    public var sourceLanguage: String
    /// Whether every tour file decoded; when one did not, targets its tours
    /// would have used are not reported as unused.
    public var allInputsDecoded: Bool
    /// The most steps one tour may have.
    public var maxStepsPerTour: Int

    /// The default for ``maxStepsPerTour``.
    public static let defaultMaxStepsPerTour = 5_000

    /// Creates options.
    public init(
        sourceLanguage: String = "en", allInputsDecoded: Bool = true,
        maxStepsPerTour: Int = ValidationOptions.defaultMaxStepsPerTour
    ) {
        self.sourceLanguage = sourceLanguage
        self.allInputsDecoded = allInputsDecoded
        self.maxStepsPerTour = maxStepsPerTour
    }
}

/// Runs the rules that span steps, tours and the target registry.
public enum Validator {
    /// The outcome of validation.
    public struct Result: Sendable {
        /// The tours with names and defaults resolved, in input order.
        /// Meaningful only when `diagnostics` holds no errors.
        public var tours: [ValidatedTour]
        /// Every finding, unsorted.
        public var diagnostics: [Diagnostic]
    }

    /// Validates `tours` (in input order) against `registry` and, when the
    /// app's code was scanned, its `tags`. The registered targets are the
    /// registry's names plus those the tags register; with neither, target
    /// rules are skipped.
    public static func validate(
        _ tours: [Tour], registry: TargetRegistry?, tags: [TagSite]? = nil, options: ValidationOptions
    ) -> Result {
        let eachTour = tours.map { validateTour($0, options: options) }
        let validated = eachTour.map(\.tour)
        let across = validateAcrossTours(validated, registry: registry, tags: tags, options: options)
        return Result(tours: validated, diagnostics: eachTour.flatMap(\.diagnostics) + across)
    }

    /// The rules that look at one tour alone. They need nothing from other
    /// files, so the pipeline runs them on every core, file by file.
    public static func validateTour(_ tour: Tour, options: ValidationOptions) -> (tour: ValidatedTour, diagnostics: [Diagnostic]) {
        var context = ValidationContext()
        let validated = ValidatedTour(resolving: tour)
        context.checkStepCount(tour, limit: options.maxStepsPerTour)
        context.checkStepIDsAreUnique(validated)
        context.checkCaseNamesAreDistinct(validated)
        context.checkCaseNamesAreNotReserved(validated)
        context.checkTextsAreNotEmpty(tour)
        context.checkSymbolMarkup(tour)
        context.checkSourceLanguage(tour, sourceLanguage: options.sourceLanguage)
        return (validated, context.diagnostics)
    }

    /// The rules across tours, files, the registry and the app's tags.
    public static func validateAcrossTours(
        _ validated: [ValidatedTour], registry: TargetRegistry?, tags: [TagSite]?, options: ValidationOptions
    ) -> [Diagnostic] {
        var context = ValidationContext()
        context.checkTourIDsAreUnique(validated.map(\.tour))
        context.checkTypeNamesAreUnique(validated)
        if let registry { context.checkRegistryNamesAreUnique(registry) }
        var registered = Set(registry?.targets.map(\.name.value) ?? [])
        var coverage: TagCoverage?
        if let tags {
            let resolved = TagCoverage(tags: tags, tours: validated)
            registered.formUnion(resolved.registeredTargets(in: validated))
            coverage = resolved
        }
        if registry != nil || coverage != nil {
            context.checkTargetsAreRegistered(validated, in: registered, registryFile: registry?.file)
        }
        if let registry, options.allInputsDecoded { context.checkTargetsAreUsed(registry, by: validated) }
        if let coverage {
            context.checkStepsAreCovered(validated, by: coverage, registry: registry, registered: registered)
            if options.allInputsDecoded { context.checkTagsAreUsed(coverage) }
        }
        return context.diagnostics
    }
}

/// Collects findings across files while the rules run.
struct ValidationContext {
    var diagnostics: [Diagnostic] = []

    mutating func report(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String, file: String,
        at position: SourcePosition, notes: [String] = []
    ) {
        diagnostics.append(
            Diagnostic(severity: severity, code: code, message: message, file: file, position: position, notes: notes))
    }
}

/// `file:line:column`, for notes that point into another file.
func describe(file: String, _ position: SourcePosition) -> String {
    "\(file):\(position.line):\(position.column)"
}
