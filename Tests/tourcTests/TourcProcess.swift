import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one run of the built `tourc` binary printed and returned.
struct TourcRun: CustomStringConvertible {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// Standard error split into lines, without the final empty one.
    var errorLines: [Substring] {
        standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast(standardError.hasSuffix("\n") ? 1 : 0).map { $0 }
    }

    var description: String {
        "exit \(status)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
    }
}

/// Finds and runs the `tourc` executable built beside the tests.
enum TourcBinary {
    /// The binary's path, or `nil` when it cannot be found.
    static let path: String? = locate()

    /// `TOURC_BINARY` if set; else the `tourc` in the folder that holds the
    /// running test bundle (or a parent's `debug/`), which is right for
    /// `.build`, a custom `--scratch-path` and `-c release` alike; else
    /// `<packageRoot>/.build/debug/tourc`.
    private static func locate() -> String? {
        if let override = ProcessInfo.processInfo.environment["TOURC_BINARY"], isExecutableFile(override) {
            return override
        }
        var starts: [URL] = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        starts.append(Bundle.main.bundleURL)
        if let executable = Bundle.main.executableURL { starts.append(executable.deletingLastPathComponent()) }
        starts.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        if let first = CommandLine.arguments.first {
            starts.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for start in starts {
            var folder = start.standardizedFileURL
            for _ in 0..<4 {
                for candidate in [folder.appendingPathComponent("tourc"), folder.appendingPathComponent("debug/tourc")]
                where isExecutableFile(candidate.path) {
                    return candidate.path
                }
                let parent = folder.deletingLastPathComponent()
                if parent == folder { break }
                folder = parent
            }
        }
        let fallback = packageRoot + "/.build/debug/tourc"
        return isExecutableFile(fallback) ? fallback : nil
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}

/// A process for the built `tourc`: `arguments`, run in `directory`, with
/// this process's environment minus `NO_COLOR`, plus `environment`, and no
/// standard input.
private func tourcProcess(
    _ binary: String, _ arguments: [String], in directory: String, environment: [String: String]
) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var inherited = ProcessInfo.processInfo.environment
    inherited["NO_COLOR"] = nil
    process.environment = inherited.merging(environment) { _, new in new }
    process.standardInput = FileHandle.nullDevice
    return process
}

/// Runs the built `tourc` (or another `binary`) with `arguments` in `directory`. The environment
/// is this process's, minus `NO_COLOR`, plus `environment`. Output goes to
/// files rather than pipes, so a long report cannot block the child.
func runTourc(
    _ arguments: [String], in directory: String = packageRoot, environment: [String: String] = [:], binary: String? = nil
) throws -> TourcRun {
    let binary = try #require(binary ?? TourcBinary.path, "the tourc binary was not found beside the test bundle; build with --build-tests")
    let scratch = try TemporaryFolder()
    let outputURL = scratch.url.appendingPathComponent("stdout"), errorURL = scratch.url.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL), error = try FileHandle(forWritingTo: errorURL)

    let process = try runRetryingWhileBusy {
        let process = tourcProcess(binary, arguments, in: directory, environment: environment)
        process.standardOutput = output
        process.standardError = error
        return process
    }
    process.waitUntilExit()
    try output.close()
    try error.close()
    return TourcRun(
        status: process.terminationStatus,
        standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
        standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
}

/// A fresh folder under the system's temporary folder, removed when the
/// value is released.
final class TemporaryFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tourcTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Creates a folder holding `files` (relative path to contents).
    convenience init(files: [String: String]) throws {
        try self.init()
        for (name, contents) in files { try write(name, contents) }
    }

