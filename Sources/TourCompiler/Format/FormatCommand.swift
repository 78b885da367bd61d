import TourDiagnostics
import TourLayout
import TourSyntax

extension DiagnosticCode {
    /// A tour file is not in the canonical layout (`tourc format --check`).
    public static let unformattedFile = DiagnosticCode(
        "TOUR701", name: "unformattedFile", severity: .error,
        summary: "A tour file is not in the canonical layout.",
        explanation: """
            `tourc format --check` writes nothing and reports every tour file \
            that `tourc format` would change, at its first line that would \
            change, so CI can fail on a file nobody formatted. Run `tourc \
            format` and commit the result. The layout is described in \
            docs/format.md (Layout): keys in the order of the format's \
            tables, two spaces of indentation, texts plain, quoted or in a \
            `|-` block by one rule, no white space at the end of a line; \
            comments, anchors, aliases and line breaks are kept.
            """)
}

/// What `tourc format` is asked to do.
public struct FormatRequest: Sendable {
    /// Tour files, and folders searched for `*.tour.yaml`.
    public var inputs: [String]
    /// Bounds on what the YAML front end reads.
    public var limits: YAMLLimits
    /// Whether to write nothing and report each file that would change.
    public var check: Bool

    /// Creates a request.
    public init(inputs: [String], limits: YAMLLimits = .default, check: Bool = false) {
        self.inputs = inputs
        self.limits = limits
        self.check = check
    }
}

/// What `tourc format` found and did.
public struct FormatOutcome: Sendable {
    /// Every finding, in reporting order.
    public var diagnostics: [Diagnostic] = []
    /// The tour files read, in order.
    public var files: [String] = []
    /// The files rewritten (with `check`, that would be).
    public var changed: [String] = []
    /// The bytes of files findings quote.
    public var sources: [String: [UInt8]] = [:]
}

/// `tourc format [--check] [PATH...]`: lays out tour files in the
/// canonical layout (``FileLayout``, which does the work and never touches
/// the disk); this reads the files, writes the changed ones back and says
/// what it did.
///
/// Each file is written on its own terms, as an editor saves it: to a
/// temporary file beside it, renamed over it (``OutputWriter``), keeping its
/// permissions; through a symbolic link, to the file the link points at, so
/// the link stays a link. A file is left exactly as it is when it does not
/// read as YAML (its errors are reported), is not a tour file, is
/// read-only, or changed while it was formatted; the other files are still
/// formatted, and the run exits 1.
public enum FormatCommand {
    public static func run(_ request: FormatRequest) -> FormatOutcome {
        let discovery = InputDiscovery(paths: request.inputs.map(Paths.normalized))
        var outcome = FormatOutcome(diagnostics: discovery.diagnostics, files: discovery.tourFiles)
        if discovery.tourFiles.isEmpty, discovery.diagnostics.isEmpty {
            outcome.diagnostics.append(
                Diagnostic(.noInputs, "no tour files (*.tour.yaml) in \(request.inputs.joined(separator: ", "))", file: request.inputs.first))
        }
        let results = ConcurrentMap.map(discovery.tourFiles) { format($0, limits: request.limits) }
        var writes: [OutputFile] = []
        var written = Set<String>()
        for (path, result) in zip(discovery.tourFiles, results) {
            outcome.diagnostics += result.diagnostics
            if !result.diagnostics.isEmpty { outcome.sources[path] = result.original }
            guard let formatted = result.formatted, formatted != result.original else { continue }
            // Two inputs that are one file (a link and its target) are written once.
            guard written.insert(Platform.realPath(result.target) ?? result.target).inserted else { continue }
            outcome.changed.append(path)
            if request.check {
                outcome.diagnostics.append(unformatted(path, original: result.original, formatted: formatted))
                outcome.sources[path] = result.original
            } else if let refusal = refusal(toReplace: result.target, named: path, readAs: result.identity) {
                outcome.diagnostics.append(refusal)
                outcome.changed.removeLast()
            } else {
                writes.append(OutputFile(path: result.target, contents: String(decoding: formatted, as: UTF8.self), source: path))
            }
        }
        let failures = OutputWriter.write(writes)
        if !failures.isEmpty {
            outcome.diagnostics += failures
            outcome.changed = []
        }
        outcome.diagnostics = outcome.diagnostics.sortedForReporting()
        return outcome
    }

    /// One file read and laid out.
    private struct FileResult: Sendable {
        var original: [UInt8] = []
        var formatted: [UInt8]?
        var diagnostics: [Diagnostic] = []
        /// The file to write: the path, or what a link points at.
        var target: String
        /// What `stat` said of the file when it was read.
        var identity: Platform.FileStatus?
    }

    private static func format(_ path: String, limits: YAMLLimits) -> FileResult {
        var result = FileResult(target: Platform.isSymbolicLink(path) ? Platform.realPath(path) ?? path : path)
        guard path.hasSuffix(".yaml") || path.hasSuffix(".yml") else {
            result.diagnostics = [
                Diagnostic(
                    .notATourFile, "\(path) is not a tour file: tour files are YAML, named *.tour.yaml; the file was left as it is", file: path)
            ]
            return result
        }
        do {
            (result.original, result.identity) = try FileSystem.readInput(path, limit: limits.maxFileSize)
        } catch {
            if let (size, limit) = error.sizeBeyondLimit {
                result.diagnostics = [
                    Diagnostic(
                        .fileSizeLimit, "file is \(size) bytes, more than the limit of \(limit) bytes", file: path,
                        at: SourcePosition(line: 1, column: 1))
                ]
            } else {
                result.diagnostics = [Diagnostic(.unreadableFile, "cannot read file: \(error.reason)", file: path)]
            }
            return result
        }
        let laidOut = FileLayout.layOut(result.original, file: path, limits: limits)
        result.formatted = laidOut.bytes
        result.diagnostics = laidOut.diagnostics
        return result
    }

    /// Why `target` may not be replaced: no one may write it (a rename
    /// would replace it all the same, silently), or it changed since it
    /// was read (an edit saved meanwhile would be lost).
    private static func refusal(toReplace target: String, named path: String, readAs identity: Platform.FileStatus?) -> Diagnostic? {
        switch Platform.status(of: target) {
        case .success(let status) where status.isReadOnly:
            return Diagnostic(
                .writeFailed,
                "\(path) is read-only (mode \(String(status.permissions, radix: 8))), and tourc does not change a file's permissions; make it writable to format it; nothing was written",
                file: path)
        case .success(let status) where status == identity:
            return nil
        default:
            return Diagnostic(.writeFailed, "\(path) changed while it was formatted; nothing was written; run tourc format again", file: path)
        }
    }

    /// TOUR701 at the first line `formatted` changes.
    private static func unformatted(_ path: String, original: [UInt8], formatted: [UInt8]) -> Diagnostic {
        var first = 0
        while first < min(original.count, formatted.count), original[first] == formatted[first] { first += 1 }
        let line = original.withUnsafeBufferPointer { TextPositions.position(ofByteOffset: first, in: $0) }.line
        return Diagnostic(.unformattedFile, "\(path) is not formatted; run tourc format", file: path, at: SourcePosition(line: line, column: 1))
    }
}
