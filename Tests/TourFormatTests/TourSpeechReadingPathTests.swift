import TestSupport
import Testing

@testable import TourFormat

/// TourSpeech reads a line by its scalars when each is a character of its
/// own, and splits lines in UTF-8: both for speed (issue 47's instruction
/// guard), and both must give what reading by characters gives.
@Suite("TourSpeech: the fast paths read as the characters do")
struct TourSpeechReadingPathTests {
    /// Pieces a text is made of: Markdown marks, links, escapes, letters
    /// of several scripts, CJK, pictographs, and line breaks of each kind.
    static let pieces = [
        "*", "**", "_", "__", "~~", "`", "\\*", "\\_", "\\a", "[", "]", "(", ")", "[words](https://x.y)", "[a b](c d)",
        " ", "  ", "\t", "\n", "\r\n", "\r", "snake_case", "2 * 3", "word", "Ünïcödé", "naïve", "日本語", "かな", "🎹", "x",
        "'", "’", ".", ",", "-", "9",
    ]

    static func text(_ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...24, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test(arguments: TestSeed.seeds([1, 2, 3]))
    func aLineOfStandAloneScalarsReadsTheSameByScalars(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        for _ in 0..<2000 {
            let line = Self.text(&random)
            guard line.unicodeScalars.allSatisfy(TourSpeech.standsAlone) else { continue }
            let byCharacters = TourSpeech.withoutMarkdown(Substring(line), readingBy: .characters)
            #expect(TourSpeech.withoutMarkdown(Substring(line), readingBy: .scalars) == byCharacters, Comment(rawValue: line.debugDescription))
        }
    }

    /// The runs `forEachShownRun(of:)` hands over, each as a string.
    static func shownRuns(_ line: String) -> [String] {
        var runs: [String] = []
        TourSpeech.forEachShownRun(of: Array(line.unicodeScalars)) { run in
            var text = ""
            text.unicodeScalars.append(contentsOf: run)
            runs.append(text)
        }
        return runs
    }

    @Test func aLineIsHandedOverInRunsBetweenItsMarks() {
        #expect(Self.shownRuns("Tap **Play**, then \\*x [the menu](m) `go`.") == ["Tap ", "Play", ", then ", "*x ", "the menu", " ", "go", "."])
        // Text that only looks like a mark stays in its run.
        #expect(Self.shownRuns("2 * 3 snake_case [no link]") == ["2 * 3 snake_case [no link]"])
    }

    @Test(arguments: TestSeed.seeds([1, 2, 3]))
    func theRunsOfALineAreWhatItsCharactersShow(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        for _ in 0..<2000 {
            let line = Self.text(&random)
            guard line.unicodeScalars.allSatisfy(TourSpeech.standsAlone), !line.contains("\n") else { continue }
            let runs = Self.shownRuns(line)
            #expect(!runs.contains(""), Comment(rawValue: line.debugDescription))
            #expect(runs.joined() == TourSpeech.withoutMarkdown(Substring(line), readingBy: .characters), Comment(rawValue: line.debugDescription))
        }
    }

    @Test(arguments: TestSeed.seeds([1, 2, 3]))
    func linesSplitAsTheCharactersDo(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        for _ in 0..<2000 {
            let text = Self.text(&random)
            #expect(
                TourSpeech.lines(of: text) == text.split(separator: "\n", omittingEmptySubsequences: false), Comment(rawValue: text.debugDescription))
        }
    }

    @Test func whatJoinsItsNeighbourIsNotReadByScalars() {
        // A combining accent, a joiner, a skin tone, a flag's letters, a
        // carriage return, a voicing mark and Hangul jamo each join a
        // neighbour into one character.
        for scalar: Unicode.Scalar in ["\u{301}", "\u{200D}", "\u{1F3FB}", "\u{1F1EB}", "\r", "\u{3099}", "\u{1100}", "\u{FE0F}"] {
            #expect(!TourSpeech.standsAlone(scalar), "\(scalar.value)")
        }
        for scalar: Unicode.Scalar in ["a", "é", "ß", "日", "か", "🎹", "*", "\n"] {
            #expect(TourSpeech.standsAlone(scalar), "\(scalar.value)")
        }
    }

    @Test func aLineWithMarksAndAJoiningAccentIsReadByCharacters() {
        // "e" and a combining acute are one character: an underscore after
        // it is inside a word, as it is after a precomposed "é".
        #expect(TourSpeech.words(of: "cafe\u{301}_bar and *soft*") == "cafe\u{301}_bar and soft")
        #expect(TourSpeech.words(of: "café_bar and *soft*") == "café_bar and soft")
    }

    @Test func asciiIsClassedAsUnicodeClassesIt() {
        for byte in UInt8(0)..<0x80 {
            let character = Character(Unicode.Scalar(byte))
            let scalar = Unicode.Scalar(byte)
            #expect(TourSpeech.isASCIIPunctuationOrSymbol(byte) == (character.isPunctuation || character.isSymbol), "\(byte)")
            #expect(TourSpeech.isASCIIWordCharacter(byte) == (character.isLetter || character.isNumber), "\(byte)")
            #expect(TourSpeech.isASCIIWhitespace(byte) == scalar.properties.isWhitespace, "\(byte)")
        }
    }
}
