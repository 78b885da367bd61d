/// The inline Markdown SwiftUI renders in a `LocalizedStringKey`, as HTML:
/// `**bold**` and `__bold__`, `*italic*` and `_italic_`, `` `code` ``,
/// `~~strikethrough~~`, `[links](https://…)` and backslash escapes. Line
/// breaks are kept; there are no block elements (a `#` or `-` at a line's
/// start is text, as on the card). Every character of the text is escaped.
///
/// It follows CommonMark's rules closely enough for card texts, not
/// exactly: an underscore inside a word (`snake_case`) is text, and an
/// opener without a closer is text.
enum InlineMarkdown {
    /// `text` as HTML.
    static func html(_ text: String) -> String {
        var renderer = Renderer(Array(text.unicodeScalars))
        return renderer.render(0, renderer.scalars.count)
    }

    /// Link schemes that become links; anything else (`javascript:`) stays text.
    static let linkSchemes = ["https:", "http:", "mailto:"]

    private struct Renderer {
        let scalars: [Unicode.Scalar]

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        /// The HTML for `scalars[start..<end]`.
        mutating func render(_ start: Int, _ end: Int) -> String {
            var html = ""
            var index = start
            while index < end {
                let scalar = scalars[index]
                switch scalar {
                case "\\" where index + 1 < end && scalars[index + 1].isASCIIPunctuation:
                    html += HTMLText.escaped(String(scalars[index + 1]))
                    index += 2
                case "\n":
                    html += "<br>"
                    index += 1
                case "`":
                    if let (code, next) = codeSpan(at: index, end) {
                        html += "<code>" + HTMLText.escaped(code) + "</code>"
                        index = next
                    } else {
                        index = literalRun(of: "`", at: index, end, into: &html)
                    }
                case "[":
                    if let (label, url, next) = link(at: index, end) {
                        html +=
                            "<a href=\"\(HTMLText.escaped(url))\" rel=\"noopener noreferrer\">" + render(label.lowerBound, label.upperBound) + "</a>"
                        index = next
                    } else {
                        html += "["
                        index += 1
                    }
                case "*", "_", "~":
                    if let (tag, width, close) = emphasis(at: index, end) {
                        html += "<\(tag)>" + render(index + width, close) + "</\(tag)>"
                        index = close + width
                    } else {
                        index = literalRun(of: scalar, at: index, end, into: &html)
                    }
                default:
                    html += HTMLText.escaped(String(scalar))
                    index += 1
                }
            }
            return html
        }

        /// Writes a run of `scalar` as text; returns where it ends.
        func literalRun(of scalar: Unicode.Scalar, at start: Int, _ end: Int, into html: inout String) -> Int {
            var index = start
            while index < end, scalars[index] == scalar {
                html += HTMLText.escaped(String(scalar))
                index += 1
            }
            return index
        }

        /// A code span opened by the backtick run at `start`: its text and
        /// where it ends; `nil` when no run of the same length closes it.
        func codeSpan(at start: Int, _ end: Int) -> (String, Int)? {
            let width = run(of: "`", at: start, end)
            var index = start + width
            while index < end {
                if scalars[index] == "`" {
                    let closing = run(of: "`", at: index, end)
                    if closing == width {
                        var code = String(String.UnicodeScalarView(scalars[(start + width)..<index]))
                        // One space on each side is padding, as in CommonMark.
                        if code.count >= 2, code.hasPrefix(" "), code.hasSuffix(" "), code.contains(where: { $0 != " " }) {
                            code = String(code.dropFirst().dropLast())
                        }
                        return (code, index + width)
                    }
                    index += closing
                } else {
                    index += 1
                }
            }
            return nil
        }

        /// `[label](url)` at `start`: the label's range, the url and the end.
        func link(at start: Int, _ end: Int) -> (Range<Int>, String, Int)? {
            var depth = 0
            var index = start
            var labelEnd: Int?
            while index < end {
                switch scalars[index] {
                case "\\": index += 1
                case "[": depth += 1
                case "]":
                    depth -= 1
                    if depth == 0 { labelEnd = index }
                default: break
                }
                if labelEnd != nil { break }
                index += 1
            }
            guard let labelEnd, labelEnd + 1 < end, scalars[labelEnd + 1] == "(" else { return nil }
            guard let close = (labelEnd + 2..<end).first(where: { scalars[$0] == ")" }) else { return nil }
            let url = String(String.UnicodeScalarView(scalars[(labelEnd + 2)..<close])).trimmingSpaces
            guard !url.isEmpty, !url.contains(" "), InlineMarkdown.linkSchemes.contains(where: { url.lowercased().hasPrefix($0) }),
                labelEnd > start + 1
            else { return nil }
            return ((start + 1)..<labelEnd, url, close + 1)
        }

        /// An emphasis span opened at `start`: its tag, its delimiter's
        /// width, and where its closing delimiter starts.
        func emphasis(at start: Int, _ end: Int) -> (String, Int, Int)? {
            let scalar = scalars[start]
            let available = run(of: scalar, at: start, end)
            let width: Int
            let tag: String
            switch (scalar, available) {
            case ("~", 2...): (width, tag) = (2, "del")
            case ("~", _): return nil
            // `***x***` is emphasis around strong emphasis, as in CommonMark.
            case (_, 3...): (width, tag) = (1, "em")
            case (_, 2): (width, tag) = (2, "strong")
            default: (width, tag) = (1, "em")
            }
            // An opener is followed by a non-space; `_` does not open inside a word.
            guard start + width < end, !scalars[start + width].properties.isWhitespace else { return nil }
            if scalar == "_", start > 0, scalars[start - 1].properties.isAlphabetic || scalars[start - 1].properties.numericType != nil {
                return nil
            }
            // The closer comes after the whole opening run.
            var index = start + available
            while index < end {
                let current = scalars[index]
                if current == "\\" {
                    index += 2
                    continue
                }
                if current == "`", let (_, next) = codeSpan(at: index, end) {
                    index = next
                    continue
                }
                if current == scalar {
                    let closing = run(of: scalar, at: index, end)
                    let closes =
                        !scalars[index - 1].properties.isWhitespace
                        && (scalar != "_" || index + closing >= end || !(scalars[index + closing].properties.isAlphabetic))
                    // A longer run closes with its last delimiters: the
                    // inner ones close a span nested inside.
                    if closes, closing >= width {
                        return (tag, width, index + closing - width)
                    }
                    index += closing
                    continue
                }
                index += 1
            }
            return nil
        }

        /// How many `scalar`s run from `start`.
        func run(of scalar: Unicode.Scalar, at start: Int, _ end: Int) -> Int {
            var index = start
            while index < end, scalars[index] == scalar { index += 1 }
            return index - start
        }
    }
}

extension Unicode.Scalar {
    /// ASCII punctuation, which a backslash escapes in Markdown.
    fileprivate var isASCIIPunctuation: Bool {
        isASCII && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(self)
    }
}

extension String {
    /// Without spaces at either end.
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
