import Testing

@testable import TourScanning

/// Each tag site knows the view type it is written in, its screen: the
/// innermost type or extension around it, read from the braces' headers.
@Suite struct TagScreenTests {
    /// `name screen` for each site, in order (`-` for no screen).
    func screens(_ source: String) -> [String] {
        Array(source.utf8).withUnsafeBufferPointer { SwiftTagScanner.scan($0, file: "View.swift") }.sites.map { site in
            "\(site.name) \(site.screen ?? "-")"
        }
    }

    @Test func aTagIsOnTheViewTypeItIsWrittenIn() {
        let source = """
            import SwiftUI

            @MainActor
            struct EffectsScreen: View {
                @State private var mix = 0.5
                var body: some View {
                    VStack {
                        Slider(value: $mix).helpInfoViewTag("reverbMix")
                        Button { } label: { Text("Done") }.helpInfoViewTag(.done)
                    }
                }
            }

            struct MainScreen<Model: Observable>: View where Model: AnyObject {
                var body: some View { Keys().helpInfoViewTag(MainHelp.keyboard) }
            }
            """
        #expect(screens(source) == ["reverbMix EffectsScreen", "done EffectsScreen", "keyboard MainScreen"])
    }

    @Test func anExtensionOfAScreenIsThatScreenAndAnExtensionOfViewIsNone() {
        let source = """
            extension MainScreen {
                var toolbar: some View { Star().helpInfoViewTag("favorite") }
            }
            extension Settings.Privacy {
                var rows: some View { Toggle().beaconTarget("tracking") }
            }
            extension View {
                func markedAsHelp() -> some View { self.helpInfoViewTag("anywhere") }
            }
            Top().helpInfoViewTag("topLevel")
            """
        #expect(screens(source) == ["favorite MainScreen", "tracking Privacy", "anywhere -", "topLevel -"])
    }

    @Test func theInnermostTypeWinsAndClosedBodiesAreLeft() {
        let source = """
            struct PresetBrowser: View {
                struct Row: View {
                    var body: some View { Text("").helpInfoViewTag("row") }
                }
                class func make() -> Self { fatalError() }
                var body: some View {
                    List { Row() }.helpInfoViewTag("list")
                }
            }
            struct Other: View { var body: some View { EmptyView() } }
            let free = Text("").helpInfoViewTag("free")
            """
        #expect(screens(source) == ["row Row", "list PresetBrowser", "free -"])
    }

    @Test func bracesInCommentsStringsAndHeadersDoNotMisleadIt() {
        let source = """
            // struct Fake: View {
            /* enum Wrong { */
            struct Real: View {
                let label = "struct Nope { "
                let kind = Kind.struct
                var body: some View {
                    Text("\\(items.map { $0 }.count) {").helpInfoViewTag("counted")
                    // tourc:tags Real.annotated
                    Box().helpInfoViewTag(step)
                }
            }
            """
        #expect(screens(source) == ["counted Real", "annotated Real"])
    }

    @Test func anExtraClosingBraceClosesNothing() {
        let source = """
            struct Shell: View {
            #if os(iOS)
                var body: some View { Text("").helpInfoViewTag("phone") }
            #else
                var body: some View { Text("").helpInfoViewTag("other") }
            #endif
            }
            }
            Text("").helpInfoViewTag("after")
            """
        #expect(screens(source) == ["phone Shell", "other Shell", "after -"])
    }
}

/// The session-aware tags of the overlay glue (`helpInfoViewTag(_:in:)`,
/// `tutorialSpotlightSource(_:in:)`) are read as the plain ones.
@Suite struct SessionAwareTagTests {
    @Test func aTagWithItsSessionNamesItsStep() {
        let source = """
            struct EffectsScreen: View {
                var body: some View {
                    Slider().helpInfoViewTag(.mix, in: tour)
                    Knob().tutorialSpotlightSource(EffectsTour.delay, in: tour)
                }
            }
            """
        let sites = Array(source.utf8).withUnsafeBufferPointer { SwiftTagScanner.scan($0, file: "View.swift") }.sites
        #expect(sites.map { "\($0.type ?? "") \($0.name) \($0.screen ?? "-")" } == [" mix EffectsScreen", "EffectsTour delay EffectsScreen"])
    }
}
