/// UTF-8 text built by appending, for every writer of text in the package
/// (emitters, reports, the JSON writer). Appending a string copies its
/// bytes; escaping copies the runs that need no escape whole, so no
/// character is appended on its own unless it has to be rewritten.
///
/// The appenders are inlinable: the emitters call them for every value they
/// write, from another module.
package struct TextBuffer: Sendable {
    /// The text so far.
    @usableFromInline package private(set) var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    package init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text as a `String`.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    @inlinable package mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    @inlinable package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    @inlinable package mutating func append(_ utf8: ArraySlice<UInt8>) {
        bytes.append(contentsOf: utf8)
    }

    /// How many bytes the text holds so far.
    @inlinable package var count: Int { bytes.count }

    /// Drops everything after the first `count` bytes.
    package mutating func truncate(to count: Int) {
        bytes.removeLast(bytes.count - count)
    }

    /// How many characters (counted as Unicode scalars) the text holds
    /// from byte `start` on: every byte but UTF-8 continuation bytes.
    package func columns(from start: Int) -> Int {
        bytes[start...].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    @inlinable package mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// `number` in decimal, written digit by digit: line and column numbers
    /// fill scan reports, and a String for each would cost more.
    package mutating func append(_ number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// The bytes `start..<end` of `utf8`, when the range is not empty.
    @inlinable package mutating func append(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        if start < end { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<end])) }
    }

    /// `text` as a quoted JSON string, escaped as RFC 8259 requires and
    /// exactly as Foundation's `JSONEncoder` escapes (`\b`, `\f`, lowercase
    /// hex, every other character as it is), so TourKit re-encodes bundles
    /// byte for byte.
    package mutating func appendJSONString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                index = PlainRuns.skip(utf8, from: index, swift: false)
                guard index < utf8.count else { break }
                let byte = utf8[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    append(utf8, from: runStart, to: index)
                    appendJSONEscape(for: byte)
                    runStart = index + 1
                }
                index += 1
            }
            append(utf8, from: runStart, to: utf8.count)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The escape for an ASCII control, `"` or `\`.
    private mutating func appendJSONEscape(for byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"" as StaticString)
        case UInt8(ascii: "\\"): append("\\\\" as StaticString)
        case UInt8(ascii: "\n"): append("\\n" as StaticString)
        case UInt8(ascii: "\r"): append("\\r" as StaticString)
        case UInt8(ascii: "\t"): append("\\t" as StaticString)
        case 0x08: append("\\b" as StaticString)
        case 0x0C: append("\\f" as StaticString)
        default:
            let hex = String(byte, radix: 16)
            append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        }
    }

    /// `value` as the shortest decimal that reads back as the same number
    /// (`8`, `8.5`, `0.1`): how Swift literals and JSON bundles write numbers.
    package mutating func append(shortest value: Double) {
        // Whole numbers, the common case, skip floating-point formatting.
        if value == value.rounded(), abs(value) < 1e15, value.sign == .plus {
            append(Int(value))
            return
        }
        let text = String(describing: value)
        append(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }
}
