import Foundation
import TestSupport
import Testing

/// `tourc import xcstrings` on the command line: the catalog first, the
/// tours from tourc.yaml, a summary line, and exit statuses as documented.
@Suite("tourc import xcstrings")
struct ImportXcstringsCommandTests {
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("tourc.yaml", "inputs: [.]\ntargets: targets.yaml\noutput:\n  swift: Generated\n")
        try folder.write("targets.yaml", "targets: [keyboard]\n")
        try folder.write("main.tour.yaml", "tour: main\nsteps:\n  - id: keyboard\n    target: keyboard\n    title: Play\n    text: Touch a key.\n")
        try folder.write(
            "App/Localizable.xcstrings",
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Play" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Spielen" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Jouer" } }
                  }
                },
                "Touch a key." : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Tippe auf eine Taste." } }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        return folder
    }

    @Test func importsIntoTheConfiguredToursAndSaysWhatItDid() throws {
        let project = try Self.project()
        let dry = try runTourc(["import", "xcstrings", "App/Localizable.xcstrings", "--dry-run"], in: project.path)
        #expect(dry.status == 0, "\(dry)")
        #expect(
            dry.errorLines.last
                == "would import 3 translations (de 2, fr 1) into 1 tour file; 2 catalog entries would be tourc's now; 0 errors, 0 warnings")
        #expect(try String(contentsOfFile: project.path + "/main.tour.yaml", encoding: .utf8).contains("title: Play\n"))

        let run = try runTourc(["import", "xcstrings", "App/Localizable.xcstrings", "--verify"], in: project.path)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.errorLines == [
                "wrote main.tour.yaml", "wrote App/Localizable.xcstrings",
                "verified: each imported translation shows the catalog's text through SwiftUI's lookup",
                "imported 3 translations (de 2, fr 1) into 1 tour file; 2 catalog entries are tourc's now; 0 errors, 0 warnings",
            ])
        let tour = try String(contentsOfFile: project.path + "/main.tour.yaml", encoding: .utf8)
        #expect(tour.contains("    title: {en: Play, de: Spielen, fr: Jouer}\n    text: {en: Touch a key., de: Tippe auf eine Taste.}\n"))
        #expect(try runTourc(["validate", "--quiet"], in: project.path).status == 0)
    }

    @Test func aLinkedTourFileIsWrittenThroughItsLink() throws {
        let project = try Self.project()
        // The tour lives outside the project's inputs, which hold only the link.
        let shared = try TemporaryFolder()
        try FileManager.default.moveItem(atPath: project.path + "/main.tour.yaml", toPath: shared.path + "/main.tour.yaml")
        try FileManager.default.createSymbolicLink(atPath: project.path + "/main.tour.yaml", withDestinationPath: shared.path + "/main.tour.yaml")
        let run = try runTourc(["import", "xcstrings", "App/Localizable.xcstrings"], in: project.path)
        #expect(run.status == 0, "\(run)")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: project.path + "/main.tour.yaml")
        #expect(link == shared.path + "/main.tour.yaml", "the link is still a link")
        let tour = try String(contentsOfFile: shared.path + "/main.tour.yaml", encoding: .utf8)
        #expect(tour.contains("title: {en: Play, de: Spielen, fr: Jouer}"), "the link's target has the translations")
    }

    @Test func theFirstArgumentMustBeACatalog() throws {
        let project = try Self.project()
        let run = try runTourc(["import", "xcstrings", "main.tour.yaml"], in: project.path)
        #expect(run.status == 2, "\(run)")
        #expect(run.standardError.contains("'main.tour.yaml' is not a String Catalog"))
    }

    @Test func aMissingCatalogIsAnErrorThatNamesIt() throws {
        let project = try Self.project()
        let run = try runTourc(["import", "xcstrings", "Missing.xcstrings"], in: project.path)
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("Missing.xcstrings"))
        #expect(run.errorLines.last == "import failed: 1 error, 0 warnings")
    }
}