    func write(_ name: String, _ contents: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Small tour folders for the command-line tests.
enum TourFolders {
    static let registry = "targets:\n  - profile\n  - unused\n"

    /// A step with a quoted number: one TOUR203 at main.tour.yaml:6:14.
    static let brokenTour = """
        tour: main
        steps:
          - id: profile
            title: Profile
            text: Hi
            padding: "8"

        """

    /// A valid tour that leaves the target `unused` unused: one TOUR306 warning.
    static let validTour = """
        tour: main
        steps:
          - id: profile
            title: Profile
            text: Hi

        """

    static func broken() throws -> TemporaryFolder {
        try TemporaryFolder(files: ["targets.yaml": registry, "main.tour.yaml": brokenTour])
    }

    static func withUnusedTarget() throws -> TemporaryFolder {
        try TemporaryFolder(files: ["targets.yaml": registry, "main.tour.yaml": validTour])
    }
}

@Suite("Locating the tourc binary")
struct TourcBinaryLocationTests {
    @Test func binaryIsFoundBesideTheTests() throws {
        let path = try #require(TourcBinary.path)
        #expect(path.hasSuffix("/tourc"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
    }
}

/// Runs the built `tourc` with its standard error on a pseudo-terminal, as
/// at an interactive shell, and returns what it wrote there (the terminal
/// turns each LF into CR LF; that is undone here). The terminal is read
/// after the child exits, so this is for short reports only.
func runTourcOnTerminal(
    _ arguments: [String], in directory: String, environment: [String: String] = [:]
) throws -> TourcRun {
    let binary = try #require(TourcBinary.path)
    let (master, slaveName) = try openPseudoTerminal()
    defer { close(master) }
    let slave = open(slaveName, O_RDWR | O_NOCTTY | O_CLOEXEC)
    try #require(slave >= 0)

    let scratch = try TemporaryFolder()
    let outputURL = scratch.url.appendingPathComponent("stdout")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let process = tourcProcess(binary, arguments, in: directory, environment: environment)
    process.standardOutput = output
    process.standardError = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    try process.run()
    process.waitUntilExit()
    close(slave)
    try output.close()

    // Everything the child wrote is buffered in the terminal; read until it
    // reports that no writer is left (EIO on Linux, 0 elsewhere).
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        bytes += chunk[..<count]
    }
    let error = String(decoding: bytes, as: UTF8.self)
    return TourcRun(
        status: process.terminationStatus,
        standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
        standardError: error.replacingOccurrences(of: "\r\n", with: "\n"))
}

/// A new pseudo-terminal: the controller's descriptor and the device path of its terminal end.
private func openPseudoTerminal() throws -> (Int32, String) {
    #if os(Linux)
        // Glibc's module map hides posix_openpt; these are the ioctls it uses.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(master >= 0, "no pseudo-terminal available")
        var unlock: Int32 = 0
        var number: UInt32 = 0
        let TIOCSPTLCK: UInt = 0x4004_5431, TIOCGPTN: UInt = 0x8004_5430
        try #require(ioctl(master, TIOCSPTLCK, &unlock) == 0 && ioctl(master, TIOCGPTN, &number) == 0)
        return (master, "/dev/pts/\(number)")
    #else
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        try #require(master >= 0, "no pseudo-terminal available")
        try #require(grantpt(master) == 0 && unlockpt(master) == 0)
        return (master, try #require(ptsname(master).map { String(cString: $0) }))
    #endif
}

/// Starts the process `make` makes, waiting while its executable is "busy"
/// (ETXTBSY). A test that has just written a tourc binary can meet this: a
/// process another test started at that moment inherited the descriptor the
/// binary was written through, and holds it until it exits. The binary is
/// complete; the wait ends when that process does (at most 60 s here). A
/// process that failed to start cannot be started again, so each attempt
/// makes a new one.
func runRetryingWhileBusy(_ make: () -> Process) throws -> Process {
    for attempt in 0... {
        let process = make()
        do {
            try process.run()
            return process
        } catch let error as NSError {
            let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
            let busy = (underlying?.domain == NSPOSIXErrorDomain && underlying?.code == Int(ETXTBSY))
                || (error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY))
            guard busy, attempt < 600 else { throw error }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }
    fatalError("unreachable")
}
