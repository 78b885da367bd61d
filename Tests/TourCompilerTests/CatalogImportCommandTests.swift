import Foundation
import TestSupport
import Testing
import TourFormat

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourImport
@testable import TourModel
@testable import TourValidation

/// `tourc import xcstrings` as a command: an app's catalog translations come
/// into the tour files exactly, the entries that came across become tourc's,
/// and nothing is written when any of it cannot be proven.
@Suite struct CatalogImportCommandTests {
    static let tour = """
        # The main tour.
        tour: main
        title: Getting started   # shown in the list
        steps:
          - id: keyboard
            target: keyboard
            title: Play
            text: |-
              Touch a key to play a note.
              • Slide to glide
          - id: octave
            target: octave
            title: {en: Octave, fr: Octave}
            text: Tap {symbol:minus.circle} to go down and {symbol:plus.circle} to go up.

        """

    /// A catalog as Xcode extracts one: the tours' keys with German, one of
    /// them varying by device, and an entry no tour uses.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Getting started" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Erste Schritte" } }
              }
            },
            "Octave" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Oktave" } }
              }
            },
            "Play" : {
              "localizations" : {
                "de" : { "variations" : { "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } },
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Klicken" } } } } }
              }
            },
            "Tap %@ to go down and %@ to go up." : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Mit %2$@ hoch, mit %1$@ runter." } }
              }
            },
            "Touch a key to play a note.\\n• Slide to glide" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Tippe auf eine Taste.\\n• Wische zum Gleiten" } }
              }
            },
            "Unrelated" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Fremd" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    private func project(tour: String = Self.tour, catalog: String = Self.catalog) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-xcstrings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try tour.write(toFile: root + "/main.tour.yaml", atomically: false, encoding: .utf8)
        try "targets: [keyboard, octave]\n".write(toFile: root + "/targets.yaml", atomically: false, encoding: .utf8)
        try catalog.write(toFile: root + "/Localizable.xcstrings", atomically: false, encoding: .utf8)
        return root
    }

    private func request(_ root: String, verify: Bool = true) -> CatalogImportRequest {
        var request = CatalogImportRequest(catalog: root + "/Localizable.xcstrings", validation: ValidationRequest(inputs: [root]))
        request.verify = verify
        return request
    }

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func translationsComeIntoTheTourFileAndTheEntriesBecomeTourcs() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outcome = CatalogImportCommand.run(request(root))
        #expect(outcome.diagnostics.map(\.code) == [.catalogVariantsKept], "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.first?.message.contains("device (iphone, mac)") == true)
        #expect(outcome.translations.count == 4)
        #expect(outcome.adopted == 4)
        #expect(Set(outcome.written) == [root + "/main.tour.yaml", root + "/Localizable.xcstrings"])
        #expect(
            try read(root + "/main.tour.yaml") == """
                # The main tour.
                tour: main
                title: {en: Getting started, de: Erste Schritte}   # shown in the list
                steps:
                  - id: keyboard
                    target: keyboard
                    title: Play
                    text:
                      en: |-
                        Touch a key to play a note.
                        • Slide to glide
                      de: |-
                        Tippe auf eine Taste.
                        • Wische zum Gleiten
                  - id: octave
                    target: octave
                    title: {en: Octave, fr: Octave, de: Oktave}
                    text:
                      en: Tap {symbol:minus.circle} to go down and {symbol:plus.circle} to go up.
                      de: Mit {symbol:plus.circle} hoch, mit {symbol:minus.circle} runter.

                """)
        // The adopted entries are tourc's now; the device variants and the unrelated entry are as they were.
        let catalog = try read(root + "/Localizable.xcstrings")
        let document = try #require(StringCatalogDocument.read(Array(catalog.utf8), file: "c").document)
        let owned = document.entries.filter { ($0.comment ?? "").hasPrefix(StringCatalogEntries.commentPrefix) }.map(\.key)
        #expect(Set(owned) == ["Getting started", "Octave", "Tap %@ to go down and %@ to go up.", "Touch a key to play a note.\n• Slide to glide"])
        #expect(catalog.contains(#""mac" : { "stringUnit" : { "state" : "translated", "value" : "Klicken" } } } } }"#))
        #expect(catalog.contains(#""Unrelated" : {"#))

        // A compile now writes the same entries, and only the varied one is the app's.
        let compiled = Compiler.compile(
            CompileRequest(
                validation: ValidationRequest(inputs: [root]), swiftOutput: root + "/Generated", jsonOutput: nil,
                catalog: root + "/Localizable.xcstrings", mode: .dryRun))
        #expect(compiled.diagnostics.map(\.code) == [.foreignCatalogEntry], "\(compiled.diagnostics)")
        #expect(compiled.outputs.first { $0.path.hasSuffix(".xcstrings") }?.status == .unchanged)
        // And importing again finds nothing more to do.
        let again = CatalogImportCommand.run(request(root))
        #expect(again.written.isEmpty && again.translations.isEmpty)
    }

    @Test func aDryRunWritesNothing() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var dry = request(root)
        dry.dryRun = true
        let outcome = CatalogImportCommand.run(dry)
        #expect(outcome.written.count == 2)
        #expect(try read(root + "/main.tour.yaml") == Self.tour)
        #expect(try read(root + "/Localizable.xcstrings") == Self.catalog)
    }

    @Test func aTourFileKeepsItsPermissions() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: root + "/main.tour.yaml")
        #expect(!CatalogImportCommand.run(request(root)).diagnostics.containsErrors)
        let permissions = try FileManager.default.attributesOfItem(atPath: root + "/main.tour.yaml")[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }

    @Test func aReadOnlyTourFileStopsTheImportAndNothingIsWritten() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root + "/main.tour.yaml")
        let outcome = CatalogImportCommand.run(request(root))
        #expect(outcome.diagnostics.contains { $0.code == .writeFailed && $0.message.contains("read-only") })
        #expect(outcome.written.isEmpty)
        #expect(try read(root + "/Localizable.xcstrings") == Self.catalog)
    }

    @Test func toursWithErrorsAreNotImportedInto() throws {
        let root = try project(tour: Self.tour.replacingOccurrences(of: "target: octave", with: "target: octavee"))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outcome = CatalogImportCommand.run(request(root))
        #expect(outcome.diagnostics.map(\.code) == [.unregisteredTarget])
        #expect(outcome.written.isEmpty)
    }

    @Test func translationsMadeInXcodeForTourcsOwnEntriesComeBackToo() throws {
        // After Export / Import Localizations, tourc's own entry holds a French translation the tour lacks.
        let owned = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Octave" : {
                  "comment" : "tourc: title of step 'octave' of tour 'main', on target 'octave'",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Octave" } },
                    "it" : { "stringUnit" : { "state" : "translated", "value" : "Ottava" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let root = try project(catalog: owned)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outcome = CatalogImportCommand.run(request(root))
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.adopted == 0)
        #expect(outcome.written == [root + "/main.tour.yaml"])
        #expect(try read(root + "/main.tour.yaml").contains("title: {en: Octave, fr: Octave, it: Ottava}"))
    }

    @Test func verifyCatchesATranslationThatWouldShowSomethingElse() throws {
        let translation = CatalogTranslationImporter.Translation(
            key: "Tap %@ to go down and %@ to go up.", isFormatted: true, language: "de", catalogValue: "Mit %2$@ hoch, mit %1$@ runter.",
            text: "Mit {symbol:plus.circle} hoch, mit {symbol:minus.circle} runter.", sourceSymbols: ["minus.circle", "plus.circle"])
        func entry(_ german: String) -> StringCatalogEntry {
            StringCatalogEntry(key: translation.key, isFormatted: true, values: ["en": translation.key, "de": german], comment: "tourc: x")
        }
        // The same text, written positionally or not, shows the same.
        #expect(CatalogImportCommand.verify([translation], against: [entry("Mit %2$@ hoch, mit %1$@ runter.")], catalog: "c").isEmpty)
        // Symbols swapped, as a bug in the reader would: caught, with both texts.
        let caught = CatalogImportCommand.verify([translation], against: [entry("Mit %@ hoch, mit %@ runter.")], catalog: "c")
        #expect(caught.map(\.code) == [.translationLookupMismatch])
        #expect(caught.first?.message.contains("⟨symbol:minus.circle⟩ hoch") == true)
    }

    /// The music app's help enum, imported, then given a German catalog as
    /// Xcode would hold it: every text gets its translation back exactly.
    @Test func theMusicAppsEnumTakesEveryTranslationOfItsCatalog() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-xcstrings-music-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var importRequest = ImportRequest(files: [packageRoot + "/Tests/TourImportTests/HandWritten/MusicHelp.swift"])
        importRequest.outputFolder = root
        importRequest.symbolFiles = [packageRoot + "/Tests/TourImportTests/HandWritten/SymbolNames.swift"]
        #expect(!ImportCommand.run(importRequest).diagnostics.containsErrors)
        let tours = try #require(Pipeline.validate(ValidationRequest(inputs: [root])).validatedFiles).flatMap(\.tours)
        // German: the source with "DE " before it, and its symbols in reverse order (numbered placeholders).
        var expected: [String: String] = [:]
        var strings: [String: [String: [String: [String: [String: String]]]]] = [:]
        for tour in tours {
            for step in tour.steps {
                for source in [step.title, step.text] {
                    var symbols = TourText.symbols(in: source).reversed().makeIterator()
                    let german =
                        "DE "
                        + TourText.segments(of: source).map { segment -> String in
                            switch segment {
                            case .text(let run): run
                            case .symbol: "{symbol:\(symbols.next()!)}"
                            }
                        }.joined()
                    let (key, isFormatted) = TourText.localizationKey(of: source)
                    let value = isFormatted ? TourText.formatString(for: german, sourceSymbols: TourText.symbols(in: source)) : german
                    expected[source] = german
                    strings[key] = ["localizations": ["de": ["stringUnit": ["state": "translated", "value": value]]]]
                }
            }
        }
        #expect(strings.count > 40)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        struct Catalog: Encodable {
            var sourceLanguage = "en"
            var strings: [String: [String: [String: [String: [String: String]]]]]
            var version = "1.0"
        }
        try encoder.encode(Catalog(strings: strings)).write(to: URL(fileURLWithPath: root + "/Localizable.xcstrings"))

        var request = CatalogImportRequest(catalog: root + "/Localizable.xcstrings", validation: ValidationRequest(inputs: [root]))
        request.verify = true
        let outcome = CatalogImportCommand.run(request)
        #expect(!outcome.diagnostics.containsErrors, "\(outcome.diagnostics)")
        #expect(outcome.adopted == strings.count)
        let after = try #require(Pipeline.validate(ValidationRequest(inputs: [root])).validatedFiles).flatMap(\.tours)
        var checked = 0
        for tour in after {
            for step in tour.steps {
                for (text, source) in [(step.step.title, step.title), (step.step.text, step.text)] {
                    #expect(text.text(in: "de") == expected[source], "\(step.step.id.value)")
                    checked += 1
                }
            }
        }
        #expect(checked == 44)  // 22 cases, a title and a text each
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
