import Testing

@testable import TourDiagnostics
@testable import TourModel
@testable import TourScanning
@testable import TourSyntax
@testable import TourValidation

/// The validator's two stages on their own: the rules about one file's
/// tours (`checkFile`), and the rules across files, the registry and the
/// app's tags (`validate`).
@Suite struct ValidatorTests {
    private static func documents(_ yaml: String, file: String) -> [YAMLDocument] {
        var collector = DiagnosticCollector(file: file)
        let parsed = YAMLParser().parse(Array(yaml.utf8), diagnostics: &collector)
        #expect(!collector.hasErrors, "\(collector.diagnostics)")
        return parsed.documents
    }

    private static func checked(_ yaml: String, file: String, options: ValidationOptions = ValidationOptions()) -> CheckedTourFile {
        let decoded = TourDecoder.decode(documents(yaml, file: file), file: file)
        #expect(!decoded.diagnostics.containsErrors, "\(decoded.diagnostics)")
        return Validator.checkFile(file, tours: decoded.tours, diagnostics: decoded.diagnostics, isComplete: true, options: options)
    }

    private static func registry(_ yaml: String) -> CheckedRegistry {
        CheckedRegistry(RegistryDecoder.decode(documents(yaml, file: "targets.yaml"), file: "targets.yaml").registry)
    }

    /// `CODE file line:column` for each finding, sorted.
    private static func findings(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.sortedForReporting().map { "\($0.code.rawValue) \($0.file ?? "-") \($0.position?.description ?? "-")" }
    }

    static let main = """
        tour: main
        steps:
          - id: keyboard
            title: Keyboard
            text: Touch a key.
          - id: metadata
            title: Metadata
            text: The tour's own name.

        """

    @Test func theRulesAboutOneFileRunOnItAlone() {
        let file = Self.checked(Self.main, file: "main.tour.yaml")
        // `metadata` is a name every generated enum declares already.
        #expect(Self.findings(file.diagnostics) == ["TOUR311 main.tour.yaml 6:9"])
        #expect(file.validatedAlone == nil, "an error in the file: nothing to generate from it")
        let clean = Self.checked(Self.main.replacingOccurrences(of: "metadata", with: "presets"), file: "main.tour.yaml")
        #expect(clean.diagnostics.isEmpty)
        #expect(clean.validatedAlone?.tours.map(\.typeName) == ["MainTour"])
        // Let go, the file keeps only what the rules across files read.
        #expect(clean.withoutTours().tours.isEmpty && clean.withoutTours().outlines.count == 1)
    }

    @Test func theRulesAcrossFilesSeeEveryTourAndTheRegistry() {
        let main = Self.checked(Self.main.replacingOccurrences(of: "metadata", with: "presets"), file: "main.tour.yaml")
        let copy = Self.checked(Self.main.replacingOccurrences(of: "metadata", with: "keybaord"), file: "copy.tour.yaml")
        let registry = Self.registry("targets: [keyboard, presets, unused]\n")
        let result = Validator.validate([main, copy], registry: registry, tags: nil, options: ValidationOptions())
        #expect(
            Self.findings(result.diagnostics) == [
                "TOUR301 copy.tour.yaml 1:7",  // the same tour id in two files
                "TOUR304 copy.tour.yaml 6:9",  // `keybaord` is not registered
                "TOUR306 targets.yaml 1:30",  // `unused` is used by no step
            ], "\(result.diagnostics)")
        let unregistered = result.diagnostics.first { $0.code == .unregisteredTarget }
        #expect(unregistered?.message.contains("closest registered: 'keyboard'") == true)
        #expect(result.validatedFiles == nil)
    }

    @Test func theAppsTagsRegisterTargetsTheRegistryLacks() {
        let file = Self.checked(Self.main.replacingOccurrences(of: "metadata", with: "presets"), file: "main.tour.yaml")
        let registry = Self.registry("targets: [keyboard]\n")
        let untagged = Validator.validate([file], registry: registry, tags: [], options: ValidationOptions())
        #expect(untagged.diagnostics.contains { $0.code == .unregisteredTarget })
    }

    @Test func theQuickWinFieldsAreRequiredOnlyWhenTheFlavourIsWritten() {
        let yaml = Self.main.replacingOccurrences(of: "metadata", with: "presets")
        #expect(Self.checked(yaml, file: "main.tour.yaml").diagnostics.isEmpty)
        var options = ValidationOptions()
        options.requiresQuickWinTasks = true
        let codes = Self.checked(yaml, file: "main.tour.yaml", options: options).diagnostics.map(\.code.rawValue)
        // title, description, estimatedSeconds, completionCriteria, icon, and an action for each step.
        #expect(codes == Array(repeating: "TOUR404", count: 7), "\(codes)")
    }
}

extension ValidatorTests {
    @Test func anEventNoScannedSourceDonatesKeepsTheTourFromShowing() {
        let yaml = Self.main.replacingOccurrences(of: "metadata", with: "presets")
            .replacingOccurrences(of: "steps:", with: "show: {events: {presetSaved: 1, exported: 1}}\nsteps:")
        let file = Self.checked(yaml, file: "main.tour.yaml")
        let registry = Self.registry("targets: [keyboard, presets]\nevents: [presetSaved, exported]\n")
        func codes(_ donations: [TagSite]) -> [String] {
            Validator.validate([file], registry: registry, tags: nil, donations: donations, options: ValidationOptions()).diagnostics
                .map { "\($0.code.rawValue) \($0.message)" }
        }
        func site(_ name: String, _ kind: TagSite.Kind) -> TagSite {
            TagSite(name: name, type: nil, kind: kind, modifier: TagSite.donation, file: "App.swift", position: SourcePosition(line: 1, column: 1))
        }
        #expect(codes([site("presetSaved", .implicitCase)]) == ["TOUR326 tour 'main' can never show: no scanned source donates event 'exported'"])
        #expect(codes([site("presetSaved", .string), site("MainTour.Event.exported", .unresolved)]).isEmpty)
        // A donation of a variable could be any event.
        #expect(codes([site("presetSaved", .implicitCase), site("event", .unresolved)]).isEmpty)
        // Without a scan, nothing is known of donations.
        #expect(Validator.validate([file], registry: registry, tags: nil, options: ValidationOptions()).diagnostics.isEmpty)
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
