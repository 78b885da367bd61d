/// UTF-8 text built by appending, for every writer of text in the package
/// (emitters, reports, the JSON writer). Appending a string copies its
/// bytes; escaping copies the runs that need no escape whole, so no
/// character is appended on its own unless it has to be rewritten.
///
/// The appenders are inlinable: the emitters call them for every value they
/// write, from another module.
package struct TextBuffer: Sendable {
    /// The bytes, in storage of the buffer's own rather than an `[UInt8]`:
    /// the emitters append half a million short runs (keys, brackets,
    /// indentation) per large compile, and `Array.append(contentsOf:)` cost
    /// about 100 instructions a call, whatever the length; a check and a
    /// copy cost a fifth of that. Copies of a buffer share the storage until
    /// one of them appends (copy on write, as `Array` does). The count is
    /// the buffer's own, not the storage's: a class's `var` is checked for
    /// exclusive access at run time on every use, which cost more than the
    /// appends themselves.
    @usableFromInline var storage: Storage
    @usableFromInline var used = 0

    /// Memory for `capacity` bytes; each buffer that shares it knows how
    /// many of them it has written. Unchecked `Sendable`: bytes are only
    /// written through a buffer that holds the storage alone, so storage
    /// that two buffers (or threads) share is only read.
    @usableFromInline final class Storage: @unchecked Sendable {
        @usableFromInline let start: UnsafeMutablePointer<UInt8>
        @usableFromInline let capacity: Int

        @usableFromInline init(capacity: Int) {
            self.capacity = Swift.max(capacity, 16)
            start = .allocate(capacity: self.capacity)
        }

        deinit { start.deallocate() }
    }

    /// An empty buffer with room for `capacity` bytes.
    package init(capacity: Int) {
        storage = Storage(capacity: capacity)
    }

    /// The text so far, copied.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage.start, count: used)) }

    /// Calls `body` with the text so far, without copying it (an output is
    /// compared, hashed and written straight from its buffer).
    package func withUnsafeBufferPointer<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withExtendedLifetime(storage) { () throws(Failure) -> Result in
            try body(UnsafeBufferPointer(start: storage.start, count: used))
        }
    }

    /// The text as a `String`.
    package var text: String { String(decoding: UnsafeBufferPointer(start: storage.start, count: used), as: UTF8.self) }

    /// How many bytes the text holds so far.
    @inlinable package var count: Int { used }

    /// Makes room for `extra` more bytes in storage that only this buffer holds.
    @inlinable mutating func reserve(_ extra: Int) {
        if _slowPath(!isKnownUniquelyReferenced(&storage) || used + extra > storage.capacity) {
            moveToNewStorage(room: extra)
        }
    }

    @usableFromInline mutating func moveToNewStorage(room extra: Int) {
        let new = Storage(capacity: Swift.max(storage.capacity * 2, used + extra))
        new.start.initialize(from: storage.start, count: used)
        storage = new
    }

    /// Appends `count` bytes from `source`.
    @inlinable mutating func append(_ source: UnsafePointer<UInt8>?, count: Int) {
        guard count > 0, let source else { return }
        reserve(count)
        (storage.start + used).initialize(from: source, count: count)
        used += count
    }

    @inlinable package mutating func append(_ text: String) {
        text.withUTF8Bytes { append($0.baseAddress, count: $0.count) }
    }

    @inlinable package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0.baseAddress, count: $0.count) }
    }

    @inlinable package mutating func append(_ utf8: ArraySlice<UInt8>) {
        utf8.withUnsafeBufferPointer { append($0.baseAddress, count: $0.count) }
    }

    /// Drops everything after the first `count` bytes.
    package mutating func truncate(to count: Int) {
        reserve(0)
        used = Swift.min(count, used)
    }

    /// How many characters (counted as Unicode scalars) the text holds
    /// from byte `start` on: every byte but UTF-8 continuation bytes.
    package func columns(from start: Int) -> Int {
        UnsafeBufferPointer(start: storage.start + start, count: used - start).unicodeScalarCount
    }

    @inlinable package mutating func append(byte: UInt8) {
        reserve(1)
        storage.start[used] = byte
        used += 1
    }

    /// `number` in decimal, written digit by digit: line and column numbers
    /// fill scan reports, and a String for each would cost more.
    package mutating func append(_ number: Int) {
        if number < 0 { append(byte: UInt8(ascii: "-")) }
        append(UInt64(number.magnitude))
    }

    /// `number` in decimal (inode numbers in the build stamp).
    package mutating func append(_ number: UInt64) {
        if number < 10 {
            append(byte: UInt8(ascii: "0") + UInt8(number))
            return
        }
        // Digits from the last, by the constant 10 (a multiplication, where
        // dividing by a power of ten held in a variable is a division per
        // digit), then copied in order; 20 digits hold any UInt64.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            var rest = number
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            append(UnsafeBufferPointer(rebasing: digits[start...]), from: 0, to: digits.count - start)
        }
    }

    /// The bytes `start..<end` of `utf8`, when the range is not empty.
    @inlinable package mutating func append(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        if start < end { append(utf8.baseAddress.map { $0 + start }, count: end - start) }
    }

    /// `text` as a quoted JSON string, escaped as RFC 8259 requires and
    /// exactly as Foundation's `JSONEncoder` escapes (`\b`, `\f`, lowercase
    /// hex, every other character as it is), so TourKit re-encodes bundles
    /// byte for byte.
    package mutating func appendJSONString(_ text: String) {
        append(byte: UInt8(ascii: "\""))
        text.withUTF8Bytes { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    append(utf8, from: runStart, to: index)
                    appendJSONEscape(for: byte)
                    runStart = index + 1
                }
            }
            append(utf8, from: runStart, to: utf8.count)
        }
        append(byte: UInt8(ascii: "\""))
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
        // Whole numbers and quarters (paddings and radii such as 8, 0.5 or
        // 2.25, the common case) skip floating-point formatting. They are
        // exact in binary, and with at most 15 significant digits no shorter
        // decimal reads back as the same double, so these digits are the
        // shortest form.
        if value.sign == .plus, value < 1e15 {
            if value == value.rounded() {
                append(Int(value))
                return
            }
            let quarters = value * 4
            if value < 1e12, quarters == quarters.rounded() {
                let whole = Int(quarters)
                append(whole / 4)
                switch whole % 4 {
                case 1: append(".25" as StaticString)
                case 2: append(".5" as StaticString)
                default: append(".75" as StaticString)
                }
                return
            }
        }
        let text = String(describing: value)
        append(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }
}

extension Double {
    /// The shortest decimal that reads back as this number (`8`, `8.5`,
    /// `0.1`): how generated Swift, bundles, the preview and messages write
    /// numbers (``TextBuffer/append(shortest:)``).
    package var shortestDecimal: String {
        var buffer = TextBuffer(capacity: 24)
        buffer.append(shortest: self)
        return buffer.text
    }
}
