import TourBytes
import TourDiagnostics

/// The Markdown of a text that can go wrong: the marks that come in pairs
/// (`**`, `*` and backticks) and links. TOUR317 (a translation's marks) and
/// TOUR334 (any text's marks and links) both read texts through it, so they
/// agree on what is balanced.
///
/// Marks are read as SwiftUI's inline Markdown reads them, closely enough
/// for a warning: a mark after a backslash is a character (`\*` is how a
/// writer shows a star), and between two backticks `*` and `[` are code,
/// not marks. A backtick with no partner opens no code span.
struct MarkdownMarks {
    /// A mark that comes in pairs.
    enum Mark: String {
        case strong = "**"
        case emphasis = "*"
        case code = "`"
    }

    /// A link with no text (`[](url)`) or no address (`[text]()`).
    struct EmptyLink {
        /// Where its `[` is, in UTF-8 code units from the text's start.
        var utf8Offset: Int
        /// Whether the brackets hold more than white space.
        var hasText: Bool
        /// Whether the parentheses hold more than white space.
        var hasAddress: Bool
        /// The link as written, from `[` to `)`.
        var written: String
    }

    private(set) var strong = 0
    private(set) var emphasis = 0
    private(set) var code = 0
    /// The UTF-8 offset of the last mark of each kind: with an odd count,
    /// the one left without a partner. (Three fields, not a dictionary:
    /// every text with a mark is read, and a dictionary was most of the cost.)
    private var lastStrong: Int?
    private var lastEmphasis: Int?
    private var lastCode: Int?
    /// Links with no text or no address, in text order.
    private(set) var emptyLinks: [EmptyLink] = []

    init(_ text: String) {
        self.init(text, literalBacktick: nil)
        // Backticks pair in order, so with an odd count the last one has no
        // partner; it is a character, and the marks after it count.
        if code % 2 == 1 { self.init(text, literalBacktick: lastCode) }
    }

    private init(_ text: String, literalBacktick: Int?) {
        text.withUTF8Bytes { bytes in
            var index = 0
            var inCode = false
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\\") where !inCode:
                    // The next character is literal. Skipping one byte of a
                    // multi-byte character is harmless: the rest are never marks.
                    index += 2
                    continue
                case UInt8(ascii: "`"):
                    count(.code, at: index)
                    if index != literalBacktick { inCode.toggle() }
                case UInt8(ascii: "*") where !inCode:
                    if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*") {
                        count(.strong, at: index)
                        index += 2
                        continue
                    }
                    count(.emphasis, at: index)
                case UInt8(ascii: "[") where !inCode:
                    if let link = Self.emptyLink(at: index, in: bytes) { emptyLinks.append(link) }
                default:
                    break
                }
                index += 1
            }
        }
    }

    private mutating func count(_ mark: Mark, at offset: Int) {
        switch mark {
        case .strong:
            strong += 1
            lastStrong = offset
        case .emphasis:
            emphasis += 1
            lastEmphasis = offset
        case .code:
            code += 1
            lastCode = offset
        }
    }

    /// The first mark written an odd number of times, if any, checked in
    /// the order `**`, `*`, backtick.
    var unbalanced: String? {
        if unpaired(.strong) != nil { return Mark.strong.rawValue }
        if unpaired(.emphasis) != nil { return Mark.emphasis.rawValue }
        if unpaired(.code) != nil { return Mark.code.rawValue }
        return nil
    }

    var isBalanced: Bool { unbalanced == nil }

    /// When `mark` is written an odd number of times, the UTF-8 offset of
    /// the one left without a partner. (One mark, not a list of them: every
    /// text is asked, and an array literal per question was an allocation.)
    func unpaired(_ mark: Mark) -> Int? {
        let (count, last): (Int, Int?)
        switch mark {
        case .strong: (count, last) = (strong, lastStrong)
        case .emphasis: (count, last) = (emphasis, lastEmphasis)
        case .code: (count, last) = (code, lastCode)
        }
        return count % 2 == 1 ? last : nil
    }

    /// The link that starts with the `[` at `start`, when its text or its
    /// address is empty. `![...](...)` is an image, not a link; brackets not
    /// directly followed by a parenthesized address are text.
    private static func emptyLink(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> EmptyLink? {
        if start > 0 && bytes[start - 1] == UInt8(ascii: "!") { return nil }
        guard let close = closing(UInt8(ascii: "]"), after: start, stoppingAt: UInt8(ascii: "["), in: bytes),
            close + 1 < bytes.count, bytes[close + 1] == UInt8(ascii: "("),
            let end = closing(UInt8(ascii: ")"), after: close + 1, stoppingAt: UInt8(ascii: "("), in: bytes)
        else { return nil }
        let hasText = !isBlank(bytes[(start + 1)..<close])
        let hasAddress = !isBlank(bytes[(close + 2)..<end])
        guard !hasText || !hasAddress else { return nil }
        let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...end]), as: UTF8.self)
        return EmptyLink(utf8Offset: start, hasText: hasText, hasAddress: hasAddress, written: written)
    }

    /// The offset of the first unescaped `byte` after `start`, or `nil` when
    /// `stop` (an opening bracket, so the brackets nest) or the end comes first.
    private static func closing(_ byte: UInt8, after start: Int, stoppingAt stop: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 1
            case byte: return index
            case stop: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    private static func isBlank(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}
