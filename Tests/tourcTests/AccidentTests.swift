import Foundation
import TestSupport
import Testing

/// A working day's accidents, done to the built `tourc` (issue "Nothing lost,
/// nothing stale"): each must leave a state from which the next compile
/// produces exactly the clean result, and say truthfully what happened.
@Suite("tourc under everyday accidents")
struct AccidentTests {
    /// A copy of the samples' tours in a fresh folder, compiled into `out/`.
    final class Project {
        let folder: TemporaryFolder
        var path: String { folder.path }
        var arguments: [String] { ["compile", "--swift-out", path + "/out/Swift", "--json-out", path + "/out/JSON", path + "/Tours"] }

        init() throws {
            folder = try TemporaryFolder()
            try FileManager.default.createDirectory(atPath: path + "/Tours", withIntermediateDirectories: true)
            for name in ["main.tour.yaml", "presets.tour.yaml", "effects.tour.yaml", "targets.yaml"] {
                try FileManager.default.copyItem(atPath: packageRoot + "/Samples/Tours/" + name, toPath: path + "/Tours/" + name)
            }
        }

        func compile(_ extra: [String] = [], environment: [String: String] = [:]) throws -> TourcRun {
            try runTourc(arguments + extra, environment: environment)
        }

        func edit(_ name: String, _ old: String, _ new: String) throws {
            let file = path + "/Tours/" + name
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(toFile: file, atomically: true, encoding: .utf8)
        }

        /// Every file under `out/`, by relative path, with its bytes; the
        /// manifests' owner line (this folder's path) left out.
        func outputs() throws -> [String: Data] {
            var files: [String: Data] = [:]
            let root = path + "/out"
            guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
            for case let name as String in walker {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue {
                    var data = try Data(contentsOf: URL(fileURLWithPath: root + "/" + name))
                    if name.hasSuffix(".tourc-manifest") {
                        data = Data(
                            String(decoding: data, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("owner ") }.joined(separator: "\n")
                                .utf8)
                    }
                    files[name] = data
                }
            }
            return files
        }
    }

    /// The outputs of a clean compile of `project`'s tours as they are now,
    /// made in a folder of their own.
    static func cleanOutputs(of project: Project) throws -> [String: Data] {
        let clean = try Project()
        for name in ["main.tour.yaml", "presets.tour.yaml", "effects.tour.yaml", "targets.yaml"] {
            try? FileManager.default.removeItem(atPath: clean.path + "/Tours/" + name)
            if FileManager.default.fileExists(atPath: project.path + "/Tours/" + name) {
                try FileManager.default.copyItem(atPath: project.path + "/Tours/" + name, toPath: clean.path + "/Tours/" + name)
            }
        }
        let run = try clean.compile()
        #expect(run.status == 0, "\(run)")
        // The stamp names its own folder's files; compare everything else.
        return try clean.outputs().filter { !$0.key.hasSuffix(".tourc-stamp") }
    }

    /// The next compile repairs everything: the clean outputs, byte for
    /// byte, no temporary file, and `--check` passes.
    static func expectRepaired(_ project: Project) throws {
        let run = try project.compile()
        #expect(run.status == 0, "the repairing compile: \(run)")
        let outputs = try project.outputs()
        #expect(outputs.keys.filter { $0.hasSuffix(".tmp") }.isEmpty, "temporary files left: \(outputs.keys.sorted())")
        #expect(outputs.filter { !$0.key.hasSuffix(".tourc-stamp") } == (try cleanOutputs(of: project)))
        let check = try project.compile(["--check"])
        #expect(check.status == 0, "--check after the repair: \(check)")
    }

    // Row 6: a directory where an output file should be.
    @Test func aFolderWhereAnOutputShouldBeChangesNothingAndSaysSo() throws {
        let project = try Project()
        #expect(try project.compile().status == 0)
        try project.edit("main.tour.yaml", "Welcome to your synth", "Welcome to the synth")
        try project.edit("effects.tour.yaml", "Shaping the sound", "Shaping your sound")
        let before = try project.outputs()
        try FileManager.default.removeItem(atPath: project.path + "/out/JSON/main.json")
        try FileManager.default.createDirectory(atPath: project.path + "/out/JSON/main.json", withIntermediateDirectories: true)
        let run = try project.compile()
        #expect(run.status == 1)
        #expect(run.standardError.contains("cannot write \(project.path)/out/JSON/main.json: Is a directory; nothing was written"), "\(run)")
        var after = try project.outputs()
        after["JSON/main.json"] = before["JSON/main.json"]
        #expect(after.filter { !$0.key.hasSuffix(".tourc-stamp") } == before.filter { !$0.key.hasSuffix(".tourc-stamp") }, "nothing was replaced")
        try FileManager.default.removeItem(atPath: project.path + "/out/JSON/main.json")
        try Self.expectRepaired(project)
    }

