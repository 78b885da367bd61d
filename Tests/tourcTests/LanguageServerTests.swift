import Foundation
import TestSupport
import Testing

/// `tourc lsp`, driven over pipes by a scripted client as an editor drives it.
@Suite("tourc lsp")
struct LanguageServerTests {
    static let main = "Tours/main.tour.yaml"

    /// A range as `[startLine, startCharacter, endLine, endCharacter]`.
    static func range(_ value: Any?) -> [Int] {
        guard let range = value as? [String: Any], let start = range["start"] as? [String: Int], let end = range["end"] as? [String: Int]
        else { return [] }
        return [start["line"] ?? -1, start["character"] ?? -1, end["line"] ?? -1, end["character"] ?? -1]
    }

    /// `text` with LSP `edits` applied (positions in UTF-16 units).
    static func applying(_ edits: [[String: Any]], to text: String) -> String {
        var lines = text.components(separatedBy: "\n").map { Array($0.utf16) }
        let sorted = edits.sorted { range($0["range"]).lexicographicallyPrecedes(range($1["range"])) }
        for edit in sorted.reversed() {
            let bounds = range(edit["range"])
            let replaced = Array((edit["newText"] as? String ?? "").utf16)
            let head = lines[bounds[0]][..<bounds[1]]
            let tail = lines[bounds[2]][bounds[3]...]
            lines.replaceSubrange(bounds[0]...bounds[2], with: [Array(head) + replaced + Array(tail)])
        }
        return lines.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n")
    }

