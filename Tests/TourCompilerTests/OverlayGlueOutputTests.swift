import Foundation
import TestSupport
import Testing
import TourFormat

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourValidation

/// The overlays' glue, `tourc-overlays.swift`: one file per Swift folder,
/// written by every compile that writes Swift (so the build plugin can name
/// it before reading anything), owned as any output is.
@Suite struct OverlayGlueOutputTests {
    private static let glue = OutputNaming.overlayGlueFileName

    @Test func severalTourFilesWriteOneGlue() throws {
        let scratch = try Scratch()
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let written = outcome.outputs.map { Paths.lastComponent(of: $0.path) }
        #expect(written.filter { $0 == Self.glue }.count == 1)
        let glue = try String(contentsOfFile: scratch.root + "/Generated/" + Self.glue, encoding: .utf8)
        #expect(glue == OverlayGlueEmitter(options: scratch.request().swift).renderBytes().text)
        // Every tour's file conforms to the glue's protocol, and declares its tags but no overlay modifier.
        for name in ["main", "presets", "effects"] {
            let tour = try String(contentsOfFile: scratch.root + "/Generated/\(name).tour.swift", encoding: .utf8)
            #expect(tour.contains(": GeneratedSpotlightTour {}"), "\(name)")
            #expect(tour.contains("func helpInfoViewTag(_ step: "), "\(name)")
            #expect(!tour.contains("func helpInfoSpotlightOverlay") && !tour.contains("func tutorialSpotlight<"), "\(name)")
        }
    }

    @Test func aNarrowedCompileWritesTheSameGlueAndRemovesNothing() throws {
        let scratch = try Scratch()
        // A compile narrowed to one tour keeps the project's settings: its tourc.yaml.
        var full = scratch.request()
        full.configuration = scratch.root + "/tourc.yaml"
        try "inputs: [Tours]\n".write(toFile: scratch.root + "/tourc.yaml", atomically: true, encoding: .utf8)
        #expect(Compiler.compile(full).diagnostics.isEmpty)
        let path = scratch.root + "/Generated/" + Self.glue
        try FileManager.default.removeItem(atPath: path)
        var narrowed = full
        narrowed.validation.inputs = [scratch.root + "/Tours/main.tour.yaml"]
        narrowed.validation.registry = scratch.root + "/Tours/targets.yaml"
        narrowed.narrowsInputs = true
        let outcome = Compiler.compile(narrowed)
        #expect(outcome.diagnostics.filter { $0.severity != .warning || $0.code != .unusedTarget }.isEmpty, "\(outcome.diagnostics)")
        #expect(FileManager.default.fileExists(atPath: path), "a narrowed compile writes the glue too")
        #expect(scratch.files(in: "Generated").contains("presets.tour.swift"), "and removes no other tour's output")
        full.mode = .check
        #expect(Compiler.compile(full).diagnostics.isEmpty, "the glue is the one the whole compile writes")
    }

    @Test func checkReportsAMissingOrStaleGlue() throws {
        let scratch = try Scratch()
        _ = Compiler.compile(scratch.request())
        let path = scratch.root + "/Generated/" + Self.glue
        try FileManager.default.removeItem(atPath: path)
        let missing = Compiler.compile(scratch.request(.check))
        #expect(missing.diagnostics.map(\.message) == ["\(path) is missing; run tourc compile"])
        _ = Compiler.compile(scratch.request())
        // Declaring one overlay fewer changes the glue, and nothing else is stale but the tours' conformances.
        var fewer = scratch.request(.check)
        fewer.swift.overlays = [.tutorialSpotlight]
        fewer.validation.options.overlays = [.tutorialSpotlight]
        let stale = Compiler.compile(fewer)
        #expect(stale.diagnostics.contains { $0.message == "\(path) is out of date; run tourc compile" })
    }

    @Test func aHandWrittenFileOfTheGluesNameIsNeverReplaced() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.root + "/Generated", withIntermediateDirectories: true)
        let path = scratch.root + "/Generated/" + Self.glue
        try "// my own\n".write(toFile: path, atomically: true, encoding: .utf8)
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.diagnostics.map(\.code) == [.foreignFileWouldBeReplaced])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "// my own\n")
    }

    @Test func theGlueIsAnOrphanOnceNoSwiftIsWrittenThere() throws {
        let scratch = try Scratch()
        // Swift and JSON into one folder, then JSON alone: the Swift files, the glue among them, are orphans.
        var both = scratch.request()
        both.jsonOutput = both.swiftOutput
        #expect(Compiler.compile(both).diagnostics.isEmpty)
        #expect(scratch.files(in: "Generated").contains(Self.glue))
        var jsonOnly = both
        jsonOnly.swiftOutput = nil
        let outcome = Compiler.compile(jsonOnly)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.removals.map { Paths.lastComponent(of: $0) }.contains(Self.glue))
        #expect(!scratch.files(in: "Generated").contains(Self.glue))
    }

    /// The build plugin names its outputs from the tour files' names alone,
    /// so it must agree with the compiler on the glue's name.
    @Test func theBuildPluginNamesTheGlueAsTheCompilerDoes() throws {
        let plugin = try String(contentsOfFile: packageRoot + "/Plugins/TourcPlugin/TourcPlugin.swift", encoding: .utf8)
        #expect(plugin.contains("static let overlayGlueFileName = \"\(Self.glue)\""))
    }
}