    // The fault-injection layer: a rename failing part-way through the commit.
    @Test(arguments: [1, 2, 4])
    func aRenameFailingPartWayIsReportedExactlyAndRepairedNextTime(failingRename: Int) throws {
        let project = try Project()
        #expect(try project.compile().status == 0)
        for (file, old, new) in [
            ("main.tour.yaml", "Welcome to your synth", "Welcome to the synth"),
            ("effects.tour.yaml", "Shaping the sound", "Shaping your sound"),
            ("presets.tour.yaml", "en: Browsing presets", "en: Browsing sounds"),
        ] {
            try project.edit(file, old, new)
        }
        let run = try project.compile(environment: ["TOURC_INJECT_FAULT": "rename:\(failingRename)"])
        #expect(run.status == 1, "\(run)")
        let replaced = run.errorLines.filter { $0.contains("note: replaced ") }.count
        #expect(replaced == failingRename - 1, "\(run)")
        if failingRename == 1 {
            #expect(run.standardError.contains("nothing was written"), "\(run)")
        } else {
            #expect(!run.standardError.contains("nothing was written"), "\(run)")
            #expect(run.standardError.contains("\(failingRename - 1) of "), "\(run)")
        }
        #expect(try project.outputs().keys.filter { $0.hasSuffix(".tmp") }.isEmpty)
        try Self.expectRepaired(project)
    }

