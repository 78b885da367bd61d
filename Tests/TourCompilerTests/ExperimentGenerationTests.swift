import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourValidation

/// A tour's `experiment:` from the tour file to a running app: the
/// generated enum and the bundle carry its variants; a session shows its
/// install's variant, in every language the catalog or the bundle has; the
/// holdout never sees the tour; every install is entered once.
@Suite struct ExperimentGenerationTests {
    static let files = [
        "targets.yaml": "targets:\n  - keyboard\n  - sustain\n",
        "main.tour.yaml": """
        tour: main
        completionCriteria: playedNote
        experiment:
          id: welcome-copy-2026-12
          variants:
            control: {weight: 10, show: false}   # the holdout: never shown
            a: {weight: 45}                      # the file's own texts
            b:
              weight: 45
              steps:
                keyboard:
                  title: {en: Play a note, de: Spiel einen Ton}
                  text: {en: Choose any key., de: Wähle eine Taste.}
        steps:
          - id: keyboard
            title: {en: Play the keyboard, de: Spiel auf der Tastatur}
            text: {en: Touch a key to play a note., de: Berühre eine Taste.}
          - id: sustain
            title: {en: Let notes ring, de: Töne klingen lassen}
            text: {en: Hold Sustain., de: Halte Sustain.}

        """,
    ]

    private func outputs() throws -> (folder: TemporaryFolder, files: [OutputFile]) {
        let folder = try TemporaryFolder(files: Self.files)
        var validation = ValidationRequest(inputs: [folder.path])
        validation.options.locales = ["en", "de"]
        let request = CompileRequest(validation: validation, swiftOutput: folder.path + "/Swift", jsonOutput: folder.path + "/JSON")
        let generated = Compiler.outputs(of: request)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        return (folder, generated.files)
    }

    /// The generated Swift and JSON, as golden files
    /// (Tests/TourGenerationTests/Golden/Experiment; UPDATE_GOLDEN=1 rewrites them).
    @Test func theGeneratedExperimentMatchesTheGoldenFiles() throws {
        let (_, files) = try outputs()
        try SampleOutputTests.compareWithGolden(files, folder: "Experiment")
    }

    @Test func theBundleIsFormat3AndFollowsItsSchema() throws {
        let (folder, files) = try outputs()
        let main = try #require(files.first { $0.path.hasSuffix("/main.json") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(main.contents.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 3)
        let experiment = try #require(object["experiment"] as? [String: Any])
        let variants = try #require(experiment["variants"] as? [[String: Any]])
        #expect(variants.map { $0["name"] as? String } == ["control", "a", "b"])
        #expect(variants.map { $0["weight"] as? Int } == [10, 45, 45])
        #expect(variants.map { $0["show"] as? Bool } == [false, nil, nil])
        try DisplayRuleGenerationTests.expect(main.contents, in: folder, toMatch: "bundle.schema.json")
    }

    /// A tour without `experiment:` compiles to the same bytes as before
    /// experiments existed: no key, format 1.
    @Test func aTourWithoutAnExperimentHasNoTraceOfOne() throws {
        var files = Self.files
        let tour = files["main.tour.yaml"]!
        let start = tour.range(of: "experiment:")!.lowerBound
        let end = tour.range(of: "steps:\n  - id")!.lowerBound
        files["main.tour.yaml"] = String(tour[..<start] + tour[end...])
        let folder = try TemporaryFolder(files: files)
        let generated = Compiler.outputs(
            of: CompileRequest(validation: ValidationRequest(inputs: [folder.path]), swiftOutput: folder.path + "/S", jsonOutput: folder.path + "/J"))
        let json = try #require(generated.files.first { $0.path.hasSuffix("/main.json") }).contents
        let swift = try #require(generated.files.first { $0.path.hasSuffix("/main.tour.swift") }).contents
        #expect(!json.contains("experiment") && json.contains("\"schemaVersion\" : 1,"))
        #expect(!swift.contains("experiment"))
    }

    /// The split read back from the generated Swift is the one written:
    /// what TOUR417 compares with when a build writes only Swift (the plugin).
    @Test func theSplitReadsBackFromTheGeneratedSwift() throws {
        let golden = packageRoot + "/Tests/TourGenerationTests/Golden/"
        let swift = try String(contentsOfFile: golden + "Experiment/main.tour.swift", encoding: .utf8)
        let experiments = ExperimentSplitCheck.experiments(inGeneratedSwift: swift)
        #expect(experiments.keys.sorted() == ["main"])
        #expect(experiments["main"]?.id == "welcome-copy-2026-12")
        #expect(experiments["main"]?.split == "control 10 hidden, a 45, b 45")
        let sample = try String(contentsOfFile: golden + "Swift/main.tour.swift", encoding: .utf8)
        #expect(ExperimentSplitCheck.experiments(inGeneratedSwift: sample).isEmpty)
    }

