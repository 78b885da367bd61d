import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourValidation

/// Shapes, scroll anchors and a tour's presentation from the tour file to
/// the app: the generated enum compiles against TourKit and the stand-ins,
/// hands TutorialSpotlight each step's shape and the tour's presentation,
/// scrolls a `ScrollViewProxy`, and the JSON bundle carries the same values,
/// which `TourBundle` decodes.
@Suite struct SpotlightGenerationTests {
    static let files = [
        "targets.yaml": "targets: [record, keyboard, mixer, export]\n",
        "studio.tour.yaml": """
        tour: studio
        presentation:
          dimmingOpacity: 0.7
          edgeBlurRadius: 8
        defaults:
          padding: 6
          shape: circle
          scrollAnchor: center
        steps:
          - {id: record, title: Record, text: Select to record.}
          - id: keyboard
            title: Play
            text: Touch a key.
            shape: roundedRect
            cornerRadius: 12
            cornerStyle: circular
            scrollAnchor: top
          - {id: mixer, title: Mix, text: Drag a fader., shape: capsule}
          - {id: export, title: Export, text: Share the song., shape: rect, scrollAnchor: bottom}

        """,
    ]

    private func outputs() throws -> (folder: TemporaryFolder, files: [OutputFile]) {
        let folder = try TemporaryFolder(files: Self.files)
        var options = ValidationOptions()
        options.overlays = [.tutorialSpotlight]
        let request = CompileRequest(
            validation: ValidationRequest(inputs: [folder.path], options: options), swiftOutput: folder.path + "/Swift",
            jsonOutput: folder.path + "/JSON", swift: SwiftOptions(overlays: [.tutorialSpotlight]))
        let generated = Compiler.outputs(of: request)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        return (folder, generated.files)
    }

    /// The generated Swift and JSON, as golden files
    /// (Tests/TourGenerationTests/Golden/Spotlight; UPDATE_GOLDEN=1 rewrites them).
    @Test func theGeneratedShapesMatchTheGoldenFiles() throws {
        let (_, files) = try outputs()
        try SampleOutputTests.compareWithGolden(files, folder: "Spotlight")
    }

    @Test(.uninstrumentedWork) func tutorialSpotlightGetsEachStepsShapeAndTheToursPresentation() throws {
        let (_, files) = try outputs()
        let swift = files.filter { $0.path.hasSuffix(".swift") }.map { (Paths.lastComponent(of: $0.path), $0.contents) }
        let bundle = try #require(files.first { $0.path.hasSuffix("studio.json") })
        let main = """
            import Foundation
            @_spi(StandIn) import SwiftUI
            import TourKit
            @_spi(StandIn) import TutorialSpotlight

            struct Screen: View {}

            \(GeneratedCodeHarness.findFunction)
            \(GeneratedCodeHarness.findShownFunction)

            @MainActor func run() throws {
                let log = ScrollViewProxy.Log()
                let proxy = ScrollViewProxy(log: log)
                for step in StudioTour.allCases {
                    let source = Screen().tutorialSpotlightSource(step)
                    let shape = find(TutorialSpotlightShape.self, in: source)?.kind ?? "none"
                    let anchor = step.scrollAnchor.map { "(\\($0.x), \\($0.y))" } ?? "nil"
                    print(step.id, step.spotlightShape, shape, anchor, find(IdentifiedView<TutorialSpotlightSourceView<Screen, StudioTour>, StudioTour>.self, in: source) != nil)
                    step.scrollIntoView(with: proxy)
                }
                print(log.calls.map { "\\($0.id)@\\($0.anchor.map { "\\($0.y)" } ?? "nil")" })
                var selection: StudioTour? = .record
                let binding = Binding(get: { selection }, set: { selection = $0 })
                let overlay = Screen().tutorialSpotlight(selection: binding) { _, _ in Screen() }
                let view = try require(findShown((any TutorialSpotlightDriver).self, in: overlay))
                print(view.arguments.map { "\\($0.label): \\($0.value)" }.joined(separator: ", "))
                // With Reduce Motion on, the spotlight gets no animation.
                EnvironmentValues.current.reduceMotion = true
                let still = try require(findShown((any TutorialSpotlightDriver).self, in: overlay))
                print(still.arguments.filter { $0.label == "animationDuration" }.map { "\\($0.label): \\($0.value)" })
                EnvironmentValues.current.reduceMotion = false
                let bundle = try TourBundle(jsonData: try require(Data(base64Encoded: "\(Data(bundle.contents.utf8).base64EncodedString())")))
                print(bundle.steps.map { "\\($0.spotlightShape)" }, bundle.steps.map { $0.scrollAnchor?.rawValue ?? "nil" })
                print(bundle.presentation == StudioTour.presentation, StudioTour.presentation.values.sorted { $0.key.key < $1.key.key }.map { "\\($0.key.key) \\($0.value)" })
            }

            struct Missing: Error {}
            func require<T>(_ value: T?) throws -> T {
                guard let value else { throw Missing() }
                return value
            }
            try MainActor.assumeIsolated { try run() }

            """
        let output = try GeneratedCodeHarness.runProgram(swift, main: main)
        #expect(
            output == """
                record circle circle (0.5, 0.5) true
                keyboard roundedRect(cornerRadius: 12.0, style: TourFormat.TourCornerStyle.circular) roundedRect(cornerRadius: 12.0, style: circular) (0.5, 0.0) true
                mixer capsule capsule (0.5, 0.5) true
                export rect rect (0.5, 1.0) true
                ["record@0.5", "keyboard@0.0", "mixer@0.5", "export@1.0"]
                orderedIDs: [record, keyboard, mixer, export], spotlightPadding: 6.0, spotlightShape: circle, animationDuration: 0.25, dimmingOpacity: 0.7, spotlightEdgeBlurRadius: 8.0
                ["animationDuration: 0.0"]
                ["circle", "roundedRect(cornerRadius: 12.0, style: TourFormat.TourCornerStyle.circular)", "capsule", "rect"] ["center", "top", "center", "bottom"]
                true ["dimmingOpacity 0.7", "edgeBlurRadius 8.0"]

                """, "\(output)")
    }

    @Test func theBundleCarriesShapesAndWhatThePresentationSets() throws {
        let (folder, files) = try outputs()
        let studio = try #require(files.first { $0.path.hasSuffix("/studio.json") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(studio.contents.utf8)) as? [String: Any])
        let presentation = try #require(object["presentation"] as? [String: Double])
        // The animation is not set: each overlay uses its own default.
        #expect(presentation == ["dimmingOpacity": 0.7, "edgeBlurRadius": 8])
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.map { $0["shape"] as? String } == ["circle", "roundedRect", "capsule", "rect"])
        #expect(steps.map { $0["cornerStyle"] as? String } == [nil, "circular", nil, nil], "roundedRect only")
        #expect(steps.map { $0["scrollAnchor"] as? String } == ["center", "top", "center", "bottom"])
        try DisplayRuleGenerationTests.expect(studio.contents, in: folder, toMatch: "bundle.schema.json")
    }
}
