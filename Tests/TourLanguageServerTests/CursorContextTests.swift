import Testing

@testable import TourLanguageServer

/// Where the cursor (`‸` in each text) is in a tour file being typed.
@Suite struct CursorContextTests {
    /// The context at the `‸` of `marked`.
    static func context(_ marked: String) -> CursorContext? {
        let (document, offset) = markedDocument(marked)
        return CursorContext(atOffset: offset, in: document)
    }

    static let steps = "tour: main\nsteps:\n  - id: keyboard\n"

    @Test func aStepsTargetValue() {
        let context = Self.context(Self.steps + "    target: fav‸\n    title: x\n")
        #expect(context?.path == ["steps", "-"])
        #expect(context?.place == .value(of: "target"))
        #expect(context?.prefix == "fav")
        #expect(context?.needsSpace == false)
        #expect(Self.context(Self.steps + "    target:‸")?.needsSpace == true)
    }

    @Test func keysAtEachLevel() {
        #expect(Self.context("tour: main\nti‸")?.path == [])
        #expect(Self.context(Self.steps + "    ti‸")?.path == ["steps", "-"])
        #expect(Self.context(Self.steps + "  - ‸")?.path == ["steps", "-"])
        #expect(Self.context("tour: a\nsteps:\n- id: a\n  ti‸")?.path == ["steps", "-"])
        #expect(Self.context("defaults:\n  padding: 8\n  sh‸")?.path == ["defaults"])
        #expect(Self.context("show:\n  ‸")?.path == ["show"])
        #expect(Self.context("presentation:\n  dimmingOpacity: 0.5\n\n  # a comment\n  ‸")?.path == ["presentation"])
        #expect(Self.context("show:\n  events:\n    pre‸")?.path == ["show", "events"])
        #expect(Self.context("show:\n  events:\n    pre‸")?.place == .key)
    }

    @Test func listItemsBlockAndFlow() {
        #expect(Self.context("show:\n  after:\n    - in‸")?.path == ["show", "after", "-"])
        #expect(Self.context("show:\n  after: [intro, ma‸")?.path == ["show", "after", "-"])
        #expect(Self.context("show: {after: [intro, ma‸")?.path == ["show", "after", "-"])
        #expect(Self.context("show: {after: [intro], events: {sa‸")?.path == ["show", "events"])
        #expect(Self.context("show:\n  after: ‸")?.place == .value(of: "after"))
    }

    @Test func choicesAndIconValues() {
        #expect(Self.context(Self.steps + "    shape: ci‸")?.place == .value(of: "shape"))
        #expect(Self.context("defaults:\n  action: ‸")?.path == ["defaults"])
        let icon = Self.context("tour: main\nicon: piano‸")
        #expect(icon?.path == [] && icon?.place == .value(of: "icon") && icon?.prefix == "piano")
    }

    @Test func aSymbolMarkerAnywhereInAText() {
        let context = Self.context(Self.steps + "    text: |-\n      Tap {symbol:star} or {symbol:slider.hor‸")
        #expect(context?.place == .symbolName)
        #expect(context?.prefix == "slider.hor")
        #expect(Self.context(Self.steps + "    text: Tap {symbol:‸")?.prefix == "")
        // Closed: no longer in the marker.
        #expect(Self.context(Self.steps + "    text: Tap {symbol:star} ‸")?.place == .value(of: "text"))
    }

    @Test func nothingCompletesInTextsCommentsAndStrings() {
        #expect(Self.context(Self.steps + "    text: |-\n      Touch a key‸") == nil)
        #expect(Self.context(Self.steps + "    text: Touch a key\n      and hold‸") == nil)
        #expect(Self.context("tour: main # the mai‸") == nil)
        #expect(Self.context(Self.steps + "    title: \"Play the‸") == nil)
    }

    @Test func aNewDocumentStartsAtTheTop() {
        #expect(Self.context("tour: a\nsteps:\n  - id: a\n---\nti‸")?.path == [])
    }
}
