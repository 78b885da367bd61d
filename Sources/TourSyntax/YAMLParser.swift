internal import CYaml
import TourDiagnostics

/// Reads YAML bytes into positioned nodes through libyaml's event API.
///
/// The event API (rather than libyaml's document loader) lets tourc keep
/// every node's position and scalar style, and enforce its limits while
/// libyaml reads: a hostile file stops at the limit, not after libyaml has
/// consumed all of it.
public struct YAMLParser: Sendable {
    /// The bounds enforced while reading.
    let limits: YAMLLimits

    /// Creates a parser with the given limits.
    public init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    /// The outcome of reading one file.
    public struct Result: Sendable {
        /// Every complete document, in order. After a syntax error this holds
        /// the documents before it.
        public var documents: [YAMLDocument]
        /// Whether reading stopped early at a syntax error or a limit.
        public var stoppedEarly: Bool
    }

    /// Parses `bytes`, reporting problems to `diagnostics`.
    public func parse(_ bytes: [UInt8], diagnostics: inout DiagnosticCollector) -> Result {
        if bytes.count > limits.maxFileSize {
            diagnostics.error(
                .fileSizeLimit,
                "file is \(bytes.count) bytes, more than the limit of \(limits.maxFileSize) bytes",
                at: SourcePosition(line: 1, column: 1))
            return Result(documents: [], stoppedEarly: true)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var session = ParseSession(limits: limits, bytes: buffer)
            session.run(diagnostics: &diagnostics)
            return Result(documents: session.builder.documents, stoppedEarly: session.stoppedEarly)
        }
    }
}

/// One pass of libyaml over one buffer; owns the libyaml parser for its
/// lifetime and frees it, and every event, on every path.
private struct ParseSession {
    let limits: YAMLLimits
    let bytes: UnsafeBufferPointer<UInt8>
    var builder: YAMLTreeBuilder
    var stoppedEarly = false

    init(limits: YAMLLimits, bytes: UnsafeBufferPointer<UInt8>) {
        self.limits = limits
        self.bytes = bytes
        self.builder = YAMLTreeBuilder(limits: limits)
    }

    mutating func run(diagnostics: inout DiagnosticCollector) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            fatalError("libyaml could not allocate a parser")
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml asserts on a null input, which an empty buffer may have.
        var emptyInput: UInt8 = 0
        withUnsafePointer(to: &emptyInput) { empty in
            yaml_parser_set_input_string(&parser, bytes.baseAddress ?? empty, bytes.count)
        }

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                reportLibyamlError(parser, diagnostics: &diagnostics)
                stoppedEarly = true
                return
            }
            let outcome = builder.consume(event, diagnostics: &diagnostics)
            let type = event.type
            yaml_event_delete(&event)
            if outcome == .stop {
                stoppedEarly = true
                return
            }
            if type == YAML_STREAM_END_EVENT { return }
        }
    }

    private func reportLibyamlError(_ parser: yaml_parser_t, diagnostics: inout DiagnosticCollector) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        if parser.error == YAML_READER_ERROR {
            let position = TextPositions.position(
                ofByteOffset: TextPositions.sequenceStart(before: parser.problem_offset, in: bytes), in: bytes)
            var message = problem
            if parser.problem_value != -1 {
                // libyaml's value is a byte for "octet" problems and a code point otherwise.
                let hex = String(UInt32(truncatingIfNeeded: parser.problem_value), radix: 16, uppercase: true)
                message +=
                    problem.containsBytes(of: "octet") ? " (byte 0x\(hex))" : " (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex))"
            }
            diagnostics.error(.yamlEncoding, message, at: position)
            return
        }
        if parser.error == YAML_MEMORY_ERROR {
            diagnostics.error(.yamlSyntax, "libyaml ran out of memory", at: SourcePosition(line: 1, column: 1))
            return
        }
        var notes: [String] = []
        if let context = parser.context {
            let mark = parser.context_mark
            notes.append("\(String(cString: context)), which started at line \(mark.line + 1), column \(mark.column + 1)")
        }
        diagnostics.error(.yamlSyntax, problem, at: SourcePosition(parser.problem_mark), notes: notes)
    }
}

extension SourcePosition {
    /// The 1-based position of libyaml's 0-based mark.
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
