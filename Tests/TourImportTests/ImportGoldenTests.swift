import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourImport
@testable import TourLayout
@testable import TourModel
@testable import TourSyntax

/// `tourc import swift` on the hand-written enums writes exactly the tour
/// files in Golden/ (`UPDATE_GOLDEN=1 swift test --filter ImportGolden`
/// rewrites them), comments included, and `--verify` passes on them.
@Suite struct ImportGoldenTests {
    static let handWritten = packageRoot + "/Tests/TourImportTests/HandWritten"
    static let golden = packageRoot + "/Tests/TourImportTests/Golden"

    @Test(arguments: ["MusicHelp", "EditorHelp", "RawHelp"])
    func theImportedTourFileMatchesTheGoldenFile(enumName: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-import-golden-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var request = ImportRequest(files: [Self.handWritten + "/\(enumName).swift"])
        request.symbolFiles = [Self.handWritten + "/SymbolNames.swift"]
        request.outputFolder = folder
        request.verify = true
        let outcome = ImportCommand.run(request)
        #expect(!outcome.diagnostics.containsErrors, "\(outcome.diagnostics)")
        let name = TourYAMLWriter.tourID(forEnum: enumName) + ".tour.yaml"
        let written = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        let path = Self.golden + "/" + name
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            try FileManager.default.createDirectory(atPath: Self.golden, withIntermediateDirectories: true)
            try written.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == expected, "\(path) differs; review and regenerate with UPDATE_GOLDEN=1 swift test --filter ImportGolden")
        // One rule writes tour files: what the import writes, `tourc format` leaves as it is.
        let laidOut = FileLayout.layOut(Array(written.utf8), file: name)
        #expect(laidOut.bytes.map { String(decoding: $0, as: UTF8.self) } == written, "\(name) is not as tourc format writes it")
    }

    /// MusicHelp's comments, each where it sat in the Swift.
    @Test func musicHelpsCommentsAreWhereTheySat() throws {
        let tour = try String(contentsOfFile: Self.golden + "/music-help.tour.yaml", encoding: .utf8)
        let lines = tour.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func line(after comment: String) -> String? {
            lines.firstIndex(of: comment).map { lines[$0 + 1] }
        }
        #expect(line(after: "# The onboarding tour of the music player and synth.") == "tour: music-help")
        #expect(line(after: "  # Browsing") == "  - id: library")
        #expect(line(after: "  # Playback controls") == "  - id: shuffle")
        #expect(line(after: "    # Playback") == "    title: Shuffle")
        #expect(line(after: "    # Shuffle and repeat share the same layout.") == "    text: |-")
        #expect(line(after: "  # Synth") == "  - id: synthKeyboard")
        #expect(line(after: "    # Synth section") == "    title: Keyboard")
        #expect(line(after: "    # ---- Synth ----") == "    text: |-")
        #expect(line(after: "  # Misc") == "  - id: settings")
        // Members that are not imported keep their comments with them.
        #expect(!tour.contains("analytics") && !tour.contains("logging"))
    }
}
