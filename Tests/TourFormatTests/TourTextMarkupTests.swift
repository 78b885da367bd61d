import Testing

@testable import TourFormat

@Suite("TourText: the {symbol:NAME} markup")
struct TourTextMarkupTests {
    /// Both views of one text: its segments and its problems.
    private func split(_ text: String) -> ([TourText.Segment], [TourText.Problem]) {
        (TourText.segments(of: text), TourText.problems(in: text))
    }

    @Test func symbolBetweenTexts() {
        let (segments, problems) = split("Tap {symbol:star.fill} now")
        #expect(segments == [.text("Tap "), .symbol("star.fill"), .text(" now")])
        #expect(problems.isEmpty)
    }

    @Test func severalSymbols() {
        let (segments, problems) = split("{symbol:star}{symbol:heart.fill} and {symbol:1.circle}")
        #expect(segments == [.symbol("star"), .symbol("heart.fill"), .text(" and "), .symbol("1.circle")])
        #expect(problems.isEmpty)
    }

    @Test func plainTextIsOneSegment() {
        let text = "Tap **Bypass**, then `Take #\\(n)` at 50 %"
        let (segments, problems) = split(text)
        #expect(segments == [.text(text)])
        #expect(problems.isEmpty)
    }

    @Test func emptyTextHasNoSegments() {
        let (segments, problems) = split("")
        #expect(segments.isEmpty)
        #expect(problems.isEmpty)
    }

    @Test func bracesThatAreNotMarkupStayText() {
        let text = "Use {braces}, {symbol} or {sym:x} and {SYMBOL:star} as written"
        let (segments, problems) = split(text)
        #expect(segments == [.text(text)])
        #expect(problems.isEmpty)
    }

    @Test func uppercaseSymbolNameIsAProblemAtTheOpeningBrace() throws {
        let (segments, problems) = split("Tap {symbol:Star} now")
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.scalarOffset == 4)
        #expect(problem.message == "'Star' is not a valid SF Symbol name in {symbol:...}")
        #expect(segments == [.text("Tap {symbol:Star} now")])
    }

    @Test func problemOffsetCountsUnicodeScalars() throws {
        // é, 🎉 and the space before the brace are three scalars (seven UTF-8 bytes).
        let (_, problems) = split("é🎉 {symbol:Bad}")
        #expect(problems.map(\.scalarOffset) == [3])
    }

    @Test func unclosedMarkupIsAProblem() throws {
        let (segments, problems) = split("é🎉 {symbol:star")
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.scalarOffset == 3)
        #expect(problem.message == "'{symbol:' is not closed with '}'")
        #expect(segments == [.text("é🎉 {symbol:star")])
    }

    @Test func goodSymbolAfterABadOneIsStillASymbol() {
        let (segments, problems) = split("{symbol:Bad} then {symbol:star}")
        #expect(problems.map(\.scalarOffset) == [0])
        #expect(segments.last == .symbol("star"))
    }

    @Test func emptySymbolNameIsAProblem() {
        let (_, problems) = split("x {symbol:}")
        #expect(problems.map(\.scalarOffset) == [2])
    }

    @Test func leavesEveryMalformedMarkerAsText() {
        for text in ["{", "{symbol}", "{symbol:}", "{symbol:Star}", "{symbol:a..b}", "{symbol:a.}", "{symbol:star", "\\(x) %@ \"#"] {
            #expect(TourText.segments(of: text) == [.text(text)], "\(text)")
        }
    }

    @Test func symbolNamesFollowTheirRule() {
        for name in ["star", "star.fill", "1.circle", "a.b.c"] { #expect(TourText.isSymbolName(name), "\(name)") }
        for name in ["", "Star", "a..b", ".a", "a.", "star fill", "é"] { #expect(!TourText.isSymbolName(name), "\(name)") }
    }
}
