import TestSupport
import Testing

@testable import TourFormat
@testable import TourValidation

/// The lints read the common texts the short way (issue 47's instruction
/// guard): each short way gives what the long way gives.
@Suite("Lints: the short ways read as the long ways do")
struct LintFastPathTests {
    /// Pieces of titles: ASCII words, digits, Markdown marks, escapes,
    /// list markers, links and symbols (which take the long way).
    static let pieces = [
        "Play", "a", "Note", "42", " ", "  ", "*", "**", "_", "~~", "`", "\\*", "\\a", "- ", "* ", "+ ", "[", "]", "(", ")",
        "[words](https://x.y)", "{symbol:play.fill}", "{symbol:play.fill|Play}", ":", ".", "'", "\n", "snake_case", "é", "日本",
    ]

    @Test(arguments: TestSeed.seeds([1, 2, 3]))
    func aTitleSoundsAsItsSpeechSays(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        for _ in 0..<3000 {
            let title = (0..<Int.random(in: 0...10, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            #expect(
                SameSpokenTitle.spokenKey(title) == SameSpokenTitle.spokenKeyFromSpeech(title), Comment(rawValue: title.debugDescription))
        }
    }

    @Test func wordsAreFoundAtTheirScalarOffsets() {
        let text = "naïve `tap` {symbol:hand.tap} don’t Tap here"
        let found = TextWords.first(in: text) { $0.lowercased() == "tap" }
        #expect(found?.word == "Tap")
        #expect(found?.scalarOffset == Array(text.unicodeScalars).firstIndex(of: "T"))
        let inPhrase = TextWords.first(in: text) { word, before, after in word == "here" && before == ["don’t", "tap"] && after.isEmpty }
        #expect(inPhrase?.word == "here")
        #expect(TextWords.first(in: "`tap` {symbol:tap}") { _ in true } == nil)
    }

    @Test(arguments: TestSeed.seeds([1, 2, 3]))
    func aCardMeasuresWhatTheCharactersShow(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let pieces = Self.pieces + ["日本語の", "🎹", "e\u{301}", "\u{1F1EB}\u{1F1F7}", "\t", "\r\n", "longerthanaline"]
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...16, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let width = Int.random(in: 1...12, using: &random)
            #expect(
                CardFit.lines(of: text, charactersPerLine: width) == Self.linesByCharacters(text, width), Comment(rawValue: text.debugDescription))
        }
    }

    /// CardFit's measure the long way: each line's shown text built by
    /// characters, then measured character by character.
    static func linesByCharacters(_ text: String, _ charactersPerLine: Int) -> Int {
        var total = 0
        var words: [Int] = []
        var word = 0
        func endWord() {
            if word > 0 { words.append(word) }
            word = 0
        }
        for run in TourText.runs(of: text) {
            switch run {
            case .symbol:
                word += 2
            case .text(let characters):
                for (number, line) in characters.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if number > 0 {
                        endWord()
                        total += CardFit.wrapped(words, width: charactersPerLine)
                        words = []
                    }
                    for character in TourSpeech.withoutMarkdown(line, readingBy: .characters) {
                        if character == " " || character == "\t" { endWord() } else { word += CardFit.width(of: character) }
                    }
                }
            }
        }
        endWord()
        return total + CardFit.wrapped(words, width: charactersPerLine)
    }
}
