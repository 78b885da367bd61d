import Foundation
import TestSupport
import Testing
import TourFormat
import TourKit

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// Random valid tours whose texts mix every character a code generator can
/// get wrong go through the whole pipeline (YAML -> Swift), are compiled and
/// run, and every text must come back exactly as written.
@Suite struct TextRoundTripPropertyTests {
    /// Pieces texts are built from: escapes, interpolation and raw-string
    /// openers, format specifiers, control, format and bidirectional
    /// characters, combining marks, emoji, markup and Markdown.
    static let pieces: [String] = [
        "plain words", " ", "\\", "\"", "\"\"\"", "\\(", "\\(step)", ")", "#", "#\"", "\"#", "##", "%", "%@", "%d",
        "%%", "\t", "\n", "\r\n", "\r", "\u{0}", "\u{1}", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}",
        "\u{2029}", "\u{202E}", "\u{2066}", "\u{200B}", "\u{FEFF}", "e\u{301}", "\u{301}", "\u{20DD}", "👩‍👩‍👧", "🇨🇭",
        "𝄞", "日本語", "{", "}", "{}", "{symbol}", "{symbol:star.fill}", "{symbol:person.crop.circle}", "**bold**",
        "*em*", "`code`", "[link](https://example.com/a?b=c&d=%20)", "- bullet", "\\u{41}", "\\n", "'", "''", "`",
        "*/", "/*", "//", "${x}", "#if", "\"\\(Image(systemName: \"x\"))\"", "<!-- -->", ": ", " #", "- ", "? ",
    ]

    /// A deterministic generator, so a failure reproduces.
    typealias Generator = SeededGenerator

    static func text(_ generator: inout Generator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            text += pieces.randomElement(using: &generator)!
        }
        // An all-blank text is rejected on purpose (TOUR307); keep one visible character.
        return text.allSatisfy(\.isWhitespace) ? text + "." : text
    }

    /// `text` as a YAML double-quoted scalar, with every character outside
    /// printable ASCII written as an escape, so the file's bytes are plain.
    static func yamlQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case _ where (0x20..<0x7F).contains(scalar.value): result.unicodeScalars.append(scalar)
            case _ where scalar.value <= 0xFFFF: result += String(format: "\\u%04X", scalar.value)
            default: result += String(format: "\\U%08X", scalar.value)
            }
        }
        return result + "\""
    }

    @Test(.uninstrumentedWork, arguments: TestSeed.seeds([1, 2, 3]))
    func everyTextSurvivesGenerationCompilationAndRun(seed: UInt64) throws {
        var generator = Generator(state: seed)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-property-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        var expected: [String: [(id: String, title: String, text: String)]] = [:]
        var targets: Set<String> = []
        for tourIndex in 0..<3 {
            let tourID = "tour\(seed)x\(tourIndex)"
            var yaml = "tour: \(tourID)\ntitle: \(Self.yamlQuoted(Self.text(&generator)))\nsteps:\n"
            var steps: [(String, String, String)] = []
            for stepIndex in 0..<Int.random(in: 1...12, using: &generator) {
                let id = "step\(stepIndex)"
                let title = Self.text(&generator)
                let text = Self.text(&generator)
                // target4's name is long enough to move a row's spotlight settings to a line of their own.
                let number = Int.random(in: 0..<5, using: &generator)
                let target = "target\(number)" + String(repeating: "Long", count: number == 4 ? 40 : 0)
                targets.insert(target)
                yaml += "  - id: \(id)\n    target: \(target)\n"
                yaml += "    title: \(Self.yamlQuoted(title))\n    text: \(Self.yamlQuoted(text))\n"
                yaml += "    padding: \(Int.random(in: 0...40, using: &generator)).5\n"
                steps.append((id, title, text))
            }
            expected[tourID] = steps
            try yaml.write(toFile: "\(folder)/\(tourID).tour.yaml", atomically: false, encoding: .utf8)
        }
        let registry = "targets:\n" + targets.sorted().map { "  - \($0)\n" }.joined()
        try registry.write(toFile: "\(folder)/targets.yaml", atomically: false, encoding: .utf8)

        let validation = Pipeline.validate(ValidationRequest(inputs: [folder]))
        #expect(!validation.diagnostics.containsErrors, "\(validation.diagnostics)")
        let request = CompileRequest(
            validation: ValidationRequest(inputs: [folder]), swiftOutput: folder + "/out", jsonOutput: folder + "/json",
            swift: SwiftOptions(overlays: SpotlightOverlay.allCases))
        let files = try #require(validation.validatedFiles)
        let generated = Compiler.outputs(of: request)
        let tours = files.flatMap(\.tours)
        for file in files {
            let swift = SwiftEmitter(options: request.swift).renderBytes(file.tours, sourceName: Paths.lastComponent(of: file.file)).text
            #expect(GeneratedSwiftInvariants.problems(in: swift, tours: file.tours).isEmpty)
        }
        for bundle in generated.files where bundle.path.hasSuffix(".json") {
            let decoded = try TourBundle(jsonData: Data(bundle.contents.utf8))
            let written = try #require(expected[decoded.id])
            #expect(decoded.steps.map(\.title) == written.map(\.title))
            #expect(decoded.steps.map(\.text) == written.map(\.text))
            #expect(String(decoding: try decoded.canonicalJSON(), as: UTF8.self) == bundle.contents, "TourKit re-encodes \(decoded.id) differently")
        }
        let report = try GeneratedCodeHarness.run(
            generated.files.filter { $0.path.hasSuffix(".swift") }.map { (Paths.lastComponent(of: $0.path), $0.contents) },
            types: tours.map(\.typeName))

        for tour in tours {
            let steps = report.steps.filter { $0.type == tour.typeName }
            let written = try #require(expected[tour.tour.id.value])
            #expect(steps.map(\.id) == written.map(\.id))
            for (step, original) in zip(steps, written) {
                #expect(step.plainTitle == original.title, "\(tour.tour.id.value).\(step.id) title")
                #expect(step.plainText == original.text, "\(tour.tour.id.value).\(step.id) text")
                #expect(step.titleParts == GeneratedCodeHarness.expectedParts(original.title))
                #expect(step.textParts == GeneratedCodeHarness.expectedParts(original.text))
            }
        }
        try GeneratedCodeChecks.expect(report, matches: tours)
    }
}
