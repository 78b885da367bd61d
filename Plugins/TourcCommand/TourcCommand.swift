import Foundation
import PackagePlugin

/// `swift package tourc <validate|compile|...> [ARGUMENTS]`: runs tourc for
/// teams that commit the generated files. `compile` writes into the package,
/// so SwiftPM asks for permission (`--allow-writing-to-package-directory`
/// grants it without a prompt).
///
/// tourc runs in the folder of the project's `tourc.yaml`: the package's
/// own, else each one found below the package's folder (where `tourc init`
/// put it, in a target's folder), so its relative paths mean what they say. With
/// `--config` or `--no-config` among the arguments it runs in the
/// package's folder, as given. `--target NAME` (repeatable) runs it in
/// that target's folder instead: `swift package tourc init --target App`
/// sets a target up with nothing installed.
@main
struct TourcCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tourc = try context.tool(named: "tourc").url
        var extractor = ArgumentExtractor(arguments)
        let targets = try context.package.targets(named: extractor.extractOption(named: "target"))
        let arguments = extractor.remainingArguments.isEmpty ? ["--help"] : extractor.remainingArguments
        let folders: [URL]
        if !targets.isEmpty {
            folders = try targets.map { try $0.folder }
        } else if arguments.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") || $0 == "--no-config" }) {
            folders = [context.package.directoryURL]
        } else {
            let found = ConfigurationSearch.projects(in: context.package.directoryURL)
            folders = found.isEmpty ? [context.package.directoryURL] : found
        }
        var failures: [String] = []
        for folder in folders {
            let process = Process()
            process.executableURL = tourc
            process.arguments = arguments
            process.currentDirectoryURL = folder
            try process.run()
            process.waitUntilExit()
            if process.terminationReason != .exit || process.terminationStatus != 0 {
                failures.append("tourc \(arguments[0]) in \(folder.path) exited with status \(process.terminationStatus)")
            }
        }
        // tourc printed its own diagnostics; one line says the run failed.
        guard failures.isEmpty else { throw CommandFailure(description: failures.joined(separator: "; ")) }
    }
}

/// Finds the folders that hold a project's `tourc.yaml`.
enum ConfigurationSearch {
    /// The package's folder when it holds `tourc.yaml`; else every folder
    /// below it that holds one and is not inside another such folder (a
    /// project's fixtures are its own), in a target's folder or deeper.
    /// Hidden folders and `.build` are not searched.
    static func projects(in package: URL) -> [URL] {
        var found: [URL] = []
        var level = [package.standardizedFileURL]
        while !level.isEmpty {
            var next: [URL] = []
            for folder in level {
                if holdsConfiguration(folder) {
                    found.append(folder)
                } else {
                    next += subfolders(of: folder)
                }
            }
            level = next
        }
        return found
    }

    private static func holdsConfiguration(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("tourc.yaml").path)
    }

    private static func subfolders(of folder: URL) -> [URL] {
        let entries =
            (try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
        return entries.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.path < $1.path }
    }
}

struct CommandFailure: Error, CustomStringConvertible {
    var description: String
}

extension Target {
    /// The target's folder. At tools version 6.0 `Target` itself has only
    /// `directory`, a deprecated `Path`; its source module types have a URL.
    var folder: URL {
        get throws {
            switch self {
            case let target as SwiftSourceModuleTarget: return target.directoryURL
            case let target as ClangSourceModuleTarget: return target.directoryURL
            default: throw CommandFailure(description: "target '\(name)' has no sources, so no tour files")
            }
        }
    }
}
