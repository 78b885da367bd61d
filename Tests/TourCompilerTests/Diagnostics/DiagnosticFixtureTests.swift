import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics

/// The fixtures of the driver's codes (4xx, 5xx) and the valid ones, and
/// the checks over every target's fixtures (see Tests/TestSupport/DiagnosticFixtures.swift).
@Suite("Diagnostic fixtures")
struct DiagnosticFixtureTests {
    static let root = diagnosticFixturesRoot(of: "TourCompilerTests")

    /// Every fixture of every target, as (root, name).
    static var allFixtures: [(root: String, name: String)] {
        diagnosticFixtureTargets.flatMap { target in
            let root = diagnosticFixturesRoot(of: target)
            return diagnosticFixtureNames(in: root).map { (root, $0) }
        }
    }

    @Test("Each fixture reports exactly the diagnostics its comments expect", arguments: diagnosticFixtureNames(in: root))
    func fixtureReportsExpectedDiagnostics(_ name: String) throws {
        try checkDiagnosticFixture(name, in: Self.root)
    }

    @Test("Every diagnostic code has a fixture, and fixtures expect only known codes")
    func everyCodeHasAFixture() throws {
        #expect(!Self.allFixtures.isEmpty, "no fixtures found")
        var expectedCodes: [String: [String]] = [:]
        for (root, name) in Self.allFixtures {
            for finding in try DiagnosticFixture(name: name, root: root).expected {
                expectedCodes[finding.code, default: []].append(name)
            }
        }
        let known = Set(DiagnosticCode.all.map(\.rawValue))
        let uncovered = DiagnosticCode.all.map(\.rawValue).filter {
            expectedCodes[$0] == nil && codesOutsideTourCompiler[$0] == nil
        }
        #expect(uncovered.isEmpty, "codes no fixture expects: \(uncovered.joined(separator: ", "))")
        for (code, reason) in codesOutsideTourCompiler.sorted(by: { $0.key < $1.key }) {
            #expect(known.contains(code), "\(code) is exempted (\(reason)) but is not in DiagnosticCode.all")
            #expect(
                expectedCodes[code] == nil,
                "\(code) is exempted (\(reason)) but fixtures expect it: \(Set(expectedCodes[code] ?? []).sorted())")
        }
        let unknown = expectedCodes.keys.filter { !known.contains($0) }.sorted().map { code in
            "\(code) (in \(Set(expectedCodes[code] ?? []).sorted().joined(separator: ", ")))"
        }
        let unknownList = unknown.joined(separator: "; ")
        #expect(unknown.isEmpty, "fixtures expect codes missing from DiagnosticCode.all: \(unknownList)")
    }

    @Test("Every fixture folder parses, and names a code or says it is valid")
    func fixtureFoldersAreWellFormed() throws {
        for (root, name) in Self.allFixtures {
            let fixture = try DiagnosticFixture(name: name, root: root)
            let namedCode = name.hasPrefix("TOUR") ? String(name.prefix(7)) : nil
            if let namedCode {
                #expect(
                    fixture.expected.contains { $0.code == namedCode },
                    "fixture \(name) is named after \(namedCode) but does not expect it")
            } else {
                #expect(
                    name.hasPrefix("valid-") && fixture.expected.isEmpty,
                    "fixture \(name): name it TOURnnn-... after the code it shows, or valid-... if it expects nothing")
            }
        }
    }
}