    /// The labels of a completion result.
    static func labels(_ result: Any?) -> [String] {
        ((result as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    /// The "done when": against a project with a misspelt target,
    /// TOUR304 at the misspelling within 1 s of opening; completion after
    /// `target: ` lists the registered targets; the code action fixes it.
    @Test func aMisspeltTargetIsReportedCompletedAndFixed() throws {
        let folder = try LSPProjects.project()
        let client = try LSPClient(root: folder.path)
        let initialized = try client.initialize()
        #expect((initialized["capabilities"] as? [String: Any])?["positionEncoding"] as? String == "utf-16")

        let opened = Date()
        try client.open(Self.main)
        let diagnostics = try client.diagnostics(for: Self.main)
        let elapsed = Date().timeIntervalSince(opened)
        #expect(elapsed < 1, "diagnostics came \(elapsed) s after didOpen")
        let misspelt = try #require(diagnostics.first { $0["code"] as? String == "TOUR304" }, "\(diagnostics)")
        // `    target: favoritesStr` is line 8: the value, not the key.
        #expect(Self.range(misspelt["range"]) == [7, 12, 7, 24])
        #expect(misspelt["severity"] as? Int == 1)
        #expect(misspelt["source"] as? String == "tourc")
        #expect(
            (misspelt["codeDescription"] as? [String: String])?["href"] == "https://github.com/tourc/tourc/blob/main/docs/diagnostics.md#tour304")
        #expect((misspelt["message"] as? String)?.contains("'favoritesStr'") == true)

        let completion = try client.result(
            "textDocument/completion", client.at(Self.main, String(repeating: "\n", count: 7) + "    target: ‸favoritesStr"))
        #expect(Self.labels(completion) == ["keyboard", "favoritesStar", "recordButton"])

        let actions = try #require(
            try client.result(
                "textDocument/codeAction",
                ["textDocument": ["uri": client.uri(Self.main)], "range": misspelt["range"]!, "context": ["diagnostics": [misspelt]]])
                as? [[String: Any]])
        let fix = try #require(actions.first)
        #expect(fix["title"] as? String == "Replace with 'favoritesStar'")
        #expect(fix["kind"] as? String == "quickfix")
        let changes = try #require((fix["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])
        let edits = try #require(changes[client.uri(Self.main)])
        let fixed = Self.applying(edits, to: LSPProjects.misspeltTarget)
        #expect(fixed == LSPProjects.misspeltTarget.replacingOccurrences(of: "favoritesStr\n", with: "favoritesStar\n"))

        let before = client.messageCount
        try client.change(Self.main, to: fixed, version: 2)
        #expect(try client.diagnostics(for: Self.main, after: before, version: 2).isEmpty)
        #expect(try client.shutDown() == 0)
    }

    /// Every finding with a "did you mean" is a fix: a key, a choice, a
    /// target, an event, a tour in `after:`, an SF Symbol in `icon:` and
    /// in a multi-line text.
    @Test func everyDidYouMeanIsAFix() throws {
        let main = """
            tour: main
            icon: pianokey
            show:
              after: [othr]
              events: {presetSavd: 1}
            steps:
              - id: keyboard
                title: Play
                text: |-
                  Tap {symbol:pianokey}
                  to play.
              - id: favorite
                target: favoritesStr
                title: Keep
                text: Hi

            """
        let keys = "tour: keys\nsteps:\n  - id: keyboard\n    titel: Play\n    text: Hi\n    shape: circel\n"
        let other = "tour: other\nsteps:\n  - id: keyboard\n    title: Again\n    text: Hi\n"
        let folder = try LSPProjects.project(main: main, more: ["Tours/keys.tour.yaml": keys, "Tours/other.tour.yaml": other])
        let client = try LSPClient.session(in: folder)
        func fixes(_ path: String, _ text: String) throws -> (titles: [String], fixed: String) {
            try client.open(path)
            _ = try client.diagnostics(for: path)
            let everything = ["start": ["line": 0, "character": 0], "end": ["line": 99, "character": 0]]
            let actions = try #require(
                try client.result(
                    "textDocument/codeAction", ["textDocument": ["uri": client.uri(path)], "range": everything, "context": ["diagnostics": []]])
                    as? [[String: Any]])
            let edits = actions.flatMap { (($0["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[client.uri(path)] ?? [] }
            return (actions.compactMap { $0["title"] as? String }.sorted(), Self.applying(edits, to: text))
        }
        let fixedMain = try fixes(Self.main, main)
        #expect(
            fixedMain.titles == [
                "Replace with 'favoritesStar'", "Replace with 'other'", "Replace with 'pianokeys'", "Replace with 'pianokeys'",
                "Replace with 'presetSaved'",
            ])
        #expect(
            fixedMain.fixed
                == main.replacingOccurrences(of: "pianokey\n", with: "pianokeys\n").replacingOccurrences(of: "othr", with: "other")
                .replacingOccurrences(of: "presetSavd", with: "presetSaved").replacingOccurrences(of: "pianokey}", with: "pianokeys}")
                .replacingOccurrences(of: "favoritesStr", with: "favoritesStar"))
        let fixedKeys = try fixes("Tours/keys.tour.yaml", keys)
        #expect(fixedKeys.titles == ["Replace with 'circle'", "Replace with 'title'"])
        #expect(fixedKeys.fixed == keys.replacingOccurrences(of: "titel", with: "title").replacingOccurrences(of: "circel", with: "circle"))
        #expect(try client.shutDown() == 0)
    }

    /// Edits are validated as they are typed, from the unsaved text, with
    /// the rules across files: a duplicate tour id in another file, and a
    /// registry entry no tour uses any more. The disk is not touched.
    @Test func changesAreValidatedUnsavedAndAcrossFiles() throws {
        // Read before main.tour.yaml, so main's is the later of two ids.
        let other = "tour: other\nsteps:\n  - id: keyboard\n    title: Again\n    text: Hi\n"
        let folder = try LSPProjects.project(more: ["Tours/a.tour.yaml": other])
        let client = try LSPClient.session(in: folder, opening: Self.main)
        try client.open("Tours/targets.yaml")
        _ = try client.diagnostics(for: Self.main)

        let duplicate = LSPProjects.misspeltTarget.replacingOccurrences(of: "tour: main", with: "tour: other")
        var before = client.messageCount
        try client.change(Self.main, to: duplicate, version: 2)
        let codes = try client.diagnostics(for: Self.main, after: before, version: 2).compactMap { $0["code"] as? String }
        #expect(codes.contains("TOUR301") && codes.contains("TOUR304"), "\(codes)")
        let registry = try client.diagnostics(for: "Tours/targets.yaml", after: before)
        #expect(registry.contains { $0["code"] as? String == "TOUR306" && ($0["message"] as? String)?.contains("favoritesStar") == true })
        #expect(registry.contains { $0["code"] as? String == "TOUR325" && ($0["message"] as? String)?.contains("noteplayed") == true })
        #expect(try String(contentsOfFile: folder.path + "/" + Self.main, encoding: .utf8) == LSPProjects.misspeltTarget)

        // Two tours that wait for each other, both unsaved.
        try client.open("Tours/a.tour.yaml", text: other + "show:\n  after: [main]\n")
        before = client.messageCount
        let waiting = LSPProjects.misspeltTarget.replacingOccurrences(of: "tour: main\n", with: "tour: main\nshow:\n  after: [other]\n")
        try client.change(Self.main, to: waiting, version: 3)
        let cycle = try client.diagnostics(for: Self.main, after: before, version: 3) + client.diagnostics(for: "Tours/a.tour.yaml", after: before)
        #expect(cycle.contains { $0["code"] as? String == "TOUR324" }, "\(cycle)")

        // Closing the document clears its findings; the saved text applies again.
        before = client.messageCount
        try client.notify("textDocument/didClose", ["textDocument": ["uri": client.uri(Self.main)]])
        #expect(try client.diagnostics(for: Self.main, after: before).isEmpty)
        #expect(try client.shutDown() == 0)
    }

    /// A `tourc.yaml` that cannot be read stops every check of its project,
    /// so its findings are published though it is not open, and cleared
    /// once its unsaved text is right.
    @Test func aBrokenConfigurationIsReportedWhereItIs() throws {
        let folder = try LSPProjects.project(more: ["tourc.yaml": "inputs: [Tours]\nimputs: [More]\n"])
        let client = try LSPClient.session(in: folder, opening: Self.main)
        let broken = try client.diagnostics(for: "tourc.yaml")
        #expect(broken.map { $0["code"] as? String } == ["TOUR201"] && Self.range(broken.first?["range"]) == [1, 0, 1, 6], "\(broken)")
        #expect(try client.diagnostics(for: Self.main).isEmpty)

        let before = client.messageCount
        try client.open("tourc.yaml", text: "inputs: [Tours]\n")
        #expect(try client.diagnostics(for: "tourc.yaml", after: before).isEmpty)
        #expect(try client.diagnostics(for: Self.main, after: before).contains { $0["code"] as? String == "TOUR304" })
        #expect(try client.shutDown() == 0)
    }

    /// The update after an edit of a 50-step tour. The issue asks for
    /// under 100 ms; this bound is ten times that, so that a loaded CI
    /// machine under a sanitizer does not fail it (the report gives the
    /// figure measured here).
    @Test func anEditOfAFiftyStepTourIsValidatedQuickly() throws {
        var tour = "tour: main\nsteps:\n"
        for index in 1...50 {
            tour += "  - id: step\(index)\n    target: keyboard\n    title: Step \(index)\n    text: Select {symbol:pianokeys} to go on.\n"
        }
        let folder = try LSPProjects.project(main: tour)
        let client = try LSPClient.session(in: folder)
        try client.open(Self.main, text: tour)
        _ = try client.diagnostics(for: Self.main, version: 1)
        let before = client.messageCount
        let changed = Date()
        try client.change(
            Self.main, to: tour.replacingOccurrences(of: "id: step25\n    target: keyboard", with: "id: step25\n    target: keybord"), version: 2)
        let diagnostics = try client.diagnostics(for: Self.main, after: before, version: 2)
        let elapsed = Date().timeIntervalSince(changed)
        #expect(diagnostics.contains { $0["code"] as? String == "TOUR304" && Self.range($0["range"]) == [99, 12, 99, 19] })
        #expect(elapsed < 1, "the update came \(elapsed) s after didChange")
        #expect(try client.shutDown() == 0)
    }

    /// Each completion context, in one session: targets, events, tour ids,
    /// the choices, SF Symbols with their minimum OS, and keys.
    @Test func eachCompletionContext() throws {
        let other = "tour: other\nsteps:\n  - id: keyboard\n    title: Again\n    text: Hi\n"
        let folder = try LSPProjects.project(more: ["Tours/other.tour.yaml": other])
        let client = try LSPClient.session(in: folder, opening: Self.main)
        var version = 1
        func complete(_ marked: String) throws -> Any? {
            version += 1
            try client.change(Self.main, to: marked.replacingOccurrences(of: "‸", with: ""), version: version)
            return try client.result("textDocument/completion", client.at(Self.main, marked))
        }
        let step = "tour: main\nsteps:\n  - id: keyboard\n    title: Play\n"
        let steps = "steps:\n  - id: keyboard\n    title: Play\n    text: Hi\n"
        #expect(Self.labels(try complete(step + "    target: fav‸\n")) == ["keyboard", "favoritesStar", "recordButton"])
        #expect(Self.labels(try complete("tour: main\nshow:\n  events:\n    ‸\n" + steps)) == ["presetSaved", "noteplayed"])
        #expect(Self.labels(try complete("tour: main\nshow:\n  after: [‸]\n" + steps)) == ["main", "other"])
        #expect(Self.labels(try complete(step + "    action: ‸\n")) == ["tap", "input", "navigate"])
        #expect(Self.labels(try complete(step + "    shape: ‸\n")) == ["roundedRect", "rect", "circle", "capsule"])

        let icon = try complete("tour: main\nicon: pianok‸\n") as? [String: Any]
        let items = try #require(icon?["items"] as? [[String: Any]])
        #expect(items.map { $0["label"] as? String } == ["pianokeys", "pianokeys.inverse"])
        #expect((items.first?["detail"] as? String)?.contains("iOS 14.0") == true, "\(items)")
        #expect(Self.labels(try complete(step + "    text: Tap {symbol:pianok‸\n")) == ["pianokeys", "pianokeys.inverse"])
        let all = try complete(step + "    text: Tap {symbol:‸\n") as? [String: Any]
        #expect(all?["isIncomplete"] as? Bool == true && (all?["items"] as? [Any])?.count == 100)

        #expect(Self.labels(try complete("‸\n")).starts(with: ["tour", "swiftName", "title"]))
        let stepKeys = Self.labels(try complete(step + "    ‸\n"))
        #expect(["id", "target", "title", "text", "padding", "action", "shape"].allSatisfy(stepKeys.contains), "\(stepKeys)")
        #expect(Self.labels(try complete("tour: main\nshow:\n  ‸\n")).contains("maxDisplays"))
        #expect(Self.labels(try complete("tour: main\npresentation:\n  ‸\n")).contains("dimmingOpacity"))
        // In a text, nothing but symbols.
        #expect(Self.labels(try complete(step + "    text: Tap the ‸\n")).isEmpty)
        #expect(try client.shutDown() == 0)
    }

    /// A project that scans its Swift: where a target is tagged.
    static func scannedProject() throws -> TemporaryFolder {
        let other = "tour: other\nsteps:\n  - id: play\n    target: keyboard\n    title: Again\n    text: Hi\n"
        let views = """
            import SwiftUI

            struct Toolbar: View {
                var body: some View {
                    HStack {
                        RecordButton().beaconTarget("recordButton")
                        Keyboard().helpInfoViewTag(MainTour.keyboard)
                    }
                }
            }

            """
        return try LSPProjects.project(
            main: LSPProjects.misspeltTarget.replacingOccurrences(of: "tour: main\n", with: "# see TOUR304\ntour: main\n"),
            more: ["tourc.yaml": "inputs: [Tours]\ntargets:\n  scan: [App]\n", "Tours/other.tour.yaml": other, "App/Toolbar.swift": views])
    }

    @Test func hoverShowsWhereATargetIsTaggedASymbolsReleaseAndACodesExplanation() throws {
        let folder = try Self.scannedProject()
        let client = try LSPClient.session(in: folder, opening: Self.main)
        func hover(_ marked: String) throws -> String? {
            let result = try client.result("textDocument/hover", client.at(Self.main, marked)) as? [String: Any]
            return (result?["contents"] as? [String: Any])?["value"] as? String
        }
        let lines = "# see TOUR304\ntour: main\nicon: pianokeys\nsteps:\n  - id: keyboard\n    title: Play the keyboard\n"
        let record = try #require(try hover(lines + String(repeating: "\n", count: 6) + "    target: record‸Button\n"))
        #expect(record.contains("**recordButton** (target)"))
        #expect(record.contains("Registered at `Tours/targets.yaml:5`"))
        #expect(record.contains("Tagged at `App/Toolbar.swift:6`: `\"recordButton\"`"), "\(record)")
        let keyboard = try #require(try hover("# see TOUR304\ntour: main\nicon: pianokeys\nsteps:\n  - id: key‸board\n"))
        #expect(keyboard.contains("Tagged at `App/Toolbar.swift:7`: `MainTour.keyboard`"), "\(keyboard)")

        let symbol = try #require(try hover(lines + "    text: Tap {symbol:piano‸keys} to play.\n"))
        #expect(symbol.hasPrefix("**pianokeys**: SF Symbols 2.0, in iOS 14.0"), "\(symbol)")
        #expect(try hover("# see TOUR304\ntour: main\nicon: piano‸keys\n")?.hasPrefix("**pianokeys**") == true)

        let code = try #require(try hover("# see TOUR3‸04\n"))
        #expect(code.hasPrefix("**TOUR304** (error): A step's target is not registered."), "\(code)")
        #expect(code.contains("https://github.com/tourc/tourc/blob/main/docs/diagnostics.md#tour304"))

        #expect(try hover("# see TOUR304\ntour: main\nicon: pianokeys\nsteps:\n  - id: keyboard\n    title: Play the key‸board\n") == nil)
        #expect(try client.shutDown() == 0)
    }

    /// The app's Swift is rarely open beside a tour. A client that can
    /// watch files is asked to, and a tag renamed on disk makes the step
    /// that pointed at it an error at once, though no tour was edited.
    @Test func aTagRenamedInSwiftOnDiskIsReportedInTheOpenTour() throws {
        let folder = try Self.scannedProject()
        let client = try LSPClient(root: folder.path)
        try client.initialize(watchingFiles: true)
        let registration = try #require(client.waitForMessage { $0["method"] as? String == "client/registerCapability" })
        let registrations = try #require((registration["params"] as? [String: Any])?["registrations"] as? [[String: Any]])
        #expect(registrations.map { $0["method"] as? String } == ["workspace/didChangeWatchedFiles"])
        let watchers = (registrations.first?["registerOptions"] as? [String: Any])?["watchers"] as? [[String: Any]]
        #expect(watchers?.map { $0["globPattern"] as? String } == ["**/*.{swift,yaml,yml,json,xcstrings}"])
        try client.send(["jsonrpc": "2.0", "id": try #require(registration["id"] as? String), "result": NSNull()])

        try client.open(Self.main)
        func untagged(after start: Int) throws -> [[String: Any]] {
            try client.diagnostics(for: Self.main, after: start).filter { $0["code"] as? String == "TOUR312" }
        }
        #expect(try untagged(after: 0).isEmpty)
        let swift = try String(contentsOfFile: folder.path + "/App/Toolbar.swift", encoding: .utf8)
        try swift.replacingOccurrences(of: "beaconTarget(\"recordButton\")", with: "beaconTarget(\"recordToggle\")").write(
            toFile: folder.path + "/App/Toolbar.swift", atomically: true, encoding: .utf8)
        let before = client.messageCount
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri("App/Toolbar.swift"), "type": 2]]])
        let found = try untagged(after: before)
        #expect(found.count == 1 && (found.first?["message"] as? String)?.contains("record") == true, "\(found)")
        #expect(try client.shutDown() == 0)
    }

