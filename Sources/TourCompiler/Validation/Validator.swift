/// Settings that change what validation accepts.
public struct ValidationOptions: Sendable {
    /// The locale every localized text must include.
    public var sourceLanguage: String
    /// Whether every tour file decoded; when one did not, targets its tours
    /// would have used are not reported as unused.
    public var allInputsDecoded: Bool

    /// Creates options.
    public init(sourceLanguage: String = "en", allInputsDecoded: Bool = true) {
        self.sourceLanguage = sourceLanguage
        self.allInputsDecoded = allInputsDecoded
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
        var context = ValidationContext()
        let validated = tours.map(ValidatedTour.init(resolving:))
        context.checkTourIDsAreUnique(tours)
        context.checkTypeNamesAreUnique(validated)
        for tour in validated {
            context.checkStepIDsAreUnique(tour)
            context.checkCaseNamesAreDistinct(tour)
            context.checkCaseNamesAreNotReserved(tour)
            context.checkTextsAreNotEmpty(tour.tour)
            context.checkSymbolMarkup(tour.tour)
            context.checkSourceLanguage(tour.tour, sourceLanguage: options.sourceLanguage)
        }
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
        return Result(tours: validated, diagnostics: context.diagnostics)
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
