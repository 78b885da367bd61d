import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourKit
@testable import TourModel
@testable import TourValidation

/// `output.appManifest` / `--app-manifest-out`: the compile writes what the
/// app build accepts, TourKit reads it back, and it is valid against
/// Schemas/app-manifest.schema.json; a file tourc did not write is not replaced.
@Suite struct AppManifestOutputTests {
    private func project() throws -> TemporaryFolder {
        try TemporaryFolder(files: [
            "Tours/main.tour.yaml": """
            tour: main
            show: {events: {songPlayed: 2}}
            steps:
              - {id: play, target: playButton, title: Play, text: Tap play.}
              - {id: share, target: shareSheet, title: Share, text: Share it.}
            """,
            "Tours/targets.yaml": "targets: [playButton, shareSheet, lyricsPanel]\nevents: [songPlayed]\n",
            "Sources/Player.swift": """
            struct Player: View {
                var body: some View {
                    Button("Play") { coordinator.donate("songPlayed") }.helpInfoViewTag(MainTour.play)
                    Button("Share") {}.helpInfoViewTag(MainTour.share)
                    List {}.helpInfoViewTag("queueList")
                }
            }
            """,
        ])
    }

    private func request(_ folder: TemporaryFolder, manifest: String, force: Bool = false) -> CompileRequest {
        var options = ValidationOptions()
        options.platforms = PlatformSettings(minimums: [.iOS: OSVersion("17.0")!])
        var request = CompileRequest(
            validation: ValidationRequest(inputs: [folder.path + "/Tours"], scan: [folder.path + "/Sources"], options: options),
            swiftOutput: folder.path + "/Generated", jsonOutput: nil, mode: .write)
        request.appManifest = folder.path + "/" + manifest
        request.force = force
        return request
    }

    @Test func theManifestHoldsWhatTheBuildRegistersAndTourKitReadsIt() throws {
        let folder = try project()
        let outcome = Compiler.compile(request(folder, manifest: "App/tour-manifest.json"))
        #expect(!outcome.diagnostics.containsErrors, "\(outcome.diagnostics)")
        let data = try Data(contentsOf: folder.url.appendingPathComponent("App/tour-manifest.json"))
        let manifest = try TourAppManifest(jsonData: data)
        #expect(manifest.targets == ["lyricsPanel", "playButton", "queueList", "shareSheet"])
        #expect(manifest.events == ["songPlayed"])
        #expect(manifest.platforms == ["iOS": "17.0"])
        #expect(manifest.bundleFormatVersions == TourAppManifest.readableBundleFormatVersions)
        #expect(manifest.tours.map(\.id) == ["main"])
        #expect(manifest.tours.first?.revision.count == 16)
        #expect(manifest.tourcVersion == TourcVersion.current)

        let script = packageRoot + "/Tests/TourGenerationTests/validate_json_schema.py"
        let result = try runProcess(
            "/usr/bin/env", ["python3", script, packageRoot + "/Schemas/app-manifest.schema.json", folder.path + "/App/tour-manifest.json"],
            in: packageRoot)
        #expect(result.status == 0, "\(result.output)\(result.error)")
    }

    @Test func aSecondCompileLeavesTheManifestAlone() throws {
        let folder = try project()
        _ = Compiler.compile(request(folder, manifest: "tour-manifest.json"))
        let again = Compiler.compile(request(folder, manifest: "tour-manifest.json"))
        #expect(!again.outputs.contains { $0.path.hasSuffix("tour-manifest.json") && $0.status != .unchanged })
    }

    @Test func aFileTourcDidNotWriteIsNotReplaced() throws {
        let folder = try project()
        try folder.write("notes.json", "{\"mine\": true}\n")
        let outcome = Compiler.compile(request(folder, manifest: "notes.json"))
        #expect(outcome.diagnostics.filter { $0.severity == .error }.map(\.code) == [.foreignFileWouldBeReplaced])
        #expect(try String(contentsOf: folder.url.appendingPathComponent("notes.json"), encoding: .utf8) == "{\"mine\": true}\n")
        let forced = Compiler.compile(request(folder, manifest: "notes.json", force: true))
        #expect(!forced.diagnostics.containsErrors, "\(forced.diagnostics)")
    }
}
