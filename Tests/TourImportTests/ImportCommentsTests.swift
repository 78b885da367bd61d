import Testing

@testable import TourDiagnostics
@testable import TourImport
@testable import TourModel
@testable import TourScanning
@testable import TourSyntax

/// The hand-written enum's comments come across as YAML comments where they
/// sat: above the tour, above a step or after its `- id:`, above its title
/// or text; comments of members that are not imported stay behind.
@Suite struct ImportCommentsTests {
    static let source = """
        import SwiftUI

        /// Help for the effects rack.
        enum EffectsHelp: String, CaseIterable, HelpInfoProvider {
            // Reverb
            case reverb  // the big knob
            case size, damping  // both sliders
            /* Delay,
             * in sync with the tempo */
            case delay
            @available(*, deprecated)
            case chorus

            /// Not a step.
            static let prefix = "fx"

            var title: LocalizedStringKey {
                switch self {  // about the switch, left out
                case .reverb: return "Reverb"  // a short title
                case .size, .damping: return "Room"
                // Delay has a symbol.
                case .delay: return "Delay \\(Image(systemName: "timer"))"
                default: return "Chorus"
                // after the last clause
                }
            }

            var text: LocalizedStringKey {
                switch self {
                case .reverb:
                    // Keep it under a line.
                    return "Adds space."
                case .damping, .size:
                    return "Shapes the room."
                default:
                    return "Turn it up\u{2028}slowly."  // with a line separator in the text
                }
            }
        }
        """

    static let expected = """
        # Help for the effects rack.
        tour: effects-help
        swiftName: EffectsHelp
        steps:
          # Reverb
          - id: reverb  # the big knob
            # a short title
            title: Reverb
            # Keep it under a line.
            text: Adds space.

          - id: size
            title: Room
            text: &size-text Shapes the room.

          - id: damping  # both sliders
            title: Room
            text: *size-text

          # Delay,
          # in sync with the tempo
          - id: delay
            # Delay has a symbol.
            title: Delay {symbol:timer}
            # with a line separator in the text
            text: &delay-text "Turn it up\\Lslowly."

          - id: chorus
            # after the last clause
            title: Chorus
            text: *delay-text

        """

    private func imported() throws -> ImportedEnum {
        let result = HelpEnumImporter.importEnums(from: [.init(path: "EffectsHelp.swift", bytes: Array(Self.source.utf8))])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        return try #require(result.enums.first)
    }

    @Test func everyCommentIsWhereItSat() throws {
        let file = TourYAMLWriter.tourFile(try imported(), tourID: "effects-help", sourceName: "EffectsHelp.swift")
        let body = file.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[1]
        #expect(String(body) == Self.expected)
    }

    @Test func theTourFileReadsBackWithTheSameTexts() throws {
        let enumeration = try imported()
        let file = TourYAMLWriter.tourFile(enumeration, tourID: "effects-help", sourceName: "EffectsHelp.swift")
        var collector = DiagnosticCollector(file: "effects-help.tour.yaml")
        let parsed = YAMLParser().parse(Array(file.utf8), diagnostics: &collector)
        let decoded = TourDecoder.decode(parsed.documents, file: "effects-help.tour.yaml")
        #expect(collector.diagnostics.isEmpty && decoded.diagnostics.isEmpty, "\(collector.diagnostics + decoded.diagnostics)")
        let steps = try #require(decoded.tours.first?.steps)
        #expect(steps.map(\.text.first.text) == enumeration.cases.map(\.text.markup))
        #expect(TourYAMLWriter.isUnedited(Array(file.utf8)))
    }

    @Test func commentLinesLoseTheirDelimiters() {
        func lines(_ text: String) -> [String] {
            SwiftComment(text: text, position: SourcePosition(line: 1, column: 1), isTrailing: false).lines
        }
        #expect(lines("// Browsing") == ["Browsing"])
        #expect(lines("/// A doc comment  ") == ["A doc comment"])
        #expect(lines("//no space") == ["no space"])
        #expect(lines("/* ---- Synth ---- */") == ["---- Synth ----"])
        #expect(lines("/**\n * One\n *\n * Two\n */") == ["One", "", "Two"])
        #expect(lines("//") == [""])
        #expect(TourYAMLWriter.comment("") == "#")
        #expect(TourYAMLWriter.comment("a\u{85}b\u{7}c") == "# a b c")
    }

    @Test func theLexerKeepsCommentsOnlyWhenAsked() throws {
        let source = Array("let a = 1 // one\n/* two */ let b = \"\\(x /* in an interpolation */)\"\n".utf8)
        let lexed = try SwiftLexer.tokensAndComments(of: source).get()
        #expect(lexed.comments.map(\.text) == ["// one", "/* two */"])
        #expect(lexed.comments.map(\.isTrailing) == [true, false])
        #expect(try SwiftLexer.tokens(of: source).get() == lexed.tokens)
    }
}
