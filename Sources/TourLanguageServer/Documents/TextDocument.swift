/// The text of one file, as UTF-8 bytes, with where each line starts, so
/// that positions convert between tourc's and the editor's.
///
/// Lines end at LF, CR LF or CR, as LSP counts them (libyaml also ends
/// lines at NEL, LS and PS; a tour file using those would see its findings
/// on other lines).
struct TextDocument: Sendable {
    /// The text.
    private(set) var bytes: [UInt8]
    /// The byte offset at which each line starts; the first is 0.
    private(set) var lineStarts: [Int]

    /// The document holding `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The document holding `text`.
    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Replaces the bytes in `range` with `text`.
    mutating func replace(_ range: Range<Int>, with text: String) {
        bytes.replaceSubrange(range, with: text.utf8)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The bytes of the 0-based `line`, without its line break; an empty
    /// range at the end for a line past the last.
    func lineRange(_ line: Int) -> Range<Int> {
        guard line >= 0, line < lineStarts.count else { return bytes.count..<bytes.count }
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return lineStarts[line]..<end
    }

    /// The 0-based line holding the byte at `offset`.
    func line(atOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                starts.append(index + 1)
            case UInt8(ascii: "\r"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            default:
                break
            }
            index += 1
        }
        return starts
    }
}
