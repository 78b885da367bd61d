import Foundation
import TestSupport
import Testing
import TourDiagnostics

@testable import TourCompiler

/// The promise of `tourc format`: what the tours compile to (the Swift,
/// the bundles, the String Catalog) is byte for byte what it was, and
/// formatting a formatted file changes nothing; for the samples and for a
/// generated corpus of 200 tours of 50 steps (Benchmarks/corpus.py's,
/// with its keys and indentation mixed up and comments added; 40 tours
/// under the sanitizers, which the debug run's 200 leave nothing to add to).
@Suite struct FormatSafetyTests {
    @Test func samplesCompileTheSameAndFormatOnce() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: packageRoot + "/Samples", toPath: folder.path + "/Samples")
        // The samples are laid out as tourc format writes them (CI checks
        // it), so each tour file's indentation is doubled first (a step's
        // `- ` widened to match): the same YAML, laid out otherwise, with
        // block texts and comments moved too.
        let tours = folder.path + "/Samples/Tours"
        let names = try FileManager.default.contentsOfDirectory(atPath: tours).filter { $0.hasSuffix(".tour.yaml") }
        for name in names {
            let text = try String(contentsOfFile: tours + "/" + name, encoding: .utf8)
            let doubled = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let indentation = String(repeating: " ", count: line.prefix { $0 == " " }.count)
                let content = line.drop { $0 == " " }
                return indentation + indentation + (content.hasPrefix("- id:") ? "-   " + content.dropFirst(2) : content)
            }
            try doubled.joined(separator: "\n").write(toFile: tours + "/" + name, atomically: true, encoding: .utf8)
        }
        var settings = CommandSettings()
        settings.configuration = folder.path + "/Samples/tourc.yaml"
        let request = try #require(SettingsResolver.resolve(settings).request)
        try expectSafeFormatting(request, expectingChanges: names.count)
    }

    @Test func aCorpusOf200ToursOf50StepsCompilesTheSameAndFormatsOnce() throws {
        let folder = try TemporaryFolder()
        let tourCount = runsUnderSanitizer ? 40 : 200
        let generated = try runProcess(
            "/usr/bin/env", ["python3", packageRoot + "/Benchmarks/corpus.py", folder.path, "\(tourCount)", "50"], in: packageRoot)
        #expect(generated.status == 0, "\(generated.error)")
        let tours = folder.path + "/tours"
        for (index, name) in try FileManager.default.contentsOfDirectory(atPath: tours).sorted().enumerated() where name.hasSuffix(".tour.yaml") {
            let path = tours + "/" + name
            try Self.mixedUp(String(contentsOfFile: path, encoding: .utf8), crlf: index % 3 == 0).write(
                toFile: path, atomically: true, encoding: .utf8)
        }
        let request = CompileRequest(
            validation: ValidationRequest(inputs: [tours], registry: tours + "/targets.yaml"), swiftOutput: folder.path + "/Swift",
            jsonOutput: folder.path + "/JSON", catalog: folder.path + "/Localizable.xcstrings")
        try expectSafeFormatting(request, expectingChanges: tourCount)
    }

    /// Compiles, formats, compiles again (the same outputs), and formats
    /// again (nothing changes).
    private func expectSafeFormatting(_ request: CompileRequest, expectingChanges changes: Int) throws {
        let before = Compiler.outputs(of: request)
        #expect(!before.diagnostics.containsErrors, "\(before.diagnostics)")
        #expect(!before.files.isEmpty)
        let inputs = FormatRequest(inputs: request.validation.inputs, limits: request.validation.limits)
        let formatted = FormatCommand.run(inputs)
        #expect(formatted.diagnostics.isEmpty, "\(formatted.diagnostics)")
        #expect(formatted.changed.count == changes)
        let after = Compiler.outputs(of: request)
        #expect(after.files.map(\.path) == before.files.map(\.path))
        for (old, new) in zip(before.files, after.files) {
            #expect(old.contents == new.contents, "\(old.path) changed after formatting")
        }
        var check = inputs
        check.check = true
        let again = FormatCommand.run(check)
        #expect(again.changed.isEmpty && again.diagnostics.isEmpty, "formatting is not idempotent: \(again.diagnostics.prefix(3))")
    }

    /// A corpus.py tour file as a person might leave it: the top-level
    /// keys in reverse, each step's keys in reverse, four spaces of
    /// indentation, a comment before each step and after some values.
    static func mixedUp(_ text: String, crlf: Bool) -> String {
        var entries: [[Substring]] = []
        for line in text.split(separator: "\n") {
            if line.first != " " { entries.append([line]) } else { entries[entries.count - 1].append(line) }
        }
        var lines: [String] = []
        for entry in entries.reversed() {
            guard entry[0] == "steps:" else {
                lines += entry.map { String(repeating: " ", count: $0.prefix { $0 == " " }.count) + $0 }
                continue
            }
            lines.append("steps:   # in tour order")
            var steps: [[Substring]] = []
            for line in entry.dropFirst() {
                if line.hasPrefix("  - ") { steps.append([line.dropFirst(4)]) } else { steps[steps.count - 1].append(line.dropFirst(4)) }
            }
            for (index, step) in steps.enumerated() {
                lines.append("    # step \(index)")
                for (position, field) in step.reversed().enumerated() {
                    let comment = field.hasPrefix("padding:") ? "  # points" : ""
                    lines.append((position == 0 ? "    -   " : "        ") + field + comment)
                }
            }
        }
        return lines.joined(separator: crlf ? "\r\n" : "\n") + (crlf ? "\r\n" : "\n")
    }
}
