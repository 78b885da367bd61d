/// The markup of tour texts: `{symbol:NAME}` places an SF Symbol inline,
/// and `{symbol:NAME|LABEL}` gives it the words VoiceOver reads for it;
/// every other character is text, kept exactly as written (Markdown is left
/// for `LocalizedStringKey` to render).
///
/// This is the one parser of that markup. The compiler uses it to report
/// malformed markers; generated code and apps that load JSON bundles use it
/// to split texts, so a symbol renders the same whichever way a tour arrives.
///
/// Apps see ``runs(of:)`` and ``Run`` (and ``segments(of:)``, the same
/// without the spoken labels); what only the compiler asks
/// (problems, symbol names, String Catalog keys) is `package`, so it is not
/// part of the API TourKit gives apps.
public enum TourText {
    /// A piece of a text.
    public enum Segment: Hashable, Sendable {
        /// Characters to show as they are (Markdown included).
        case text(String)
        /// An SF Symbol, by name.
        case symbol(String)

        /// Whether this is a symbol.
        public var isSymbol: Bool {
            if case .symbol = self { return true }
            return false
        }
    }

    /// A piece of a text, each symbol with its spoken label.
    public enum Run: Hashable, Sendable {
        /// Characters to show as they are (Markdown included).
        case text(String)
        /// An SF Symbol, by name, and the words VoiceOver reads for it
        /// (`{symbol:play.fill|Play}`); `nil` when the text gives none.
        case symbol(name: String, label: String?)

        /// Whether this is a symbol.
        public var isSymbol: Bool {
            if case .symbol = self { return true }
            return false
        }
    }

    /// A `{symbol:` that is not followed by a valid name and `}`.
    package struct Problem: Hashable, Sendable {
        /// Where the marker starts, in Unicode scalars from the text's start.
        package var scalarOffset: Int
        /// What is wrong with it.
        package var message: String
    }

    /// Splits `text` into runs of text and symbols, without the symbols'
    /// spoken labels (``runs(of:)`` has them). A `{symbol:` not followed by
    /// a valid marker stays text (tourc rejects it at build time).
    public static func segments(of text: String) -> [Segment] {
        runs(of: text).map { run in
            switch run {
            case .text(let characters): .text(characters)
            case .symbol(let name, _): .symbol(name)
            }
        }
    }

    /// Splits `text` into runs of text and symbols, each symbol with the
    /// label VoiceOver reads for it when the text gives one
    /// (`{symbol:play.fill|Play}`). A `{symbol:` not followed by a valid
    /// marker stays text (tourc rejects it at build time).
    public static func runs(of text: String) -> [Run] {
        var runs: [Run] = []
        var runStart = text.startIndex
        scan(text) { marker in
            guard case .symbol(let name, let label, let range) = marker else { return }
            if runStart < range.lowerBound { runs.append(.text(String(text[runStart..<range.lowerBound]))) }
            runs.append(.symbol(name: name, label: label))
            runStart = range.upperBound
        }
        if runStart < text.endIndex { runs.append(.text(String(text[runStart...]))) }
        return runs
    }

    /// Every `{symbol:` in `text` that is not a valid marker.
    package static func problems(in text: String) -> [Problem] {
        text.withUTF8Buffer { bytes in
            var problems: [Problem] = []
            forEachMarker(in: bytes) { start, nameStart, close in
                guard let close else {
                    problems.append(Problem(scalarOffset: scalarCount(bytes[..<start]), message: "'{symbol:' is not closed with '}'"))
                    return
                }
                let (name, label) = split(bytes, from: nameStart, to: close)
                let offset = scalarCount(bytes[..<start])
                guard isSymbolName(utf8: bytes[name]) else {
                    let written = truncated(Substring(decoding: bytes[name], as: UTF8.self))
                    problems.append(Problem(scalarOffset: offset, message: "'\(written)' is not a valid SF Symbol name in {symbol:...}"))
                    return
                }
                guard let label, let problem = labelProblem(bytes[label]) else { return }
                let symbol = String(decoding: bytes[name], as: UTF8.self)
                problems.append(Problem(scalarOffset: offset, message: "the spoken label of {symbol:\(symbol)|...} \(problem)"))
            }
            return problems
        }
    }

    /// Calls `body` with every valid `{symbol:NAME}` in `text`: the name
    /// and where it starts (after `{symbol:`), in UTF-8 bytes from the
    /// text's start; ``scalarOffset(ofUTF8Offset:in:)`` turns that into the
    /// scalars a position counts, which only a finding needs.
    package static func forEachSymbol(in text: String, _ body: (_ name: String, _ utf8Offset: Int) -> Void) {
        text.withUTF8Buffer { bytes in
            forEachMarker(in: bytes) { _, nameStart, close in
                guard let close else { return }
                let (name, label) = split(bytes, from: nameStart, to: close)
                guard isSymbolName(utf8: bytes[name]), label.map({ labelProblem(bytes[$0]) == nil }) ?? true else { return }
                body(String(decoding: bytes[name], as: UTF8.self), nameStart)
            }
        }
    }

