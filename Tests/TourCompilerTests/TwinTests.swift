import Foundation
import TestSupport
import Testing
import TourFormat
import TourGeneration
import TourModel

@testable import TourCompiler
@testable import TourValidation

/// A hand-written help enum and the enum tourc generates from the same
/// texts written as a tour (`Twin/`), compiled together against a SwiftUI
/// stand-in that forms keys as SwiftUI does: every case must be looked up
/// with the same key, the same formatting flag and the same arguments.
@Suite struct TwinTests {
    static let twin = packageRoot + "/Tests/TourCompilerTests/Twin"

    struct KeyRecord: Decodable, Equatable {
        var key: String
        var formatted: Bool
        var arguments: [String]
        /// The parts written back as tour markup: a symbol's spoken label included.
        var markup: String
    }

    struct CaseRecord: Decodable {
        var id: String
        var handTitle: KeyRecord
        var handText: KeyRecord
        var generatedTitle: KeyRecord
        var generatedText: KeyRecord
    }

    static let probe = """
        import Foundation
        import HelpInfoSpotlightOverlay
        import SwiftUI

        func record(_ key: LocalizedStringKey) -> [String: Any] {
            ["key": key.key, "formatted": key.hasFormatting, "arguments": key.arguments, "markup": key.markup]
        }
        func provider(_ value: any HelpInfoProvider) -> any HelpInfoProvider { value }

        var rows: [[String: Any]] = []
        precondition(HandWrittenHelp.allCases.map(\\.rawValue) == GeneratedHelp.allCases.map(\\.rawValue))
        for (hand, generated) in zip(HandWrittenHelp.allCases, GeneratedHelp.allCases) {
            rows.append([
                "id": hand.rawValue,
                "handTitle": record(provider(hand).title), "handText": record(provider(hand).text),
                "generatedTitle": record(provider(generated).title), "generatedText": record(provider(generated).text),
            ])
        }
        FileHandle.standardOutput.write(try! JSONSerialization.data(withJSONObject: rows, options: [.sortedKeys]))

        """

    @Test(.uninstrumentedWork) func theGeneratedEnumFormsTheKeysOfTheHandWrittenOne() throws {
        let request = CompileRequest(
            validation: ValidationRequest(inputs: [Self.twin]), swiftOutput: "/generated", jsonOutput: nil,
            swift: SwiftOptions(overlays: SpotlightOverlay.allCases))
        let validation = Pipeline.validate(request.validation)
        #expect(validation.diagnostics.isEmpty, "\(validation.diagnostics)")
        let files = try #require(validation.validatedFiles)
        #expect(!files.isEmpty)
        let generated = Compiler.outputs(of: request).files
        let handWritten = try String(contentsOfFile: Self.twin + "/HandWrittenHelp.swift", encoding: .utf8)
        let output = try GeneratedCodeHarness.runProgram(
            generated.map { (Paths.lastComponent(of: $0.path), $0.contents) } + [("HandWrittenHelp.swift", handWritten)],
            main: Self.probe)
        let rows = try JSONDecoder().decode([CaseRecord].self, from: Data(output.utf8))
        #expect(rows.count == 8)
        for row in rows {
            #expect(row.generatedTitle == row.handTitle, "title of \(row.id)")
            #expect(row.generatedText == row.handText, "text of \(row.id)")
        }
        // The cases that matter most: `%` unformatted without a symbol, doubled with one.
        let volume = try #require(rows.first { $0.id == "volume" })
        #expect(
            volume.generatedText
                == KeyRecord(
                    key: "Turn it down to 20% at night. *Headphones* stay at 100%.", formatted: false, arguments: [],
                    markup: "Turn it down to 20% at night. *Headphones* stay at 100%."))
        let reverb = try #require(rows.first { $0.id == "reverb" })
        #expect(reverb.generatedText.formatted)
        #expect(reverb.generatedText.key.contains("• 0%% - no reverb"))
        #expect(reverb.generatedText.arguments == ["dot.radiowaves.left.and.right"])
    }

    /// The builder's own rules, at their edges.
    @Test(.uninstrumentedWork) func theBuilderFormsKeysAsSwiftUIDoes() throws {
        let cases: [(text: String, expected: KeyRecord)] = [
            ("50 % Hall", KeyRecord(key: "50 % Hall", formatted: false, arguments: [], markup: "50 % Hall")),
            ("{symbol:a}", KeyRecord(key: "%@", formatted: true, arguments: ["a"], markup: "{symbol:a}")),
            (
                "100% {symbol:a}{symbol:b.c} %@",
                KeyRecord(key: "100%% %@%@ %%@", formatted: true, arguments: ["a", "b.c"], markup: "100% {symbol:a}{symbol:b.c} %@")
            ),
            (
                "{symbol:Bad} stays text at 5%",
                KeyRecord(key: "{symbol:Bad} stays text at 5%", formatted: false, arguments: [], markup: "{symbol:Bad} stays text at 5%")
            ),
            ("", KeyRecord(key: "", formatted: false, arguments: [], markup: "")),
            // A spoken label changes neither the key nor the arguments: the label is a key of its own.
            (
                "Press {symbol:play.fill|Play} at 5%",
                KeyRecord(key: "Press %@ at 5%%", formatted: true, arguments: ["play.fill"], markup: "Press {symbol:play.fill|Play} at 5%")
            ),
        ]
        var main = """
            import Foundation
            import SwiftUI
            import TourKit

            var rows: [[String: Any]] = []

            """
        for (text, _) in cases {
            main += "do { let key = LocalizedStringKey(tourText: \(TourGenerationTestsLiteral.swift(text)))\n"
            main += "rows.append([\"key\": key.key, \"formatted\": key.hasFormatting, \"arguments\": key.arguments, \"markup\": key.markup]) }\n"
        }
        main += "FileHandle.standardOutput.write(try! JSONSerialization.data(withJSONObject: rows, options: [.sortedKeys]))\n"
        let output = try GeneratedCodeHarness.runProgram([], main: main)
        let records = try JSONDecoder().decode([KeyRecord].self, from: Data(output.utf8))
        #expect(records == cases.map(\.expected))
    }
}

/// Swift string literals for test programs.
enum TourGenerationTestsLiteral {
    static func swift(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
