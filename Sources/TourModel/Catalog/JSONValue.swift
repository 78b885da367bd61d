import TourDiagnostics

/// A JSON value with the byte range it was read from, so a file can be
/// changed in place: a String Catalog is shared with Xcode and the app, and
/// every part tourc does not own must come back byte for byte.
package struct JSONValue: Sendable {
    package enum Content: Sendable {
        case object([Member])
        case array([JSONValue])
        case string(String)
        /// A number, as written.
        case number(Substring)
        case bool(Bool)
        case null
    }

    /// One member of an object: its key and the bytes from the key's
    /// opening quote to the end of its value.
    package struct Member: Sendable {
        package var key: String
        package var value: JSONValue
        package var range: Range<Int>
    }

    package var content: Content
    package var range: Range<Int>

    /// The member named `key` of an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = content else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string this value holds, if it is one.
    package var string: String? {
        if case .string(let text) = content { return text }
        return nil
    }
}

/// A strict JSON reader (RFC 8259) over UTF-8 bytes, recursive to a bounded
/// depth, that keeps every value's byte range.
package struct JSONReader {
    package struct Failure: Error {
        package var offset: Int
        package var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private let maxDepth: Int

    /// Reads `bytes` as one JSON document.
    package static func read(_ bytes: [UInt8], maxDepth: Int = 64) -> Result<JSONValue, Failure> {
        var reader = JSONReader(bytes: bytes, maxDepth: maxDepth)
        do {
            // A byte order mark is not JSON, but editors write one.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
            let value = try reader.value(depth: 0)
            reader.skipWhitespace()
            guard reader.index == bytes.count else { throw reader.failure("unexpected text after the JSON value") }
            return .success(value)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(offset: reader.index, message: "\(error)"))
        }
    }

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    private func failure(_ message: String) -> Failure { Failure(offset: index, message: message) }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw failure("expected a value, found the end of the file") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < maxDepth else { throw failure("objects and arrays nest more than \(maxDepth) levels deep") }
            index += 1
            var members: [JSONValue.Member] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return JSONValue(content: .object(members), range: start..<index)
            }
            while true {
                skipWhitespace()
                let keyStart = index
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after the key") }
                index += 1
                let member = try value(depth: depth + 1)
                members.append(JSONValue.Member(key: key, value: member, range: keyStart..<member.range.upperBound))
                skipWhitespace()
                guard index < bytes.count else { throw failure("expected ',' or '}', found the end of the file") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return JSONValue(content: .object(members), range: start..<index)
                } else {
                    throw failure("expected ',' or '}'")
                }
            }
        case UInt8(ascii: "["):
            guard depth < maxDepth else { throw failure("objects and arrays nest more than \(maxDepth) levels deep") }
            index += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return JSONValue(content: .array(items), range: start..<index)
            }
            while true {
                items.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw failure("expected ',' or ']', found the end of the file") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return JSONValue(content: .array(items), range: start..<index)
                } else {
                    throw failure("expected ',' or ']'")
                }
            }
        case UInt8(ascii: "\""):
            let text = try string()
            return JSONValue(content: .string(text), range: start..<index)
        case UInt8(ascii: "t"): return try word("true", .bool(true), from: start)
        case UInt8(ascii: "f"): return try word("false", .bool(false), from: start)
        case UInt8(ascii: "n"): return try word("null", .null, from: start)
        default:
            return try number(from: start)
        }
    }

    private mutating func word(_ word: String, _ content: JSONValue.Content, from start: Int) throws -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw failure("expected a value") }
        index += expected.count
        return JSONValue(content: content, range: start..<index)
    }

    private mutating func number(from start: Int) throws -> JSONValue {
        func digits() -> Int {
            let first = index
            while index < bytes.count, bytes[index].isASCIIDigit { index += 1 }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw failure("expected a value") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return JSONValue(content: .number(Substring(text)), range: start..<index)
    }

    /// A string, from its opening quote; leaves `index` after the closing one.
    private mutating func string() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ end: Int) {
            if runStart < end { scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw failure("a control character must be escaped in a string") }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(index)
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var unit = try hexUnit()
                if (0xD800..<0xDC00).contains(unit), bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
                    index += 2
                    let low = try hexUnit()
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low &- 0xDC00)
                }
                scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            default:
                index -= 1
                throw failure("unknown escape '\\\(String(decoding: [escaped], as: UTF8.self))'")
            }
            runStart = index
        }
        throw failure("the string is not closed")
    }

    private mutating func hexUnit() throws -> UInt32 {
        guard index + 4 <= bytes.count, let unit = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
        else { throw failure("expected four hex digits after '\\u'") }
        index += 4
        return unit
    }
}
