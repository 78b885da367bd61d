import Testing

@testable import TourDiagnostics
@testable import TourModel
@testable import TourSyntax

/// The decoder's step limit: a tour past it is decoded up to the limit and
/// no further, so a hostile file costs nothing for steps never reported.
@Suite("TourDecoder's step limit")
struct StepLimitDecodingTests {
    /// Four steps, the last two with a misspelt key each.
    let text = """
        tour: t
        steps:
          - {id: a, title: A, text: A}
          - {id: b, title: B, text: B}
          - {id: c, titel: C, text: C}
          - {id: d, titel: D, text: D}
        """

    @Test func stepsPastTheLimitAreNotDecoded() throws {
        let (result, parseDiagnostics) = parseYAML(text)
        #expect(parseDiagnostics.isEmpty)
        let decoded = TourDecoder.decode(result.documents, file: "test.yaml", stepLimit: 2)
        #expect(decoded.diagnostics.isEmpty, "nothing past the limit is read: \(decoded.diagnostics.map(\.message))")
        let tour = try #require(decoded.tours.first)
        #expect(tour.steps.map(\.id.value) == ["a", "b"])
        let overflow = try #require(tour.stepOverflow)
        #expect(overflow.count == 4)
        #expect(overflow.position == syntaxPosition(5, 5))
    }

    @Test func aTourWithinTheLimitIsWhole() throws {
        let (result, _) = parseYAML(text)
        for limit in [4, 5] {
            let decoded = TourDecoder.decode(result.documents, file: "test.yaml", stepLimit: limit)
            let tour = try #require(decoded.tours.first)
            #expect(tour.stepOverflow == nil)
            #expect(tour.steps.count == 2, "c and d lack a title")
            #expect(decoded.diagnostics.count == 2, "one for each misspelt title: \(decoded.diagnostics.map(\.message))")
        }
        let unlimited = TourDecoder.decode(result.documents, file: "test.yaml")
        #expect(unlimited.tours.first?.stepOverflow == nil)
        #expect(unlimited.diagnostics.count == 2)
    }
}
