import TourBytes
import TourDiagnostics

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
/// otherwise look unchanged: git's "racily clean" rule; see
/// ``Entry/settled(before:)``), and never by
/// `--check` or `--dry-run`, which always read everything. A run with any
/// finding, even a warning, writes no stamp, so warnings are reported again.
struct BuildStamp: Equatable {
    static let fileName = ".tourc-stamp"

    /// One file's identity: size, modification time, status change time
    /// and inode, as git's index keeps them.
    struct Entry: Equatable {
        var path: String
        var size: Int
        var seconds: Int
        var nanoseconds: Int
        var changeSeconds: Int
        var changeNanoseconds: Int
        var inode: UInt64

        /// Whether the file had stopped changing two seconds before `time`,
        /// so that a later edit cannot keep this identity: its modification
        /// or its status change time is older. The status change time is
        /// the kernel's clock at the last change and cannot be set, so a
        /// file whose modification time is in the future (`touch -d`, an
        /// archive from a machine whose clock was ahead) is trusted once
        /// that time settles, instead of never; a modification time set
        /// back (`touch -r`, a checkout tool) settles at once.
        func settled(before time: Int) -> Bool {
            min(seconds, changeSeconds) < time - 2
        }
    }

    var settings: String
    var inputs: [Entry]
    var outputs: [Entry]
    /// When the stamp was made, in seconds since the epoch.
    var written: Int

    /// The stamp's location for `request`: in its first output folder.
    static func path(for request: CompileRequest) -> String? {
        (request.swiftOutput ?? request.jsonOutput).map { Paths.join($0, fileName) }
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
            let swift = SwiftSourceDiscovery(paths: scan)
            guard swift.diagnostics.isEmpty else { return nil }
            swiftFiles = swift.swiftFiles
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
        return Entry(path: path, status)
    }

    /// Whether the stamp at `path` proves that compiling `request` would
    /// change nothing.
    static func provesUpToDate(_ request: CompileRequest) -> Bool {
        guard let path = path(for: request), let bytes = try? FileSystem.readFile(path, limit: 1 << 24),
            let stamp = BuildStamp(parsing: bytes),
            let settings = settings(of: request), stamp.settings == settings,
            let files = inputFiles(of: request), files == stamp.inputs.map(\.path)
        else { return false }
        for recorded in stamp.inputs {
            guard let current = entry(for: recorded.path), current == recorded, current.settled(before: stamp.written) else {
                return false
            }
        }
        for recorded in stamp.outputs {
            guard let current = entry(for: recorded.path), current.withoutChangeTime == recorded else { return false }
        }
        return true
    }

    /// Writes the stamp for a clean run that read `files` (the pipeline's
    /// own list, so the folders are not walked again) and left `outputs`,
    /// each with what `stat` would say of it when the run already knows.
    ///
    /// Each input is recorded as it was when the run opened it (`read`, from
    /// the reads themselves), not as it is now: a file saved while the run
    /// went on then differs from its entry, and the next compile does the
    /// work. A file that changed while it was read (`nil` in `read`) makes
    /// no stamp at all. Files in the list the run did not read (a registry
    /// beside the tours that another one replaced) are looked up now.
    static func record(
        _ request: CompileRequest, inputs files: [String], read: [String: Platform.FileStatus?],
        outputs: [(path: String, identity: Platform.FileStatus?)]
    ) {
        guard let path = path(for: request), let settings = settings(of: request) else { return }
        guard !read.values.contains(where: { $0 == nil }) else { return }
        let inputs = ConcurrentMap.map(files) { file in
            read[file].flatMap { $0.map { Entry(path: file, $0) } } ?? entry(for: file)
        }.compactMap { $0 }
        let written = outputs.compactMap { output in
            (output.identity.map { Entry(path: output.path, $0) } ?? entry(for: output.path))?.withoutChangeTime
        }
        guard inputs.count == files.count, written.count == outputs.count else { return }
        let now = Int(Date().timeIntervalSince1970)
        let stamp = BuildStamp(settings: settings, inputs: inputs, outputs: written, written: now)
        // The compile removed leftover temporaries from this folder already.
        _ = OutputWriter.write([OutputFile(path: path, contents: stamp.text, source: path)], removingLeftovers: false)
    }

    /// Removes a stamp that no longer describes the outputs.
    static func invalidate(_ request: CompileRequest) {
        if let path = path(for: request) { try? FileSystem.removeFile(path) }
    }

    // MARK: Text form

    static let header: StaticString = "tourc-stamp 2"

    var text: String {
        // A line per file, written into one buffer: a stamp lists every input
        // and output, and a string per line cost 1.4 ms for 3000 files.
        var text = TextBuffer(capacity: settings.utf8.count + 96 * (inputs.count + outputs.count + 4))
        text.append("\(Self.header)\nwritten \(written)\nsettings \(settings.split(separator: "\n").count)\n")
        text.append(settings)
        text.append(byte: UInt8(ascii: "\n"))
        for (kind, entries) in [("in " as StaticString, inputs), ("out ", outputs)] {
            for entry in entries {
                text.append(kind)
                text.append(entry.size)
                text.append(byte: UInt8(ascii: " "))
                text.append(entry.seconds)
                text.append(byte: UInt8(ascii: " "))
                text.append(entry.nanoseconds)
                text.append(byte: UInt8(ascii: " "))
                text.append(entry.changeSeconds)
                text.append(byte: UInt8(ascii: " "))
                text.append(entry.changeNanoseconds)
                text.append(byte: UInt8(ascii: " "))
                text.append(entry.inode)
                text.append(byte: UInt8(ascii: " "))
                text.append(entry.path)
                text.append(byte: UInt8(ascii: "\n"))
            }
        }
        return text.text
    }

