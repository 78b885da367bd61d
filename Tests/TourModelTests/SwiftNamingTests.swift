import Testing

@testable import TourDiagnostics
@testable import TourModel
@testable import TourSyntax

@Suite("SwiftNaming")
struct SwiftNamingTests {
    @Test(arguments: ["profile-button", "profile_button", "profile.button"])
    func separatorsMeetInOneCaseName(id: String) {
        #expect(SwiftNaming.caseName(forStepID: id) == "profileButton")
    }

    @Test(arguments: [
        ("URLField", "urlField"), ("URL", "url"), ("Profile", "profile"), ("step-2", "step2"),
        ("reverb.mix", "reverbMix"), ("octave-down", "octaveDown"), ("a", "a"), ("favorites-only", "favoritesOnly"),
        ("keyboard", "keyboard"),
    ])
    func caseNames(id: String, expected: String) {
        #expect(SwiftNaming.caseName(forStepID: id) == expected)
    }

    @Test func keywordsAreEscapedWithBackticks() {
        #expect(SwiftNaming.caseName(forStepID: "default") == "default")
        #expect(SwiftNaming.escapedIdentifier("default") == "`default`")
        #expect(SwiftNaming.escapedIdentifier("self") == "`self`")
        #expect(SwiftNaming.escapedIdentifier(SwiftNaming.caseName(forStepID: "for")) == "`for`")
        #expect(SwiftNaming.escapedIdentifier("profile") == "profile")
    }

    @Test func theKeywordCheckAgreesWithTheSetForEveryKeywordAndItsNeighbours() {
        for keyword in SwiftNaming.keywords {
            #expect(SwiftNaming.isKeyword(keyword), "\(keyword)")
            for near in [keyword + "s", keyword.uppercased(), keyword + "1", "_" + keyword, String(keyword.dropLast())] {
                #expect(SwiftNaming.isKeyword(near) == SwiftNaming.keywords.contains(near), "\(near)")
            }
        }
        #expect(!SwiftNaming.isKeyword("") && !SwiftNaming.isKeyword("step12") && !SwiftNaming.isKeyword("reverbMix"))
    }

    @Test func typeNameIsUpperCamelCaseOfTheIDPlusTour() throws {
        #expect(try typeName(of: "tour: main-screen\n") == "MainScreenTour")
        #expect(try typeName(of: "tour: presets\n") == "PresetsTour")
        #expect(try typeName(of: "tour: quick_help\n") == "QuickHelpTour")
    }

    @Test func swiftNameWins() throws {
        #expect(try typeName(of: "tour: main-screen\nswiftName: MainScreenHelp\n") == "MainScreenHelp")
    }

    private func typeName(of header: String) throws -> String {
        let text = header + "steps:\n  - id: a\n    title: A\n    text: B\n"
        let (result, parseDiagnostics) = parseYAML(text)
        #expect(parseDiagnostics.isEmpty)
        let decoded = TourDecoder.decode(result.documents, file: "test.yaml")
        #expect(decoded.diagnostics.isEmpty)
        let tour = try #require(decoded.tours.first)
        return SwiftNaming.typeName(for: tour)
    }
}
