/// What VoiceOver reads for a tour: a text's words, and the announcement
/// of a step ("Step 2 of 5. Title. Text."). One definition for the app,
/// which says it when a step shows (TourKit's `TourAnnouncer`), and for
/// `tourc preview`, which prints it beside each card.
public enum TourSpeech {
    /// The words of the tour text `text`, as VoiceOver reads the card: the
    /// Markdown marks dropped (a link reads as its words), each symbol as
    /// its spoken label (`{symbol:play.fill|Play}` reads "Play"), or as the
    /// words of its name when it has none (`minus.circle` reads "minus
    /// circle"), list markers dropped and lines joined with a space.
    public static func words(of text: String) -> String {
        var words = ""
        var atLineStart = true
        var afterSymbol = false
        // A symbol's words are kept apart from a word written against it.
        func separate(_ next: Character?) {
            if let last = words.last, let next, !last.isWhitespace, !next.isWhitespace, !next.isPunctuation { words += " " }
        }
        for run in TourText.runs(of: text) {
            switch run {
            case .text(let characters):
                for (number, line) in characters.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if number > 0 {
                        words += " "
                        atLineStart = true
                    }
                    let read = withoutMarkdown(atLineStart ? withoutListMarker(line) : line)
                    if afterSymbol { separate(read.first) }
                    words += read
                    atLineStart = atLineStart && line.isEmpty
                    afterSymbol = false
                }
            case .symbol(let name, let label):
                // Read as written: a label is words, not Markdown.
                let spoken = label ?? name.split(separator: ".").joined(separator: " ")
                if let first = spoken.first, words.last.map({ !$0.isWhitespace }) ?? false, first.isLetter || first.isNumber { words += " " }
                words += spoken
                atLineStart = false
                afterSymbol = true
            }
        }
        return collapsingSpaces(words)
    }

    /// What is announced when a step shows: "Step 2 of 5. Title. Text.",
    /// in the language of `phrases`; `title` and `text` are tour texts in
    /// that language (markup and all). `position` counts from 1.
    public static func announcement(position: Int, count: Int, title: String, text: String, phrases: TourSpokenPhrases) -> String {
        let parts = [phrases.step(position, of: count), words(of: title), words(of: text)].filter { !$0.isEmpty }
        return parts.map { phrases.sentence($0) }.joined(separator: phrases.sentenceSpace)
    }

    /// The characters a card shows for one line of text: `line` without
    /// its Markdown marks (a link shows its words), for measuring it.
    package static func shownCharacters(of line: Substring) -> String { withoutMarkdown(line) }

    /// `line` without a list marker (`- `, `• `, `* `, `+ `) at its start.
    private static func withoutListMarker(_ line: Substring) -> Substring {
        let rest = line.drop { $0 == " " || $0 == "\t" }
        guard let marker = rest.first, "-•*+◦▪‣–".contains(marker), rest.dropFirst().first == " " else { return line }
        return rest.dropFirst(2)
    }

    /// `line` as read aloud: emphasis, strikethrough and code marks dropped,
    /// a link `[words](address)` read as its words, `\*` as `*`.
    private static func withoutMarkdown(_ line: Substring) -> String {
        let characters = Array(line)
        var result = ""
        var index = 0
        func isWordCharacter(_ offset: Int) -> Bool {
            offset >= 0 && offset < characters.count && (characters[offset].isLetter || characters[offset].isNumber)
        }
        func isSpace(_ offset: Int) -> Bool { offset < 0 || offset >= characters.count || characters[offset].isWhitespace }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && characters[index + 1].isPunctuationOrSymbol:
                result.append(characters[index + 1])
                index += 2
                continue
            case "`":
                break
            case "~" where index + 1 < characters.count && characters[index + 1] == "~":
                index += 2
                continue
            case "*", "_":
                // A mark opens before a word or closes after one; a star
                // between spaces (2 * 3) or inside a word (snake_case) is text.
                var end = index
                while end < characters.count && characters[end] == character { end += 1 }
                let opens = !isSpace(end) && !(character == "_" && isWordCharacter(index - 1))
                let closes = !isSpace(index - 1) && !(character == "_" && isWordCharacter(end))
                if !(opens || closes) { result.append(contentsOf: String(characters[index..<end])) }
                index = end
                continue
            case "[":
                if let link = link(in: characters, at: index) {
                    result += withoutMarkdown(Substring(String(characters[index + 1..<link.labelEnd])))
                    index = link.end
                    continue
                }
                result.append(character)
            default:
                result.append(character)
            }
            index += 1
        }
        return result
    }

    /// The link `[words](address)` starting at `start`: where its words end
    /// and where it ends; `nil` when the brackets are not a link.
    private static func link(in characters: [Character], at start: Int) -> (labelEnd: Int, end: Int)? {
        guard let close = characters[start...].firstIndex(of: "]"), close + 1 < characters.count, characters[close + 1] == "(",
            let end = characters[(close + 1)...].firstIndex(of: ")"),
            !characters[(close + 2)..<end].contains(where: \.isWhitespace)
        else { return nil }
        return (close, end + 1)
    }

    private static func collapsingSpaces(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension Character {
    /// Whether a backslash before this character escapes it in Markdown.
    fileprivate var isPunctuationOrSymbol: Bool {
        isASCII && (isPunctuation || isSymbol)
    }
}
