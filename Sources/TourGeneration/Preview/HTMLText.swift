import TourBytes
import TourFormat

/// HTML escaping, and a card text rendered as SwiftUI renders a
/// `LocalizedStringKey`: inline Markdown only (bold, italic, code, links,
/// strikethrough), line breaks kept, no block elements, and each
/// `{symbol:NAME}` as a labelled chip where the image would be.
///
/// Everything that comes from a tour is escaped; the only markup in the
/// result is what this renderer writes, so a text cannot add an element or
/// an attribute to the page.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped (``HTMLEscaping``).
    static func escaped(_ text: String) -> String { HTMLEscaping.escaped(text) }

    /// The card text `text` as HTML. A text with list lines (a marker and
    /// a space, or `1.`, at a line's start) is written a line to a block, so
    /// that a list line that wraps hangs under its text, not under its
    /// marker, as the app's own list layout would.
    static func card(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.contains(where: isListLine) else { return inline(text) }
        return lines.map { line in
            let html = line.isEmpty ? "<br>" : inline(String(line))
            return isListLine(line) ? "<span class=\"line item\">\(html)</span>" : "<span class=\"line\">\(html)</span>"
        }.joined()
    }

    /// Whether `line` starts (after spaces) with a list marker and a space,
    /// or with a number, `.` or `)`, and a space.
    static func isListLine(_ line: Substring) -> Bool {
        let rest = line.drop { $0 == " " || $0 == "\t" }
        if let marker = rest.first, "•◦▪‣*-+–".contains(marker), rest.dropFirst().first == " " { return true }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        let after = rest.dropFirst(digits.count)
        return !digits.isEmpty && digits.count <= 3 && (after.first == "." || after.first == ")") && after.dropFirst().first == " "
    }

    /// One run of card text as HTML: inline Markdown, symbols as chips.
    private static func inline(_ text: String) -> String {
        let segments = TourText.runs(of: text)
        // Markdown spans may enclose a symbol (`**Tap {symbol:x} now**`), as
        // in SwiftUI: symbols become placeholder scalars from the private use
        // area while Markdown is rendered, then chips. A text that already
        // holds such scalars is rendered segment by segment instead.
        let placeholders =
            segments.count(where: \.isSymbol) < 0x1900 && text.unicodeScalars.allSatisfy { !(0xE000...0xF8FF).contains($0.value) }
        guard placeholders else {
            return segments.map { segment in
                switch segment {
                case .text(let run): InlineMarkdown.html(run)
                case .symbol(let name, let label): chip(name, label: label)
                }
            }.joined()
        }
        var marked = ""
        var symbols: [(name: String, label: String?)] = []
        for segment in segments {
            switch segment {
            case .text(let run): marked += run
            case .symbol(let name, let label):
                marked.unicodeScalars.append(Unicode.Scalar(0xE000 + UInt32(symbols.count))!)
                symbols.append((name, label))
            }
        }
        var html = ""
        for scalar in InlineMarkdown.html(marked).unicodeScalars {
            if (0xE000...0xF8FF).contains(scalar.value) {
                let symbol = symbols[Int(scalar.value - 0xE000)]
                html += chip(symbol.name, label: symbol.label)
            } else {
                html.unicodeScalars.append(scalar)
            }
        }
        return html
    }

    /// A symbol's chip: its name, labelled, where the app shows the image;
    /// its title says the words VoiceOver reads for it, when it has some.
    static func chip(_ name: String, label: String? = nil) -> String {
        let title = label.map { "SF Symbol, read as " + escaped($0) } ?? "SF Symbol"
        return "<span class=\"symbol\" title=\"\(title)\">\(escaped(name))</span>"
    }
}
