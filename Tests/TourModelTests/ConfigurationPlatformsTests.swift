import Testing

@testable import TourDiagnostics
@testable import TourModel
@testable import TourSyntax

/// `platforms:` and `symbols.extra` in tourc.yaml: the app's lowest OS
/// versions, written as in Package.swift, and SF Symbols newer than the table.
@Suite struct ConfigurationPlatformsTests {
    private func decode(_ yaml: String) -> (Configuration, [Diagnostic]) { decodeConfiguration(yaml) }

    @Test func versionsAreReadQuotedOrPlain() {
        let (configuration, diagnostics) = decode("platforms: {iOS: \"15.0\", macOS: 13.3, visionOS: 2}\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(configuration.platforms?.minimums == [.iOS: OSVersion("15.0")!, .macOS: OSVersion("13.3")!, .visionOS: OSVersion("2.0")!])
        #expect(configuration.platforms?.description == "iOS 15.0, macOS 13.3, visionOS 2.0")
    }

    @Test func withoutPlatformsTheDefaultIsTourKitsLowest() {
        #expect(decode("inputs: [Tours]\n").0.platforms == nil)
        #expect(PlatformSettings.tourKit.description == "iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0")
    }

    @Test func aMisspeltPlatformSuggestsTheClosest() throws {
        let (_, diagnostics) = decode("platforms: {ios: \"15.0\"}\n")
        let problem = try #require(diagnostics.first)
        #expect(problem.code == .unknownKey && problem.suggestion == "iOS", "\(diagnostics)")
    }

    @Test func extraSymbolsAreNames() {
        let (configuration, diagnostics) = decode("symbols:\n  extra: [apple.intelligence, figure.run.circle]\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(configuration.extraSymbols == ["apple.intelligence", "figure.run.circle"])
    }
}
