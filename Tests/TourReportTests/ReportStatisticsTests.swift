import Testing

@testable import TourReport

/// The statistics against values computed apart (Python's math module, and
/// Newcombe's published Wilson interval for 8 of 10: 0.490 to 0.943).
@Suite struct ReportStatisticsTests {
    @Test func wilsonIntervalMatchesPublishedValues() throws {
        let eightOfTen = try #require(ReportStatistics.wilsonInterval(8, of: 10))
        #expect(abs(eightOfTen.lowerBound - 0.490_162) < 1e-6)
        #expect(abs(eightOfTen.upperBound - 0.943_318) < 1e-6)
        let none = try #require(ReportStatistics.wilsonInterval(0, of: 5))
        #expect(none.lowerBound == 0)
        #expect(abs(none.upperBound - 0.434_482) < 1e-6)
        #expect(ReportStatistics.wilsonInterval(0, of: 0) == nil)
    }

    @Test func twoProportionTestMatchesTheNormalTable() throws {
        #expect(abs(try #require(ReportStatistics.twoProportionPValue((61, 100), (48, 100))) - 0.064_897) < 1e-6)
        #expect(abs(try #require(ReportStatistics.twoProportionPValue((305, 500), (240, 500))) - 3.663_903e-5) < 1e-9)
        #expect(ReportStatistics.twoProportionPValue((3, 0), (1, 4)) == nil)
        #expect(ReportStatistics.twoProportionPValue((4, 4), (9, 9)) == 1, "equal rates of 1: no difference")
    }

    @Test func medianOfOddAndEvenCounts() {
        #expect(ReportStatistics.median([3, 1, 2]) == 2)
        #expect(ReportStatistics.median([4, 1, 3, 2]) == 2.5)
        #expect(ReportStatistics.median([]) == nil)
    }
}
