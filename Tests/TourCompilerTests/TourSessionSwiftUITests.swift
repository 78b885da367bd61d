import Foundation
import TestSupport
import Testing

@testable import TourCompiler

/// TourKit's SwiftUI glue, compiled against the stand-ins with a generated
/// enum: `@Bindable` on a session's `currentStep` drives the overlay's
/// `selection`, and `.tourSession(...)` starts the tour once on appear.
/// The program is the example in docs/runtime.md.
@Suite struct TourSessionSwiftUITests {
    static let program = """
        import Foundation
        import HelpInfoSpotlightOverlay
        import SwiftUI
        import TourKit

        struct KeyboardScreen: View {}

        @MainActor func run() {
            let tour = TourSession<MainScreenHelp>(store: InMemoryTourProgressStore())
            @Bindable var session = tour
            let overlay = KeyboardScreen()
                .helpInfoSpotlightOverlay(selection: $session.currentStep, orderedIDs: MainScreenHelp.allCases)
            let screen = overlay.tourSession(tour)
            print("before appearing:", tour.state)
            (screen as? any AppearingView)?.appear()
            print("appeared:", tour.state, tour.currentStep?.rawValue ?? "-")
            overlay.tapNext()
            overlay.tapNext()
            print("after two taps on Next:", tour.currentStep?.rawValue ?? "-", tour.progress > 0.2)
            (screen as? any AppearingView)?.appear()
            print("appeared again:", tour.currentStep?.rawValue ?? "-")
            tour.skip()
            print("skipped:", tour.state)
        }

        MainActor.assumeIsolated { run() }

        """

    @Test func anOverlayDrivesTheSessionAndTheModifierStartsItOnce() throws {
        let (files, _) = try SampleOutputTests.sampleOutputs()
        let swift = files.filter { $0.path.hasSuffix(".swift") }.map { (Paths.lastComponent(of: $0.path), $0.contents) }
        let output = try GeneratedCodeHarness.runProgram(swift, main: Self.program)
        #expect(
            output == """
                before appearing: idle
                appeared: running keyboard
                after two taps on Next: sustain true
                appeared again: sustain
                skipped: skipped

                """)
    }
}
