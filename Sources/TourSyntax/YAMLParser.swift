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
        /// Whether reading stopped early at a syntax error or a limit. A
        /// tab in the indentation that the parser read past (reported as
        /// TOUR101 all the same) does not stop it.
        public var stoppedEarly: Bool
    }

    /// Parses `bytes`, reporting problems to `diagnostics`. A tab in the
    /// indentation is reported at the tab, and read past when a guess at
    /// the spaces meant fits (see ``TabInIndentation``).
    public func parse(_ bytes: [UInt8], diagnostics: inout DiagnosticCollector) -> Result {
        if bytes.count > limits.maxFileSize {
            diagnostics.report(
                .fileSizeLimit,
                "file is \(bytes.count) bytes, more than the limit of \(limits.maxFileSize) bytes",
                at: SourcePosition(line: 1, column: 1))
            return Result(documents: [], stoppedEarly: true)
        }
        var input = bytes
        var repairs = IndentationRepairs()
        var attempt = self.attempt(input, repairs: repairs, file: diagnostics.file)
        // Reading on past tabs costs a parse per guess: bounded by the
        // repairs, and by the bytes parsed (a large file gets fewer guesses).
        var budget = Self.readOnBudget
        var tabs: [Diagnostic] = []
        while case .tab(let tab) = attempt.stop {
            let position = repairs.original(SourcePosition(line: tab.line, column: tab.column))
            var next: (input: [UInt8], repairs: IndentationRepairs, attempt: Attempt)?
            if repairs.repairs.count < Self.maxTabRepairs {
                let widths = input.withUnsafeBufferPointer { tab.widths(in: $0) }
                for width in widths where budget >= input.count {
                    budget -= input.count
                    let repaired = input.withUnsafeBufferPointer { tab.replacingRun(in: $0, width: width) }
                    var candidateRepairs = repairs
                    candidateRepairs.append(tab.repair(width: width))
                    let candidate = self.attempt(repaired, repairs: candidateRepairs, file: diagnostics.file, watching: tab)
                    if candidate.readsOn(past: tab) {
                        next = (repaired, candidateRepairs, candidate)
                        break
                    }
                }
            }
            let readOn = next.map { Self.readOnNote(tab, width: $0.repairs.repairs.last!.read) }
            tabs.append(
                Diagnostic(
                    .yamlSyntax, "a tab in the indentation: YAML indents with spaces only; replace the tab with spaces", file: diagnostics.file,
                    at: position, notes: [readOn ?? "the rest of the file is not read until the tab is replaced"]))
            guard let next else { break }
            (input, repairs, attempt) = next
        }
        // Every tab met, then what the last reading found.
        diagnostics.append(contentsOf: tabs + attempt.diagnostics)
        return attempt.result
    }

    /// At most this many tabs are read past in one file.
    static let maxTabRepairs = 20
    /// At most this many bytes are parsed again to read past tabs.
    static let readOnBudget = 16 << 20

    private static func readOnNote(_ tab: TabInIndentation, width: Int) -> String {
        if tab.blankOrComment { return "the rest of the file is read as if the tab were not there" }
        let spaces = width == 1 ? "1 space" : "\(width) spaces"
        if tab.continuesBlockScalar { return "the rest of the file is read as if this line of the block text were indented with \(spaces)" }
        if tab.prefixWidth > 0 {
            let written = tab.run.count == 1 ? "the tab" : "the white space around the tab"
            return "the rest of the file is read as if \(written) were \(spaces)"
        }
        return "the rest of the file is read as if this line were indented with \(spaces)"
    }

    /// One reading of `bytes` and what it found.
    private struct Attempt {
        var result: Result
        var diagnostics: [Diagnostic]
        var stop: ParseSession.Stop?
        /// Whether a node started on the watched line.
        var startedNodeOnWatchedLine: Bool

        /// Whether this reading, with `tab`'s run replaced, got past its
        /// line: no syntax error but at a tab on a later line, and a node
        /// starts on it, so the line was not swallowed into a text above
        /// it; unless the line is blank or a comment, or libyaml was reading
        /// it as a line of a block text, where no node starts.
        func readsOn(past tab: TabInIndentation) -> Bool {
            switch stop {
            case .syntax: return false
            case .tab(let later) where later.line <= tab.line: return false
            default: return tab.blankOrComment || tab.continuesBlockScalar || startedNodeOnWatchedLine
            }
        }
    }

    private func attempt(_ bytes: [UInt8], repairs: IndentationRepairs, file: String, watching tab: TabInIndentation? = nil) -> Attempt {
        var collector = DiagnosticCollector(file: file)
        return bytes.withUnsafeBufferPointer { buffer in
            var session = ParseSession(limits: limits, file: bytes, bytes: buffer, repairs: repairs, watchedLine: tab?.line)
            session.run(diagnostics: &collector)
            return Attempt(
                result: Result(documents: session.builder.documents, stoppedEarly: session.stoppedEarly),
                diagnostics: collector.diagnostics, stop: session.stop,
                startedNodeOnWatchedLine: session.builder.startedNodeOnWatchedLine)
        }
    }
}

/// One pass of libyaml over one buffer; owns the libyaml parser for its
/// lifetime and frees it, and every event, on every path.
private struct ParseSession {
    /// Why libyaml stopped before the end.
    enum Stop {
        /// At a tab in the indentation, which the session did not report:
        /// the parser reports it, and may read on past it.
        case tab(TabInIndentation)
        /// At any other problem, reported.
        case syntax
    }

    let limits: YAMLLimits
    let bytes: UnsafeBufferPointer<UInt8>
    var builder: YAMLTreeBuilder
    var stoppedEarly = false
    var stop: Stop?

    init(limits: YAMLLimits, file: [UInt8], bytes: UnsafeBufferPointer<UInt8>, repairs: IndentationRepairs, watchedLine: Int?) {
        self.limits = limits
        self.bytes = bytes
        self.builder = YAMLTreeBuilder(limits: limits, file: file, bytes: bytes, repairs: repairs, watchedLine: watchedLine)
    }

    mutating func run(diagnostics: inout DiagnosticCollector) {
        defer { builder.releaseLeftovers() }
        let ended = LibyamlEvents.pull(
            bytes, into: { builder.consume($0, diagnostics: &diagnostics) == .proceed },
            failed: { stop = reportLibyamlError($0, diagnostics: &diagnostics) })
        stoppedEarly = !ended
    }

    private func reportLibyamlError(_ parser: yaml_parser_t, diagnostics: inout DiagnosticCollector) -> Stop {
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
            diagnostics.report(.yamlEncoding, message, at: builder.repairs.original(position))
            return .syntax
        }
        if parser.error == YAML_MEMORY_ERROR {
            diagnostics.report(.yamlSyntax, "libyaml ran out of memory", at: SourcePosition(line: 1, column: 1))
            return .syntax
        }
        if var tab = TabInIndentation.at(SourcePosition(parser.problem_mark), in: bytes) {
            tab.continuesBlockScalar =
                parser.context.map { String(cString: $0) } == "while scanning a block scalar" && parser.context_mark.line < parser.problem_mark.line
            return .tab(tab)
        }
        var notes: [String] = []
        if let context = parser.context {
            let mark = builder.position(parser.context_mark)
            notes.append("\(String(cString: context)), which started at line \(mark.line), column \(mark.column)")
        }
        diagnostics.report(.yamlSyntax, problem, at: builder.position(parser.problem_mark), notes: notes)
        return .syntax
    }
}

extension SourcePosition {
    /// The 1-based position of libyaml's 0-based mark.
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
