import Foundation
import TestSupport
import Testing

/// Names that are one file on some file system (issue "Nothing lost, round
/// two", items 2 and 3): no input is dropped, and tour files whose Swift
/// outputs would collide on macOS are TOUR344 at both places, on any file
/// system, from `validate` as from `compile`.
@Suite("names that collide on some file system")
struct CollidingNamesTests {
    static func tour(_ id: String) -> String {
        "tour: \(id)\nsteps:\n  - id: profile\n    title: Profile\n    text: Hi\n"
    }

    /// Whether this folder keeps both names apart (Linux's file systems
    /// do; macOS's default folds case, and some folders normalization).
    static func keepsApart(_ folder: TemporaryFolder, _ first: String, _ second: String) throws -> Bool {
        try folder.write("probe/" + first, "1")
        try folder.write("probe/" + second, "2")
        defer { try? FileManager.default.removeItem(atPath: folder.path + "/probe") }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path + "/probe").count == 2
    }

    @Test(arguments: [
        ("caf\u{E9}", "cafe\u{301}"),  // NFC and NFD
        ("Help", "help"),
    ])
    func bothFilesAreReadAndTheirOutputsCollide(_ first: String, _ second: String) throws {
        let folder = try TemporaryFolder()
        guard try Self.keepsApart(folder, first, second) else { return }  // one file here: nothing to drop
        try folder.write("Tours/targets.yaml", "targets:\n  - profile\n")
        try folder.write("Tours/\(first).tour.yaml", Self.tour("first"))
        try folder.write("Tours/\(second).tour.yaml", Self.tour("second"))
        for command in [["validate"], ["compile", "--swift-out", "Gen"]] {
            let run = try runTourc(command + ["--reporter", "xcode", "Tours"], in: folder.path)
            #expect(run.status == 1, "\(run)")
            let collisions = run.errorLines.filter { $0.contains("TOUR344") }
            #expect(collisions.count == 2, "at both tour files, so neither is dropped: \(run)")
            #expect(Set(collisions.map { Array($0.prefix { $0 != ":" }.utf8) }).count == 2, "one at each file, by its bytes: \(run)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Gen"), "nothing was written")
    }
}
