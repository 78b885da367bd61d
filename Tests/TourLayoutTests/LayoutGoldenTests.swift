import Foundation
import TestSupport
import Testing

@testable import TourLayout

/// Each file in Golden/ named `NAME.before.tour.yaml` laid out is
/// `NAME.after.tour.yaml`, byte for byte (`UPDATE_GOLDEN=1 swift test`
/// rewrites the after files: review them in the diff); laying out an after
/// file changes nothing; and both compile to the same outputs.
@Suite struct LayoutGoldenTests {
    static let folder = packageRoot + "/Tests/TourLayoutTests/Golden"
    static let cases = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".before.tour.yaml") }
        .map { String($0.dropLast(".before.tour.yaml".count)) }.sorted()

    @Test(arguments: cases)
    func layoutMatchesTheGoldenFile(_ name: String) throws {
        let before = try #require(FileManager.default.contents(atPath: Self.folder + "/\(name).before.tour.yaml"))
        let outcome = FileLayout.layOut(Array(before), file: "\(name).before.tour.yaml")
        let laidOut = try #require(outcome.bytes, "\(outcome.diagnostics)")
        let afterPath = Self.folder + "/\(name).after.tour.yaml"
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil { try Data(laidOut).write(to: URL(fileURLWithPath: afterPath)) }
        let expected = try #require(FileManager.default.contents(atPath: afterPath), "no \(afterPath); run UPDATE_GOLDEN=1 swift test")
        #expect(laidOut == Array(expected), "\(name) laid out differs from its golden file; review and regenerate with UPDATE_GOLDEN=1 swift test")
        #expect(FileLayout.layOut(laidOut, file: "\(name).after.tour.yaml").bytes == laidOut, "laying out \(name) twice changes it")
        #expect(compiledOutputs(of: laidOut) == compiledOutputs(of: Array(before)), "\(name) compiles to other outputs laid out")
    }

    @Test func everyGoldenFileHasItsCase() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
        let stale = files.filter { file in !Self.cases.contains { file == "\($0).before.tour.yaml" || file == "\($0).after.tour.yaml" } }
        #expect(stale.isEmpty, "golden files without a before file: \(stale)")
    }
}
