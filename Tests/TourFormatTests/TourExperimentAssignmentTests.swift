import TestSupport
import Testing

@testable import TourFormat

/// The experiment assignment, held to FNV-1a's published vectors and to
/// vectors computed apart from this code (Python, the formula), so
/// a server or a warehouse query that follows docs/analytics.md agrees.
@Suite("Experiments: the bucket every platform computes alike")
struct TourExperimentAssignmentTests {
    @Test func fnv1aMatchesItsPublishedVectors() {
        #expect(TourExperimentAssignment.fnv1a64("".utf8) == 0xcbf2_9ce4_8422_2325)
        #expect(TourExperimentAssignment.fnv1a64("a".utf8) == 0xaf63_dc4c_8601_ec8c)
        #expect(TourExperimentAssignment.fnv1a64("foobar".utf8) == 0x8594_4171_f739_67e8)
    }

    @Test(arguments: [
        ("welcome-copy-2026-12", "install-1", 0x57e6_905a_81a7_d184 as UInt64, 6708),
        ("welcome-copy-2026-12", "3F2504E0-4F89-11D3-9A0C-0305E82C3301", 0xd74b_b61c_8925_7f00, 896),
        ("a", "", 0x5671_84f8_0fba_7fc6, 3110),
        ("", "", 0x3661_0c0f_0fbc_67ca, 506),
        ("tour-é", "日本", 0xb8a2_f6be_ff69_c135, 6453),
    ])
    func bucketsMatchTheSpecVectors(experiment: String, install: String, mixed: UInt64, bucket: Int) {
        let joined = experiment + "\u{1F}" + install
        #expect(TourExperimentAssignment.fmix64(TourExperimentAssignment.fnv1a64(joined.utf8)) == mixed)
        #expect(TourExperimentAssignment.bucket(experiment: experiment, install: install) == bucket)
    }

    @Test func variantsTakeConsecutiveRangesInTheirOrder() {
        let variants = [(name: "control", weight: 10), (name: "a", weight: 45), (name: "b", weight: 45)]
        #expect(TourExperimentAssignment.variant(forBucket: 0, of: variants) == "control")
        #expect(TourExperimentAssignment.variant(forBucket: 999, of: variants) == "control")
        #expect(TourExperimentAssignment.variant(forBucket: 1000, of: variants) == "a")
        #expect(TourExperimentAssignment.variant(forBucket: 5499, of: variants) == "a")
        #expect(TourExperimentAssignment.variant(forBucket: 5500, of: variants) == "b")
        #expect(TourExperimentAssignment.variant(forBucket: 9999, of: variants) == "b")
        #expect(TourExperimentAssignment.variant(forBucket: 9999, of: [(name: "a", weight: 50)]) == nil)
        // install-1's bucket is 6708 (the vector above): b.
        #expect(TourExperimentAssignment.variant(experiment: "welcome-copy-2026-12", install: "install-1", of: variants) == "b")
    }

    @Test(arguments: TestSeed.seeds([52]))
    func installsSpreadAsTheWeightsSay(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let variants = [(name: "control", weight: 10), (name: "a", weight: 45), (name: "b", weight: 45)]
        var counts: [String: Int] = [:]
        for _ in 0..<20_000 {
            let install = String(random.next(), radix: 16)
            counts[TourExperimentAssignment.variant(experiment: "spread", install: install, of: variants)!, default: 0] += 1
        }
        // Within 1.5 percentage points of each weight: about five standard
        // deviations of a fair split of 20,000.
        #expect(abs(counts["control", default: 0] - 2_000) < 300, "\(counts)")
        #expect(abs(counts["a", default: 0] - 9_000) < 300, "\(counts)")
        #expect(abs(counts["b", default: 0] - 9_000) < 300, "\(counts)")
    }
}
