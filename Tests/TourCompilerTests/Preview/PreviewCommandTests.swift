import Foundation
import TestSupport
import Testing

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
    @Test func theShapesAndThePresentationAreShown() throws {
        let folder = try TemporaryFolder(files: SpotlightGenerationTests.files)
        let outcome = PreviewCommand.write(ValidationRequest(inputs: [folder.path]), locale: nil, to: folder.path + "/page.html")
        #expect(outcome.written && outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let page = try String(contentsOfFile: folder.path + "/page.html", encoding: .utf8)
        #expect(page.contains("<p class=\"presentation\">Overlay: dimming 0.7, edge blur 8 pt, animation 0.25 s</p>"))
        #expect(page.contains("fill-opacity=\"0.7\" filter=\"blur(4px)\""))
        #expect(page.contains("· padding 6, circle · scrolls to the center</p>"))
        #expect(page.contains("· padding 6, rounded rectangle, corner radius 12, circular · scrolls to the top</p>"))
        #expect(page.contains("· padding 6, capsule · scrolls to the center</p>"))
        #expect(page.contains("· padding 6, rectangle · scrolls to the bottom</p>"))
        // A tour without a presentation says whose values it shows.
        var settings = CommandSettings()
        settings.configuration = packageRoot + "/Samples/tourc.yaml"
        let request = try #require(SettingsResolver.resolve(settings).request).validation
        #expect(PreviewCommand.write(request, locale: nil, to: folder.path + "/samples.html").written)
        let samples = try String(contentsOfFile: folder.path + "/samples.html", encoding: .utf8)
        #expect(samples.contains("Overlay: dimming 0.58, edge blur 0 pt, animation 0.25 s (the overlay's defaults)"))
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
