import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

@Suite struct DiagnosticsDocumentTests {
    @Test func codesAreUniqueSortedAndWellFormed() {
        let names = DiagnosticCode.all.map(\.rawValue)
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count, "a code is declared twice")
        for code in DiagnosticCode.all {
            #expect(code.rawValue.count == 7 && code.rawValue.hasPrefix("TOUR"), "\(code.rawValue)")
            #expect(!code.summary.isEmpty && code.explanation.count > 40, "\(code.rawValue) lacks an explanation")
        }
    }

    /// A code's `name` (SARIF's rule name) is its declaration's identifier.
    @Test func everyCodeIsNamedAsItIsDeclared() throws {
        var declared: [String: String] = [:]
        let sources = packageRoot + "/Sources"
        for path in try FileManager.default.subpathsOfDirectory(atPath: sources) where path.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + path, encoding: .utf8)
            for part in text.components(separatedBy: "static let ").dropFirst() {
                let identifier = String(part.prefix { $0.isLetter || $0.isNumber })
                let rest = part.dropFirst(identifier.count)
                guard rest.hasPrefix(" = DiagnosticCode("), let code = rest.split(separator: "\"").dropFirst().first else { continue }
                declared[String(code)] = identifier
            }
        }
        #expect(declared.count == DiagnosticCode.all.count)
        for code in DiagnosticCode.all {
            #expect(declared[code.rawValue] == code.name, "\(code.rawValue) is declared as \(declared[code.rawValue] ?? "?") but named \(code.name)")
        }
    }

    @Test func committedDocumentMatchesTheExplanations() throws {
        let path = packageRoot + "/docs/diagnostics.md"
        let expected = DiagnosticsDocument.markdown()
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(committed == expected, "docs/diagnostics.md is stale: run UPDATE_GOLDEN=1 swift test")
    }
}
