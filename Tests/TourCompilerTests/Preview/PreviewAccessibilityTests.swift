import Foundation
import TestSupport
import Testing
import TourFormat

@testable import TourCompiler
@testable import TourGeneration
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
        /// What each card says VoiceOver reads, in the language it shows.
        var spoken: [String?]
        /// How many tours show what Reduce Motion does to their spotlight.
        var reducedMotion: Int
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

    /// What the page says VoiceOver reads for each card of `tours`, in
    /// `language` where a tour has it (else in its source language).
    static func spoken(_ tours: [ResolvedTour], in language: String?) -> [String] {
        tours.flatMap { tour in
            let languages = PreviewLanguages.of(tour, configured: ["en", "de"])
            let shown = language.flatMap { languages.contains($0) ? $0 : nil } ?? tour.sourceLanguage
            return tour.steps.enumerated().map { index, step in
                let title = PreviewEmitter.text(step.step.title, in: shown, of: tour).text
                let text = PreviewEmitter.text(step.step.text, in: shown, of: tour).text
                let words = TourSpeech.announcement(
                    position: index + 1, count: tour.steps.count, title: title, text: text, phrases: TourSpokenPhrases.builtIn(for: shown))
                return "VoiceOver reads: " + words
            }
        }
    }

    @Test(.uninstrumentedWork, .enabled(if: required)) func theSamplesPagePassesAnAxeAuditWithNoViolation() throws {
        let folder = try TemporaryFolder()
        let page = folder.path + "/samples.html"
        let samples = try PreviewBrowserTests.samples()
        #expect(PreviewCommand.write(samples, locale: nil, to: page).written)
        let url = URL(fileURLWithPath: page).absoluteString
        let audits = try Self.audit([
            url, url + "?dir=rtl&size=AX5&locale=de&pseudo=double-length", url + "?pseudo=accented&motion=reduce",
        ])
        try #require(audits.count == 3)
        for audit in audits {
            #expect(audit.version.hasPrefix("4."))
            #expect(audit.violations.isEmpty, "\(audit.violations.map { "\($0.id) on \($0.nodes): \($0.targets)" })")
        }
        // As the samples fit the card at AX5 (TOUR351), no card is marked; twice as long, nearly all are.
        #expect(audits[0].cards.count == 17 && audits[0].cards.allSatisfy { $0 == Card(dir: nil, overflow: nil) })
        #expect(audits[1].cards.allSatisfy { $0.dir == "rtl" })
        #expect(audits[1].cards.filter { $0.overflow == "true" }.count > 10)

        // Beside each card, what VoiceOver reads when its step shows, in the language the card shows.
        let tours = PreviewBrowserTests.tours(samples)
        #expect(audits[0].spoken == Self.spoken(tours, in: nil))
        #expect(audits[1].spoken == Self.spoken(tours, in: "de"))
        #expect(
            audits[0].spoken.contains(
                "VoiceOver reads: Step 3 of 5. Try a preset. Select a preset to load it, then play a few notes. "
                    + "Select Play demo to hear a short demo phrase instead."))
        #expect(
            audits[1].spoken.contains(
                "VoiceOver reads: Schritt 3 von 5. Probiere ein Preset aus. Tippe auf ein Preset, um es zu laden, und spiel dann ein paar Töne. "
                    + "Oder tippe auf Demo abspielen, um stattdessen eine kurze Demo-Phrase zu hören."))
        // Reduce Motion shows, under each tour's presentation, that its spotlight does not slide.
        #expect(audits[0].reducedMotion == 0 && audits[1].reducedMotion == 0)
        #expect(audits[2].reducedMotion == tours.count)
    }

    @Test(.uninstrumentedWork, .enabled(if: required)) func theSwitchesAreReadFromTheAddress() throws {
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

    @Test(.uninstrumentedWork, .enabled(if: required)) func thePageWorksWithTheKeyboardAlone() throws {
        let (browser, driver) = try Self.tools()
        let folder = try TemporaryFolder()
        let url = try Self.overflowPage(in: folder)
        let run = try runProcess(["/usr/bin/env", "python3", Self.script, "--keyboard", browser, driver, url], includingErrors: false)
        #expect(run.status == 0)
        let keyboard = try JSONDecoder().decode(Keyboard.self, from: Data(run.output.utf8))
        // Tab reaches every control once, the five switches first, then returns to the page.
        let controls = keyboard.reached.filter { $0 != "body" }
        #expect(controls.count == keyboard.controls && Set(controls).count == controls.count, "\(keyboard.reached)")
        #expect(
            controls.prefix(5) == ["select#switch-dir", "select#switch-locale", "select#switch-pseudo", "select#switch-size", "select#switch-motion"])
        // End in the size switch chooses AX5: the long card is marked, and the address keeps the state.
        #expect(keyboard.size == "AX5" && keyboard.overflowing == 1 && keyboard.address == "?size=AX5")
        // The arrow keys move along a tour's language tabs.
        #expect(keyboard.firstTab == "en" && keyboard.selectedTab == "ar")
    }
}
