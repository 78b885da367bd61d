#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a clean compile read and wrote, remembered beside its outputs so
/// that the next compile, with nothing changed, stops after a few `stat`
/// calls instead of parsing every tour again (what make and ninja do with
/// timestamps, and git with its index).
///
/// The stamp lists the settings (every stored property of the request, and
/// the identity of the running tourc executable, so a rebuilt tourc never
/// trusts a stamp an older build wrote), then every input and output with
/// its size, modification time and inode. It is trusted only when all of them are
/// unchanged, when no input was modified in the last two seconds before the
/// stamp was written (a file changed twice within one clock tick would
/// otherwise look unchanged: git's "racily clean" rule), and never by
/// `--check` or `--dry-run`, which always read everything. A run with any
/// finding, even a warning, writes no stamp, so warnings are reported again.
struct BuildStamp: Equatable {
    static let fileName = ".tourc-stamp"

    /// One file's identity.
    struct Entry: Equatable {
        var path: String
        var size: Int
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt64
    }

    var settings: String
    var inputs: [Entry]
    var outputs: [Entry]
    /// When the stamp was made, in seconds since the epoch.
    var written: Int

    /// The stamp's location for `request`: in its first output folder.
    static func path(for request: CompileRequest) -> String? {
        (request.swiftOutput ?? request.jsonOutput).map { InputDiscovery.join($0, fileName) }
    }

    /// Everything about `request` and the running tourc that changes what
    /// is generated; `nil` when the executable cannot be identified, so no
    /// stamp is trusted or written.
    static func settings(of request: CompileRequest) -> String? {
        guard let executable = ExecutableIdentity.current else { return nil }
        return (["tourc \(TourcVersion.current)", "executable \(executable)"] + SettingsText.lines(describing: request))
            .joined(separator: "\n")
    }

    /// The files `request` reads: tour files, registries and scanned Swift
    /// files, found by walking the inputs as the pipeline does.
    static func inputFiles(of request: CompileRequest) -> [String]? {
        let discovery = InputDiscovery(paths: request.validation.inputs)
        guard discovery.diagnostics.isEmpty else { return nil }
        var swiftFiles: [String] = []
        if let scan = request.validation.scan {
            let swift = InputDiscovery(paths: scan, suffix: ".swift")
            guard swift.diagnostics.isEmpty else { return nil }
            swiftFiles = swift.tourFiles
        }
        return inputList(
            tourFiles: discovery.tourFiles, registryCandidates: discovery.registryCandidates,
            registry: request.validation.registry, swiftFiles: swiftFiles)
    }

    /// The one form of the input list, whether the pipeline found the files
    /// or the stamp check walks for them.
    static func inputList(tourFiles: [String], registryCandidates: [String], registry: String?, swiftFiles: [String]) -> [String] {
        var files = tourFiles + registryCandidates + swiftFiles
        if let registry { files.append(registry) }
        return Array(Set(files)).sorted()
    }

    static func entry(for path: String) -> Entry? {
        guard case .success(let status) = Platform.status(of: path) else { return nil }
        return Entry(
            path: path, size: status.size, seconds: status.seconds, nanoseconds: status.nanoseconds, inode: status.inode)
    }

    /// Whether the stamp at `path` proves that compiling `request` would
    /// change nothing.
    static func provesUpToDate(_ request: CompileRequest) -> Bool {
        guard let path = path(for: request), let text = try? FileSystem.readFile(path, limit: 1 << 24),
            let stamp = BuildStamp(parsing: String(decoding: text, as: UTF8.self)),
            let settings = settings(of: request), stamp.settings == settings,
            let files = inputFiles(of: request), files == stamp.inputs.map(\.path)
        else { return false }
        for recorded in stamp.inputs {
            guard let current = entry(for: recorded.path), current == recorded,
                current.seconds < stamp.written - 2
            else { return false }
        }
        for recorded in stamp.outputs {
            guard entry(for: recorded.path) == recorded else { return false }
        }
        return true
    }

    /// Writes the stamp for a clean run that read `files` (the pipeline's
    /// own list, so the folders are not walked again) and left `outputs`.
    static func record(_ request: CompileRequest, inputs files: [String], outputs: [String]) {
        guard let path = path(for: request), let settings = settings(of: request) else { return }
        // One stat per file, on every core: a clean compile stamps hundreds.
        let inputs = ConcurrentMap.map(files, entry(for:)).compactMap { $0 }
        let written = ConcurrentMap.map(outputs, entry(for:)).compactMap { $0 }
        guard inputs.count == files.count, written.count == outputs.count else { return }
        let now = Int(Date().timeIntervalSince1970)
        let stamp = BuildStamp(settings: settings, inputs: inputs, outputs: written, written: now)
        _ = OutputWriter.write([OutputFile(path: path, contents: stamp.text, source: path)])
    }

    /// Removes a stamp that no longer describes the outputs.
    static func invalidate(_ request: CompileRequest) {
        if let path = path(for: request) { try? FileSystem.removeFile(path) }
    }

    // MARK: Text form

    private static let header = "tourc-stamp 1"

    var text: String {
        var lines = [Self.header, "written \(written)", "settings \(settings.split(separator: "\n").count)"]
        lines += settings.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (kind, entries) in [("in", inputs), ("out", outputs)] {
            for entry in entries {
                lines.append("\(kind) \(entry.size) \(entry.seconds) \(entry.nanoseconds) \(entry.inode) \(entry.path)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    init(settings: String, inputs: [Entry], outputs: [Entry], written: Int) {
        self.settings = settings
        self.inputs = inputs
        self.outputs = outputs
        self.written = written
    }

    /// Reads a stamp's text, on UTF-8 bytes: a stamp lists every input and
    /// output, and splitting it by `Character` would cost more than the
    /// `stat` calls it saves.
    init?(parsing text: String) {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        var lines = text.utf8.split(separator: newline, omittingEmptySubsequences: false)[...]
        func number<Value: FixedWidthInteger>(_ bytes: Substring.UTF8View?, after prefix: String = "") -> Value? {
            guard let bytes, bytes.starts(with: prefix.utf8) else { return nil }
            return Value(Substring(bytes.dropFirst(prefix.utf8.count)))
        }
        guard let first = lines.popFirst(), first.elementsEqual(Self.header.utf8),
            let written: Int = number(lines.popFirst(), after: "written "),
            let count: Int = number(lines.popFirst(), after: "settings "), lines.count >= count
        else { return nil }
        self.written = written
        settings = lines.prefix(count).map { String(Substring($0)) }.joined(separator: "\n")
        lines = lines.dropFirst(count)
        inputs = []
        outputs = []
        for line in lines where !line.isEmpty {
            let fields = line.split(separator: space, maxSplits: 5, omittingEmptySubsequences: false)
            guard fields.count == 6, let size: Int = number(fields[1]), let seconds: Int = number(fields[2]),
                let nanoseconds: Int = number(fields[3]), let inode: UInt64 = number(fields[4])
            else { return nil }
            let entry = Entry(
                path: String(Substring(fields[5])), size: size, seconds: seconds, nanoseconds: nanoseconds, inode: inode)
            if fields[0].elementsEqual("in".utf8) {
                inputs.append(entry)
            } else if fields[0].elementsEqual("out".utf8) {
                outputs.append(entry)
            } else {
                return nil
            }
        }
    }
}