    /// The byte ranges of the valid symbol markers in the UTF-8 `bytes`,
    /// `{` to `}`: the symbols ``runs(of:)`` finds, for measuring a text
    /// in its bytes without building its runs. Empty, and not allocated,
    /// for a text with none.
    package static func symbolRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        forEachMarker(in: bytes) { start, nameStart, close in
            guard let close else { return }
            let (name, label) = split(bytes, from: nameStart, to: close)
            guard isSymbolName(utf8: bytes[name]), label.map({ labelProblem(bytes[$0]) == nil }) ?? true else { return }
            ranges.append(start..<close + 1)
        }
        return ranges
    }

    /// The name and the spoken label (after the first `|`) of the marker
    /// whose text runs from `start` to `close`, as byte ranges.
    private static func split(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to close: Int) -> (name: Range<Int>, label: Range<Int>?) {
        guard let bar = bytes[start..<close].firstIndex(of: UInt8(ascii: "|")) else {
            return (start..<close, nil)
        }
        return (start..<bar, bar + 1..<close)
    }

    /// What is wrong with a spoken label, or `nil`: it must say something,
    /// on one line, and hold no `{` (a marker inside a label is a mistake:
    /// the first `}` closes the label).
    private static func labelProblem(_ label: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        if label.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return "is empty" }
        if label.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) { return "holds a line break" }
        if label.contains(UInt8(ascii: "{")) { return "holds a '{'" }
        return nil
    }

    /// The Unicode scalars in the first `offset` UTF-8 bytes of `text`.
    package static func scalarOffset(ofUTF8Offset offset: Int, in text: String) -> Int {
        text.withUTF8Buffer { scalarCount($0[..<min(offset, $0.count)]) }
    }

    /// Whether `name` is an SF Symbol name: `[a-z0-9]+(\.[a-z0-9]+)*`.
    package static func isSymbolName(_ name: some StringProtocol) -> Bool {
        isSymbolName(utf8: name.utf8)
    }

    /// Whether the UTF-8 bytes `name` are an SF Symbol name.
    private static func isSymbolName(utf8 name: some Sequence<UInt8>) -> Bool {
        var partLength = 0
        for byte in name {
            if byte == UInt8(ascii: ".") {
                guard partLength > 0 else { return false }
                partLength = 0
            } else if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                partLength += 1
            } else {
                return false
            }
        }
        return partLength > 0
    }

    /// The pattern of ``isSymbolName(_:)``, for messages and schemas.
    package static let symbolNamePattern = "[a-z0-9]+(\\.[a-z0-9]+)*"

    // MARK: The scanner both views share

    private enum Marker {
        /// A valid `{symbol:NAME}` or `{symbol:NAME|LABEL}` spanning `range`.
        case symbol(String, label: String?, Range<String.Index>)
        /// `{symbol:` with no `}` after it; the rest of the text is text.
        case unclosed(String.Index)
        /// `{symbol:NAME}` whose NAME is not a symbol name, or whose label is not one.
        case invalid(String.Index)
    }

    /// Calls `body` with every `{symbol:` marker in order.
    private static func scan(_ text: String, _ body: (Marker) -> Void) {
        let found = text.withUTF8Buffer(markerOffsets)
        let utf8 = text.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        for marker in found {
            guard let close = marker.close else {
                body(.unclosed(index(marker.start)))
                return
            }
            guard let (name, label) = marker.symbol else {
                body(.invalid(index(marker.start)))
                continue
            }
            body(.symbol(name, label: label, index(marker.start)..<index(close + 1)))
        }
    }

    /// Calls `body` with the byte offsets of every `{symbol:` in `bytes`,
    /// of its name and of the `}` that closes it (`nil`, and the last, when
    /// none does).
    ///
    /// Searched in the UTF-8 buffer with the standard library's
    /// `firstIndex(of:)`, rather than through `String.UTF8View`, and with
    /// nothing collected: the compiler checks every text of every tour,
    /// twice, and nearly all have no marker. Apps, with a few dozen texts,
    /// pay nothing either way.
    private static func forEachMarker(
        in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ start: Int, _ nameStart: Int, _ close: Int?) -> Void
    ) {
        var cursor = 0
        while let brace = bytes[cursor...].firstIndex(of: UInt8(ascii: "{")) {
            cursor = brace + 1
            guard bytes[brace...].starts(with: symbolMarkerOpenerUTF8) else { continue }
            let nameStart = brace + symbolMarkerOpenerUTF8.count
            guard let close = bytes[nameStart...].firstIndex(of: UInt8(ascii: "}")) else {
                body(brace, nameStart, nil)
                return
            }
            body(brace, nameStart, close)
            cursor = close + 1
        }
    }

    /// The markers of `bytes`, as ``forEachMarker(in:_:)`` finds them, with
    /// the name and label of each valid one.
    private static func markerOffsets(
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> [(start: Int, close: Int?, symbol: (name: String, label: String?)?)] {
        var found: [(start: Int, close: Int?, symbol: (name: String, label: String?)?)] = []
        forEachMarker(in: bytes) { start, nameStart, close in
            guard let close else {
                found.append((start, nil, nil))
                return
            }
            let (name, label) = split(bytes, from: nameStart, to: close)
            let isValid = isSymbolName(utf8: bytes[name]) && (label.map { labelProblem(bytes[$0]) == nil } ?? true)
            let symbol = isValid ? (String(decoding: bytes[name], as: UTF8.self), label.map { String(decoding: bytes[$0], as: UTF8.self) }) : nil
            found.append((start, close, symbol))
        }
        return found
    }

    /// What opens a symbol marker (a language server completes after it).
    package static let symbolMarkerOpener = "{symbol:"
    /// `{symbol:` as bytes.
    package static let symbolMarkerOpenerUTF8 = Array(symbolMarkerOpener.utf8)

    /// How many Unicode scalars UTF-8 `bytes` hold: the bytes that do not
    /// continue one (10xxxxxx).
    private static func scalarCount(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        bytes.reduce(0) { count, byte in byte & 0xC0 != 0x80 ? count + 1 : count }
    }

    /// A name cut short enough for a one-line message.
    private static func truncated(_ name: Substring) -> String {
        let scalars = name.unicodeScalars.prefix { $0 != "\n" && $0 != "\r" }
        let cut = scalars.count > 40 || scalars.count < name.unicodeScalars.count
        return String(String.UnicodeScalarView(scalars.prefix(40))) + (cut ? "..." : "")
    }
}
