import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourValidation

/// A symbolic link to nothing is an accident (a tour file moved, a
/// checkout without the link's target): it is an error with its path, and
/// nothing it stands for is lost (round three's "files quietly lost").
@Suite struct DanglingLinkTests {
    @Test func aDanglingTourFileLinkIsAnErrorAndItsOutputsStay() throws {
        let folder = try TemporaryFolder(files: [
            "Tours/main.tour.yaml": "tour: main\nsteps:\n  - {id: play, title: Play, text: Tap play.}\n",
            "Tours/extra.tour.yaml": "tour: extra\nsteps:\n  - {id: play, title: Play, text: Tap play.}\n",
            "Tours/targets.yaml": "targets: [play]\n",
        ])
        let request = CompileRequest(
            validation: ValidationRequest(inputs: [folder.path + "/Tours"]), swiftOutput: folder.path + "/Swift", jsonOutput: folder.path + "/JSON")
        #expect(!Compiler.compile(request).diagnostics.containsErrors)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/JSON/extra.json"))
        // The file moves away and a link to it is left.
        try FileManager.default.moveItem(atPath: folder.path + "/Tours/extra.tour.yaml", toPath: folder.path + "/moved.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Tours/extra.tour.yaml", withDestinationPath: "../gone.yaml")
        let outcome = Compiler.compile(request)
        let link = folder.path + "/Tours/extra.tour.yaml"
        #expect(outcome.diagnostics.map(\.code) == [.unreadableFile], "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.first?.file == link)
        #expect(outcome.diagnostics.first?.message.contains("symbolic link to a file that does not exist") == true)
        #expect(outcome.removals.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/JSON/extra.json"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Swift/extra.tour.swift"))
    }

    @Test func initRefusesADanglingConfigurationLink() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/tourc.yaml", withDestinationPath: "shared/tourc.yaml")
        let refused = ProjectTemplate.write(into: folder.path, generation: .checkedIn)
        #expect(refused.map(\.code) == [.initWouldOverwrite])
        #expect(refused.first?.message.contains("is a symbolic link (to nothing)") == true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/tourc.yaml") == "shared/tourc.yaml")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Tours/welcome.tour.yaml"))
    }
}
