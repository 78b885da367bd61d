import Foundation
import TestSupport
import Testing

@testable import TourKit

/// The testing switches: read in a debug build (this test target's TourKit,
/// which SwiftPM compiles with `DEBUG`), and nothing at all in a release
/// build, proved by compiling the code that reads them without `DEBUG`.
@MainActor
@Suite struct TourLaunchArgumentsTests {
    static let tours: [any TourSteps.Type] = [IntroTour.self, PresetsTour.self, ExportTour.self, EffectsTour.self]

    @Test func aDebugBuildReadsTheSwitches() {
        #if !DEBUG
            Issue.record("this test target is expected to be built with DEBUG, as `swift build` and Xcode's Debug do")
        #endif
        let store = InMemoryTourProgressStore()
        func eligible(_ arguments: [String]) -> [String] {
            TourCoordinator(tours: Self.tours, store: store, launchArguments: arguments).eligibleTours
        }
        #expect(eligible([]) == ["export", "intro"])
        #expect(eligible(["App", "-tourc.showAllTours"]) == ["export", "intro", "presets", "effects"])
        #expect(eligible(["-tourc.showAllTours", "NO"]) == ["export", "intro"])
        #expect(eligible(["-tourc.showTours", "effects,presets"]) == ["export", "intro", "presets", "effects"])
        #expect(eligible(["-tourc.hideAllTours"]) == [])
        #expect(TourCoordinator(tours: Self.tours, store: store, launchArguments: ["-tourc.hideAllTours"]).isEligible("intro") == false)

        // The store is reset before the first question.
        TourCoordinator(tours: Self.tours, store: store, launchArguments: []).recordLaunch()
        #expect(store.counts()["launches"] == 1)
        let resetting = TourCoordinator(tours: Self.tours, store: store, launchArguments: ["-tourc.resetStore"])
        #expect(store.counts()["launches"] == 1)
        _ = resetting.eligibleTours
        #expect(store.counts()["launches"] == nil)
        resetting.recordLaunch()
        _ = resetting.eligibleTours
        #expect(store.counts()["launches"] == 1, "only once, before the first question")
    }

    /// `TourLaunchArguments.swift` compiled alone, with and without `DEBUG`,
    /// then the whole TourKit as a release build compiles it (no `DEBUG`):
    /// there, no switch changes a coordinator's answer.
    @Test(.uninstrumentedWork) func aReleaseBuildReadsNone() throws {
        let source = try String(contentsOfFile: packageRoot + "/Sources/TourKit/TourLaunchArguments.swift", encoding: .utf8)
        let main = """
            let switches = TourLaunchArguments.reading(["-tourc.showAllTours", "-tourc.showTours", "a,b", "-tourc.hideAllTours", "-tourc.resetStore"])
            print(switches.showsAllTours, switches.shownTours, switches.hidesAllTours, switches.resetsStore)

            """
        let file = [(name: "TourLaunchArguments.swift", contents: source)]
        #expect(try GeneratedCodeHarness.runProgram(file, main: main, flags: ["-D", "DEBUG"]) == "true [\"a\", \"b\"] true true\n")
        #expect(try GeneratedCodeHarness.runProgram(file, main: main) == "false [] false false\n")

        let coordinator = """
            import TourKit

            enum Intro: String, TourSteps {
                case welcome
                static let metadata = TourMetadata(id: "intro")
                static let revision = "1"
                var id: String { rawValue }
                var target: String { rawValue }
                var action: TourAction? { nil }
            }

            enum Later: String, TourSteps {
                case step
                static let metadata = TourMetadata(id: "later", show: TourDisplayRule(launches: 5))
                static let revision = "1"
                var id: String { rawValue }
                var target: String { rawValue }
                var action: TourAction? { nil }
            }

            MainActor.assumeIsolated {
                let store = InMemoryTourProgressStore()
                TourCoordinator(tours: [Intro.self], store: store, launchArguments: []).recordLaunch()
                for arguments in [["-tourc.showAllTours"], ["-tourc.showTours", "later"], ["-tourc.hideAllTours"], ["-tourc.resetStore"]] {
                    let tours = TourCoordinator(tours: [Intro.self, Later.self], store: store, launchArguments: arguments)
                    print(tours.eligibleTours, store.counts()["launches"] ?? 0)
                }
            }

            """
        let output = try GeneratedCodeHarness.runProgram([], main: coordinator)
        #expect(output == String(repeating: "[\"intro\"] 1\n", count: 4))
    }
}
