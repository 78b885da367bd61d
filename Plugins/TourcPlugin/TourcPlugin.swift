import Foundation
import PackagePlugin

/// Generates Swift from the `*.tour.yaml` files among a target's sources at
/// every build, by running `tourc compile`.
///
/// The build system needs every output before any input is read, so each
/// output is named from its tour file's name alone (`main.tour.yaml` writes
/// `main.tour.swift`). tourc reports with `--reporter xcode`, so errors show
/// in the build log and in Xcode's issue navigator at the right line, and a
/// tour with an error fails the build.
@main
struct TourcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        guard files.contains(where: TourcBuildCommand.isTourFile) else { return [] }
        return try TourcBuildCommand.commands(
            files: files, targetName: target.name, tourKitVersionFile: try TourKitRelease.versionFile(linkedBy: target),
            tourc: try context.tool(named: "tourc").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}

/// Where the release of the TourKit a target links is written, so that
/// tourc can refuse (TOUR520) to generate code for another release's
/// TourKit: the app then sees that one error, not the type errors the
/// mismatch would cause.
enum TourKitRelease {
    /// TourFormat's `TourcRelease.swift`, the file that declares the version
    /// of TourKit (TourKit's own dependency) in the target's dependencies.
    static func versionFile(linkedBy target: Target) throws -> URL {
        let dependencies = target.recursiveTargetDependencies
        guard let tourKit = dependencies.first(where: { $0.name == "TourKit" }) as? SourceModuleTarget else {
            throw PluginFailure(
                "target '\(target.name)' has tour files but does not link TourKit, which the generated code imports: add .product(name: \"TourKit\", package: \"TourcPlugins\") (or package: \"tourc\" with the source package) to its dependencies"
            )
        }
        let format = tourKit.recursiveTargetDependencies.first { $0.name == "TourFormat" } as? SourceModuleTarget
        if let declared = format?.sourceFiles.first(where: { $0.url.lastPathComponent == fileName }) { return declared.url }
        // A TourKit from before the check has no such file: tourc is given
        // where it would be, and says what that means (TOUR520).
        let folder = (format ?? tourKit).sourceFiles.first?.url.deletingLastPathComponent() ?? URL(fileURLWithPath: "/")
        return folder.appendingPathComponent(fileName)
    }

    static let fileName = "TourcRelease.swift"

    /// The file in this plugin's own package, found from where the plugin
    /// was compiled. An Xcode project's plugin cannot see what a target
    /// links (XcodeTarget.dependencies lists no package products), but no
    /// package graph may hold two targets named TourKit, so the TourKit an
    /// Xcode target links is the one beside this plugin.
    static var ownVersionFile: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TourFormat").appendingPathComponent(fileName)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension TourcPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            guard files.contains(where: TourcBuildCommand.isTourFile) else { return [] }
            // Only when the file is where the plugin was compiled from: the
            // check must never fail a build for the plugin's own layout.
            let versionFile = TourKitRelease.ownVersionFile
            return try TourcBuildCommand.commands(
                files: files, targetName: target.displayName,
                tourKitVersionFile: FileManager.default.fileExists(atPath: versionFile.path) ? versionFile : nil,
                tourc: try context.tool(named: "tourc").url, workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif

/// The one build command for a target, shared by SwiftPM and Xcode.
enum TourcBuildCommand {
    static func commands(files: [URL], targetName: String, tourKitVersionFile: URL?, tourc: URL, workDirectory: URL) throws -> [Command] {
        let tours = files.filter(isTourFile).sorted { $0.path < $1.path }
        guard !tours.isEmpty else { return [] }
        // Checked-in output beside the tours would be built twice, once from
        // the sources and once from the plugin's work folder: SwiftPM stops
        // with "multiple producers", naming neither tourc nor the fix.
        let checkedIn = files.filter(isCheckedInOutput).map(\.path).sorted()
        guard checkedIn.isEmpty else {
            throw PluginFailure(
                "target '\(targetName)' holds Swift that tourc compile generated (\(checkedIn.joined(separator: ", "))), and TourcPlugin generates it again at every build: delete those files and the output: swift: line of tourc.yaml to let the plugin generate them, or remove TourcPlugin from the target to keep the checked-in output"
            )
        }
        let registries = files.filter { $0.lastPathComponent == "targets.yaml" }
        guard registries.count == 1 else {
            throw PluginFailure(
                registries.isEmpty
                    ? "target '\(targetName)' has tour files but no targets.yaml: add a targets.yaml listing the UI targets the app tags next to the tours in the target's sources"
                    : "target '\(targetName)' has \(registries.count) targets.yaml files (\(registries.map(\.path).joined(separator: ", "))): keep exactly one"
            )
        }
        let configurations = files.filter { $0.lastPathComponent == "tourc.yaml" }
        guard configurations.count <= 1 else {
            throw PluginFailure("target '\(targetName)' has \(configurations.count) tourc.yaml files: keep at most one")
        }
        let output = workDirectory.appendingPathComponent("GeneratedTours")
        // No JSON (its names come from tour ids, unknown before the build) and
        // no String Catalog (it lives among the sources, which a build
        // plugin may not write; tourc warns with TOUR509 when one is set).
        var arguments = [
            "compile", "--reporter", "xcode", "--skip-json", "--skip-catalog", "--always-write-parameters", "--registry", registries[0].path,
            "--swift-out", output.path,
        ]
        // Exactly the target's own settings: a tourc.yaml above the package
        // (the nearest one, which the command would find) is not the target's.
        arguments += configurations.first.map { ["--config", $0.path] } ?? ["--no-config"]
        arguments += tourKitVersionFile.map { ["--tourkit-version-file", $0.path] } ?? []
        arguments += tours.map(\.path)
        // The overlays' glue and the parameters' typed keys are written beside
        // them whatever tourc.yaml and the registry declare, so they too are
        // named before anything is read.
        let outputs =
            tours.map { output.appendingPathComponent(swiftFileName(for: $0)) } + [
                output.appendingPathComponent(overlayGlueFileName), output.appendingPathComponent(parametersFileName),
            ]
        return [
            .buildCommand(
                displayName: "Compiling \(tours.count) tour file\(tours.count == 1 ? "" : "s") for \(targetName)",
                executable: tourc, arguments: arguments,
                inputFiles: tours + registries + configurations + (tourKitVersionFile.map { [$0] } ?? []), outputFiles: outputs)
        ]
    }

    /// Whether `file` is a tour file, which the plugin compiles.
    static func isTourFile(_ file: URL) -> Bool {
        file.lastPathComponent.hasSuffix(".tour.yaml")
    }

    /// Whether `file` is a Swift file tourc wrote: its name is a tour's
    /// output name and it starts with tourc's header (see SwiftEmitter).
    static func isCheckedInOutput(_ file: URL) -> Bool {
        guard file.lastPathComponent.hasSuffix(".swift"), let handle = try? FileHandle(forReadingFrom: file) else { return false }
        defer { try? handle.close() }
        let header = Data("// Generated by tourc from ".utf8)
        return (try? handle.read(upToCount: header.count)) == header
    }

    /// The file tourc writes the overlays' glue to, once per target (see
    /// OutputNaming.overlayGlueFileName).
    static let overlayGlueFileName = "tourc-overlays.swift"

    /// The name tourc gives the Swift file of a tour file (see OutputNaming).
    static func swiftFileName(for tour: URL) -> String {
        String(tour.lastPathComponent.dropLast(".tour.yaml".count)) + ".tour.swift"
    }

    /// The parameters' typed keys (tourc's `ParameterKeysEmitter.fileName`).
    static let parametersFileName = "tourc-parameters.swift"
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
