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

/// A scratch copy of the samples in a temporary folder.
struct Scratch: ~Copyable {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Tours", withIntermediateDirectories: true)
        for name in ["main.tour.yaml", "presets.tour.yaml", "effects.tour.yaml", "targets.yaml"] {
            try FileManager.default.copyItem(atPath: packageRoot + "/Samples/Tours/" + name, toPath: root + "/Tours/" + name)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// A compile of the copy, with the overlays Samples/tourc.yaml declares.
    func request(_ mode: CompileRequest.Mode = .write, flavor: JSONFlavor = .canonical) -> CompileRequest {
        var options = ValidationOptions()
        options.overlays = SpotlightOverlay.allCases
        return CompileRequest(
            validation: ValidationRequest(inputs: [root + "/Tours"], options: options), swiftOutput: root + "/Generated",
            jsonOutput: root + "/JSON", jsonFlavor: flavor, swift: SwiftOptions(overlays: SpotlightOverlay.allCases), mode: mode)
    }

    func modificationTime(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    func edit(_ name: String, replacing old: String, with new: String) throws {
        let path = root + "/Tours/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Sets every tour file's modification time an hour back, as files that
    /// were not just edited (the build stamp ignores inputs changed in the
    /// last seconds).
    func ageInputs() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: root + "/Tours") {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: root + "/Tours/" + name)
        }
    }

    func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []).sorted()
    }
}
