import Foundation
import PackagePlugin

/// `swift package tourc <validate|compile|...> [ARGUMENTS]`: runs tourc in
/// the package's folder, for teams that commit the generated files.
/// `compile` writes into the package, so SwiftPM asks for permission
/// (`--allow-writing-to-package-directory` grants it without a prompt).
@main
struct TourcCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "tourc").url
        process.arguments = arguments.isEmpty ? ["--help"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("tourc \(arguments.first ?? "") failed with exit status \(process.terminationStatus)")
            throw CommandFailure(status: process.terminationStatus)
        }
    }
}

struct CommandFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "tourc exited with status \(status)" }
}
