import Testing

@testable import TourFormat

/// The revision hash is FNV-1a 64 over UTF-8 with a separator after each
/// field: pinned to values computed independently (in Python), so it is the
/// same on every platform and every run.
@Suite struct TourRevisionHashTests {
    @Test func knownValues() {
        #expect(TourRevision.hash(["a"]) == "089be907b544fdc9")
        #expect(TourRevision.hash([]) == "cbf29ce484222325")
    }

    @Test func fieldBoundariesCount() {
        #expect(TourRevision.hash(["ab", "c"]) != TourRevision.hash(["a", "bc"]))
        #expect(TourRevision.hash(["a", ""]) != TourRevision.hash(["a"]))
    }
}
