import Foundation
import TestSupport
import Testing

/// `tourc compile` and `tourc targets` as users run them.
@Suite("tourc executable: compile and targets")
struct CompileAndTargetsCommandTests {
    @Test func compileWritesThenRewritesNothingAndCheckPasses() throws {
        let folder = try TemporaryFolder()
        let arguments = [
            "compile", "--swift-out", folder.path + "/Swift", "--json-out", folder.path + "/JSON", "--overlay", "tutorialSpotlight",
            "Samples/Tours",
        ]
        let first = try runTourc(arguments)
        #expect(first.status == 0, "\(first)")
        #expect(first.errorLines.filter { $0.hasPrefix("wrote ") }.count == 7, "\(first)")
        let second = try runTourc(arguments)
        #expect(second.status == 0, "\(second)")
        #expect(
            second.errorLines == ["compiled 3 tours (17 steps): 0 files written, 7 unchanged, 0 errors, 0 warnings"]
                || second.errorLines == ["compiled: up to date, no tour, setting or output changed since the last compile; nothing written"],
            "an unchanged run writes nothing, and says so: \(second)")
        let check = try runTourc(arguments + ["--check"])
        #expect(check.status == 0, "\(check)")
        try "// edited by hand\n".write(toFile: folder.path + "/Swift/main.tour.swift", atomically: true, encoding: .utf8)
        let stale = try runTourc(arguments + ["--check"])
        #expect(stale.status == 1)
        #expect(stale.standardError.contains("main.tour.swift is out of date; run tourc compile [TOUR403]"), "\(stale)")
    }

    @Test func compileWithNowhereToWriteIsAConfigurationError() throws {
        let run = try runTourc(["compile", "Samples/Tours"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("[TOUR506]"), "\(run)")
    }

    @Test func aTourKitOfAnotherReleaseStopsTheCompileBeforeAnythingIsWritten() throws {
        let folder = try TemporaryFolder()
        let arguments = ["compile", "--swift-out", folder.path, "--skip-json", "Samples/Tours", "--tourkit-version-file"]
        let other = "Tests/TourCompilerTests/DiagnosticFixtures/TOUR520-tourkit-of-another-release/TourcRelease.swift"
        let mismatch = try runTourc(arguments + [other])
        #expect(mismatch.status == 2, "a configuration error: \(mismatch)")
        #expect(mismatch.errorLines.count == 1, "one error and nothing else: \(mismatch)")
        #expect(mismatch.errorLines.first?.hasPrefix("\(other):5:34: error: this target links TourKit 0.0.9, but tourc ") == true)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) == [], "nothing written")
        let same = try runTourc(arguments + ["Sources/TourFormat/TourcRelease.swift"])
        #expect(same.status == 0, "\(same)")
    }

    @Test func checkAndDryRunCannotBeCombined() throws {
        let run = try runTourc(["compile", "--check", "--dry-run", "--swift-out", "/tmp/x", "Samples/Tours"])
        #expect(run.status == 2, "\(run)")
        #expect(run.errorLines.first == "tourc: error: --check and --dry-run cannot be combined", "\(run)")
        #expect(run.standardOutput == "")
    }

    @Test func overlayFlagsDeclareTheOverlaysAndAMisspeltOneIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let arguments = ["compile", "--swift-out", folder.path, "--skip-json", "--overlay", "tutorialSpotlight", "Samples/Tours"]
        let run = try runTourc(arguments)
        #expect(run.status == 0, "\(run)")
        let main = try String(contentsOfFile: folder.path + "/main.tour.swift", encoding: .utf8)
        #expect(main.contains("\nimport TutorialSpotlight\n") && !main.contains("HelpInfo"))
        let glue = try String(contentsOfFile: folder.path + "/tourc-overlays.swift", encoding: .utf8)
        #expect(glue.contains("\nimport TutorialSpotlight\n") && !glue.contains("HelpInfo"))
        let misspelt = try runTourc(["compile", "--swift-out", folder.path, "--overlay", "tutorialSpotlite", "Samples/Tours"])
        #expect(misspelt.status == 2, "\(misspelt)")
        #expect(
            misspelt.errorLines.first
                == "tourc: error: unknown overlay 'tutorialSpotlite'; use helpInfoSpotlightOverlay or tutorialSpotlight; did you mean 'tutorialSpotlight'?",
            "\(misspelt)")
    }

    @Test func targetsScanPrintsExactlyTheDocumentedKeys() throws {
        let run = try runTourc(["targets", "scan", "Samples/App/Sources"])
        #expect(run.status == 0, "\(run)")
        let sites = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(sites.count == 17)
        for site in sites {
            #expect(Set(site.keys) == ["name", "type", "modifier", "screen", "file", "line", "column"])
        }
        let beacon = try #require(sites.first { $0["modifier"] as? String == "beaconTarget" })
        #expect(beacon["name"] as? String == "presetsList")
        #expect(beacon["type"] is NSNull)
        let octave = try #require(sites.first { $0["name"] as? String == "octaveDown" })
        #expect(octave["type"] is NSNull, "an implicit member: `.helpInfoViewTag(.octaveDown)`")
        #expect(octave["line"] as? Int == 35 && octave["column"] as? Int == 38)
    }

    @Test func coverageCountsConditionalAndAnnotatedTagsAndListsWhereItIsBlind() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/App", withIntermediateDirectories: true)
        let tour = """
            tour: editor
            swiftName: EditorHelp
            steps:
              - id: save
                title: Save
                text: Save it.
              - id: saved
                title: Saved
                text: All saved.
              - id: share
                title: Share
                text: Share it.
              - id: help
                title: Help
                text: Get help.

            """
        try tour.write(toFile: folder.path + "/editor.tour.yaml", atomically: true, encoding: .utf8)
        let swift = """
            struct Editor: View {
                var body: some View {
                    Save().helpInfoViewTag(isDirty ? .save : EditorHelp.saved)
                    // tourc:tags .share
                    Share().helpInfoViewTag(shareStep)
                    Help().helpInfoViewTag(store.helpStep)
                }
            }

            """
        try swift.write(toFile: folder.path + "/App/Editor.swift", atomically: true, encoding: .utf8)

        let coverage = try runTourc(["targets", "coverage", "--scan", folder.path + "/App", folder.path + "/editor.tour.yaml"])
        #expect(coverage.status == 1, "the help step is untagged as far as tourc can see: \(coverage)")
        #expect(coverage.standardOutput.contains("3 of 4 steps covered\n"), "\(coverage)")
        #expect(
            coverage.standardOutput.hasSuffix(
                """

                Coverage cannot see what these tag (declare it with // tourc:tags):
                    \(folder.path)/App/Editor.swift:6:32  helpInfoViewTag(store.helpStep)

                """), "\(coverage)")
        #expect(coverage.standardError.contains("[TOUR320]"), "\(coverage)")
        #expect(coverage.standardError.contains("1 tag tourc cannot read (TOUR320) may tag it"), "\(coverage)")

        let scan = try runTourc(["targets", "scan", folder.path + "/App"])
        #expect(scan.status == 0, "warnings only: \(scan)")
        let sites = try #require(try JSONSerialization.jsonObject(with: Data(scan.standardOutput.utf8)) as? [[String: Any]])
        #expect(sites.map { "\($0["name"]!)@\($0["line"]!):\($0["column"]!)" } == ["save@3:42", "saved@3:50", "share@4:23"])
        #expect(scan.errorLines.filter { $0.contains("[TOUR320]") }.count == 1, "\(scan)")
    }

    @Test func previewAndSchemaWriteOnceAndReportWhatTheyWrote() throws {
        let folder = try TemporaryFolder()
        let preview = ["preview", "--config", "Samples/tourc.yaml", "--locale", "de", "-o", folder.path + "/page.html"]
        let first = try runTourc(preview)
        #expect(first.status == 0, "\(first)")
        #expect(
            first.errorLines == [
                "wrote \(folder.path)/page.html", "previewed 3 tours (17 steps) in \(folder.path)/page.html (written): 0 errors, 0 warnings",
            ], "\(first)")
        let again = try runTourc(preview)
        #expect(
            again.status == 0 && again.errorLines == ["previewed 3 tours (17 steps) in \(folder.path)/page.html (unchanged): 0 errors, 0 warnings"],
            "an unchanged page is not written: \(again)")
        let page = try String(contentsOfFile: folder.path + "/page.html", encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && !page.contains("http://") && !page.contains("src="))

        let schema = try runTourc(["schema", "--config", "Samples/tourc.yaml", "-o", folder.path + "/schemas"])
        #expect(schema.status == 0, "\(schema)")
        #expect(schema.errorLines.count == 3, "\(schema)")
        let tour = try String(contentsOfFile: folder.path + "/schemas/tour.schema.json", encoding: .utf8)
        #expect(tour.contains("\"presetsList\""), "the registry tourc.yaml names lists its targets")

        let broken = try runTourc(["preview", folder.path + "/nothing-here", "-o", folder.path + "/none.html"])
        #expect(broken.status == 1, "\(broken)")
    }

    @Test func targetsScanAsYAMLIsAValidRegistry() throws {
        let run = try runTourc(["targets", "scan", "--format", "yaml", "Samples/App/Sources"])
        #expect(run.status == 0, "\(run)")
        let folder = try TemporaryFolder()
        try run.standardOutput.write(toFile: folder.path + "/targets.yaml", atomically: true, encoding: .utf8)
        let tour = "tour: t\nsteps:\n  - id: s\n    target: presetsList\n    title: T\n    text: X\n"
        try tour.write(toFile: folder.path + "/t.tour.yaml", atomically: true, encoding: .utf8)
        let validate = try runTourc(["validate", folder.path])
        #expect(validate.status == 0, "the scanned registry must be valid: \(validate)")
    }

    @Test func coverageListsEveryStepCovered() throws {
        let run = try runTourc(["targets", "coverage", "--config", "Samples/tourc.yaml"])
        #expect(run.status == 0, "\(run)")
        #expect(run.standardOutput.contains("\n17 of 17 steps covered\n"), "\(run)")
        // Then each screen with the steps whose targets are tagged there.
        #expect(
            run.standardOutput.hasSuffix(
                "\nScreens:\n    EffectsScreen  effects.bypass, effects.delay, effects.done, effects.reverb.mix\n"
                    + "    MainScreen     main.effects, main.favorite, main.keyboard, main.octave-down, main.presets, main.record, main.settings, main.sustain\n"
                    + "    PresetBrowser  presets.categories, presets.default, presets.favorites-only, presets.preview, presets.search\n"),
            "\(run)")
        let json = try runTourc(["targets", "coverage", "--config", "Samples/tourc.yaml", "--format", "json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(rows.count == 17)
        let delay = try #require(rows.first { $0["target"] as? String == "delayTimeKnob" }?["tagSites"] as? [[String: Any]])
        #expect(delay.map { $0["screen"] as? String } == ["EffectsScreen"])
    }

    @Test func removingATagFailsValidationNamingTheStep() throws {
        let folder = try TemporaryFolder()
        let source = try String(contentsOfFile: packageRoot + "/Samples/App/Sources/SynthHelp/Views/EffectsScreen.swift", encoding: .utf8)
        try source.replacingOccurrences(of: ".helpInfoViewTag(EffectsTour.delay)", with: "")
            .write(toFile: folder.path + "/EffectsScreen.swift", atomically: true, encoding: .utf8)
        let run = try runTourc([
            "validate", "--registry", "Samples/Tours/targets.yaml", "--scan", folder.path,
            "--scan", "Samples/App/Sources/SynthHelp/Views/MainScreen.swift",
            "--scan", "Samples/App/Sources/SynthHelp/Views/PresetBrowser.swift", "Samples/Tours",
        ])
        #expect(run.status == 1)
        #expect(
            run.standardError.contains(
                "Samples/Tours/effects.tour.yaml:31:9: error: step 'delay' of tour 'effects' is not tagged in the app's code"),
            "\(run)")
    }
}
