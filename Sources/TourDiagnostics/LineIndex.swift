/// Where each line of a file starts, found in one pass, so a renderer
/// that shows the source line of each finding reads the file once, not
/// once per finding: 40,000 findings counted from the file's start each
/// took 179 s, the square of what one pass costs. Lines are counted as
/// libyaml counts them (``LineCounter/Convention/yaml``), after a BOM.
package struct LineIndex {
    private let bytes: [UInt8]
    /// The offset each line starts at, and where the last one ends.
    private var starts: [Int] = []
    private var ends: [Int] = []

    /// Indexes `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            var breakLength = 0
            if byte == 0x0A {
                breakLength = 1
            } else if byte == 0x0D {
                breakLength = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
                breakLength = 2
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                breakLength = 3
            }
            if breakLength > 0 {
                starts.append(start)
                ends.append(index)
                index += breakLength
                start = index
            } else {
                index += 1
            }
        }
        starts.append(start)
        ends.append(bytes.count)
    }

    /// The number of lines (a file ending in a line break has an empty last one).
    package var count: Int { starts.count }

    /// The text of the 1-based line `number`, without its line break; `nil`
    /// when the file has fewer lines.
    package func line(_ number: Int) -> String? {
        guard number >= 1, number <= starts.count else { return nil }
        return String(decoding: bytes[starts[number - 1]..<ends[number - 1]], as: UTF8.self)
    }

    /// The bytes of the 1-based line `number`, without its line break.
    package func lineBytes(_ number: Int) -> ArraySlice<UInt8>? {
        guard number >= 1, number <= starts.count else { return nil }
        return bytes[starts[number - 1]..<ends[number - 1]]
    }
}
