import Testing

@testable import TourDiagnostics
@testable import TourModel
@testable import TourValidation

/// The circle check of `show: {after:}` on inputs far larger than any
/// project: it is iterative (no chain overflows the stack) and linear in
/// tours and entries (a quadratic check would not finish these in the
/// test's run; the operation counts say so too).
@Suite struct AfterCycleTests {
    private static func tour(_ id: String, line: Int, after: [String]) -> TourOutline {
        let position = SourcePosition(line: line, column: 7)
        return TourOutline(
            id: Located(id, at: position), file: "tours.yaml", typeName: id, typeNamePosition: position,
            after: after.enumerated().map { Located($0.element, at: SourcePosition(line: line + 1, column: 16 + $0.offset)) })
    }

    /// `t0` waits for nothing, every later tour for the one before it.
    private static func chain(_ count: Int) -> [TourOutline] {
        (0..<count).map { tour("t\($0)", line: 1 + 2 * $0, after: $0 == 0 ? [] : ["t\($0 - 1)"]) }
    }

    private static func circles(_ tours: [TourOutline]) -> [Diagnostic] {
        DisplayRules.findings(in: tours).filter { $0.code == .afterCycle }
    }

    @Test func fiftyThousandChainedToursValidate() {
        let tours = Self.chain(50_000)
        #expect(Self.circles(tours).isEmpty)
        var graph = AfterGraph(tours)
        #expect(graph.circles().isEmpty)
        // Each tour is entered once and each entry followed once.
        #expect(graph.operations <= 2 * 50_000 + 49_999)
    }

    @Test func aCircleAtTheEndOfALongChainIsFound() {
        var tours = Self.chain(50_000)
        // t0 now waits for the last tour: the whole chain is one circle.
        tours[0] = Self.tour("t0", line: 1, after: ["t49999"])
        let found = Self.circles(tours)
        #expect(found.count == 1)
        #expect(found.first?.position == SourcePosition(line: 2, column: 16))
        #expect(found.first?.message.hasPrefix("tours wait for each other in a circle: 't0' after 't49999' after 't49998'") == true)
        // Round three: the list is cut with a count (it was 738,975 characters).
        #expect(
            found.first?.message
                == "tours wait for each other in a circle: 't0' after 't49999' after 't49998' after 't49997' after 't49996' after 't49995' after 't49994' after ... (49993 more) after 't0'"
        )
    }

    @Test func manyEntriesPerTourAreLinear() {
        // 2,000 tours that each wait for the 200 before them (none in a
        // circle), then one entry that closes a circle.
        var tours = (0..<2_000).map { index in
            Self.tour("t\(index)", line: 1 + 2 * index, after: (max(0, index - 200)..<index).map { "t\($0)" })
        }
        var graph = AfterGraph(tours)
        #expect(graph.circles().isEmpty)
        let entries = tours.reduce(0) { $0 + $1.after.count }
        #expect(graph.operations <= 2 * tours.count + entries)
        tours[100] = Self.tour("t100", line: 201, after: ["t1999"])
        let found = Self.circles(tours)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("tours wait for each other in a circle: 't100' after 't1999'") == true)
    }

    @Test func eachCircleIsReportedOnceAtItsFirstTour() {
        let tours = [
            Self.tour("main", line: 1, after: ["presets"]),
            Self.tour("presets", line: 3, after: ["main"]),
            Self.tour("self", line: 5, after: ["self"]),
            Self.tour("free", line: 7, after: ["main", "missing"]),
        ]
        let found = Self.circles(tours)
        #expect(
            found.map(\.message) == ["tours wait for each other in a circle: 'main' after 'presets' after 'main'", "tour 'self' waits for itself"])
        #expect(found.map(\.position) == [SourcePosition(line: 2, column: 16), SourcePosition(line: 6, column: 16)])
    }
}
