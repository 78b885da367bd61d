import TestSupport
import Testing

/// The fixtures of the codes this target's stage declares, in
/// DiagnosticFixtures/ (see Tests/TestSupport/DiagnosticFixtures.swift).
@Suite struct DiagnosticFixtureTests {
    static let root = diagnosticFixturesRoot(of: "TourReportTests")

    @Test("Each fixture reports exactly the diagnostics its comments expect", arguments: diagnosticFixtureNames(in: root))
    func fixtureReportsExpectedDiagnostics(_ name: String) throws {
        try checkDiagnosticFixture(name, in: Self.root)
    }
}
