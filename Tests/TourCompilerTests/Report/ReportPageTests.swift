import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourReport

/// `tourc report --html`: one self-contained page per run, with a funnel
/// chart per tour, audited by axe-core in headless Chromium, and written as
/// tourc writes its other pages (never over a file it did not write).
@Suite(.serialized) struct ReportPageTests {
    static let log = packageRoot + "/Tests/TourReportTests/Logs/welcome.jsonl"

    @Test func thePageHoldsTheChartTheTableAndTheSentencesAndNothingFromTheNetwork() throws {
        let folder = try TemporaryFolder()
        var request = ReportRequest(files: [Self.log])
        request.html = folder.path + "/report.html"
        let outcome = ReportCommand.run(request)
        #expect(outcome.wroteHTML && outcome.diagnostics.isEmpty)
        let page = try String(contentsOfFile: folder.path + "/report.html", encoding: .utf8)
        #expect(page.contains(FunnelReport.pageMarker))
        #expect(
            page.contains(
                "<svg role=\"img\" aria-label=\"Funnel of main: a: 47 entered, 47 started, 21 completed; b: 62 entered, 62 started, 41 completed\""))
        // Entered, started, three steps and completed, for a and b.
        #expect(page.components(separatedBy: "<rect").count - 1 == 6 * 2 + 2)
        #expect(page.contains("<tr><th scope=\"row\">control (holdout)</th><td>11</td><td>0</td>"))
        #expect(page.contains("<li class=\"sentence\">b completes more than a: 66 % vs 45 %, p = 0.025</li>"))
        for remote in ["http://", "https://", "<script", "<link", "src="] { #expect(!page.contains(remote), "\(remote)") }
        // Run again: the same bytes, not rewritten.
        #expect(!ReportCommand.run(request).wroteHTML)
    }

    @Test func aFileTourcDidNotWriteIsNotReplaced() throws {
        let folder = try TemporaryFolder()
        try folder.write("notes.html", "<p>mine</p>")
        var request = ReportRequest(files: [Self.log])
        request.html = folder.path + "/notes.html"
        let refused = ReportCommand.run(request)
        #expect(refused.diagnostics.map(\.code.rawValue) == ["TOUR410"])
        #expect(try String(contentsOfFile: folder.path + "/notes.html", encoding: .utf8) == "<p>mine</p>")
        request.force = true
        #expect(ReportCommand.run(request).wroteHTML)
    }

    @Test func namesAreEscaped() {
        var event = LoggedEvent(event: "tourStarted", tour: "<b>&\"tour\"", install: "i", time: 0)
        event.variant = "<script>"
        let page = FunnelReport(events: [event], goalWindow: 60).html
        #expect(!page.contains("<b>&") && !page.contains("<script>"))
        #expect(page.contains("&lt;b&gt;&amp;&quot;tour&quot;"))
    }

    @Test(.uninstrumentedWork, .enabled(if: PreviewAccessibilityTests.required))
    func thePagePassesAnAxeAuditWithNoViolation() throws {
        let folder = try TemporaryFolder()
        var request = ReportRequest(files: [Self.log])
        request.html = folder.path + "/report.html"
        #expect(ReportCommand.run(request).wroteHTML)
        let audits = try PreviewAccessibilityTests.audit([URL(fileURLWithPath: folder.path + "/report.html").absoluteString])
        try #require(audits.count == 1)
        #expect(audits[0].version.hasPrefix("4."))
        #expect(audits[0].violations.isEmpty, "\(audits[0].violations.map { "\($0.id) on \($0.nodes): \($0.targets)" })")
    }
}
