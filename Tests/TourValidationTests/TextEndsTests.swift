import TestSupport
import Testing

@testable import TourValidation

/// Whether a text's ends are white space is told from its bytes where that
/// is certain (``Swift/String/hasVisibleEnds``); TOUR335 and TOUR338 read
/// its characters only otherwise, so the quick answer must never differ
/// from theirs.
@Suite struct TextEndsTests {
    @Test(arguments: ["Play", "café", "Tap 日本語", "Tap 🎹", "Step 4: \"quoted\"", "x 1", "Tap 한글"])
    func wordsAndSymbolsAtTheEndAreToldFromTheLastScalar(text: String) {
        #expect(text.hasVisibleEnds)
    }

    /// Marks that join the character before them, spacing marks, the
    /// joiner, SARA AM and emoji modifiers may end a character that a space
    /// starts: those texts are read as characters.
    @Test(arguments: [
        "a \u{301}", "a \u{93E}", "a \u{200D}", "a \u{E33}", "a \u{EB3}", "a \u{1F3FB}", "a \u{FF9E}", " a", "a ", "a\u{3000}", "",
    ])
    func anEndThatMayJoinASpaceIsReadAsCharacters(text: String) {
        #expect(!text.hasVisibleEnds)
    }

    /// Random texts from characters that join, break and space: whenever
    /// the quick answer says neither end is white space, the characters agree.
    @Test(arguments: TestSeed.seeds([0x7E47]))
    func theQuickAnswerNeverContradictsTheCharacters(seed: UInt64) {
        let pieces: [String] = [
            "a", "Z", "7", " ", "\t", "\u{3000}", "\u{A0}", "\u{301}", "\u{345}", "\u{93E}", "\u{915}", "\u{200D}", "\u{E33}",
            "\u{EB3}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{1F3FB}", "\u{1F3B9}", "\u{1F1E9}", "\u{1F1EA}", "\u{600}", "\u{FF9E}",
            "\r", "\n", "日", "é", "e\u{301}", "!", "\u{2028}",
        ]
        var generator = SeededGenerator(state: seed)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            guard text.hasVisibleEnds else { continue }
            #expect(
                text.first?.isWhitespace == false && text.last?.isWhitespace == false, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