    /// A client that cannot watch files is not asked to.
    @Test func aClientThatCannotWatchFilesIsNotAsked() throws {
        let folder = try Self.scannedProject()
        let client = try LSPClient.session(in: folder, opening: Self.main)
        _ = try client.diagnostics(for: Self.main)
        #expect(try client.shutDown() == 0)
        #expect(!client.transcript.contains { String(decoding: $0, as: UTF8.self).contains("client/registerCapability") })
    }

    @Test func definitionGoesToTheTagSiteAndTheRegistryEntry() throws {
        let folder = try Self.scannedProject()
        let client = try LSPClient.session(in: folder, opening: Self.main)
        let marked = String(repeating: "\n", count: 12) + "    target: recordBu‸tton\n"
        let locations = try #require(try client.result("textDocument/definition", client.at(Self.main, marked)) as? [[String: Any]])
        #expect(locations.map { $0["uri"] as? String } == [client.uri("App/Toolbar.swift"), client.uri("Tours/targets.yaml")])
        // `RecordButton().beaconTarget("recordButton")`, quotes included; `  - recordButton`.
        #expect(locations.map { Self.range($0["range"]) } == [[5, 40, 5, 54], [4, 4, 4, 16]])
        #expect(try client.shutDown() == 0)
    }

    @Test func renameChangesEveryTourFileAndTheRegistry() throws {
        let folder = try Self.scannedProject()
        let client = try LSPClient.session(in: folder, opening: Self.main)
        let main = try String(contentsOfFile: folder.path + "/" + Self.main, encoding: .utf8)
        let at = client.at(Self.main, "# see TOUR304\ntour: main\nicon: pianokeys\nsteps:\n  - id: keyb‸oard\n")

        let prepared = try #require(try client.result("textDocument/prepareRename", at) as? [String: Any])
        #expect(prepared["placeholder"] as? String == "keyboard" && Self.range(prepared["range"]) == [4, 8, 4, 16])

        // The id stands in for its target: the registry's entry and the
        // other tour's `target:` are renamed with it.
        let edit = try #require(try client.result("textDocument/rename", at.merging(["newName": "piano"]) { $1 }) as? [String: Any])
        let changes = try #require(edit["changes"] as? [String: [[String: Any]]])
        #expect(Set(changes.keys) == [client.uri(Self.main), client.uri("Tours/targets.yaml"), client.uri("Tours/other.tour.yaml")])
        #expect(Self.applying(changes[client.uri(Self.main)]!, to: main) == main.replacingOccurrences(of: "id: keyboard", with: "id: piano"))
        #expect(Self.applying(changes[client.uri("Tours/targets.yaml")]!, to: LSPProjects.registry).hasPrefix("targets:\n  - piano\n"))
        let other = try String(contentsOfFile: folder.path + "/Tours/other.tour.yaml", encoding: .utf8)
        #expect(
            Self.applying(changes[client.uri("Tours/other.tour.yaml")]!, to: other)
                == other.replacingOccurrences(of: "target: keyboard", with: "target: piano"))

