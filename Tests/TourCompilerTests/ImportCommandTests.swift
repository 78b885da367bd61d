import Foundation
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourImport

/// `tourc import swift` as a command: what it writes, what it keeps, and
/// `--verify` catching a tour that does not reproduce its enum.
@Suite struct ImportCommandTests {
    static let handWritten = packageRoot + "/Tests/TourImportTests/HandWritten"

    private func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-import-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theRegistryKeepsItsEntriesAndComments() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let existing = "# Tagged views.\ntargets:\n  - cursor   # not in any enum\n  - name: save\n    description: The save button\n"
        try existing.write(toFile: folder + "/targets.yaml", atomically: false, encoding: .utf8)
        var request = ImportRequest(files: [Self.handWritten + "/EditorHelp.swift"])
        request.outputFolder = folder
        request.registry = folder + "/targets.yaml"
        let outcome = ImportCommand.run(request)
        #expect(!outcome.diagnostics.containsErrors, "\(outcome.diagnostics)")
        let registry = try String(contentsOfFile: folder + "/targets.yaml", encoding: .utf8)
        #expect(registry.hasPrefix(existing))
        #expect(!registry.dropFirst(existing.count).contains("save"), "save was registered already")
        #expect(registry.contains("\n  - bold\n"))
        // Imported a second time: nothing more to add.
        #expect(ImportCommand.run(request).written.contains(folder + "/targets.yaml") == false)
    }

    @Test func verifyNamesTheCaseWhoseTextDiffers() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var request = ImportRequest(files: [Self.handWritten + "/RawHelp.swift"])
        request.outputFolder = folder
        let outcome = ImportCommand.run(request)
        #expect(!outcome.diagnostics.containsErrors, "\(outcome.diagnostics)")
        let path = folder + "/raw-help.tour.yaml"
        let enumeration = try #require(
            HelpEnumImporter.importEnums(from: [.init(path: Self.handWritten + "/RawHelp.swift", bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Self.handWritten + "/RawHelp.swift"))))]).enums.first)
        #expect(ImportCommand.verify(path, reproduces: enumeration).isEmpty)
        // Tamper with one text, as a bug in the writer would.
        let tour = try String(contentsOfFile: path, encoding: .utf8)
        try tour.replacingOccurrences(of: "bullet", with: "Bullet").write(toFile: path, atomically: false, encoding: .utf8)
        let mismatches = ImportCommand.verify(path, reproduces: enumeration)
        #expect(mismatches.map(\.code) == [.importMismatch])
        #expect(mismatches.first?.message.contains("case 'unicode'") == true, "\(mismatches)")
    }

    @Test func anErrorWritesNothing() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // MusicHelp's symbol constants are in a file not given: TOUR603, nothing written.
        var request = ImportRequest(files: [Self.handWritten + "/MusicHelp.swift"])
        request.outputFolder = folder
        request.registry = folder + "/targets.yaml"
        let outcome = ImportCommand.run(request)
        #expect(outcome.diagnostics.contains { $0.code == .unresolvedSymbolConstant })
        #expect(outcome.written.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func scanListsWhereEachCaseIsTagged() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var request = ImportRequest(files: [Self.handWritten + "/EditorHelp.swift"])
        request.outputFolder = folder
        request.scan = [Self.handWritten + "/CallSite.swift"]
        let outcome = ImportCommand.run(request)
        #expect(outcome.tagReport.contains("EditorHelp.bold: tagged nowhere\n"))
        #expect(outcome.tagReport.contains("EditorHelp.save: tagged nowhere\n") == false)
        #expect(outcome.tagReport.contains("EditorHelp.save: \(Self.handWritten)/CallSite.swift:"))
    }
}