    init(settings: String, inputs: [Entry], outputs: [Entry], written: Int) {
        self.settings = settings
        self.inputs = inputs
        self.outputs = outputs
        self.written = written
    }

    /// Reads a stamp's text.
    init?(parsing text: String) {
        self.init(parsing: Array(text.utf8))
    }

    /// Reads a stamp from its bytes, line by line and field by field
    /// without making a `String` of any but the paths and settings: a stamp
    /// lists every input and output, and splitting it as text cost more
    /// than the `stat` calls it saves (a sixth of a no-op compile).
    init?(parsing bytes: [UInt8]) {
        guard
            let parsed = bytes.withUnsafeBufferPointer({ buffer -> BuildStamp? in
                var reader = StampReader(bytes: buffer)
                return reader.read()
            })
        else { return nil }
        self = parsed
    }
}

/// A cursor over a stamp's bytes.
private struct StampReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func read() -> BuildStamp? {
        guard let header = line(), equal(header, BuildStamp.header),
            let writtenLine = line(), let written = nonNegative(in: writtenLine, after: "written "),
            let countLine = line(), let count = nonNegative(in: countLine, after: "settings "),
            count < bytes.count  // a line each: a corrupt count must not reserve gigabytes
        else { return nil }
        var settings: [String] = []
        settings.reserveCapacity(count)
        for _ in 0..<count {
            guard let setting = line() else { return nil }
            settings.append(string(setting))
        }
        var inputs: [BuildStamp.Entry] = []
        var outputs: [BuildStamp.Entry] = []
        while var rest = line() {
            guard !rest.isEmpty else { continue }
            // Seven fields, each ended by a space; the path is the rest, spaces and all.
            guard let kind = field(&rest), let size = field(&rest).flatMap(number),
                let seconds = field(&rest).flatMap(number), let nanoseconds = field(&rest).flatMap(number),
                let changeSeconds = field(&rest).flatMap(number), let changeNanoseconds = field(&rest).flatMap(number),
                let inode = field(&rest).flatMap(unsigned)
            else { return nil }
            let entry = BuildStamp.Entry(
                path: string(rest), size: size, seconds: seconds, nanoseconds: nanoseconds, changeSeconds: changeSeconds,
                changeNanoseconds: changeNanoseconds, inode: inode)
            if equal(kind, "in") {
                inputs.append(entry)
            } else if equal(kind, "out") {
                outputs.append(entry)
            } else {
                return nil
            }
        }
        return BuildStamp(settings: settings.joined(separator: "\n"), inputs: inputs, outputs: outputs, written: written)
    }

    /// The next line's byte range, without its newline; `nil` at the end.
    mutating func line() -> Range<Int>? {
        guard index < bytes.count else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        let end = index
        if index < bytes.count { index += 1 }
        return start..<end
    }

    /// The field at the start of `rest`, which must end with a space; `rest`
    /// then starts after that space.
    func field(_ rest: inout Range<Int>) -> Range<Int>? {
        var end = rest.lowerBound
        while end < rest.upperBound, bytes[end] != UInt8(ascii: " ") { end += 1 }
        guard end < rest.upperBound else { return nil }
        defer { rest = end + 1..<rest.upperBound }
        return rest.lowerBound..<end
    }

    func equal(_ range: Range<Int>, _ text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            range.indices.allSatisfy { bytes[$0] == expected[$0 - range.lowerBound] }
        }
    }

    /// A decimal `Int` filling `range`, with a `-` before it when negative
    /// (a modification time before 1970); `nil` past `Int`'s range.
    func number(_ range: Range<Int>) -> Int? {
        guard let first = range.first, bytes[first] == UInt8(ascii: "-") else {
            return unsigned(range).flatMap { Int(exactly: $0) }
        }
        guard let magnitude = unsigned(range.dropFirst()), magnitude <= Int.min.magnitude else { return nil }
        return Int(truncatingIfNeeded: 0 &- magnitude)
    }

    /// A decimal `UInt64` filling `range` (an inode number may use all 64
    /// bits); `nil` past its range.
    func unsigned(_ range: Range<Int>) -> UInt64? {
        guard !range.isEmpty, range.count <= 20 else { return nil }
        var value: UInt64 = 0
        for position in range {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (tens, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, carried) = tens.addingReportingOverflow(UInt64(digit))
            guard !overflowed, !carried else { return nil }
            value = sum
        }
        return value
    }

    /// The non-negative `Int` after `prefix` (the stamp's time, its count of settings lines).
    func nonNegative(in range: Range<Int>, after prefix: StaticString) -> Int? {
        let length = prefix.utf8CodeUnitCount
        guard range.count > length, equal(range.lowerBound..<range.lowerBound + length, prefix) else { return nil }
        return unsigned(range.lowerBound + length..<range.upperBound).flatMap { Int(exactly: $0) }
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}

extension BuildStamp.Entry {
    /// The entry with no status change time, as outputs are recorded: the
    /// rename that puts an output in place moves its change time after the
    /// `fstat` that recorded it, and an edit to an output moves its
    /// modification time anyway.
    var withoutChangeTime: Self {
        var entry = self
        entry.changeSeconds = 0
        entry.changeNanoseconds = 0
        return entry
    }

    /// The entry for `path` from what `stat` said of it.
    init(path: String, _ status: Platform.FileStatus) {
        self.init(
            path: path, size: status.size, seconds: status.seconds, nanoseconds: status.nanoseconds,
            changeSeconds: status.changeSeconds, changeNanoseconds: status.changeNanoseconds, inode: status.inode)
    }
}
