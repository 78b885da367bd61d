/// UTF-8 text built by appending, for the emitters. Appending whole strings
/// is a copy of their bytes; escaping works on bytes and copies runs that
/// need no escape whole, so no character is appended on its own unless it
/// has to be rewritten.
struct TextBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text as a `String`.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(_ number: Int) {
        append(String(number))
    }

    /// `text` as a quoted Swift string literal (see ``SwiftLiteral/string(_:)``).
    mutating func appendSwiftString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            let count = utf8.count
            while index < count {
                let byte = utf8[index]
                if byte < 0x80 {
                    if byte >= 0x20, byte != 0x7F, byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "\"") {
                        index += 1
                        continue
                    }
                    flush(utf8, from: runStart, to: index)
                    SwiftLiteral.appendEscape(for: Unicode.Scalar(byte), to: &bytes)
                    index += 1
                    runStart = index
                    continue
                }
                let (scalar, length) = Self.decodeScalar(utf8, at: index)
                if SwiftLiteral.needsEscape(scalar, atStart: index == 0) {
                    flush(utf8, from: runStart, to: index)
                    SwiftLiteral.appendEscape(for: scalar, to: &bytes)
                    runStart = index + length
                }
                index += length
            }
            flush(utf8, from: runStart, to: count)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `text` as a quoted JSON string (see ``JSONText/quoted(_:)``): only
    /// ASCII controls, `"` and `\` are escaped, so other bytes are copied.
    mutating func appendJSONString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                flush(utf8, from: runStart, to: index)
                JSONText.appendEscape(for: byte, to: &bytes)
                runStart = index + 1
            }
            flush(utf8, from: runStart, to: utf8.count)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func flush(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        if start < end { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<end])) }
    }

    /// The scalar at `index` of valid UTF-8 and its length in bytes.
    private static func decodeScalar(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = utf8[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
