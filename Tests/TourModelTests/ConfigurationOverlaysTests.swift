import Testing
import TourFormat

@testable import TourDiagnostics
@testable import TourModel
@testable import TourSyntax

/// `swift.overlays` in tourc.yaml: the spotlight packages the app
/// integrates, and the retired `helpInfoProvider` switch it replaced.
@Suite struct ConfigurationOverlaysTests {
    private func decode(_ yaml: String) -> (Configuration, [Diagnostic]) { decodeConfiguration(yaml) }

    @Test func overlaysAreReadInTheOrderWritten() {
        let (configuration, diagnostics) = decode("swift:\n  overlays: [tutorialSpotlight, helpInfoSpotlightOverlay]\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(configuration.overlays == [.tutorialSpotlight, .helpInfoSpotlightOverlay])
    }

    @Test func noOverlaysKeyIsNotAnEmptyList() {
        #expect(decode("swift:\n  accessLevel: public\n").0.overlays == nil)
        #expect(decode("swift:\n  overlays: []\n").0.overlays == [])
    }

    @Test func aMisspeltOverlaySuggestsTheClosest() throws {
        let (_, diagnostics) = decode("swift:\n  overlays: [tutorialSpotlite]\n")
        let problem = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(problem.code == .invalidChoice)
        #expect(problem.message == "'tutorialSpotlite' is not a valid overlay; did you mean 'tutorialSpotlight'?")
        #expect(problem.position == SourcePosition(line: 2, column: 14))
    }

    @Test func helpInfoProviderSaysWhatReplacedIt() throws {
        let (_, diagnostics) = decode("swift:\n  helpInfoProvider: false\n")
        let problem = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(problem.code == .unknownKey)
        #expect(problem.message.hasPrefix("unknown key 'helpInfoProvider' in swift: replaced by 'overlays'"))
        #expect(problem.position == SourcePosition(line: 2, column: 3))
    }

    @Test func eachOverlayNamesItsModule() {
        #expect(SpotlightOverlay.allCases.map(\.moduleName) == ["HelpInfoSpotlightOverlay", "TutorialSpotlight"])
    }
}