    @Test func aTemporaryFileFailingToWriteChangesNothing() throws {
        let project = try Project()
        #expect(try project.compile().status == 0)
        try project.edit("main.tour.yaml", "Welcome to your synth", "Welcome to the synth")
        let before = try project.outputs()
        let run = try project.compile(environment: ["TOURC_INJECT_FAULT": "write:1"])
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("nothing was written"), "\(run)")
        #expect(try project.outputs() == before.filter { !$0.key.hasSuffix(".tourc-stamp") })
        try Self.expectRepaired(project)
    }

    // Row 7, and removing an output that is already gone.
    @Test func anOrphanAlreadyGoneCountsAsRemoved() throws {
        let project = try Project()
        #expect(try project.compile().status == 0)
        try FileManager.default.removeItem(atPath: project.path + "/Tours/presets.tour.yaml")
        // Another run (or the user) removes the orphan first.
        try FileManager.default.removeItem(atPath: project.path + "/out/JSON/presets.json")
        let run = try project.compile()
        #expect(run.status == 0, "\(run)")
        #expect(!run.standardError.contains("cannot remove"), "\(run)")
        let manifest = try String(contentsOfFile: project.path + "/out/JSON/.tourc-manifest", encoding: .utf8)
        #expect(!manifest.contains("presets.json"), "the manifest keeps a stale line: \(manifest)")
        try Self.expectRepaired(project)
    }

    @Test func anUnlinkFailingKeepsTheOrphanInTheManifestForTheNextRun() throws {
        let project = try Project()
        #expect(try project.compile().status == 0)
        try FileManager.default.removeItem(atPath: project.path + "/Tours/presets.tour.yaml")
        let run = try project.compile(environment: ["TOURC_INJECT_FAULT": "unlink:2"])
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("cannot remove"), "\(run)")
        try Self.expectRepaired(project)
        #expect(!FileManager.default.fileExists(atPath: project.path + "/out/JSON/presets.json"))
        #expect(!FileManager.default.fileExists(atPath: project.path + "/out/Swift/presets.tour.swift"))
    }

    // Row 8: nothing is ever removed recursively.
    @Test func aFolderNamedLikeTheStampIsNeverEmptied() throws {
        let project = try Project()
        try FileManager.default.createDirectory(atPath: project.path + "/out/Swift/.tourc-stamp", withIntermediateDirectories: true)
        try "mine\n".write(toFile: project.path + "/out/Swift/.tourc-stamp/keep.txt", atomically: true, encoding: .utf8)
        #expect(try project.compile().status == 0)
        #expect(try project.compile().status == 0)
        #expect(try String(contentsOfFile: project.path + "/out/Swift/.tourc-stamp/keep.txt", encoding: .utf8) == "mine\n")
    }

    // Row 2: one folder, spelled two ways (or reached through a link).
    @Test(arguments: [("Generated/", "Generated"), ("out", "./out"), ("out", "out/."), ("gen/../out", "out//"), ("out", "link")])
    func oneFolderSpelledTwoWaysKeepsEveryOutput(swift: String, json: String) throws {
        let project = try Project()
        try FileManager.default.createDirectory(atPath: project.path + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.path + "/link", withDestinationPath: "out")
        let arguments = ["compile", "--swift-out", swift, "--json-out", json, "Tours/", "Tours"]
        func outputNames() -> [String] {
            let folder = project.path + "/" + (swift == "Generated/" ? "Generated" : "out")
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        }
        let expected = [
            "effects.json", "effects.tour.swift", "main.json", "main.tour.swift", "presets.json", "presets.tour.swift", "tourc-overlays.swift",
        ]
        for round in 0..<3 {
            if round == 1 { try project.edit("effects.tour.yaml", "Shaping the sound", "Shaping your sound") }
            let run = try runTourc(arguments, in: project.path)
            #expect(run.status == 0, "\(run)")
            #expect(!run.standardError.contains("removed"), "round \(round): \(run)")
            #expect(outputNames() == expected, "round \(round)")
        }
        #expect(try runTourc(arguments + ["--check"], in: project.path).status == 0)
    }

    // Row 11: a file name with a line break in it.
    @Test func aTourFileNamedWithALineBreakIsOwnedAndRemovedLikeAnyOther() throws {
        let project = try Project()
        let odd = project.path + "/Tours/pre\nsets.tour.yaml"
        try FileManager.default.moveItem(atPath: project.path + "/Tours/presets.tour.yaml", toPath: odd)
        #expect(try project.compile().status == 0)
        #expect(FileManager.default.fileExists(atPath: project.path + "/out/Swift/pre\nsets.tour.swift"))
        try FileManager.default.removeItem(atPath: odd)
        let run = try project.compile()
        #expect(run.status == 0, "\(run)")
        #expect(!run.standardError.contains("TOUR408"), "the manifest reads back: \(run)")
        #expect(!FileManager.default.fileExists(atPath: project.path + "/out/Swift/pre\nsets.tour.swift"))
        #expect(!FileManager.default.fileExists(atPath: project.path + "/out/JSON/presets.json"))
        try Self.expectRepaired(project)
    }

    // Row 1: `preview -o` pointed at a file tourc did not write.
    @Test(arguments: ["Tours/main.tour.yaml", "tourc.yaml", "notes.txt"])
    func previewNeverReplacesAFileItDidNotWrite(target: String) throws {
        let project = try Project()
        try "inputs: [Tours]\n".write(toFile: project.path + "/tourc.yaml", atomically: true, encoding: .utf8)
        try "my notes\n".write(toFile: project.path + "/notes.txt", atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: project.path + "/" + target))
        let run = try runTourc(["preview", "-o", target], in: project.path)
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("refusing to replace \(target): it is not a preview page tourc wrote"), "\(run)")
        #expect(run.standardError.contains("--force") && run.standardError.contains("[TOUR410]"), "\(run)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: project.path + "/" + target)) == before)
        if target == "notes.txt" {
            let forced = try runTourc(["preview", "-o", target, "--force"], in: project.path)
            #expect(forced.status == 0, "\(forced)")
            #expect(try String(contentsOfFile: project.path + "/notes.txt", encoding: .utf8).contains("tourc preview"))
        }
    }

    @Test func previewReplacesItsOwnPage() throws {
        let project = try Project()
        try "inputs: [Tours]\n".write(toFile: project.path + "/tourc.yaml", atomically: true, encoding: .utf8)
        #expect(try runTourc(["preview", "-o", "page.html"], in: project.path).status == 0)
        try project.edit("main.tour.yaml", "Welcome to your synth", "Welcome to the synth")
        let again = try runTourc(["preview", "-o", "page.html"], in: project.path)
        #expect(again.status == 0, "\(again)")
        #expect(try String(contentsOfFile: project.path + "/page.html", encoding: .utf8).contains("Welcome to the synth"))
    }

    // Row 9: `init` and `schema` over a hand-written schema.
    @Test func initAndSchemaNeverReplaceAHandWrittenSchema() throws {
        let folder = try TemporaryFolder()
        let schema = "{\n  \"title\": \"Our own tour schema\"\n}\n"
        try folder.write("Tours/.schemas/tour.schema.json", schema)
        let initialize = try runTourc(["init"], in: folder.path)
        #expect(initialize.status == 1, "\(initialize)")
        #expect(initialize.standardError.contains("refusing to replace Tours/.schemas/tour.schema.json"), "\(initialize)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/tourc.yaml"), "nothing was written")
        let written = try runTourc(["schema", "-o", "Tours/.schemas"], in: folder.path)
        #expect(written.status == 1, "\(written)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Tours/.schemas/config.schema.json"), "nothing was written")
        #expect(try String(contentsOfFile: folder.path + "/Tours/.schemas/tour.schema.json", encoding: .utf8) == schema)
        let forced = try runTourc(["schema", "-o", "Tours/.schemas", "--force"], in: folder.path)
        #expect(forced.status == 0, "\(forced)")
        // Now tourc's own: replaced freely, and init still refuses only its starter files.
        #expect(try runTourc(["schema", "-o", "Tours/.schemas"], in: folder.path).status == 0)
        try FileManager.default.removeItem(atPath: folder.path + "/Tours/.schemas/targets.schema.json")
        #expect(try runTourc(["init"], in: folder.path).status == 0)
    }

    // Row 10: the app's catalog is a link, or read-only.
    static let emptyCatalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"

    @Test func aLinkedCatalogIsWrittenThroughItsLinkAndKeepsItsMode() throws {
        let project = try Project()
        try project.folder.write("App/Localizable.xcstrings", Self.emptyCatalog)
        let real = project.path + "/App/Localizable.xcstrings"
        try FileManager.default.setAttributes([.posixPermissions: 0o664], ofItemAtPath: real)
        try FileManager.default.createSymbolicLink(atPath: project.path + "/Catalog.xcstrings", withDestinationPath: "App/Localizable.xcstrings")
        let run = try project.compile(["--catalog", project.path + "/Catalog.xcstrings"])
        #expect(run.status == 0, "\(run)")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: project.path + "/Catalog.xcstrings")
        #expect(link == "App/Localizable.xcstrings", "the link stays a link")
        #expect(try String(contentsOfFile: real, encoding: .utf8).contains("\"tourc: "), "the real catalog has the entries")
        let mode = try FileManager.default.attributesOfItem(atPath: real)[.posixPermissions] as? Int
        #expect(mode == 0o664)
    }

    @Test func aReadOnlyCatalogIsAnErrorAndStaysAsItWas() throws {
        let project = try Project()
        try project.folder.write("Localizable.xcstrings", Self.emptyCatalog)
        let catalog = project.path + "/Localizable.xcstrings"
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: catalog)
        let run = try project.compile(["--catalog", catalog])
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("it is read-only (mode 444)"), "\(run)")
        #expect(try String(contentsOfFile: catalog, encoding: .utf8) == Self.emptyCatalog)
        #expect(try FileManager.default.attributesOfItem(atPath: catalog)[.posixPermissions] as? Int == 0o444)
        #expect(!FileManager.default.fileExists(atPath: project.path + "/out"), "nothing was written")
    }

    // Row 7: two compiles at once, after a tour was deleted.
    @Test func twoCompilesAtOnceBothSucceedAndAgree() throws {
        for round in 0..<6 {
            let project = try Project()
            #expect(try project.compile().status == 0)
            try FileManager.default.removeItem(atPath: project.path + "/Tours/" + (round % 2 == 0 ? "presets" : "effects") + ".tour.yaml")
            let binary = try #require(TourcBinary.path)
            let runs = (0..<2).map { _ -> Process in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: binary)
                process.arguments = project.arguments
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                return process
            }
            for process in runs { try process.run() }
            for process in runs { process.waitUntilExit() }
            #expect(runs.map(\.terminationStatus) == [0, 0], "round \(round)")
            try Self.expectRepaired(project)
            let manifest = try String(contentsOfFile: project.path + "/out/JSON/.tourc-manifest", encoding: .utf8)
            #expect(!manifest.contains(round % 2 == 0 ? "presets.json" : "effects.json"), "a stale line: \(manifest)")
        }
    }
}
