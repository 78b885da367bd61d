import Foundation
import TestSupport
import Testing

@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// Replays every input the fuzzers ever crashed on (Fuzz/Regressions), and
/// every sample and fixture, through what the fuzzers check: the front end
/// never crashes, and whatever validates generates Swift that keeps every
/// invariant.
@Suite struct FuzzRegressionTests {
    static let inputs: [String] = {
        let roots = ["Fuzz/Regressions", "Samples/Tours"] + diagnosticFixtureTargets.map { "Tests/\($0)/DiagnosticFixtures" }
        return roots.flatMap { root -> [String] in
            let folder = packageRoot + "/" + root
            let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
            return files.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".bin") }.map { root + "/" + $0 }
        }.sorted()
    }()

    /// What an input is expected to do.
    enum Expectation: Equatable {
        /// It cannot be read at all (a link loop): the front end never sees it.
        case unreadable
        /// It validates alone, and its generated Swift keeps every invariant.
        case generates
        /// Whatever it does, every finding has a position, and Swift generated
        /// from it (when it validates alone) keeps every invariant.
        case keepsInvariants
    }

    /// The inputs that cannot be read, by design.
    static let unreadable: Set<String> = ["Tests/TourCompilerTests/DiagnosticFixtures/TOUR504-symlink-loop/loop.tour.yaml"]

    /// `path`'s expectation: the samples' tours and every regression must compile;
    /// the fixtures, most of which are wrong on purpose, must keep the
    /// invariants; the unreadable ones must stay unreadable.
    static func expectation(_ path: String) -> Expectation {
        if unreadable.contains(path) { return .unreadable }
        if (path.hasPrefix("Samples/") || path.hasPrefix("Fuzz/Regressions/")) && path.hasSuffix(".tour.yaml") { return .generates }
        return .keepsInvariants
    }

    @Test(arguments: inputs)
    func inputKeepsTheFuzzersInvariants(path: String) throws {
        let expectation = Self.expectation(path)
        let data = FileManager.default.contents(atPath: packageRoot + "/" + path)
        guard expectation != .unreadable else {
            #expect(data == nil, "\(path) was expected to be unreadable")
            return
        }
        let bytes = try #require(data, "\(path) cannot be read")
        var collector = DiagnosticCollector(file: "input.tour.yaml")
        let parsed = YAMLParser().parse(Array(bytes), diagnostics: &collector)
        let decoded = TourDecoder.decode(parsed.documents, file: "input.tour.yaml")
        let validation = Validator.validate(decoded.tours, registry: nil, options: ValidationOptions())
        for diagnostic in collector.diagnostics + decoded.diagnostics + validation.diagnostics {
            #expect(diagnostic.position != nil, "\(path): a finding without a position: \(diagnostic)")
        }
        let tours =
            !parsed.stoppedEarly && !collector.hasErrors && !decoded.diagnostics.containsErrors
            ? validation.validatedFiles?.flatMap(\.tours) ?? [] : []
        if expectation == .generates { #expect(!tours.isEmpty, "\(path) was expected to validate and generate") }
        guard !tours.isEmpty else { return }
        let swift = SwiftEmitter().renderBytes(tours, sourceName: "input.tour.yaml").text
        let problems = GeneratedSwiftInvariants.problems(in: swift, tours: tours)
        #expect(problems.isEmpty, "\(path): \(problems)")
    }

    @Test func everyExpectationIsMetBySomeInput() {
        let expectations = Self.inputs.map(Self.expectation)
        #expect(Self.unreadable.isSubset(of: Self.inputs), "an unreadable input is gone: \(Self.unreadable.subtracting(Self.inputs))")
        #expect(expectations.contains(.generates) && expectations.contains(.keepsInvariants))
    }

    @Test func theInvariantCheckCatchesAnInterpolation() {
        #expect(GeneratedSwiftInvariants.stringLiterals(in: #"let x = "a \(b)""#).isFailure)
        #expect((try? GeneratedSwiftInvariants.stringLiterals(in: #"let x = "a \"q\" \u{1F600}\n""#).get()) == ["a \"q\" 😀\n"])
    }

    @Test func theInvariantCheckAllowsALongLineOnlyForOneLiteral() {
        let long = String(repeating: "x", count: 200)
        let alone = #"        text: ""# + long + #"")"#
        let twoLiterals = #"return (ordinal: 0, target: ""# + long + #"", title: "a","#
        let code = #"return (ordinal: 0, target: "t", padding: 1, cornerRadius: 2, action: nil, "# + long
        #expect(GeneratedSwiftInvariants.literalsAndOutsideLength(of: Substring(alone)) == (1, 17))
        #expect(GeneratedSwiftInvariants.literalsAndOutsideLength(of: #"  "a\"b\\" + "c""#) == (2, 9))
        #expect(!GeneratedSwiftInvariants.problems(in: alone, tours: []).contains { $0.hasPrefix("line 1 has") })
        #expect(GeneratedSwiftInvariants.problems(in: twoLiterals, tours: []).contains { $0.hasPrefix("line 1 has") })
        #expect(GeneratedSwiftInvariants.problems(in: code, tours: []).contains { $0.hasPrefix("line 1 has") })
    }
}

extension Result {
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
