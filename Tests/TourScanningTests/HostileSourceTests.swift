import Testing

@testable import TourDiagnostics
@testable import TourScanning

/// Swift sources no person writes, which once took the scanner minutes or
/// the lexer's stack: each is read in one pass, with the nesting bounded
/// by a diagnostic. These inputs are large enough that quadratic work (or
/// one call per level) could not finish in the test's run.
@Suite struct HostileSourceTests {
    private func scan(_ source: [UInt8]) -> SwiftTagScanner.Findings {
        source.withUnsafeBufferPointer { SwiftTagScanner.scan($0, file: "View.swift") }
    }

    /// `.helpInfoViewTag(` nested `depth` times around `.inner`.
    private func nestedTags(_ depth: Int) -> [UInt8] {
        Array(("x" + String(repeating: ".helpInfoViewTag(", count: depth) + ".inner" + String(repeating: ")", count: depth) + "\n").utf8)
    }

    @Test(arguments: [16_000, 100_000])
    func deeplyNestedTagCallsAreBoundedWithAWarning(depth: Int) throws {
        let findings = scan(nestedTags(depth))
        let warnings = findings.diagnostics.filter { $0.code == .tagNestingLimit }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        // At the name of the first call past the limit: each call is 17
        // bytes, and `x.` comes first.
        #expect(warning.position == SourcePosition(line: 1, column: 3 + 17 * SwiftTagScannerLimits.maxTagNesting))
        // The innermost literal tag is still found.
        #expect(findings.sites.contains { $0.name == "inner" && $0.kind == .implicitCase })
    }

    @Test func aMillionParenthesesAreOnePass() {
        let million = 1_000_000
        // In code around a tag, and inside one tag's argument.
        let around = Array((String(repeating: "(", count: million) + "x.helpInfoViewTag(.a)" + String(repeating: ")", count: million)).utf8)
        #expect(scan(around).sites.map(\.name) == ["a"])
        func inside(_ count: Int) -> [UInt8] {
            Array(("x.helpInfoViewTag(" + String(repeating: "(", count: count) + "cond ? .b : .c" + String(repeating: ")", count: count) + ")").utf8)
        }
        // Ten thousand around a ternary are read through.
        let findings = scan(inside(10_000))
        #expect(findings.sites.map(\.name) == ["b", "c"])
        #expect(findings.diagnostics.isEmpty)
        // A million make an argument longer than the lexer reads: unresolved.
        let long = scan(inside(million))
        #expect(long.sites.map(\.kind) == [.unresolved])
        #expect(long.diagnostics.map(\.code) == [.unresolvedTag])
        #expect(SwiftTagScanner.maxArgumentLength < million)
    }
}
