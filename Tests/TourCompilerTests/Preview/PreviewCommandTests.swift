import Foundation
import TestSupport
import Testing
import TourFormat

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourValidation

/// `tourc preview` without a browser: the page is the same bytes for the
/// same input and is not rewritten; errors go at the top and the page is
/// still written; warnings sit on their card.
@Suite struct PreviewCommandTests {
    @Test func theSamePagesBytesAreNotWrittenAgain() throws {
        let folder = try TemporaryFolder()
        var settings = CommandSettings()
        settings.configuration = packageRoot + "/Samples/tourc.yaml"
        let request = try #require(SettingsResolver.resolve(settings).request).validation
        let first = PreviewCommand.write(request, locale: nil, to: folder.path + "/a.html")
        let second = PreviewCommand.write(request, locale: nil, to: folder.path + "/a.html")
        let elsewhere = PreviewCommand.write(request, locale: nil, to: folder.path + "/b.html")
        #expect(first.written && !second.written && elsewhere.written)
        #expect(FileManager.default.contents(atPath: folder.path + "/a.html") == FileManager.default.contents(atPath: folder.path + "/b.html"))
        let german = PreviewCommand.write(request, locale: "de", to: folder.path + "/de.html")
        #expect(german.written)
        let page = try String(contentsOfFile: folder.path + "/de.html", encoding: .utf8)
        #expect(page.contains("<button type=\"button\" role=\"tab\" data-tab=\"de\" aria-selected=\"true\">de</button>"))
    }

    /// Each card draws its step's shape and says it in words; the tour's
    /// header gives its presentation values, or says they are the overlay's.
    /// The page draws each spotlight as the declared overlay draws it and
    /// says which: TutorialSpotlight each step's shape, HelpInfoSpotlightOverlay
    /// one rounded rectangle of the tour's radius; both the tour's one
    /// padding; the overlay's own defaults where the tour sets nothing.
    @Test(arguments: [
        (
            SpotlightOverlay.tutorialSpotlight, "Drawn as TutorialSpotlight draws it: dimming 0.7, edge blur 8 pt, animation 0.25 s (its default)",
            [
                "· padding 6, circle · scrolls to the center</p>",
                "· padding 6, rounded rectangle, corner radius 12, circular · scrolls to the top</p>",
                "· padding 6, capsule · scrolls to the center</p>", "· padding 6, rectangle · scrolls to the bottom</p>",
            ]
        ),
        (
            .helpInfoSpotlightOverlay,
            "Drawn as HelpInfoSpotlightOverlay draws it: dimming 0.7, edge blur 8 pt, animation 0.6 s (its default)",
            ["· padding 6, rounded rectangle, corner radius 28, circular · scrolls to the center</p>"]
        ),
    ])
    func theSpotlightsAreDrawnAsTheDeclaredOverlayDrawsThem(_ overlay: SpotlightOverlay, _ presentation: String, _ spotlights: [String])
        throws
    {
        let folder = try TemporaryFolder(files: SpotlightGenerationTests.files)
        var options = ValidationOptions()
        options.overlays = [overlay]
        let outcome = PreviewCommand.write(ValidationRequest(inputs: [folder.path], options: options), locale: nil, to: folder.path + "/page.html")
        #expect(outcome.written)
        let page = try String(contentsOfFile: folder.path + "/page.html", encoding: .utf8)
        #expect(page.contains("<p class=\"presentation\">\(presentation)</p>"), "\(page)")
        #expect(page.contains("fill-opacity=\"0.7\" filter=\"blur(4px)\""))
        for spotlight in spotlights { #expect(page.contains(spotlight), "\(spotlight)") }
    }

    @Test func theSamplesSayWhichOverlayTheyImitateAndWhichValuesAreItsDefaults() throws {
        let folder = try TemporaryFolder()
        var settings = CommandSettings()
        settings.configuration = packageRoot + "/Samples/tourc.yaml"
        let request = try #require(SettingsResolver.resolve(settings).request).validation
        #expect(PreviewCommand.write(request, locale: nil, to: folder.path + "/samples.html").written)
        let samples = try String(contentsOfFile: folder.path + "/samples.html", encoding: .utf8)
        #expect(
            samples.contains(
                "Drawn as HelpInfoSpotlightOverlay draws it (the first of swift.overlays): dimming 0.8 (its default), edge blur 6 pt (its default), animation 0.6 s (its default)"
            ))
        #expect(
            samples.contains(
                "Drawn as HelpInfoSpotlightOverlay draws it (the first of swift.overlays): dimming 0.65, edge blur 6 pt (its default), animation 0.35 s"
            ), "the main tour's presentation")
        // With none declared, the page says so and draws as TutorialSpotlight does.
        let undeclared = PreviewCommand.write(
            ValidationRequest(inputs: [packageRoot + "/Samples/Tours"]), locale: nil, to: folder.path + "/bare.html")
        #expect(undeclared.written)
        let bare = try String(contentsOfFile: folder.path + "/bare.html", encoding: .utf8)
        #expect(
            bare.contains(
                "Drawn as TutorialSpotlight draws it (no overlay is declared in swift.overlays): dimming 0.65, edge blur 0 pt (its default)"))
    }

    @Test func errorsAreListedAtTheTopAndWarningsOnTheirCard() throws {
        let folder = try TemporaryFolder()
        let tour = """
            tour: demo
            steps:
              - id: first
                title: First
                text: Fine.
              - id: second
                target: nowhere
                title: Second
                text: Tap {symbol:not a symbol}.

            """
        try tour.write(toFile: folder.path + "/demo.tour.yaml", atomically: true, encoding: .utf8)
        try "targets: [first, second, unused]\n".write(toFile: folder.path + "/targets.yaml", atomically: true, encoding: .utf8)
        // The app ships German too, so every English-only text is a warning on its card.
        let request = ValidationRequest(inputs: [folder.path], options: ValidationOptions(locales: ["en", "de"]))
        let outcome = PreviewCommand.write(request, locale: nil, to: folder.path + "/page.html")
        #expect(outcome.written)
        let codes = Set(outcome.diagnostics.map(\.code.rawValue))
        #expect(codes.isSuperset(of: ["TOUR304", "TOUR308", "TOUR306"]), "\(codes)")
        let page = try String(contentsOfFile: folder.path + "/page.html", encoding: .utf8)
        let errors = try #require(page.range(of: "<section class=\"findings errors\">"))
        let firstTour = try #require(page.range(of: "<section class=\"tour\""))
        #expect(errors.lowerBound < firstTour.lowerBound)
        // TOUR306 is about the registry, not a tour: listed at the top.
        let warnings = try #require(page.range(of: "<section class=\"findings warnings\">"))
        #expect(page[warnings.lowerBound..<firstTour.lowerBound].contains("TOUR306"))
        #expect(page.contains("Tap {symbol:not a symbol}."), "a text with an error is still shown")
        let cards = page.components(separatedBy: "<li class=\"card\">").dropFirst()
        #expect(cards.count == 2)
        for card in cards {
            #expect(card.contains("<ul class=\"findings-here\">") && card.contains("TOUR315"), "\(card)")
        }
    }
}

