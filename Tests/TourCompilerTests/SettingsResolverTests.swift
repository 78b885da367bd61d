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

@Suite struct SettingsResolverTests {
    @Test func configurationPathsAreRelativeToTheConfigurationFile() throws {
        var settings = CommandSettings()
        settings.configuration = packageRoot + "/Samples/tourc.yaml"
        let resolved = SettingsResolver.resolve(settings)
        let request = try #require(resolved.request)
        #expect(request.validation.inputs == [packageRoot + "/Samples/Tours"])
        #expect(request.validation.registry == packageRoot + "/Samples/Tours/targets.yaml")
        #expect(request.swiftOutput == packageRoot + "/Samples/.build/tourc-samples/Swift")
        #expect(request.swift.accessLevel == .internal)
    }

    @Test func flagsOverrideTheConfiguration() throws {
        var settings = CommandSettings()
        settings.configuration = packageRoot + "/Samples/tourc.yaml"
        settings.swiftOutput = "/tmp/elsewhere"
        settings.accessLevel = .public
        settings.imports = ["Analytics"]
        settings.inputs = ["Other"]
        let request = try #require(SettingsResolver.resolve(settings).request)
        #expect(request.swiftOutput == "/tmp/elsewhere")
        #expect(request.swift.accessLevel == .public)
        #expect(request.swift.imports == ["Analytics"])
        #expect(request.validation.inputs == ["Other"])
    }

    @Test func aMissingConfigurationIsAnError() {
        var settings = CommandSettings()
        settings.configuration = "/nonexistent/tourc.yaml"
        let resolved = SettingsResolver.resolve(settings)
        #expect(resolved.request == nil)
        #expect(resolved.diagnostics.map(\.code) == [.configurationNotFound])
    }

    @Test func configurationKeysAreCheckedWithPositions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "inputs: [Tours]\noutput:\n  swfit: Generated\nswift:\n  accessLevel: open\n"
            .write(toFile: folder + "/tourc.yaml", atomically: false, encoding: .utf8)
        var settings = CommandSettings()
        settings.configuration = folder + "/tourc.yaml"
        let resolved = SettingsResolver.resolve(settings)
        #expect(resolved.request == nil)
        let found = resolved.diagnostics.map { "\($0.code) \($0.position!)" }
        #expect(found.contains("TOUR201 3:3"), "\(found)")
        #expect(found.contains("TOUR205 5:16"), "\(found)")
        #expect(resolved.diagnostics.contains { $0.suggestion == "swift" })
    }
}
