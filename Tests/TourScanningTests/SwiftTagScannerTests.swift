import Foundation
import TestSupport
import Testing

@testable import TourDiagnostics
@testable import TourScanning

/// The tag scanner's lexer: tags in code count, with the position of their
/// argument; tags in comments, strings and raw strings do not.
@Suite struct SwiftTagScannerTests {
    /// `kind name@line:column` for each site, in order.
    func sites(_ source: String) -> [String] {
        Array(source.utf8).withUnsafeBufferPointer { SwiftTagScanner.scan($0, file: "View.swift") }.sites.map { site in
            "\(site.kind == .unresolved ? "unresolved " : "")\(site.modifier) \(site.written)@\(site.position.line):\(site.position.column)"
        }
    }

    @Test func findsEveryFormOfTag() {
        let source = """
            Keyboard().helpInfoViewTag(MainScreenHelp.keyboard)
            Octave().helpInfoViewTag(id: .octaveDown)
            Sustain().tutorialSpotlightSource(id: MainScreenHelp.sustain)
            Record().tutorialSpotlightSource(MainScreenHelp.record)
            Presets().beaconTarget("presetsList")
            Star().helpInfoViewTag("favoritesStar")
            Deep().helpInfoViewTag(App.Tours.MainScreenHelp.settings)
            """
        #expect(
            sites(source) == [
                "helpInfoViewTag MainScreenHelp.keyboard@1:28",
                "helpInfoViewTag .octaveDown@2:30",
                "tutorialSpotlightSource MainScreenHelp.sustain@3:39",
                "tutorialSpotlightSource MainScreenHelp.record@4:34",
                "beaconTarget \"presetsList\"@5:24",
                "helpInfoViewTag \"favoritesStar\"@6:24",
                "helpInfoViewTag MainScreenHelp.settings@7:24",
            ])
    }

    @Test func ignoresTagsInComments() {
        let source = """
            // Keyboard().helpInfoViewTag(MainScreenHelp.keyboard)
            /* Record().helpInfoViewTag(MainScreenHelp.record) */
            /* outer /* inner */ .helpInfoViewTag(MainScreenHelp.stillComment) */
            /// .beaconTarget("docComment")
            Real().helpInfoViewTag(MainScreenHelp.real) // .helpInfoViewTag(MainScreenHelp.trailing)
            """
        #expect(sites(source) == ["helpInfoViewTag MainScreenHelp.real@5:24"])
    }

    func fixture(_ name: String) throws -> String {
        try String(contentsOfFile: packageRoot + "/Tests/TourScanningTests/Fixtures/" + name, encoding: .utf8)
    }

    @Test func ignoresTagsInStringsOfEveryKind() throws {
        #expect(sites(try fixture("Strings.swift")) == ["helpInfoViewTag MainScreenHelp.real@12:24"])
    }

    @Test func interpolationsAreCodeAndTheStringGoesOnAfterThem() throws {
        #expect(sites(try fixture("Interpolations.swift")) == ["helpInfoViewTag .real@8:24"])
    }

    @Test func findsCallsSplitOverLines() {
        let source = """
            Keyboard()
                .helpInfoViewTag(
                    MainScreenHelp
                        .keyboard
                )
            Octave()
                .helpInfoViewTag( // the octave control
                    id: /* implicit */ .octaveDown
                )
            """
        #expect(sites(source) == ["helpInfoViewTag MainScreenHelp.keyboard@3:9", "helpInfoViewTag .octaveDown@8:28"])
    }

    @Test func columnsCountUnicodeScalars() {
        let source = "Text(\"Über 🎹\").helpInfoViewTag(.keys)\n"
        #expect(sites(source) == ["helpInfoViewTag .keys@1:32"])
    }

    @Test func skipsWhatIsNotATag() {
        let source = #"""
            #if canImport(SwiftUI)
            view.helpInfoViewTag(step)
            view.helpInfoViewTag(id: steps[0])
            view.beaconTarget("with \(interpolation)")
            view.helpInfoViewTagged(MainScreenHelp.other)
            view.helpInfoViewTag
            #endif
            """#
        // What cannot be read is no site, but is not dropped either.
        #expect(
            sites(source) == [
                "unresolved helpInfoViewTag step@2:22",
                "unresolved helpInfoViewTag steps[0]@3:26",
                "unresolved beaconTarget \"with \\(interpolation)\"@4:19",
            ])
    }

    @Test func aTagInsideAnInterpolationCountsAndTheStringGoesOnAfterIt() {
        let source = #"""
            Text("\(label.helpInfoViewTag(.save) + ".helpInfoViewTag(.inAString)")")
            Real().helpInfoViewTag(.real)
            """#
        #expect(sites(source) == ["helpInfoViewTag .save@1:31", "helpInfoViewTag .real@2:24"])
    }

    @Test func anUnterminatedStringEndsAtItsLine() {
        let source = """
            let broken = "no closing quote
            Real().helpInfoViewTag(.real)
            """
        #expect(sites(source) == ["helpInfoViewTag .real@2:24"])
    }
}
