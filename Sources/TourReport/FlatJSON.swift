/// The members of a JSON object whose values are all scalars, as TourKit
/// writes each analytics event: read straight from the line's bytes.
/// `JSONSerialization` made a dictionary of boxed values for each of a
/// million lines, which was most of the report's time; a line this reader
/// does not take (a nested value, or anything that is not plain JSON) goes
/// to `JSONSerialization`, which says whether it is JSON at all.
enum FlatJSON {
    /// A scalar value.
    enum Value: Equatable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// The object's members in order; `nil` when the line is not an object
    /// of scalars, or not JSON as this reader reads it.
    static func members(of line: UnsafeBufferPointer<UInt8>) -> [(key: String, value: Value)]? {
        var reader = Reader(bytes: line)
        return reader.object()
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0

        mutating func object() -> [(key: String, value: Value)]? {
            skipSpace()
            guard take(UInt8(ascii: "{")) else { return nil }
            var members: [(key: String, value: Value)] = []
            members.reserveCapacity(12)
            skipSpace()
            if take(UInt8(ascii: "}")) { return finished(members) }
            while true {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                guard let value = value() else { return nil }
                members.append((key, value))
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                guard take(UInt8(ascii: "}")) else { return nil }
                return finished(members)
            }
        }

        /// `members`, when nothing but spaces follows the object.
        private mutating func finished(_ members: [(key: String, value: Value)]) -> [(key: String, value: Value)]? {
            skipSpace()
            return at == bytes.count ? members : nil
        }

        private mutating func value() -> Value? {
            guard at < bytes.count else { return nil }
            switch bytes[at] {
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return word("null") ? .null : nil
            default: return number().map(Value.number)
            }
        }

        /// A string of ASCII characters; one with escapes or other
        /// characters is left to `JSONSerialization` (`nil`), which checks
        /// their UTF-8. (`String(validating:as:)` would, but only from
        /// macOS 15, and tourc runs on macOS 12.) The ids, names and times
        /// TourKit writes are ASCII.
        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = at
            while at < bytes.count {
                let byte = bytes[at]
                if byte == UInt8(ascii: "\"") {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
                    at += 1
                    return text
                }
                // An escape, a control character JSON forbids unescaped, or not ASCII.
                if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
                at += 1
            }
            return nil
        }

        /// A number as JSON writes one: `-`, digits, a fraction, an exponent.
        private mutating func number() -> Double? {
            let start = at
            if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard digits() else { return nil }
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
                at += 1
                guard digits() else { return nil }
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
                at += 1
                if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
                guard digits() else { return nil }
            }
            return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self))
        }

        private mutating func digits() -> Bool {
            let start = at
            while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") { at += 1 }
            return at > start
        }

        private mutating func word(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard at + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[at + offset] != word.utf8Start[offset] { return false }
            at += count
            return true
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard at < bytes.count, bytes[at] == byte else { return false }
            at += 1
            return true
        }

        private mutating func skipSpace() {
            while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): at += 1
                default: return
                }
            }
        }
    }
}
