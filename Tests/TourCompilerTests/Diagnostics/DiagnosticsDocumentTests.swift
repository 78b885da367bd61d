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
