import Foundation
import TestSupport
import Testing

/// A tour's revision is what an app compares across launches and builds,
/// so it must not depend on the process that computed it (Swift's
/// `Hasher` is seeded per process): two tourc processes give the one value
/// that TourGenerationTests' TourRevisionTests pins.
@Suite struct RevisionAcrossProcessesTests {
    @Test func twoProcessesWriteTheSameRevision() throws {
        let folder = try TemporaryFolder()
        try folder.write("T/targets.yaml", "targets:\n  - keyboard\n  - octaveControl\n")
        try folder.write(
            "T/main.tour.yaml",
            """
            tour: main
            title: Welcome
            defaults: {padding: 8}
            steps:
              - id: keyboard
                title: {en: Play, de: Spielen}
                text: Touch a key.
                action: tap
              - id: octave
                target: octaveControl
                title: Octave
                text: Tap {symbol:plus.circle}.

            """)
        var revisions: [String] = []
        for run in 0..<2 {
            let compile = try runTourc(["compile", "--no-config", "--json-out", "J\(run)", "T"], in: folder.path)
            #expect(compile.status == 0, "\(compile)")
            let bundle = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/J\(run)/main.json")))
            revisions.append(try #require((bundle as? [String: Any])?["revision"] as? String))
        }
        #expect(revisions == ["86cc51d1ace9029a", "86cc51d1ace9029a"])
    }
}
