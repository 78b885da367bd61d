import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a finished process printed and returned.
public struct ProcessOutcome: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output.
    public var output: String
    /// Standard error.
    public var error: String
}

/// Runs `executable` with `arguments` in `folder`, with no standard input,
/// and waits for it. The environment is this process's, with `environment`
/// merged over it (a `nil` value removes a variable). Output goes to files
/// rather than pipes, so a long report can never block the child.
public func runProcess(
    _ executable: String, _ arguments: [String], in folder: String? = nil, environment: [String: String?] = [:]
) throws -> ProcessOutcome {
    let scratch = try TemporaryFolder()
    let outputURL = scratch.url.appendingPathComponent("stdout")
    let errorURL = scratch.url.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    var merged = ProcessInfo.processInfo.environment
    for (name, value) in environment { merged[name] = value }
    let process = try runRetryingWhileBusy {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        process.environment = merged
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        return process
    }
    process.waitUntilExit()
    try output.close()
    try error.close()
    return ProcessOutcome(
        status: process.terminationStatus,
        output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
        error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
}

/// Starts the process `make` builds, again while the system says its binary
/// is busy (`ETXTBSY`: another test's process was forked while the binary
/// was written through, and holds it until it exits), for up to a minute.
public func runRetryingWhileBusy(_ make: () -> Process) throws -> Process {
    for attempt in 0... {
        let process = make()
        do {
            try process.run()
            return process
        } catch let error as NSError {
            let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
            let busy =
                (underlying?.domain == NSPOSIXErrorDomain && underlying?.code == Int(ETXTBSY))
                || (error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY))
            guard busy, attempt < 600 else { throw error }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }
    fatalError("unreachable")
}