        // A tour id, and every `after:` that names it.
        let renamedTour = try #require(
            try client.result(
                "textDocument/rename", client.at(Self.main, "# see TOUR304\ntour: ma‸in\n").merging(["newName": "welcome"]) { $1 })
                as? [String: Any])
        #expect((renamedTour["changes"] as? [String: [[String: Any]]])?[client.uri(Self.main)]?.count == 1)

        let invalid = try client.request("textDocument/rename", at.merging(["newName": "9 lives"]) { $1 })
        #expect((invalid["error"] as? [String: Any])?["code"] as? Int == -32803)
        #expect(try client.result("textDocument/prepareRename", client.at(Self.main, "# see TOUR304\ntour: main\nic‸on: pianokeys\n")) == nil)
        #expect(try client.shutDown() == 0)
    }

    /// Positions count what the client negotiated: UTF-16 by default, UTF-8
    /// when it asks; tourc's own columns count Unicode scalars.
    @Test(arguments: [(nil, 25), (["utf-8", "utf-16"], 34), (["utf-32"], 24)] as [([String]?, Int)])
    func positionsAfterNonASCIITextCountTheNegotiatedUnits(offered: [String]?, character: Int) throws {
        let tour = "tour: main\nsteps:\n  - {id: a, title: 日本語🎹é, target: favoritesStr, text: Hi}\n"
        let folder = try LSPProjects.project(main: tour)
        let client = try LSPClient(root: folder.path)
        let initialized = try client.initialize(positionEncodings: offered)
        #expect((initialized["capabilities"] as? [String: Any])?["positionEncoding"] as? String == offered?.first ?? "utf-16")
        try client.open(Self.main)
        let misspelt = try #require(try client.diagnostics(for: Self.main).first { $0["code"] as? String == "TOUR304" })
        #expect(Self.range(misspelt["range"]) == [2, character + 10, 2, character + 22])
        #expect(try client.shutDown() == 0)
    }

    @Test func aMalformedMessageIsAnsweredWithAnErrorAndTheServerGoesOn() throws {
        let folder = try LSPProjects.project()
        let client = try LSPClient(root: folder.path)
        func errorCode(_ message: [String: Any]?) -> Int? { (message?["error"] as? [String: Any])?["code"] as? Int }

        #expect(errorCode(try client.request("textDocument/hover", client.at(Self.main, "‸"))) == -32002)
        try client.initialize()
        var before = client.messageCount
        try client.sendRaw(Data("Content-Length: 24\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,".utf8))
        #expect(errorCode(client.waitForMessage(after: before) { $0["error"] != nil }) == -32700)
        before = client.messageCount
        try client.sendRaw(Data("X-Nonsense: 1\r\n\r\n".utf8))
        #expect(errorCode(client.waitForMessage(after: before) { $0["error"] != nil }) == -32700)
        before = client.messageCount
        try client.sendRaw(Data("Content-Length: 5\r\n\r\n[1,2]".utf8))
        let invalid = client.waitForMessage(after: before) { $0["error"] != nil }
        #expect(errorCode(invalid) == -32600 && invalid?["id"] is NSNull)
        #expect(errorCode(try client.request("textDocument/format")) == -32601)
        #expect(errorCode(try client.request("textDocument/hover", ["textDocument": ["uri": 5]])) == -32602)

        // Still running, and still right.
        try client.open(Self.main)
        #expect(try client.diagnostics(for: Self.main).contains { $0["code"] as? String == "TOUR304" })
        #expect(try client.shutDown() == 0)
    }

    @Test func theServerExitsWhenItsClientDisappears() throws {
        let folder = try LSPProjects.project()
        let client = try LSPClient.session(in: folder, opening: Self.main)
        _ = try client.diagnostics(for: Self.main)
        try client.closeInput()
        // No shutdown came first: 1, as LSP says of an exit without one.
        #expect(client.waitForExit() == 1)
    }

    @Test func exitWithoutShutdownIsAFailureAndRequestsAfterShutdownAreRefused() throws {
        let folder = try LSPProjects.project()
        let client = try LSPClient.session(in: folder)
        #expect(try client.result("shutdown") == nil)
        #expect((try client.request("textDocument/hover")["error"] as? [String: Any])?["code"] as? Int == -32600)
        try client.notify("exit")
        #expect(client.waitForExit() == 0)

        let second = try LSPClient(root: folder.path)
        try second.initialize()
        try second.notify("exit")
        #expect(second.waitForExit() == 1)
    }

    @Test(.enabled(if: CompletionTests.isAvailable("bash")))
    func theShellCompletionKnowsTheCommand() throws {
        let output = try CompletionTests.run(
            "bash", "source \"$SCRIPT\"; COMP_WORDS=(tourc l); COMP_CWORD=1; _tourc; printf '%s\\n' \"${COMPREPLY[@]}\"")
        #expect(output.split(separator: "\n") == ["lsp"])
    }
}
