/// Finds where a run of bytes that a string literal can hold as they are
/// ends, eight bytes a step: both emitters escape every title and text, and
/// most of a text is such a run. (Bit tricks from "Bit Twiddling Hacks":
/// a word has a byte below `n` when `(w - n * 0x01…01) & ~w & 0x80…80` is
/// not zero, and a byte equal to `c` when `w ^ c * 0x01…01` has a zero byte.)
package enum PlainRuns {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether `word` has a byte below `0x20`, a `"` or a `\`: what JSON
    /// must escape.
    @inlinable static func needsJSONEscape(_ word: UInt64) -> Bool {
        hasByte(below: 0x20, in: word) || hasByte(0x22, in: word) || hasByte(0x5C, in: word)
    }

    /// Whether `word` has a byte that a Swift literal may need to escape, or
    /// that starts a scalar to look at: also `0x7F` and every non-ASCII byte.
    @inlinable static func needsSwiftAttention(_ word: UInt64) -> Bool {
        word & highs != 0 || needsJSONEscape(word) || hasByte(0x7F, in: word)
    }

    @inlinable static func hasByte(below limit: UInt64, in word: UInt64) -> Bool {
        (word &- limit &* ones) & ~word & highs != 0
    }

    @inlinable static func hasByte(_ byte: UInt64, in word: UInt64) -> Bool {
        let matches = word ^ (byte &* ones)
        return (matches &- ones) & ~matches & highs != 0
    }

    /// The offset of the first eight-byte word, from `start` on, that holds
    /// a byte to escape or look at (for a Swift literal, or for JSON); the
    /// bytes before it need nothing. Callers go on byte by byte from there,
    /// and from the last few bytes, which make no whole word.
    @inlinable package static func skip(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, swift: Bool
    ) -> Int {
        skipWords(bytes, from: start) { swift ? needsSwiftAttention($0) : needsJSONEscape($0) }
    }

    /// The offset of the first eight-byte word, from `start` on, for which
    /// `stops` is true (or of the last few bytes, which make no whole word).
    @inlinable static func skipWords(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, until stops: (UInt64) -> Bool
    ) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            if stops(word) { break }
            index += 8
        }
        return index
    }

    /// Whether `word` has a byte that Markdown's inline marks start with:
    /// `*`, a backtick, `[`, or the `\` that makes the next one literal.
    @inlinable static func mayStartMarkdown(_ word: UInt64) -> Bool {
        hasByte(0x2A, in: word) || hasByte(0x60, in: word) || hasByte(0x5B, in: word) || hasByte(0x5C, in: word)
    }

    /// The offset of the first eight-byte word, from `start` on, that holds
    /// a byte a Markdown mark starts with (see ``mayStartMarkdown(_:)``):
    /// the lints read every text for marks, and most words hold none.
    /// Callers go on byte by byte from there, as with ``skip(_:from:swift:)``.
    @inlinable package static func skipMarkdown(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        skipWords(bytes, from: start, until: mayStartMarkdown)
    }
}