/// The preview shows the screens a tour crosses: the path in the tour's
/// header, the screen in each card's line, and a marker where it changes.
@Suite struct PreviewScreensTests {
    @Test func theCardsSayTheirScreenAndWhereTheTourMoves() throws {
        let folder = try TemporaryFolder(files: [
            "targets.yaml": "targets: [keyboard, effectsButton, reverbMix]\n",
            "studio.tour.yaml": """
            tour: studio
            steps:
              - {id: keyboard, title: Play, text: Touch a key., screen: MainScreen}
              - {id: effects, target: effectsButton, title: Effects, text: Open them., action: navigate, screen: MainScreen}
              - {id: mix, target: reverbMix, title: Mix, text: Set the reverb., screen: EffectsScreen}

            """,
        ])
        #expect(PreviewCommand.write(ValidationRequest(inputs: [folder.path]), locale: nil, to: folder.path + "/page.html").written)
        let page = try String(contentsOfFile: folder.path + "/page.html", encoding: .utf8)
        #expect(page.contains("<p class=\"screens\">Screens: <code>MainScreen</code> → <code>EffectsScreen</code></p>"), "\(page)")
        #expect(
            page.components(separatedBy: "<li class=\"card new-screen\">\n<p class=\"screen-change\">Goes to <code>EffectsScreen</code></p>").count
                == 2)
        #expect(page.components(separatedBy: " · on <code class=\"screen\">MainScreen</code>").count == 3)
        // A tour whose screens are unknown shows none of it.
        let bare = try TemporaryFolder(files: [
            "targets.yaml": "targets: [keyboard]\n", "t.tour.yaml": "tour: t\nsteps:\n  - {id: keyboard, title: A, text: B.}\n",
        ])
        #expect(PreviewCommand.write(ValidationRequest(inputs: [bare.path]), locale: nil, to: bare.path + "/page.html").written)
        let plain = try String(contentsOfFile: bare.path + "/page.html", encoding: .utf8)
        #expect(!plain.contains("class=\"screens\"") && !plain.contains("card new-screen") && !plain.contains("class=\"screen\""))
    }
}
