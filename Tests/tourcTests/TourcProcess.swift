import Foundation
import TestSupport
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
func tourcProcess(
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

/// Runs the built `tourc` (or another `binary`) with `arguments` in
/// `directory`. The environment is this process's, minus `NO_COLOR`, plus
/// `environment`.
func runTourc(
    _ arguments: [String], in directory: String = packageRoot, environment: [String: String] = [:], binary: String? = nil
) throws -> TourcRun {
    let binary = try #require(binary ?? TourcBinary.path, "the tourc binary was not found beside the test bundle; build with --build-tests")
    var variables: [String: String?] = ["NO_COLOR": nil]
    for (name, value) in environment { variables[name] = value }
    let run = try runProcess(binary, arguments, in: directory, environment: variables)
    return TourcRun(status: run.status, standardOutput: run.output, standardError: run.error)
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
        // The kernel's names for them.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        let TIOCSPTLCK: UInt = 0x4004_5431
        // swift-format-ignore: AlwaysUseLowerCamelCase
        let TIOCGPTN: UInt = 0x8004_5430
        try #require(ioctl(master, TIOCSPTLCK, &unlock) == 0 && ioctl(master, TIOCGPTN, &number) == 0)
        return (master, "/dev/pts/\(number)")
    #else
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        try #require(master >= 0, "no pseudo-terminal available")
        try #require(grantpt(master) == 0 && unlockpt(master) == 0)
        return (master, try #require(ptsname(master).map { String(cString: $0) }))
    #endif
}

/// The built tourc running in the background, its standard error read
/// as it comes: a watch, or a run a test interrupts.
final class RunningTourc: @unchecked Sendable {
    let process: Process
    private let lock = NSLock()
    private var collected = ""

    init(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws {
        process = tourcProcess(try #require(TourcBinary.path), arguments, in: folder, environment: environment)
        process.standardOutput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let reading = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let data = reading.availableData
                if data.isEmpty { return }
                lock.lock()
                collected += String(decoding: data, as: UTF8.self)
                lock.unlock()
            }
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// What it printed so far.
    var output: String {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    /// Waits until `condition` holds, for up to `seconds`; whether it did.
    func waitUntil(seconds: Double, _ condition: (RunningTourc) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(self) { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition(self)
    }

    /// Waits until the run stalls where `TOURC_INJECT_FAULT=OPERATION:N:stall`
    /// told it to (it says so on standard error); whether it did.
    func waitForStall(seconds: Double = 600) -> Bool {
        waitUntil(seconds: seconds) { $0.output.contains("tourc: stalled at ") || !$0.process.isRunning }
            && output.contains("tourc: stalled at ") && process.isRunning
    }

    /// Ctrl-C (or `signal`), and the exit status.
    func interrupt(with signal: Int32 = SIGINT) throws -> Int32 {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationStatus
    }
}
