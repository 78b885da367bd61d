/// The base protocol's framing: each message is a header block
/// (`Content-Length: N`, perhaps a `Content-Type`, each line ending in
/// CR LF), an empty line, then N bytes of JSON.
///
/// It reads bytes as they come, in pieces of any size, so the same code
/// serves a pipe, a test's in-memory stream and a fuzzer.
struct MessageFramer: Sendable {
    /// What a header block held.
    enum Frame: Sendable, Equatable {
        /// A message body: the JSON text of one message.
        case message([UInt8])
        /// A header block without a usable `Content-Length`: it is skipped
        /// up to its empty line, and the next header block is read.
        case malformedHeader(String)
    }

    /// The longest body read: a length beyond it is a client's mistake,
    /// not a message to wait for.
    static let maxBodyLength = 1 << 26
    /// The longest header block read: real ones are a line or two. Past
    /// it, the bytes are dropped up to the next empty line, so a header
    /// without one (50 MB with no CR LF) no longer grows the process.
    static let maxHeaderLength = 1 << 14

    private var buffer: [UInt8] = []
    /// How long the current header block is, once its empty line is found.
    private var headerLength: Int?
    /// The body length the current header block named.
    private var bodyLength = 0
    /// Whether a header block past the limit is being dropped, up to its empty line.
    private var droppingHeader = false

    /// A framer that has read nothing.
    init() {}

    /// How many bytes wait for the rest of their message.
    var bufferedCount: Int { buffer.count }

    /// Reads `bytes` and returns every frame they complete, in order.
    mutating func read(_ bytes: [UInt8]) -> [Frame] {
        buffer += bytes
        var frames: [Frame] = []
        var consumed = 0
        while true {
            if headerLength == nil {
                guard let end = Self.endOfHeaders(in: buffer, from: consumed) else {
                    // Keep the last three bytes: an empty line may start in them.
                    if buffer.count - consumed > Self.maxHeaderLength || (droppingHeader && buffer.count - consumed > 3) {
                        if !droppingHeader {
                            frames.append(.malformedHeader("a header longer than \(Self.maxHeaderLength) bytes was dropped, up to its empty line"))
                        }
                        droppingHeader = true
                        consumed = buffer.count - 3
                    }
                    break
                }
                if droppingHeader {
                    droppingHeader = false
                    consumed = end + 4
                    continue
                }
                switch Self.contentLength(inHeaders: buffer[consumed..<end]) {
                case .success(let length):
                    headerLength = end + 4 - consumed
                    bodyLength = length
                case .failure(let problem):
                    frames.append(.malformedHeader(problem.reason))
                    consumed = end + 4
                    continue
                }
            }
            let bodyStart = consumed + headerLength!
            guard buffer.count - bodyStart >= bodyLength else { break }
            frames.append(.message(Array(buffer[bodyStart..<bodyStart + bodyLength])))
            consumed = bodyStart + bodyLength
            headerLength = nil
        }
        buffer.removeFirst(consumed)
        return frames
    }

    /// `body` framed for sending.
    static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// Where the first CR LF CR LF at or after `start` begins.
    private static func endOfHeaders(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 3 < bytes.count {
            if bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    /// Why a header block was skipped.
    private struct HeaderProblem: Error {
        var reason: String
    }

    /// The `Content-Length` a header block names. Header names are
    /// case-insensitive (the base protocol follows HTTP's headers).
    private static func contentLength(inHeaders headers: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
        for line in headers.split(separator: 10) {
            let text = String(decoding: line.last == 13 ? line.dropLast() : line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else { continue }
            guard text[..<colon].lowercased() == "content-length" else { continue }
            var value = text[text.index(after: colon)...]
            while value.first == " " || value.first == "\t" { value = value.dropFirst() }
            while value.last == " " || value.last == "\t" { value = value.dropLast() }
            guard let length = Int(value), length >= 0 else {
                return .failure(HeaderProblem(reason: "Content-Length '\(value)' is not a number of bytes"))
            }
            guard length <= maxBodyLength else {
                return .failure(HeaderProblem(reason: "Content-Length \(length) is more than the limit of \(maxBodyLength) bytes"))
            }
            return .success(length)
        }
        return .failure(HeaderProblem(reason: "the header has no Content-Length"))
    }
}
