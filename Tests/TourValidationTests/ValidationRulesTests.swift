import Foundation
import TestSupport
import Testing

@testable import TourDiagnostics
@testable import TourValidation

/// The rules are the catalogue of validation's codes: each rule is a file
/// in Rules/ that declares the codes it reports, a rule with one code
/// bears the code's name, and no code is left out of the rules or reported
/// by two of them.
@Suite struct ValidationRulesTests {
    private static let rulesFolder = packageRoot + "/Sources/TourValidation/Rules"

    /// The names of the codes `source` declares (`static let name = DiagnosticCode(`).
    private static func declaredCodes(in source: String) -> [String] {
        source.components(separatedBy: "static let ").dropFirst().compactMap { rest in
            let name = rest.prefix { $0.isLetter || $0.isNumber }
            return rest.dropFirst(name.count).hasPrefix(" = DiagnosticCode(") ? String(name) : nil
        }
    }

    @Test func everyRuleDeclaresItsCodesInItsOwnFile() throws {
        let named = Dictionary(uniqueKeysWithValues: DiagnosticCode.validation.map { ($0.rawValue, $0) })
        for rule in ValidationRules.all {
            let source = try String(contentsOfFile: Self.rulesFolder + "/\(rule).swift", encoding: .utf8)
            for code in rule.codes {
                #expect(
                    source.contains("\"\(code.rawValue)\", name: \"\(code.name)\", severity: "),
                    "\(rule) reports \(code) but its file does not declare it")
                #expect(named[code.rawValue] != nil, "\(code) is not in the catalogue")
            }
        }
    }

    @Test func aRuleWithOneCodeIsNamedAfterIt() throws {
        for rule in ValidationRules.all where rule.codes.count == 1 {
            let declared = Self.declaredCodes(in: try String(contentsOfFile: Self.rulesFolder + "/\(rule).swift", encoding: .utf8))
            let name = "\(rule)"
            let codeName = name.prefix(1).lowercased() + name.dropFirst()
            #expect(declared.contains(codeName), "rule \(rule) reports \(rule.codes[0]), declared as \(declared)")
        }
    }

    @Test func everyCodeOfValidationComesFromOneRule() throws {
        let fromRules = ValidationRules.all.flatMap { $0.codes }
        #expect(Set(fromRules).count == fromRules.count, "a code is reported by two rules")
        let folder = packageRoot + "/Sources/TourValidation"
        var declared = 0
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder) where path.hasSuffix(".swift") {
            declared += Self.declaredCodes(in: try String(contentsOfFile: folder + "/" + path, encoding: .utf8)).count
        }
        // TOUR319 is reported while the catalog entries are collected.
        #expect(declared == fromRules.count + 1)
        #expect(DiagnosticCode.validation.count == declared)
    }

    @Test func theLintsAreTheTextLintsAndTheTourLints() {
        #expect(DiagnosticCode.lints.map(\.rawValue) == ((330...336).map { "TOUR\($0)" } + (350...356).map { "TOUR\($0)" }))
        // Two inform rather than warn: "tap" and "swipe", and a long animation.
        #expect(DiagnosticCode.lints.allSatisfy { $0.severity == ([.pointingWords, .longAnimation].contains($0) ? .note : .warning) })
    }
}
