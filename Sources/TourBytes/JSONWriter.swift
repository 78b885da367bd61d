/// Writes JSON straight into a buffer, laid out exactly as Foundation's
/// `JSONEncoder` lays it out with `.prettyPrinted` and
/// `.withoutEscapingSlashes` (two-space indent, `"key" : value`), so a
/// bundle TourKit decodes and re-encodes comes out byte for byte the same.
/// It is the one JSON writer of the package: bundles, diagnostics and the
/// `targets` reports all go through it.
///
/// Callers write an object's keys in the order they want; bundles write
/// them sorted, as `.sortedKeys` would: the keys are known when the emitter
/// is written, so no sorting happens at run time.
package struct JSONWriter {
    private(set) var buffer: TextBuffer
    /// How many members or elements the innermost open container has so far.
    private var count = 0
    /// The same for each container around it, outermost first: the depth is
    /// its size. (Kept apart from `count` so that writing a member, the common
    /// case, touches no array.)
    private var outerCounts: [Int] = []

    /// An empty document with room for `capacity` bytes.
    package init(capacity: Int) {
        buffer = TextBuffer(capacity: capacity)
    }

    /// The document: the value written, then a final newline.
    package mutating func finish() -> TextBuffer {
        precondition(outerCounts.isEmpty, "unclosed JSON container")
        buffer.append(byte: UInt8(ascii: "\n"))
        return buffer
    }

    package mutating func beginObject() {
        buffer.append(byte: UInt8(ascii: "{"))
        open()
    }

    package mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    package mutating func beginArray() {
        buffer.append(byte: UInt8(ascii: "["))
        open()
    }

    package mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Starts an object member; its value is written next.
    package mutating func key(_ key: StaticString) {
        separate()
        buffer.append(byte: UInt8(ascii: "\""))
        buffer.append(key)
        buffer.append("\" : " as StaticString)
    }

    /// Starts an object member whose key is only known at run time (a
    /// separate label, so a literal key always takes the cheaper overload).
    package mutating func key(named key: String) {
        separate()
        buffer.appendJSONString(key)
        buffer.append(" : " as StaticString)
    }

    /// Starts an array element; its value is written next.
    package mutating func element() {
        separate()
    }

    package mutating func string(_ value: String) {
        buffer.appendJSONString(value)
    }

    /// An array of strings, each on its own line.
    package mutating func strings(_ values: some Sequence<String>) {
        beginArray()
        for value in values {
            element()
            string(value)
        }
        endArray()
    }

    package mutating func number(_ value: Double) {
        buffer.append(shortest: value)
    }

    package mutating func bool(_ value: Bool) {
        buffer.append(value ? "true" as StaticString : "false" as StaticString)
    }

    package mutating func null() {
        buffer.append("null" as StaticString)
    }

    /// `value`, or `null` when it is `nil`.
    package mutating func string(_ value: String?) {
        guard let value else { return null() }
        buffer.appendJSONString(value)
    }

    /// `value`, or `null` when it is `nil`.
    package mutating func integer(_ value: Int?) {
        guard let value else { return null() }
        buffer.append(value)
    }

    package mutating func integer(_ value: Int) {
        buffer.append(value)
    }

    private mutating func separate() {
        if count > 0 { buffer.append(byte: UInt8(ascii: ",")) }
        count += 1
        newline()
    }

    private mutating func close(_ bracket: UInt8) {
        // Foundation writes an empty container with a blank line inside.
        let wasEmpty = count == 0
        count = outerCounts.removeLast()
        if wasEmpty { buffer.append(byte: UInt8(ascii: "\n")) }
        newline()
        buffer.append(byte: bracket)
    }

    private mutating func open() {
        outerCounts.append(count)
        count = 0
    }

    /// A line break and the indentation of the current depth: a prefix of
    /// one literal, so no array is read per line.
    private mutating func newline() {
        let depth = outerCounts.count
        let indented: StaticString = "\n                                        "
        guard 1 + 2 * depth <= indented.utf8CodeUnitCount else {
            buffer.append(byte: UInt8(ascii: "\n"))
            for _ in 0..<depth { buffer.append("  " as StaticString) }
            return
        }
        buffer.append(indented.utf8Start, count: 1 + 2 * depth)
    }
}
