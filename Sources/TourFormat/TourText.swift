/// The markup of tour texts: `{symbol:NAME}` places an SF Symbol inline;
/// every other character is text, kept exactly as written (Markdown is left
/// for `LocalizedStringKey` to render).
///
/// This is the one parser of that markup. The compiler uses it to report
/// malformed markers; generated code and apps that load JSON bundles use it
/// to split texts, so a symbol renders the same whichever way a tour arrives.
///
/// Apps see ``segments(of:)`` and ``Segment``; what only the compiler asks
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

    /// A `{symbol:` that is not followed by a valid name and `}`.
    package struct Problem: Hashable, Sendable {
        /// Where the marker starts, in Unicode scalars from the text's start.
        package var scalarOffset: Int
        /// What is wrong with it.
        package var message: String
    }

    /// Splits `text` into runs of text and symbols. A `{symbol:` not followed
    /// by a valid name and `}` stays text (tourc rejects it at build time).
    public static func segments(of text: String) -> [Segment] {
        var segments: [Segment] = []
        var runStart = text.startIndex
        scan(text) { marker in
            guard case .symbol(let name, let range) = marker else { return }
            if runStart < range.lowerBound { segments.append(.text(String(text[runStart..<range.lowerBound]))) }
            segments.append(.symbol(name))
            runStart = range.upperBound
        }
        if runStart < text.endIndex { segments.append(.text(String(text[runStart...]))) }
        return segments
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
                let name = bytes[nameStart..<close]
                guard !isSymbolName(utf8: name) else { return }
                problems.append(
                    Problem(
                        scalarOffset: scalarCount(bytes[..<start]),
                        message: "'\(truncated(Substring(decoding: name, as: UTF8.self)))' is not a valid SF Symbol name in {symbol:...}"))
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
                guard let close, isSymbolName(utf8: bytes[nameStart..<close]) else { return }
                body(String(decoding: bytes[nameStart..<close], as: UTF8.self), nameStart)
            }
        }
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
        /// A valid `{symbol:NAME}` spanning `range`.
        case symbol(String, Range<String.Index>)
        /// `{symbol:` with no `}` after it; the rest of the text is text.
        case unclosed(String.Index)
        /// `{symbol:NAME}` whose NAME is not a symbol name.
        case invalidName(Substring, String.Index)
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
            let name = text[index(marker.nameStart)..<index(close)]
            body(isSymbolName(name) ? .symbol(String(name), index(marker.start)..<index(close + 1)) : .invalidName(name, index(marker.start)))
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
            guard bytes[brace...].starts(with: opener) else { continue }
            let nameStart = brace + opener.count
            guard let close = bytes[nameStart...].firstIndex(of: UInt8(ascii: "}")) else {
                body(brace, nameStart, nil)
                return
            }
            body(brace, nameStart, close)
            cursor = close + 1
        }
    }

    /// The markers of `bytes`, as ``forEachMarker(in:_:)`` finds them.
    private static func markerOffsets(in bytes: UnsafeBufferPointer<UInt8>) -> [(start: Int, nameStart: Int, close: Int?)] {
        var found: [(start: Int, nameStart: Int, close: Int?)] = []
        forEachMarker(in: bytes) { found.append(($0, $1, $2)) }
        return found
    }

    /// What opens a symbol marker (a language server completes after it).
    package static let symbolMarkerOpener = "{symbol:"
    /// `{symbol:` as bytes.
    private static let opener = Array(symbolMarkerOpener.utf8)

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
