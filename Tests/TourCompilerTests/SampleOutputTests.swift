import Foundation
import TestSupport
import Testing
import TourFormat

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// The samples' generated Swift and JSON, compared with the golden files in
/// Golden/ (`UPDATE_GOLDEN=1 swift test` rewrites them), then compiled and
/// run against the stand-in modules and checked against the tour files.
@Suite struct SampleOutputTests {
    static let golden = packageRoot + "/Tests/TourGenerationTests/Golden"

    /// The samples' outputs, generated in memory.
    static func sampleOutputs(
        flavor: JSONFlavor = .canonical, accessLevel: AccessLevel? = nil
    ) throws -> (files: [OutputFile], tours: [ValidatedTour]) {
        var settings = CommandSettings()
        settings.configuration = packageRoot + "/Samples/tourc.yaml"
        settings.jsonFlavor = flavor
        settings.accessLevel = accessLevel
        let resolved = SettingsResolver.resolve(settings)
        let request = try #require(resolved.request, "\(resolved.diagnostics)")
        let validation = Pipeline.validate(request.validation)
        #expect(validation.diagnostics.isEmpty, "\(validation.diagnostics)")
        let files = try #require(validation.validatedFiles)
        // The golden files come from the path users run.
        let generated = Compiler.outputs(of: request)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        return (generated.files, files.flatMap(\.tours))
    }

    static func compareWithGolden(_ files: [OutputFile], folder: String) throws {
        let directory = golden + "/" + folder
        let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil
        if update { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        for file in files {
            let path = directory + "/" + Paths.lastComponent(of: file.path)
            if update { try file.contents.write(toFile: path, atomically: true, encoding: .utf8) }
            let expected = try String(contentsOfFile: path, encoding: .utf8)
            #expect(file.contents == expected, "\(path) differs; review and regenerate with UPDATE_GOLDEN=1 swift test")
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(committed == files.map { Paths.lastComponent(of: $0.path) }.sorted(), "stale golden files in \(directory)")
    }

    @Test func swiftAndCanonicalJSONMatchTheGoldenFiles() throws {
        let files = try Self.sampleOutputs().files
        try Self.compareWithGolden(files.filter { $0.path.hasSuffix(".swift") }, folder: "Swift")
        try Self.compareWithGolden(files.filter { $0.path.hasSuffix(".json") }, folder: "JSON")
    }

    @Test func quickWinJSONMatchesTheGoldenFiles() throws {
        let files = try Self.sampleOutputs(flavor: .quickwin).files
        try Self.compareWithGolden(files.filter { $0.path.hasSuffix(".json") }, folder: "QuickWin")
    }

    @Test(.uninstrumentedWork) func generatedSwiftCompilesAndReportsExactlyTheTours() throws {
        let (files, tours) = try Self.sampleOutputs()
        let swift = files.filter { $0.path.hasSuffix(".swift") }
        let report = try GeneratedCodeHarness.run(
            swift.map { (Paths.lastComponent(of: $0.path), $0.contents) }, types: tours.map(\.typeName))
        try GeneratedCodeChecks.expect(report, matches: tours)
    }

    /// Apps that build with `InternalImportsByDefault` see a plain `import`
    /// as internal: public enums must import what their interface exposes
    /// `public import`, or the file does not compile.
    @Test(.uninstrumentedWork) func publicEnumsCompileWithInternalImportsByDefault() throws {
        let (files, tours) = try Self.sampleOutputs(accessLevel: .public)
        let swift = files.filter { $0.path.hasSuffix(".swift") }
        #expect(swift.allSatisfy { $0.contents.contains("\npublic import TourKit\n") })
        let report = try GeneratedCodeHarness.run(
            swift.map { (Paths.lastComponent(of: $0.path), $0.contents) }, types: tours.map(\.typeName),
            flags: ["-enable-upcoming-feature", "InternalImportsByDefault"])
        try GeneratedCodeChecks.expect(report, matches: tours)
    }
}

/// Compares what compiled generated code reports with the validated tours.
enum GeneratedCodeChecks {
    static func expect(_ report: GeneratedCodeHarness.Report, matches tours: [ValidatedTour], language: String = "en") throws {
        #expect(report.tours.count == tours.count)
        for tour in tours {
            let record = try #require(report.tours.first { $0.type == tour.typeName }, "no record for \(tour.typeName)")
            let source = tour.tour
            #expect(record.id == source.id.value)
            #expect(record.allCases == source.steps.map(\.id.value), "allCases must be the tour order")
            #expect(record.title == source.title?.text(in: language))
            #expect(record.description == source.description?.text(in: language))
            #expect(record.estimatedSeconds == source.estimatedSeconds?.value)
            #expect(record.completionCriteria == source.completionCriteria?.value)
            #expect(record.iconName == source.icon?.value)
            let steps = report.steps.filter { $0.type == tour.typeName }
            #expect(steps.map(\.id) == tour.steps.map(\.step.id.value))
            for (index, (step, expected)) in zip(steps, tour.steps).enumerated() {
                let title = try #require(expected.step.title.text(in: language))
                let text = try #require(expected.step.text.text(in: language))
                #expect(step.ordinal == index)
                #expect(step.plainTitle == title, "title of \(step.id)")
                #expect(step.plainText == text, "text of \(step.id)")
                #expect(step.titleParts == GeneratedCodeHarness.expectedParts(title), "title key of \(step.id)")
                #expect(step.textParts == GeneratedCodeHarness.expectedParts(text), "text key of \(step.id)")
                #expect(step.target == expected.target)
                #expect(step.padding == expected.padding)
                #expect(step.cornerRadius == expected.cornerRadius)
                #expect(step.action == expected.action?.rawValue)
                #expect(step.helpInfoTag == step.id, "helpInfoViewTag(_:) must tag with the step")
                #expect(step.spotlightSource == step.id, "tutorialSpotlightSource(_:) must tag with the step")
                #expect(step.shape == expected.shape.rawValue, "shape of \(step.id)")
                let corners = "roundedRect(cornerRadius: \(expected.cornerRadius), style: \(expected.cornerStyle))"
                #expect(step.sourceShape == (expected.shape == .roundedRect ? corners : expected.shape.rawValue), "source shape of \(step.id)")
                let anchors: [TourScrollAnchor: Double] = [.top: 0, .center: 0.5, .bottom: 1]
                #expect(step.scrollAnchorY == expected.scrollAnchor.flatMap { anchors[$0] }, "scroll anchor of \(step.id)")
                // A tour with scroll anchors identifies its targets, so a scroll view finds them.
                #expect(step.hasIdentity == tour.steps.contains { $0.scrollAnchor != nil }, "identity of \(step.id)")
            }
        }
    }
}
