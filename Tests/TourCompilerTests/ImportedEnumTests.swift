import Foundation
import TestSupport
import Testing
import TourDiagnostics

@testable import TourCompiler
@testable import TourImport
@testable import TourValidation

/// `tourc import swift` on hand-written help enums in the styles real apps
/// use (`Tests/TourImportTests/HandWritten`), then `tourc compile` on what it
/// wrote: the original enums and the generated ones, each built with the
/// same call sites against the SwiftUI stand-in, show the same titles and
/// texts and look them up with the same keys and formatting, case by case.
@Suite struct ImportedEnumTests {
    static let handWritten = packageRoot + "/Tests/TourImportTests/HandWritten"
    static let enums = ["MusicHelp", "EditorHelp", "RawHelp"]

    static let probe = """
        import Foundation
        import HelpInfoSpotlightOverlay
        import SwiftUI

        func record(_ key: LocalizedStringKey) -> [String: Any] {
            ["key": key.key, "formatted": key.hasFormatting, "arguments": key.arguments, "markup": key.markup]
        }
        func rows<T: CaseIterable & HelpInfoProvider>(_ type: T.Type) -> [[String: Any]] {
            T.allCases.map { value in
                ["type": "\\(T.self)", "case": "\\(value)", "title": record(value.title), "text": record(value.text)]
            }
        }
        let report: [String: Any] = [
            "cases": rows(MusicHelp.self) + rows(EditorHelp.self) + rows(RawHelp.self),
            "callSites": callSites(),
        ]
        FileHandle.standardOutput.write(try! JSONSerialization.data(withJSONObject: report, options: [.sortedKeys]))

        """

    private func file(_ name: String) throws -> (String, String) {
        (name, try String(contentsOfFile: Self.handWritten + "/" + name, encoding: .utf8))
    }

    @Test(.uninstrumentedWork) func importThenCompileReproducesEveryHandWrittenEnum() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-import-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var request = ImportRequest(files: Self.enums.map { Self.handWritten + "/\($0).swift" })
        request.symbolFiles = [Self.handWritten + "/SymbolNames.swift"]
        request.outputFolder = folder
        request.registry = folder + "/targets.yaml"
        request.verify = true
        let imported = ImportCommand.run(request)
        #expect(!imported.diagnostics.containsErrors, "\(imported.diagnostics)")
        #expect(imported.written.count == 8, "three tours, tourc.yaml, targets.yaml and the three editor schemas")

        // tourc compile, with the settings the import wrote.
        var settings = CommandSettings()
        settings.configuration = folder + "/tourc.yaml"
        settings.inputs = [folder]
        settings.registry = folder + "/targets.yaml"
        settings.swiftOutput = folder + "/Generated"
        let resolved = SettingsResolver.resolve(settings)
        let compileRequest = try #require(resolved.request, "\(resolved.diagnostics)")
        #expect(compileRequest.swift.accessLevel == .public)
        let validation = Pipeline.validate(compileRequest.validation)
        // The hand-written enums are iOS help as apps write it: texts longer
        // than a card at AX5, a title twice, "Tap". Only those accessibility
        // lints (TOUR351-353) speak; nothing about the import itself.
        let accessibility: Set<DiagnosticCode> = [.textDoesNotFit, .sameSpokenTitle, .pointingWords]
        #expect(validation.diagnostics.allSatisfy { accessibility.contains($0.code) }, "\(validation.diagnostics)")
        let generated = Compiler.outputs(of: compileRequest).files
        // The tours' files and the overlays' glue, once.
        #expect(generated.count == 4)

        let callSite = try file("CallSite.swift")
        let original = try GeneratedCodeHarness.runProgram(
            try (Self.enums.map { "\($0).swift" } + ["SymbolNames.swift"]).map(file) + [callSite], main: Self.probe)
        let reproduced = try GeneratedCodeHarness.runProgram(
            generated.map { (Paths.lastComponent(of: $0.path), $0.contents) } + [callSite], main: Self.probe)

        struct Key: Decodable, Equatable {
            var key: String
            var formatted: Bool
            var arguments: [String]
            var markup: String
        }
        struct Row: Decodable {
            var type: String
            var `case`: String
            var title: Key
            var text: Key
        }
        struct Report: Decodable {
            var cases: [Row]
            var callSites: [String]
        }
        let before = try JSONDecoder().decode(Report.self, from: Data(original.utf8))
        let after = try JSONDecoder().decode(Report.self, from: Data(reproduced.utf8))
        #expect(before.cases.count == 35)
        #expect(after.cases.map { "\($0.type).\($0.case)" } == before.cases.map { "\($0.type).\($0.case)" })
        for (hand, generated) in zip(before.cases, after.cases) {
            #expect(generated.title == hand.title, "title of \(hand.type).\(hand.case)")
            #expect(generated.text == hand.text, "text of \(hand.type).\(hand.case)")
        }
        #expect(after.callSites == before.callSites, "the same call sites compile and run against both")
        #expect(before.cases.contains { $0.text.formatted } && before.cases.contains { !$0.text.formatted })
    }
}
