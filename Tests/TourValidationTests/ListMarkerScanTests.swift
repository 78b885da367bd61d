import TestSupport
import Testing

@testable import TourValidation

/// TOUR336's scan reads a text's bytes once; it must find what reading
/// every line as characters finds, which it once did at 39 % of a whole
/// `tourc validate` (3.6 G instructions on 1000 x 50 tours).
@Suite struct ListMarkerScanTests {
    /// The lint as first written, over characters: the reference.
    static func byCharacters(_ text: String) -> (Character, Character, Int)? {
        var first: Character?
        var offset = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += line.unicodeScalars.count + 1 }
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indent.count)
            guard let marker = rest.first, ValidationContext.listMarkers.contains(marker), rest.dropFirst().first == " " else { continue }
            guard let listMarker = first else {
                first = marker
                continue
            }
            if marker != listMarker { return (marker, listMarker, offset + indent.unicodeScalars.count) }
        }
        return nil
    }

    static func byBytes(_ text: String) -> (Character, Character, Int)? {
        Array(text.utf8).withUnsafeBufferPointer { ValidationContext.firstMixedMarker(in: $0) }
    }

    @Test func theBulletsOfARealHelpText() {
        let text = "Presets:\n• Tap to load.\n  • Hold to rename.\n* Double-tap to favor.\n"
        let found = Self.byBytes(text)
        #expect(found?.0 == "*" && found?.1 == "•")
        #expect(found?.2 == 44)
        #expect(Self.byCharacters(text)?.2 == 44)
    }

    /// Random texts of markers, spaces, tabs, line breaks (CRLF among them),
    /// combining marks and letters: the byte scan and the reference agree.
    @Test(arguments: TestSeed.seeds([336]))
    func agreesWithReadingCharacters(seed: UInt64) {
        let pieces = ["•", "◦", "▪", "‣", "*", "-", "+", "–", " ", " ", "\t", "\n", "\n", "\r", "\r\n", "\u{301}", "a", "é", "🎹", "1."]
        var random = SeededGenerator(state: seed)
        var withFindings = 0
        let markers = ["•", "◦", "▪", "‣", "*", "-", "+", "–", "a", "1."]
        for round in 0..<20_000 {
            // Half the texts are lines shaped like lists, half any mix.
            let text: String
            if round % 2 == 0 {
                text = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    ["", " ", "  ", "\t", " \u{301}"].randomElement(using: &random)! + markers.randomElement(using: &random)!
                        + [" ", " ", " ", "", "\u{301}", " \u{301}"].randomElement(using: &random)! + pieces.randomElement(using: &random)!
                }.joined(separator: ["\n", "\n", "\r\n", "\r"].randomElement(using: &random)!)
            } else {
                text = (0..<Int.random(in: 0...24, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            }
            let expected = Self.byCharacters(text)
            let found = Self.byBytes(text)
            #expect(found?.0 == expected?.0 && found?.1 == expected?.1 && found?.2 == expected?.2, "\(text.unicodeScalars.map { $0.value })")
            if expected != nil { withFindings += 1 }
        }
        #expect(withFindings > 500, "the random texts must hold mixed lists often enough to test the scan")
    }
}
