import Foundation
import Testing

/// Which tourc.yaml a run uses: `--config`, else the nearest one here or
/// above, else none (`--no-config`); paths narrow the inputs and keep the
/// settings; a tourc.yaml beside the inputs that is not used is TOUR508.
@Suite("tourc configuration lookup")
struct ConfigurationLookupTests {
    /// The samples' tours with a tourc.yaml that makes the enums public.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Tours", withIntermediateDirectories: true)
        for name in ["main.tour.yaml", "presets.tour.yaml", "effects.tour.yaml", "targets.yaml"] {
            try FileManager.default.copyItem(atPath: packageRoot + "/Samples/Tours/" + name, toPath: folder.path + "/Tours/" + name)
        }
        try folder.write("tourc.yaml", "inputs: [Tours]\ntargets: Tours/targets.yaml\noutput:\n  swift: Generated\nswift:\n  accessLevel: public\n")
        return folder
    }

    @Test func theNearestConfigurationAboveTheCurrentFolderIsUsed() throws {
        let project = try Self.project()
        let run = try runTourc(["compile"], in: project.path + "/Tours")
        #expect(run.status == 0, "\(run)")
        let main = try String(contentsOfFile: project.path + "/Generated/main.tour.swift", encoding: .utf8)
        #expect(main.contains("public enum MainScreenHelp"), "the settings of ../tourc.yaml apply")
    }

    @Test func pathsNarrowTheInputsAndKeepEverySetting() throws {
        let project = try Self.project()
        #expect(try runTourc(["compile"], in: project.path).status == 0)
        try "// stale\n".write(toFile: project.path + "/Generated/main.tour.swift", atomically: true, encoding: .utf8)
        let narrowed = try runTourc(["compile", "Tours/main.tour.yaml"], in: project.path)
        #expect(narrowed.status == 0, "\(narrowed)")
        #expect(narrowed.errorLines.first == "wrote Generated/main.tour.swift", "\(narrowed)")
        #expect(!narrowed.standardError.contains("removed"), "tours not named are not deleted ones: \(narrowed)")
        let files = try FileManager.default.contentsOfDirectory(atPath: project.path + "/Generated").filter { !$0.hasPrefix(".") }.sorted()
        #expect(files == ["effects.tour.swift", "main.tour.swift", "presets.tour.swift"])
        #expect(try String(contentsOfFile: project.path + "/Generated/main.tour.swift", encoding: .utf8).contains("public enum"))
        // The manifest still owns every output: deleting a tour later removes its file.
        try FileManager.default.removeItem(atPath: project.path + "/Tours/presets.tour.yaml")
        let full = try runTourc(["compile"], in: project.path)
        #expect(full.standardError.contains("removed Generated/presets.tour.swift"), "\(full)")
    }

    @Test func noConfigReadsNoneAndSaysWhichItSkipped() throws {
        let project = try Self.project()
        let nothing = try runTourc(["compile", "--no-config"], in: project.path)
        #expect(nothing.status == 2, "\(nothing)")
        #expect(nothing.standardError.contains("with --no-config, name the tour files or folders to read"), "\(nothing)")
        try FileManager.default.moveItem(atPath: project.path + "/tourc.yaml", toPath: project.path + "/Tours/tourc.yaml")
        let run = try runTourc(["compile", "--no-config", "--swift-out", "Out", "Tours"], in: project.path)
        #expect(run.status == 0, "\(run)")
        #expect(run.standardError.contains("Tours/tourc.yaml is not used (this run uses no configuration)"), "\(run)")
        #expect(run.standardError.contains("[TOUR508]"), "\(run)")
        #expect(try String(contentsOfFile: project.path + "/Out/main.tour.swift", encoding: .utf8).contains("\nenum MainScreenHelp"))
    }

    @Test func withoutAnyConfigurationThereIsNothingToRead() throws {
        let folder = try TemporaryFolder()
        let run = try runTourc(["validate"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.standardError.contains("no configuration file tourc.yaml in this folder or any folder above it"), "\(run)")
    }
}
