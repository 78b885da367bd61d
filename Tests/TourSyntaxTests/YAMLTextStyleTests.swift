import TestSupport
import Testing
import TourDiagnostics

@testable import TourSyntax

/// The rule for texts (``YAMLTextStyle``): which style each text gets, and that
/// every text, written so, reads back as exactly itself.
@Suite struct YAMLTextStyleTests {
    @Test(arguments: [
        ("Play the keyboard", YAMLTextStyle.plain),
        ("Tap {symbol:star} to keep it, 50 % of the time; C# too", .plain),
        ("It's \"here\"", .plain),
        ("日本語 🎹 naïve", .plain),
        ("3 steps to go", .plain),
        ("\"Hi\" said the back\\slash", .singleQuoted),
        ("'Quoted' and \"double\"", .doubleQuoted),
        (" leading space", .doubleQuoted),
        ("trailing space ", .doubleQuoted),
        ("- a list?", .doubleQuoted),
        ("*bold* first", .doubleQuoted),
        ("key: value", .doubleQuoted),
        ("not #a comment", .doubleQuoted),
        ("ends with:", .doubleQuoted),
        ("yes", .doubleQuoted),
        ("~", .doubleQuoted),
        ("1e3", .doubleQuoted),
        ("-.5", .doubleQuoted),
        ("a\ttab", .doubleQuoted),
        ("bell\u{7}", .doubleQuoted),
        ("Two\nlines", .literalBlock),
        ("Kept\n\n  indented", .literalBlock),
        ("  starts indented\nthen not", .doubleQuoted),
        ("trailing \nspace", .doubleQuoted),
        ("\ttab first\nx", .doubleQuoted),
        ("ends with a break\n", .doubleQuoted),
        ("\nstarts with a break", .doubleQuoted),
        ("a\r\nwindows break", .doubleQuoted),
        ("line\u{2028}separator", .doubleQuoted),
        ("byte order\u{FEFF}mark", .doubleQuoted),
    ])
    func eachTextGetsItsStyle(_ text: String, _ style: YAMLTextStyle) {
        #expect(YAMLTextStyle(for: text) == style, "\(text.debugDescription)")
    }

    /// Written in its style under a key, every text of these reads back as
    /// itself, however odd.
    @Test(arguments: TestSeed.seeds([7]))
    func everyStyleReadsBackExactly(seed: UInt64) throws {
        let pieces = [
            "a", " ", "  ", "\n", "\n\n", "\t", "'", "\"", "\\", ": ", " #", "#", "-", "?", "{", "[", "*", "&", "!", "%", "@", "`",
            "é", "日本", "🎹", "\u{7}", "\u{0}", "\u{85}", "\u{2028}", "\u{FEFF}", "\r", "yes", "1", ".", "~", "|", ">",
        ]
        var random = SeededGenerator(state: seed)
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...6, using: &random) { text += pieces.randomElement(using: &random)! }
            let style = YAMLTextStyle(for: text)
            let lines = style.render(text)
            var yaml = "title: "
            if style == .literalBlock {
                yaml += "|-\n" + lines.map { $0.isEmpty ? "" : "  " + String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
            } else {
                yaml += String(decoding: lines[0], as: UTF8.self)
            }
            var collector = DiagnosticCollector(file: "text.yaml")
            let parsed = YAMLParser().parse(Array((yaml + "\n").utf8), diagnostics: &collector)
            guard case .mapping(let pairs)? = parsed.documents.first?.root.content else {
                Issue.record("\(text.debugDescription) as \(style) does not read: \(yaml) \(collector.diagnostics)")
                continue
            }
            #expect(pairs.first?.value.scalarValue == text, "\(text.debugDescription) as \(style): \(yaml)")
        }
    }
}
