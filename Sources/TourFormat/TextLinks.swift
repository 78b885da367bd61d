/// The links of a tour text, as SwiftUI would make them tappable, and the
/// rules they must follow: the one reading tourc's checks (TOUR346-348)
/// and TourKit's refusal of a remote tour share, so both find the same
/// links.
///
/// It reads more than CommonMark makes a link, never less, because what it
/// misses a hostile feed could show: every `](` opens a destination
/// (inline links), `[label]: destination` at a line's start is a link
/// reference definition, `<scheme:...>` an autolink; backslash escapes and
/// character references in a destination are decoded as CommonMark does
/// (`javascript&colon;` is `javascript:`), and a destination with a
/// reference it cannot decode for certain has no readable address, which
/// the rules refuse.
package struct TextLinks: Sendable {
    /// One link.
    package struct Link: Sendable, Equatable {
        /// Where the link starts (its `[` or `<`), in UTF-8 code units from the text's start.
        package var utf8Offset: Int
        /// The words shown for it (the label, without its brackets), as written.
        package var label: String
        /// The destination, decoded; `nil` when it cannot be read for certain.
        package var destination: String?

        /// The destination's scheme, lowercased (`https`), when it has one.
        package var scheme: String? {
            guard let destination, let colon = destination.firstIndex(of: ":") else { return nil }
            let scheme = destination[..<colon]
            guard let first = scheme.unicodeScalars.first, TextLinks.isLetter(first),
                scheme.unicodeScalars.allSatisfy({ TextLinks.isLetter($0) || TextLinks.isDigit($0) || "+-.".unicodeScalars.contains($0) })
            else { return nil }
            return scheme.lowercased()
        }

        /// The host an `http`, `https` or `mailto` destination goes to,
        /// lowercased, without a trailing dot; `nil` when it has none a
        /// person could be sure of (a user name before an `@`, or a
        /// character no domain has).
        package var host: String? {
            guard let destination, let scheme else { return nil }
            var rest = destination.dropFirst(scheme.count + 1)
            if scheme == "mailto" {
                guard let at = rest.lastIndex(of: "@") else { return nil }
                rest = rest[rest.index(after: at)...]
                if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
            } else {
                guard scheme == "http" || scheme == "https", rest.hasPrefix("//") else { return nil }
                rest = rest.dropFirst(2)
                if let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" || $0 == "\\" }) { rest = rest[..<end] }
                // `https://apple.com@evil.example` goes to evil.example.
                if rest.contains("@") { return nil }
                if let colon = rest.firstIndex(of: ":") {
                    guard rest[rest.index(after: colon)...].unicodeScalars.allSatisfy(TextLinks.isDigit) else { return nil }
                    rest = rest[..<colon]
                }
            }
            var host = rest.lowercased()
            if host.hasSuffix(".") { host.removeLast() }
            guard !host.isEmpty, host.unicodeScalars.allSatisfy({ TextLinks.isLetter($0) || TextLinks.isDigit($0) || $0 == "-" || $0 == "." })
            else { return nil }
            return host
        }
    }

    /// The links, in text order.
    package private(set) var links: [Link] = []

    /// Reads the links of `text`.
    package init(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "]")) || bytes.contains(UInt8(ascii: "<")) else { return }
        var index = 0
        var lineStart = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                lineStart = false
                continue
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lineStart = true
                index += 1
                continue
            }
            if lineStart, let definition = Self.definition(in: bytes, at: index) {
                links.append(definition.link)
                index = definition.end
                continue
            }
            if byte != UInt8(ascii: " ") { lineStart = false }
            if byte == UInt8(ascii: "]"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") {
                let (destination, end) = Self.destination(in: bytes, from: index + 2)
                let open = Self.openingBracket(in: bytes, before: index)
                let label = String(decoding: bytes[(open.map { $0 + 1 } ?? index)..<index], as: UTF8.self)
                links.append(Link(utf8Offset: open ?? index, label: label, destination: destination))
                index = end
                continue
            }
            if byte == UInt8(ascii: "<"), let autolink = Self.autolink(in: bytes, at: index) {
                links.append(autolink.link)
                index = autolink.end
                continue
            }
            index += 1
        }
    }

    // MARK: Reading

    /// The `[` that the `]` at `close` ends, brackets nested between them
    /// balanced and escaped ones skipped; `nil` when there is none.
    private static func openingBracket(in bytes: [UInt8], before close: Int) -> Int? {
        var depth = 0
        var index = close - 1
        while index >= 0 {
            let escaped = index > 0 && bytes[index - 1] == UInt8(ascii: "\\")
            if !escaped {
                if bytes[index] == UInt8(ascii: "]") { depth += 1 }
                if bytes[index] == UInt8(ascii: "[") {
                    if depth == 0 { return index }
                    depth -= 1
                }
            }
            index -= 1
        }
        return nil
    }

    /// The destination that starts at `start` (after `(`), decoded, and
    /// where the link ends.
    private static func destination(in bytes: [UInt8], from start: Int) -> (String?, Int) {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        var raw: [UInt8] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "<") {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "\n") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    raw.append(bytes[index])
                    index += 1
                }
                raw.append(bytes[index])
                index += 1
            }
        } else {
            var depth = 0
            while index < bytes.count, !isSpace(bytes[index]) {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    raw += [byte, bytes[index + 1]]
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") {
                    if depth == 0 { break }
                    depth -= 1
                }
                raw.append(byte)
                index += 1
            }
        }
        // The rest (a title) up to the closing parenthesis.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: ")") { end += 1 }
        return (decoded(raw), min(end + 1, bytes.count))
    }

    /// `[label]: destination` at `start`, a line's first non-space byte
    /// (up to three spaces in).
    private static func definition(in bytes: [UInt8], at start: Int) -> (link: Link, end: Int)? {
        var index = start
        while index < bytes.count, index - start < 3, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        let open = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "]"), bytes[index] != UInt8(ascii: "\n") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: ":") else { return nil }
        let label = String(decoding: bytes[(open + 1)..<index], as: UTF8.self)
        index += 2
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        var end = index
        if end < bytes.count, bytes[end] == UInt8(ascii: "<") {
            while end < bytes.count, bytes[end] != UInt8(ascii: ">"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let raw = Array(bytes[min(index + 1, end)..<end])
            return (Link(utf8Offset: open, label: label, destination: decoded(raw)), min(end + 1, bytes.count))
        }
        while end < bytes.count, !isSpace(bytes[end]) { end += 1 }
        return (Link(utf8Offset: open, label: label, destination: decoded(Array(bytes[index..<end]))), end)
    }

    /// `<scheme:...>` or `<name@domain>` at `start`.
    private static func autolink(in bytes: [UInt8], at start: Int) -> (link: Link, end: Int)? {
        var end = start + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: ">"), bytes[end] != UInt8(ascii: "<"), !isSpace(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ">"), end > start + 1 else { return nil }
        let inside = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let link: Link
        if inside.contains(":") {
            link = Link(utf8Offset: start, label: inside, destination: inside)
            guard link.scheme != nil else { return nil }
        } else if inside.contains("@") {
            link = Link(utf8Offset: start, label: inside, destination: "mailto:" + inside)
        } else {
            return nil
        }
        return (link, end + 1)
    }

    /// A destination with its backslash escapes and character references
    /// decoded; `nil` when a reference is one it cannot decode for certain.
    private static func decoded(_ raw: [UInt8]) -> String? {
        var scalars = String.UnicodeScalarView()
        let text = Array(String(decoding: raw, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < text.count {
            let scalar = text[index]
            if scalar == "\\", index + 1 < text.count, text[index + 1].isASCII, isPunctuation(text[index + 1]) {
                scalars.append(text[index + 1])
                index += 2
                continue
            }
            if scalar == "&", let semicolon = text[index...].prefix(34).firstIndex(of: ";") {
                let name = String(String.UnicodeScalarView(text[(index + 1)..<semicolon]))
                if !name.isEmpty, name.unicodeScalars.allSatisfy({ isLetter($0) || isDigit($0) || $0 == "#" }) {
                    guard let value = reference(name) else { return nil }
                    scalars.append(value)
                    index = semicolon + 1
                    continue
                }
            }
            scalars.append(scalar)
            index += 1
        }
        return String(scalars)
    }

    /// The character `&name;` stands for, for numeric references and the
    /// named ones that spell a URL's punctuation; `nil` for any other.
    private static func reference(_ name: String) -> Unicode.Scalar? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        }
        if name.hasPrefix("#") { return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init) }
        let named: [String: Unicode.Scalar] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "sol": "/", "period": ".",
            "quest": "?", "num": "#", "commat": "@", "lpar": "(", "rpar": ")", "percnt": "%", "equals": "=", "nbsp": "\u{A0}",
        ]
        return named[name]
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(scalar)
    }
}
