import Testing

@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// Each step is one row under its own `case`, and a target long enough to
/// push a row past the line limit moves the spotlight settings down a line.
@Suite struct SwiftEmitterRowTests {
    private func swift(_ yaml: String) throws -> String {
        var collector = DiagnosticCollector(file: "t.tour.yaml")
        let parsed = YAMLParser().parse(Array(yaml.utf8), diagnostics: &collector)
        let decoded = TourDecoder.decode(parsed.documents, file: "t.tour.yaml")
        let validation = Validator.validate(decoded.tours, registry: nil, options: ValidationOptions())
        let tours = try #require(validation.validatedFiles?.first?.tours)
        return SwiftEmitter().renderBytes(tours, sourceName: "t.tour.yaml").text
    }

    static func tour(target: String) -> String {
        """
        tour: t
        steps:
          - id: first-step
            target: \(target)
            title: One
            text: Tap it.
            action: tap
          - id: second
            title: Two
            text: "Say \\"hi\\"."
            padding: 2.5
            shape: circle
            scrollAnchor: center
        """
    }

    @Test func eachStepIsOneRowUnderItsCase() throws {
        let swift = try swift(Self.tour(target: "button"))
        #expect(
            swift.contains(
                """
                        case .firstStep:
                            return (ordinal: 0, target: "button", padding: 8, cornerRadius: 28, action: .tap,
                                    title: "One",
                                    text: "Tap it.")
                        case .second:
                            return (ordinal: 1, target: "second", padding: 2.5, cornerRadius: 28, action: nil,
                                    title: "Two",
                                    text: "Say \\"hi\\".")
                """))
        #expect(swift.contains("    var ordinal: Int { row.ordinal }"))
        // The one step that differs is named; the other takes the default.
        #expect(
            swift.contains(
                """
                    var spotlightShape: TourSpotlightShape {
                        switch self {
                        case .second: return .circle
                        default: return .roundedRect(cornerRadius: cornerRadius, style: .continuous)
                        }
                    }
                """))
        #expect(!swift.contains("!"))
    }

    /// With every step alike, a property is one expression; in a tie the
    /// first step's value is the default.
    @Test func aSharedShapeIsOneExpressionAndATieTakesTheFirstStepsValue() throws {
        let alike = try swift(Self.tour(target: "button").replacingOccurrences(of: "    shape: circle\n", with: ""))
        #expect(alike.contains("    var spotlightShape: TourSpotlightShape { .roundedRect(cornerRadius: cornerRadius, style: .continuous) }"))
        #expect(alike.contains("case .second: return .center\n        default: return nil"))
        let none = try swift(Self.tour(target: "button").replacingOccurrences(of: "\n    scrollAnchor: center", with: ""))
        #expect(none.contains("    private var scrollPosition: TourScrollAnchor? { nil }"))
        #expect(!none.contains("scrollIntoView"), "no scroll helper without a scroll anchor")
    }

    @Test func aLongTargetMovesTheSettingsToTheirOwnLine() throws {
        let target = "a" + String(repeating: "LongTargetName", count: 8)
        let swift = try swift(Self.tour(target: target))
        #expect(
            swift.contains(
                """
                            return (ordinal: 0, target: "\(target)",
                                    padding: 8, cornerRadius: 28, action: .tap,
                                    title: "One",
                """))
        for line in swift.split(separator: "\n") where line.count > SwiftEmitter.maximumLineLength {
            #expect(line.contains(target) && line.hasSuffix("\","), "\(line)")
        }
    }

    @Test func aTargetThatJustFitsStaysOnTheFirstLine() throws {
        // 12 spaces of indentation and the row's other text take 92 columns.
        let prefix = #"            return (ordinal: 0, target: "", padding: 8, cornerRadius: 28, action: .tap,"#
        let target = "a" + String(repeating: "b", count: SwiftEmitter.maximumLineLength - prefix.count - 1)
        let swift = try swift(Self.tour(target: target))
        let row = try #require(swift.split(separator: "\n").first { $0.contains("ordinal: 0") })
        #expect(row.count == SwiftEmitter.maximumLineLength)
        #expect(row.hasSuffix("action: .tap,"))
    }
}
