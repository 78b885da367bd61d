import Testing
import TourFormat

@testable import TourGeneration

/// The preview's text rendering: SwiftUI's inline Markdown, symbols as
/// chips, and everything from a tour escaped.
@Suite struct PreviewTextTests {
    @Test(arguments: [
        ("plain & <b>", "plain &amp; &lt;b&gt;"),
        ("**bold** and __bold__", "<strong>bold</strong> and <strong>bold</strong>"),
        ("*italic* and _italic_", "<em>italic</em> and <em>italic</em>"),
        ("~~gone~~", "<del>gone</del>"),
        ("`a <tag>` and `` a`b ``", "<code>a &lt;tag&gt;</code> and <code>a`b</code>"),
        ("[the manual](https://example.com/a?b=1&c=2)", "<a href=\"https://example.com/a?b=1&amp;c=2\" rel=\"noopener noreferrer\">the manual</a>"),
        ("[x](javascript:alert(1))", "[x](javascript:alert(1))"),
        ("snake_case_name", "snake_case_name"),
        ("2 * 3 * 4", "2 * 3 * 4"),
        ("**unclosed", "**unclosed"),
        ("one\ntwo", "one<br>two"),
        ("\\*not italic\\*", "*not italic*"),
        ("- not a list\n# not a heading", "- not a list<br># not a heading"),
        ("***both***", "<em><strong>both</strong></em>"),
        ("**bold *and italic***", "<strong>bold <em>and italic</em></strong>"),
    ])
    func inlineMarkdown(_ source: String, _ html: String) {
        #expect(InlineMarkdown.html(source) == html)
    }

    @Test func symbolsBecomeChipsAlsoInsideMarkdownSpans() {
        #expect(
            HTMLText.card("**Tap {symbol:play.fill} now**")
                == "<strong>Tap <span class=\"symbol\" title=\"SF Symbol\">play.fill</span> now</strong>")
        // A text that holds private-use characters itself is rendered run by run.
        #expect(
            HTMLText.card("\u{E000} {symbol:star}")
                == "\u{E000} <span class=\"symbol\" title=\"SF Symbol\">star</span>")
    }

    /// A wrapped list line hangs under its text: each line is a block, and
    /// list lines (bullets of any marker, numbers) are the hanging ones.
    @Test func listLinesHangIndent() {
        #expect(
            HTMLText.card("Songs:\n• Tap **one**.\n\n2. Swipe {symbol:star}.")
                == "<span class=\"line\">Songs:</span><span class=\"line item\">• Tap <strong>one</strong>.</span>"
                + "<span class=\"line\"><br></span>"
                + "<span class=\"line item\">2. Swipe <span class=\"symbol\" title=\"SF Symbol\">star</span>.</span>")
        #expect(HTMLText.card("one\ntwo") == "one<br>two", "a text without a list is one run")
        for line in ["• a", "  * a", "- a", "1. a", "12) a"] { #expect(HTMLText.isListLine(Substring(line)), "\(line)") }
        for line in ["•a", "2 * 3", "1.5 km", "1234. a", "**bold**"] { #expect(!HTMLText.isListLine(Substring(line)), "\(line)") }
    }

    @Test func attributeCharactersAreEscaped() {
        #expect(HTMLText.escaped("\"'<>&") == "&quot;&#39;&lt;&gt;&amp;")
    }

    @Test func theSpotlightDrawingIsToScaleAndClampsTheRadius() {
        let svg = SpotlightDrawing.svg(SpotlightDrawing.Spotlight(padding: 8, cornerRadius: 100))
        // 96 x 36 control, padding 8: a 112 x 52 cutout at (64, 34); radius at most 26.
        #expect(svg.contains("M90 34H150A26 26 0 0 1 176 60"), "\(svg)")
        #expect(
            svg.contains("aria-label=\"spotlight: padding 8, rounded rectangle, corner radius 100, continuous, dimming 0.58, edge blur 0\""))
        #expect(svg.contains("fill-opacity=\"0.58\""))
        #expect(!svg.contains("blur("), "a sharp edge by default")
    }

    /// Each shape is drawn as itself around the same padded 112 x 52 frame.
    @Test(arguments: [
        (TourShapeName.rect, "M64 34H176V86H64Z", "padding 8, rectangle"),
        (.capsule, "M90 34H150A26 26 0 0 1 176 60", "padding 8, capsule"),
        // A circle around the frame's longer side: radius 56 about (120, 60).
        (.circle, "M64 60A56 56 0 1 1 176 60A56 56 0 1 1 64 60Z", "padding 8, circle"),
    ])
    func eachShapeIsDrawnInItsOwnOutline(_ shape: TourShapeName, _ path: String, _ words: String) {
        let spotlight = SpotlightDrawing.Spotlight(padding: 8, shape: shape, cornerRadius: 12)
        let svg = SpotlightDrawing.svg(spotlight)
        #expect(svg.contains(path), "\(svg)")
        #expect(SpotlightDrawing.words(spotlight) == words)
    }

    @Test func thePresentationDimsAndBlursTheDrawing() {
        let overlay = SpotlightDrawing.Overlay(dimmingOpacity: 0.7, edgeBlurRadius: 8, animationDuration: 0.25)
        let svg = SpotlightDrawing.svg(SpotlightDrawing.Spotlight(padding: 8, cornerRadius: 28), overlay: overlay)
        #expect(svg.contains("fill-opacity=\"0.7\" filter=\"blur(4px)\""), "\(svg)")
        #expect(svg.contains("dimming 0.7, edge blur 8"))
    }
}
