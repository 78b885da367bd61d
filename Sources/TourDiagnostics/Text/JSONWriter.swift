/// Writes JSON straight into a buffer, laid out exactly as Foundation's
/// `JSONEncoder` lays it out with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes` (two-space indent, `"key" : value`), so a
/// bundle TourKit decodes and re-encodes comes out byte for byte the same.
///
/// Callers write an object's keys in sorted order themselves: the keys are
/// known when the emitter is written, so no sorting happens at run time.
struct JSONWriter {
    private(set) var buffer: TextBuffer
    /// How many members or elements each open container has so far.
    private var counts: [Int] = []

    init(capacity: Int) {
        buffer = TextBuffer(capacity: capacity)
    }

    /// The document: the value written, then a final newline.
    mutating func finish() -> TextBuffer {
        precondition(counts.isEmpty, "unclosed JSON container")
        buffer.append(byte: UInt8(ascii: "\n"))
        return buffer
    }

    mutating func beginObject() {
        buffer.append(byte: UInt8(ascii: "{"))
        counts.append(0)
    }

    mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        buffer.append(byte: UInt8(ascii: "["))
        counts.append(0)
    }

    mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Starts an object member; its value is written next.
    mutating func key(_ key: StaticString) {
        separate()
        buffer.append(byte: UInt8(ascii: "\""))
        buffer.append(key)
        buffer.append("\" : " as StaticString)
    }

    /// Starts an object member whose key is only known at run time.
    mutating func key(_ key: String) {
        separate()
        buffer.appendJSONString(key)
        buffer.append(" : " as StaticString)
    }

    /// Starts an array element; its value is written next.
    mutating func element() {
        separate()
    }

    mutating func string(_ value: String) {
        buffer.appendJSONString(value)
    }

    mutating func number(_ value: Double) {
        buffer.append(SwiftLiteral.number(value))
    }

    mutating func integer(_ value: Int) {
        buffer.append(value)
    }

    private mutating func separate() {
        if counts[counts.count - 1] > 0 { buffer.append(byte: UInt8(ascii: ",")) }
        counts[counts.count - 1] += 1
        newline()
    }

    private mutating func close(_ bracket: UInt8) {
        // Foundation writes an empty container with a blank line inside.
        if counts.removeLast() == 0 { buffer.append(byte: UInt8(ascii: "\n")) }
        newline()
        buffer.append(byte: bracket)
    }

    private mutating func newline() {
        guard counts.count < Self.indents.count else {
            buffer.append(byte: UInt8(ascii: "\n"))
            for _ in 0..<counts.count { buffer.append("  " as StaticString) }
            return
        }
        buffer.append(Self.indents[counts.count])
    }

    /// A line break and the indentation of each depth, made once.
    private static let indents: [StaticString] = [
        "\n", "\n  ", "\n    ", "\n      ", "\n        ", "\n          ", "\n            ",
    ]
}
