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
        // Titles with no link or symbol that are not ASCII take a way of their own.
        "naïve", "Ünïcödé", "e\u{301}", "İstanbul", "\u{212A}", "ß", "ΣΑΣ", "٣", "\u{00A0}", "🎹", "&amp;", "• ", "\r\n",
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
    func wordsReadInBytesAreTheWordsOfTheScalars(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let pieces =
            Self.pieces + [
                "don’t", "it's", "Tap", "TAPPED", "swipe", "\u{212A}ap", "naïve", "Ünïcödé", "{symbol:", "}", "{symbol:x} y", "カタカナ", "ー", "한국어",
                "ひらがな", "Ωμέγα", "😀", "×",
            ]
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...16, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            var read: [String] = []
            _ = TextWords.first(in: text) { word, _, _ in
                read.append(word)
                return false
            }
            let expected = Self.wordsByScalars(text)
            #expect(read == expected.map(\.word), Comment(rawValue: text.debugDescription))
            for (word, offset) in expected where expected.first(where: { $0.word == word })?.offset == offset {
                #expect(TextWords.first(in: text) { $0 == word }?.scalarOffset == offset, Comment(rawValue: text.debugDescription))
            }
        }
    }

    @Test func aPointingWordIsTurnedDownOnlyWhenItIsNotOne() {
        let candidates = ["tap", "Tap", "TAPPING", "swiped", "SwIpEs", "taps", "tapp", "the", "strip", "t\u{212A}p", "tap's", "täp", "swiping1", ""]
        for word in candidates + PointingWords.words.keys.map({ $0.uppercased() }) {
            let isOne = PointingWords.words[word.lowercased()] != nil
            var bytes = Array(word.utf8)
            let mayBe = bytes.withUnsafeMutableBufferPointer { PointingWords.mayBeOneOfWords(UnsafeBufferPointer($0)[...]) }
            #expect(mayBe == isOne, "\(word)")
        }
    }

    @Test func lettersByRangeAreUnicodesLetters() {
        for value in 0x80...0x1FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(TextWords.isLetter(nonASCII: scalar) == scalar.properties.isAlphabetic, "U+\(String(value, radix: 16))")
        }
    }

    /// The words of `text` the long way, by its scalars, with their scalar
    /// offsets: letters and inner apostrophes, outside code and markers.
    static func wordsByScalars(_ text: String) -> [(word: String, offset: Int)] {
        let scalars = Array(text.unicodeScalars)
        var words: [(word: String, offset: Int)] = []
        var current: (scalars: [Unicode.Scalar], offset: Int)?
        var inCode = false
        var inMarker = false
        func end() {
            if let word = current { words.append((String(String.UnicodeScalarView(word.scalars)), word.offset)) }
            current = nil
        }
        for (offset, scalar) in scalars.enumerated() {
            if inMarker {
                if scalar == "}" { inMarker = false }
                continue
            }
            if scalar == "`" {
                end()
                inCode.toggle()
                continue
            }
            if inCode { continue }
            if scalar == "{", scalars[offset...].starts(with: "{symbol:".unicodeScalars) {
                end()
                inMarker = true
                continue
            }
            if scalar.properties.isAlphabetic || ((scalar == "'" || scalar == "’") && current != nil) {
                if current == nil { current = ([], offset) }
                current!.scalars.append(scalar)
            } else {
                end()
            }
        }
        end()
        return words
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

    /// The lines words of these widths take, wrapped greedily: at least
    /// one, a word longer than a line broken over as many as it needs.
    static func wrapped(_ words: [Int], width: Int) -> Int {
        var lines = 1
        var used = 0
        for word in words {
            if used > 0 && used + 1 + word <= width {
                used += 1 + word
                continue
            }
            if used > 0 { lines += 1 }
            lines += (word - 1) / width
            used = word - (word - 1) / width * width
        }
        return lines
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
                        total += Self.wrapped(words, width: charactersPerLine)
                        words = []
                    }
                    for character in TourSpeech.withoutMarkdown(line, readingBy: .characters) {
                        if character == " " || character == "\t" { endWord() } else { word += CardFit.width(of: character) }
                    }
                }
            }
        }
        endWord()
        return total + Self.wrapped(words, width: charactersPerLine)
    }
}