    /// A build that writes only Swift, as the build plugin does, warns of
    /// a changed split too, once: the next build compares with this one.
    @Test func aSwiftOnlyBuildWarnsOfAChangedSplit() throws {
        let folder = try TemporaryFolder(files: Self.files)
        func compile() -> [Diagnostic] {
            var validation = ValidationRequest(inputs: [folder.path])
            validation.options.locales = ["en", "de"]
            let request = CompileRequest(validation: validation, swiftOutput: folder.path + "/Swift", jsonOutput: nil)
            return Compiler.compile(request).diagnostics
        }
        #expect(compile().isEmpty)
        let tour = Self.files["main.tour.yaml"]!
        try folder.write(
            "main.tour.yaml",
            tour.replacingOccurrences(of: "a: {weight: 45}", with: "a: {weight: 40}").replacingOccurrences(of: "weight: 45\n", with: "weight: 50\n"))
        let warned = compile()
        #expect(warned.map(\.code) == [.experimentSplitChanged], "\(warned)")
        #expect(warned.first?.message.contains("(control 10 hidden, a 45, b 45; now control 10 hidden, a 40, b 50)") == true)
        #expect(compile().isEmpty)
    }

    /// The variant texts are String Catalog entries, translations included.
    @Test func theCatalogHoldsTheVariantTexts() throws {
        let folder = try TemporaryFolder(files: Self.files)
        var validation = ValidationRequest(inputs: [folder.path])
        validation.options.locales = ["en", "de"]
        let validated = try #require(Pipeline.validate(validation).validatedFiles)
        let entries = StringCatalogEntries.collect(validated.flatMap(\.tours)).entries
        let note = try #require(entries.first { $0.key == "Play a note" })
        #expect(note.values["de"] == "Spiel einen Ton")
        #expect(entries.contains { $0.key == "Choose any key." })
    }

    /// Sessions over the enum and over the bundle, for one install in each
    /// variant: the holdout's start is refused, a shown variant's card has
    /// its texts (in German from the bundle), and analytics hears one
    /// `experimentEntered` per install however often the tour is started,
    /// then every event with the variant.
    @Test(.uninstrumentedWork) func sessionsShowTheirVariantAndNeverTheHoldout() throws {
        let (_, files) = try outputs()
        let swift = files.filter { $0.path.hasSuffix(".swift") }.map { (Paths.lastComponent(of: $0.path), $0.contents) }
        let bundle = try #require(files.first { $0.path.hasSuffix("main.json") })
        let main = """
            import Foundation
            import TourKit

            final class Sink: TourAnalytics, @unchecked Sendable {
                var lines: [String] = []
                func record(_ event: TourAnalyticsEvent) {
                    lines.append("\\(event.name.rawValue) \\(event.variant ?? "-") \\(event.step ?? "-")")
                }
            }

            /// A store whose install id is `install` (installs 10, 2 and 1 fall in control, a and b).
            func store(_ install: String) -> InMemoryTourProgressStore {
                let store = InMemoryTourProgressStore()
                store.save(
                    TourRecord(revision: "", status: .inProgress, step: install, elapsed: 0, startedAt: nil, finishedAt: nil, updatedAt: Date()),
                    forTour: "tourc/install")
                return store
            }

            @MainActor func main() throws {
                let data = Data(base64Encoded: "\(Data(bundle.contents.utf8).base64EncodedString())")!
                let bundle = try TourBundle(jsonData: data)
                for install in ["install-10", "install-2", "install-1"] {
                    let sink = Sink()
                    let kept = store(install)
                    let session = TourSession<MainTour>(store: kept)
                    session.analytics = sink
                    let started = session.start()
                    let again = TourSession<MainTour>(store: kept)
                    again.analytics = sink
                    _ = again.start()
                    let title = started ? session.plainTitle(of: .keyboard) : "-"
                    let fromBundle = TourSession(bundle: bundle, store: store(install))
                    let german = fromBundle.variant.map { bundle.applying($0) }?.localized(forLanguage: "de").steps[0].title ?? "-"
                    print("\\(install): \\(session.variant?.name ?? "-") started \\(started), title \\(title); bundle \\(fromBundle.variant?.name ?? "-"), de \\(german)")
                    print("  " + sink.lines.joined(separator: "; "))
                }
            }
            try MainActor.assumeIsolated { try main() }

            """
        let output = try GeneratedCodeHarness.runProgram(swift, main: main)
        #expect(
            output == """
                install-10: control started false, title -; bundle control, de Spiel auf der Tastatur
                  experimentEntered control -
                install-2: a started true, title Play the keyboard; bundle a, de Spiel auf der Tastatur
                  experimentEntered a -; tourStarted a -; stepShown a keyboard; tourStarted a keyboard; stepShown a keyboard
                install-1: b started true, title Play a note; bundle b, de Spiel einen Ton
                  experimentEntered b -; tourStarted b -; stepShown b keyboard; tourStarted b keyboard; stepShown b keyboard

                """, "\(output)")
    }
}
