import Foundation
import TestSupport
import Testing
import TourFormat

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

@Suite struct ProjectTemplateTests {
    static func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-init-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [ProjectTemplate.Generation.checkedIn, .buildPlugin])
    func initWritesAValidProjectAndRefusesToOverwrite(_ generation: ProjectTemplate.Generation) throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(ProjectTemplate.write(into: folder, generation: generation).isEmpty)
        var settings = CommandSettings()
        settings.configuration = folder + "/tourc.yaml"
        let request = try #require(SettingsResolver.resolve(settings).request)
        #expect(request.swiftOutput == (generation == .checkedIn ? folder + "/Generated/Tours" : nil))
        #expect(request.jsonOutput == nil, "no bundles in the target, where SwiftPM would warn about them")
        let validation = Pipeline.validate(request.validation)
        #expect(validation.diagnostics.isEmpty, "\(validation.diagnostics)")

        // Every `$schema` line points at a schema that was written beside it.
        for file in ProjectTemplate.files(for: generation) {
            let first = try #require(file.contents.split(separator: "\n").first)
            let prefix = "# yaml-language-server: $schema="
            #expect(first.hasPrefix(prefix), "\(file.path)")
            let directory = (folder + "/" + file.path as NSString).deletingLastPathComponent
            let schema = directory + "/" + first.dropFirst(prefix.count)
            #expect(FileManager.default.fileExists(atPath: schema), "\(file.path) points at \(schema)")
        }
        let tourSchema = try String(contentsOfFile: folder + "/Tours/.schemas/tour.schema.json", encoding: .utf8)
        #expect(tourSchema.contains("\"startButton\""), "the tour schema lists the starter registry's targets")

        try "# mine\n".write(toFile: folder + "/tourc.yaml", atomically: false, encoding: .utf8)
        let refused = ProjectTemplate.write(into: folder, generation: generation)
        #expect(refused.map(\.code) == [.initWouldOverwrite, .initWouldOverwrite, .initWouldOverwrite])
        #expect(try String(contentsOfFile: folder + "/tourc.yaml", encoding: .utf8) == "# mine\n")
    }

    @Test func theBuildPluginIsChosenWhenThePackageAppliesItUnlessCheckedInIsAsked() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let target = root + "/Sources/App/Screens"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let applying = """
            targets: [
                .executableTarget(
                    name: "App",
                    plugins: [
                        .plugin(name: "TourcPlugin", package: "tourc")
                    ])
            ]
            """
        try applying.write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        let setup = ProjectTemplate.setup(for: target)
        #expect(setup.generation == .buildPlugin && setup.appliesPlugin && setup.target == "App")
        #expect(
            setup.manifest.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
                == URL(fileURLWithPath: root + "/Package.swift").resolvingSymlinksInPath().path)
        #expect(ProjectTemplate.setup(for: target, checkedIn: true).generation == .checkedIn)

        // tourc's own manifest declares the plugin without applying it.
        let declaring = #".plugin(name: "TourcPlugin", capability: .buildTool(), dependencies: ["tourc"])"#
        try declaring.write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        #expect(ProjectTemplate.setup(for: target).generation == .checkedIn)
        try FileManager.default.removeItem(atPath: root + "/Package.swift")
        let none = ProjectTemplate.setup(for: target)
        #expect(none.generation == .checkedIn && none.manifest == nil && none.target == nil)
    }
}
