import Foundation
import TestSupport
import Testing
import TourDiagnostics

@testable import TourCompiler

/// An editor's unsaved text is what the pipeline reads, for tours, the
/// registry, the configuration and the scanned Swift alike; the disk is
/// left as it is.
@Suite struct UnsavedFilesTests {
    static let tour = "tour: main\nsteps:\n  - id: play\n    target: keyboard\n    title: Play\n    text: Hi\n"

    @Test func theUnsavedTextOfATourIsValidatedInsteadOfTheDisks() throws {
        let folder = try TemporaryFolder(files: [
            "tourc.yaml": "inputs: [Tours]\n", "Tours/targets.yaml": "targets: [keyboard]\n", "Tours/main.tour.yaml": Self.tour,
        ])
        var settings = CommandSettings()
        settings.configuration = SettingsResolver.nearestConfiguration(from: folder.path + "/Tours")
        #expect(settings.configuration == folder.path + "/tourc.yaml")
        let tour = folder.path + "/Tours/main.tour.yaml"
        var unsaved = UnsavedFiles()
        unsaved[tour] = Array(Self.tour.replacingOccurrences(of: "target: keyboard", with: "target: keybord").utf8)
        let request = try #require(SettingsResolver.resolve(settings, reading: unsaved).request)
        let outcome = Pipeline.validate(request.validation, reading: unsaved)
        let unregistered = try #require(outcome.diagnostics.first { $0.code == .unregisteredTarget })
        #expect(unregistered.file == tour && unregistered.position == SourcePosition(line: 4, column: 13))
        #expect(unregistered.suggestion == "keyboard")
        #expect(try String(contentsOfFile: tour, encoding: .utf8) == Self.tour)

        // The registry too, and a path spelled another way is the same file.
        unsaved[folder.path + "/Tours/./targets.yaml"] = Array("targets: [keybord]\n".utf8)
        #expect(!Pipeline.validate(request.validation, reading: unsaved).diagnostics.contains { $0.code == .unregisteredTarget })
    }

    @Test func theUnsavedConfigurationAndSwiftAreRead() throws {
        let folder = try TemporaryFolder(files: [
            "tourc.yaml": "inputs: [Tours]\n", "Tours/main.tour.yaml": Self.tour, "App/View.swift": "let x = 1\n",
        ])
        var settings = CommandSettings()
        settings.configuration = folder.path + "/tourc.yaml"
        var unsaved = UnsavedFiles()
        unsaved[folder.path + "/tourc.yaml"] = Array("inputs: [Tours]\ntargets:\n  scan: [App]\n".utf8)
        unsaved[folder.path + "/App/View.swift"] = Array("let v = Text(\"\").helpInfoViewTag(.play)\n".utf8)
        let request = try #require(SettingsResolver.resolve(settings, reading: unsaved).request)
        #expect(request.validation.scan == [folder.path + "/App"])
        #expect(Pipeline.validate(request.validation, reading: unsaved).diagnostics.filter { $0.severity == .error }.isEmpty)
    }
}
