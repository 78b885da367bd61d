import Foundation
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// The package's root folder, found from this file's path so tests run from anywhere.
let packageRoot: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
}()

/// A fresh folder under the system's temporary folder, removed when the
/// value is released.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Runs `arguments[0]` with the rest as its arguments and returns its exit
/// status and standard output, with its standard error appended when
/// `includingErrors` (a validator's report) or dropped (a browser's noise).
func runProcess(_ arguments: [String], includingErrors: Bool) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    let output = Pipe()
    process.standardOutput = output
    process.standardError = includingErrors ? output : FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
