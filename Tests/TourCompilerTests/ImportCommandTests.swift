import Foundation
import TestSupport
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
            HelpEnumImporter.importEnums(from: [
                .init(
                    path: Self.handWritten + "/RawHelp.swift",
                    bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Self.handWritten + "/RawHelp.swift"))))
            ]).enums.first)
        let tour = try String(contentsOfFile: path, encoding: .utf8)
        #expect(ImportCommand.verify(path, contents: tour, reproduces: enumeration).isEmpty)
        // Tamper with one text, as a bug in the writer would.
        let mismatches = ImportCommand.verify(
            path, contents: tour.replacingOccurrences(of: "bullet", with: "Bullet"), reproduces: enumeration)
        #expect(mismatches.map(\.code) == [.importMismatch])
        #expect(mismatches.first?.message.contains("case 'unicode'") == true, "\(mismatches)")
    }

    @Test func anErrorWritesNothingAndNamesEveryUnresolvedConstantAtOnce() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // MusicHelp alone, without SymbolNames.swift beside it: its constants
        // cannot be resolved (TOUR603), each named in this one run, and
        // nothing is written.
        let alone = try scratch()
        defer { try? FileManager.default.removeItem(atPath: alone) }
        try FileManager.default.copyItem(atPath: Self.handWritten + "/MusicHelp.swift", toPath: alone + "/MusicHelp.swift")
        var request = ImportRequest(files: [alone + "/MusicHelp.swift"])
        request.outputFolder = folder
        request.registry = folder + "/targets.yaml"
        let outcome = ImportCommand.run(request)
        let unresolved = outcome.diagnostics.filter { $0.code == .unresolvedSymbolConstant }
        #expect(Set(unresolved.map(\.message)).count == unresolved.count)
        #expect(unresolved.count >= 2, "every constant in one run: \(unresolved.map(\.message))")
        #expect(outcome.written.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func constantsInTheSwiftFilesBesideTheEnumAreFound() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // SymbolNames.swift sits beside MusicHelp.swift: no --symbols needed.
        var request = ImportRequest(files: [Self.handWritten + "/MusicHelp.swift"])
        request.outputFolder = folder
        let outcome = ImportCommand.run(request)
        #expect(!outcome.diagnostics.containsErrors, "\(outcome.diagnostics)")
    }

    /// An unrelated sibling that cannot be read: interpolations nested
    /// 20,000 deep (which once overflowed the lexer's stack), or a string
    /// left open. The enum needs nothing from it: a warning, and the import
    /// goes on. Without the sibling holding the constants, it is an error.
    @Test func anUnreadableSiblingIsSkippedUnlessItMayHoldAConstant() throws {
        let project = try scratch()
        defer { try? FileManager.default.removeItem(atPath: project) }
        let output = try scratch()
        defer { try? FileManager.default.removeItem(atPath: output) }
        for name in ["MusicHelp.swift", "SymbolNames.swift"] {
            try FileManager.default.copyItem(atPath: Self.handWritten + "/" + name, toPath: project + "/" + name)
        }
        let deep = "let deep = " + String(repeating: "\"\\(", count: 20_000) + "1" + String(repeating: ")\"", count: 20_000) + "\n"
        try deep.write(toFile: project + "/Deep.swift", atomically: true, encoding: .utf8)
        try "let open = \"never closed\n".write(toFile: project + "/Open.swift", atomically: true, encoding: .utf8)
        var request = ImportRequest(files: [project + "/MusicHelp.swift"])
        request.outputFolder = output
        let outcome = ImportCommand.run(request)
        #expect(!outcome.diagnostics.containsErrors, "\(outcome.diagnostics)")
        let skipped = outcome.diagnostics.filter { $0.code == .unreadableSwiftSkipped }
        #expect(skipped.map { ($0.file ?? "").hasSuffix("Deep.swift") || ($0.file ?? "").hasSuffix("Open.swift") } == [true, true])
        #expect(skipped.allSatisfy { $0.severity == .warning && $0.position != nil })
        let nested = try #require(skipped.first { ($0.file ?? "").hasSuffix("Deep.swift") })
        #expect(nested.message.contains("string interpolations nest more than 64 levels deep"))
        #expect(nested.position == SourcePosition(line: 1, column: 13 + 3 * 64))

        // Without SymbolNames.swift a constant is missing, and the unreadable
        // files may hold it: errors.
        try FileManager.default.removeItem(atPath: project + "/SymbolNames.swift")
        let failed = ImportCommand.run(request)
        let errors = failed.diagnostics.filter { $0.code == .unreadableSwift }
        #expect(errors.count == 2 && errors.allSatisfy { $0.severity == .error }, "\(failed.diagnostics)")
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

    // Row 12: a tour file a writer edited after the import is theirs.
    @Test func importingAgainKeepsAnEditedTourFileUnlessForced() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var request = ImportRequest(files: [Self.handWritten + "/RawHelp.swift"])
        request.outputFolder = folder
        #expect(!ImportCommand.run(request).diagnostics.containsErrors)
        let path = folder + "/raw-help.tour.yaml"
        // Unedited: importing again is quiet and rewrites nothing that changed.
        let again = ImportCommand.run(request)
        #expect(!again.diagnostics.containsErrors, "\(again.diagnostics)")
        let edited = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "bullet", with: "dot")
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        let refused = ImportCommand.run(request)
        let refusal = try #require(refused.diagnostics.first { $0.code == .foreignFileWouldBeReplaced }, "\(refused.diagnostics)")
        #expect(refusal.message.contains("pass --force"), "\(refusal.message)")
        #expect(refused.written.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited, "the edit is kept")
        request.force = true
        #expect(!ImportCommand.run(request).diagnostics.containsErrors)
        #expect(try String(contentsOfFile: path, encoding: .utf8) != edited)
        #expect(TourYAMLWriter.isUnedited(Array(try String(contentsOfFile: path, encoding: .utf8).utf8)))
    }

    @Test func aTourFileTourcDidNotWriteIsNeverReplaced() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/raw-help.tour.yaml"
        try "tour: raw-help\nsteps: []\n".write(toFile: path, atomically: true, encoding: .utf8)
        var request = ImportRequest(files: [Self.handWritten + "/RawHelp.swift"])
        request.outputFolder = folder
        let outcome = ImportCommand.run(request)
        #expect(outcome.diagnostics.map(\.code).contains(.foreignFileWouldBeReplaced))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "tour: raw-help\nsteps: []\n")
    }

    @Test func aFailedVerificationWritesNothing() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A literal longer than a tour file may hold: the import reads it,
        // but the written tour would not compile.
        let long = String(repeating: "x", count: 1_100_000)
        let swift = """
            import SwiftUI
            enum LongHelp: String, CaseIterable, HelpInfoProvider {
                case only
                var title: LocalizedStringKey { "Only" }
                var text: LocalizedStringKey { "\(long)" }
            }
            """
        try swift.write(toFile: folder + "/LongHelp.swift", atomically: true, encoding: .utf8)
        var request = ImportRequest(files: [folder + "/LongHelp.swift"])
        request.outputFolder = folder
        request.verify = true
        let outcome = ImportCommand.run(request)
        #expect(outcome.diagnostics.map(\.code).contains(.importMismatch), "\(outcome.diagnostics)")
        #expect(outcome.written.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/long-help.tour.yaml"))
    }

    @Test func invalidUTF8IsAnErrorAtItsPosition() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var bytes = Array("enum BadHelp: String, CaseIterable, HelpInfoProvider {\n    case caf".utf8)
        bytes += [0xE9]  // Latin-1 é
        bytes += Array("\n}\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/BadHelp.swift"))
        var request = ImportRequest(files: [folder + "/BadHelp.swift"])
        request.outputFolder = folder
        request.verify = true
        let outcome = ImportCommand.run(request)
        let error = try #require(outcome.diagnostics.first { $0.code == .unreadableSwift }, "\(outcome.diagnostics)")
        #expect(error.position == SourcePosition(line: 2, column: 13))
        #expect(outcome.written.isEmpty)
    }
}
