import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourValidation

/// The preview page's own accessibility and its switches, in headless
/// Chromium driven by chromedriver (Debian's `chromium-driver`) through
/// Selenium: an axe-core 4.x audit (the copy in the `axe-playwright-python`
/// wheel) of the samples' page and of a fixture, the switches read from the
/// address, and the page worked with the keyboard alone. `.ci/run` installs
/// all of it; nothing is fetched while the test runs
/// (Preview/axe_audit.py).
///
/// Without them the test is skipped, unless `CI` is set: in CI it must run.
@Suite(.serialized) struct PreviewAccessibilityTests {
    static let chromedriver: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/chromedriver"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }()
    static let hasPythonPackages: Bool = {
        (try? runProcess(["/usr/bin/env", "python3", "-c", "import selenium, axe_playwright_python"], includingErrors: true).status) == 0
    }()
    static let available = PreviewBrowserTests.browser != nil && chromedriver != nil && hasPythonPackages
    static let required = available || ProcessInfo.processInfo.environment["CI"] != nil
    static let script = packageRoot + "/Tests/TourCompilerTests/Preview/axe_audit.py"

    struct Violation: Decodable {
        var id: String
        var nodes: Int
        var targets: [String]
    }

    struct Card: Decodable, Equatable {
        var dir: String?
        var overflow: String?
    }

    struct Audit: Decodable {
        var version: String
        var violations: [Violation]
        var cards: [Card]
    }

    struct Keyboard: Decodable {
        var controls: Int
        var reached: [String]
        var size: String
        var overflowing: Int
        var firstTab: String?
        var selectedTab: String?
        var address: String
    }

    static func tools() throws -> (browser: String, driver: String) {
        let browser = try #require(PreviewBrowserTests.browser, "CI is set but no Chromium was found; .ci/run installs it")
        let driver = try #require(chromedriver, "CI is set but no chromedriver was found; .ci/run installs chromium-driver")
        try #require(hasPythonPackages, "CI is set but selenium or axe-playwright-python is missing; .ci/run installs them")
        return (browser, driver)
    }

    static func audit(_ urls: [String]) throws -> [Audit] {
        let (browser, driver) = try tools()
        let run = try runProcess(["/usr/bin/env", "python3", script, browser, driver] + urls, includingErrors: false)
        #expect(run.status == 0)
        return try run.output.split(separator: "\n").map { try JSONDecoder().decode(Audit.self, from: Data($0.utf8)) }
    }

    /// The fixture with one card that does not fit at AX5, as a page.
    static func overflowPage(in folder: TemporaryFolder) throws -> String {
        let fixture = packageRoot + "/Tests/TourCompilerTests/Preview/Overflow"
        let page = folder.path + "/overflow.html"
        let outcome = PreviewCommand.write(ValidationRequest(inputs: [fixture], registry: fixture + "/targets.yaml"), locale: nil, to: page)
        #expect(outcome.written)
        #expect(outcome.diagnostics.map(\.code) == [.textDoesNotFit], "the long card, and nothing else")
        return URL(fileURLWithPath: page).absoluteString
    }

    @Test(.enabled(if: required)) func theSamplesPagePassesAnAxeAuditWithNoViolation() throws {
        let folder = try TemporaryFolder()
        let page = folder.path + "/samples.html"
        #expect(PreviewCommand.write(try PreviewBrowserTests.samples(), locale: nil, to: page).written)
        let url = URL(fileURLWithPath: page).absoluteString
        let audits = try Self.audit([url, url + "?dir=rtl&size=AX5&locale=de&pseudo=double-length", url + "?pseudo=accented"])
        try #require(audits.count == 3)
        for audit in audits {
            #expect(audit.version.hasPrefix("4."))
            #expect(audit.violations.isEmpty, "\(audit.violations.map { "\($0.id) on \($0.nodes): \($0.targets)" })")
        }
        // As the samples fit the card at AX5 (TOUR351), no card is marked; twice as long, nearly all are.
        #expect(audits[0].cards.count == 17 && audits[0].cards.allSatisfy { $0 == Card(dir: nil, overflow: nil) })
        #expect(audits[1].cards.allSatisfy { $0.dir == "rtl" })
        #expect(audits[1].cards.filter { $0.overflow == "true" }.count > 10)
    }

    @Test(.enabled(if: required)) func theSwitchesAreReadFromTheAddress() throws {
        let folder = try TemporaryFolder()
        let url = try Self.overflowPage(in: folder)
        let audits = try Self.audit([url, url + "?size=AX5", url + "?size=xxxLarge", url + "?dir=rtl&size=AX5&locale=ar"])
        try #require(audits.count == 4)
        #expect(audits[0].cards == [Card(dir: nil, overflow: nil), Card(dir: nil, overflow: nil)])
        #expect(audits[1].cards == [Card(dir: nil, overflow: "true"), Card(dir: nil, overflow: nil)], "the long card overflows at AX5")
        #expect(
            audits[2].cards == [Card(dir: nil, overflow: nil), Card(dir: nil, overflow: nil)], "but fits at the largest size without Larger Text")
        // In Arabic, whose text is short, nothing overflows; every card reads right to left.
        #expect(audits[3].cards == [Card(dir: "rtl", overflow: nil), Card(dir: "rtl", overflow: nil)])
        for audit in audits { #expect(audit.violations.isEmpty, "\(audit.violations.map(\.id))") }
    }

    @Test(.enabled(if: required)) func thePageWorksWithTheKeyboardAlone() throws {
        let (browser, driver) = try Self.tools()
        let folder = try TemporaryFolder()
        let url = try Self.overflowPage(in: folder)
        let run = try runProcess(["/usr/bin/env", "python3", Self.script, "--keyboard", browser, driver, url], includingErrors: false)
        #expect(run.status == 0)
        let keyboard = try JSONDecoder().decode(Keyboard.self, from: Data(run.output.utf8))
        // Tab reaches every control once, the four switches first, then returns to the page.
        let controls = keyboard.reached.filter { $0 != "body" }
        #expect(controls.count == keyboard.controls && Set(controls).count == controls.count, "\(keyboard.reached)")
        #expect(controls.prefix(4) == ["select#switch-dir", "select#switch-locale", "select#switch-pseudo", "select#switch-size"])
        // End in the size switch chooses AX5: the long card is marked, and the address keeps the state.
        #expect(keyboard.size == "AX5" && keyboard.overflowing == 1 && keyboard.address == "?size=AX5")
        // The arrow keys move along a tour's language tabs.
        #expect(keyboard.firstTab == "en" && keyboard.selectedTab == "ar")
    }
}
