import Testing
import TourFormat

@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// What a generated file imports and integrates, for each access level and
/// set of declared overlays: nothing is guessed with `#if canImport` but
/// SwiftUI itself, and a public enum's interface modules are `public import`.
@Suite struct SwiftEmitterImportTests {
    private func swift(_ options: SwiftOptions) throws -> String {
        let yaml = "tour: t\nsteps:\n  - id: first\n    title: One\n    text: Tap it.\n"
        var collector = DiagnosticCollector(file: "t.tour.yaml")
        let parsed = YAMLParser().parse(Array(yaml.utf8), diagnostics: &collector)
        let decoded = TourDecoder.decode(parsed.documents, file: "t.tour.yaml")
        let validation = Validator.validate(decoded.tours, registry: nil, options: ValidationOptions())
        let tours = try #require(validation.validatedFiles?.first?.tours)
        return SwiftEmitter(options: options).renderBytes(tours, sourceName: "t.tour.yaml").text
    }

    /// The file's lines from the first import to the enum's doc comment.
    private func header(_ swift: String) -> String {
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.firstIndex { $0.hasSuffix("import Foundation") }!
        let end = lines.firstIndex { $0.hasPrefix("/// The steps of the tour") }!
        return lines[start..<end].joined(separator: "\n")
    }

    @Test func withoutOverlaysOnlySwiftUIIsConditionalAndNoOverlayCodeIsWritten() throws {
        let swift = try swift(SwiftOptions())
        #expect(
            header(swift) == """
                import Foundation
                import TourKit

                #if canImport(SwiftUI)
                import SwiftUI
                #endif

                """)
        #expect(!swift.contains("HelpInfoProvider"))
        #expect(!swift.contains("tutorialSpotlightSource"))
        #expect(!swift.contains("canImport(HelpInfoSpotlightOverlay)"))
        #expect(swift.contains("var title: LocalizedStringKey"))
    }

    @Test func declaredOverlaysAreImportedUnconditionallyInNameOrder() throws {
        let swift = try swift(SwiftOptions(overlays: [.tutorialSpotlight, .helpInfoSpotlightOverlay]))
        #expect(
            header(swift) == """
                import Foundation
                import HelpInfoSpotlightOverlay
                import SwiftUI
                import TourKit
                import TutorialSpotlight

                """)
        #expect(!swift.contains("#if"))
        #expect(swift.contains("extension TTour: HelpInfoProvider {}"))
        #expect(swift.contains("func tutorialSpotlightSource(_ step: TTour) -> some View"))
    }

    @Test func oneOverlayGetsOnlyItsOwnCode() throws {
        let swift = try swift(SwiftOptions(overlays: [.tutorialSpotlight]))
        #expect(!swift.contains("HelpInfo"))
        #expect(swift.contains("import TutorialSpotlight\n"))
        #expect(swift.contains("tutorialSpotlightSource(id: step, spotlightShape: step.spotlightShape.tutorialSpotlightShape)"))
    }

    @Test func publicEnumsImportTheirInterfaceModulesPublicly() throws {
        let swift = try swift(SwiftOptions(accessLevel: .public, imports: ["Charts"], overlays: SpotlightOverlay.allCases))
        #expect(
            header(swift) == """
                public import Foundation
                public import HelpInfoSpotlightOverlay
                public import SwiftUI
                public import TourKit
                public import TutorialSpotlight
                import Charts

                """)
        #expect(swift.contains("public enum TTour: String, CaseIterable, Sendable {"))
    }

    @Test func packageEnumsUsePackageImports() throws {
        let swift = try swift(SwiftOptions(accessLevel: .package))
        #expect(header(swift).contains("package import Foundation\npackage import TourKit\n"))
        #expect(header(swift).contains("#if canImport(SwiftUI)\npackage import SwiftUI\n#endif"))
    }

    @Test func rawValueEnumsDoNotRepeatHashable() throws {
        #expect(try swift(SwiftOptions()).contains("enum TTour: String, CaseIterable, Sendable {"))
    }
}
