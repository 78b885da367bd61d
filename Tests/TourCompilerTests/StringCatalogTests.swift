import Foundation
import Testing
import TourFormat

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourValidation

/// The String Catalog: every translation survives `String(format:)` byte for
/// byte, entries tourc does not own survive untouched, and the catalog is an
/// output like any other (write-if-changed, --check, --dry-run, all or nothing).
@Suite struct StringCatalogTests {
    static let tour = """
        tour: main
        title: {en: Welcome, de: Willkommen, fr: Bienvenue}
        steps:
          - id: keyboard
            title: {en: "Volume 100%", de: "Lautstärke 100 %"}
            text:
              en: Tap {symbol:star} then {symbol:heart} at 50%.
              de: Bei 50 % erst {symbol:heart}, dann {symbol:star}.
              fr: "{symbol:star} puis {symbol:heart}, à 50 %."
          - id: presets
            title: {en: "Twice {symbol:star} and {symbol:star}", de: "{symbol:star} zweimal {symbol:star}", fr: "{symbol:star} {symbol:star}"}
            text: {en: "Tap {symbol:star} or {symbol:star.fill}", de: "Nimm {symbol:star.fill} oder {symbol:star}"}
        """

    /// A folder holding `tour` and its registry.
    private func folder(_ tour: String = Self.tour) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-catalog-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try tour.write(toFile: root + "/main.tour.yaml", atomically: false, encoding: .utf8)
        try "targets: [keyboard, presets]\n".write(toFile: root + "/targets.yaml", atomically: false, encoding: .utf8)
        return root
    }

    private func request(_ root: String, _ mode: CompileRequest.Mode = .write) -> CompileRequest {
        CompileRequest(
            validation: ValidationRequest(inputs: [root]), swiftOutput: root + "/Generated", jsonOutput: nil,
            catalog: root + "/Localizable.xcstrings", mode: mode)
    }

    @Test func everyTranslationRoundTripsThroughStringFormat() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let validation = Pipeline.validate(ValidationRequest(inputs: [root]))
        #expect(validation.diagnostics.isEmpty, "\(validation.diagnostics)")
        let tours = try #require(validation.validatedFiles).flatMap(\.tours)
        let (entries, diagnostics) = StringCatalogEntries.collect(tours)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var checked = 0
        for tour in tours {
            let texts = [(tour.tour.title!, tour.title!)] + tour.steps.flatMap { [($0.step.title, $0.title), ($0.step.text, $0.text)] }
            for (text, source) in texts {
                let (key, isFormatted) = TourText.localizationKey(of: source)
                let entry = try #require(entries.first { $0.key == key })
                #expect(entry.isFormatted == isFormatted)
                // What SwiftUI shows: the value, formatted with the source's images as arguments.
                let images: [CVarArg] = TourText.symbols(in: source).map { "⟨\($0)⟩" }
                for translation in text.entries {
                    let value = try #require(entry.values[translation.locale!])
                    let shown = isFormatted ? String(format: value, arguments: images) : value
                    let expected = TourText.segments(of: translation.text).map { segment -> String in
                        switch segment {
                        case .text(let run): return run
                        case .symbol(let name): return "⟨\(name)⟩"
                        }
                    }.joined()
                    #expect(shown == expected, "\(translation.locale!): \(value)")
                    checked += 1
                }
            }
        }
        #expect(checked == 13)
        // The reordered German text uses positional arguments; the French keeps the source order.
        let reordered = try #require(entries.first { $0.key == "Tap %@ then %@ at 50%%." })
        #expect(reordered.values["de"] == "Bei 50 %% erst %2$@, dann %1$@.")
        #expect(reordered.values["fr"] == "%@ puis %@, à 50 %%.")
        // Without a symbol, the key is the text and `%` stays single.
        #expect(entries.first { $0.key == "Volume 100%" }?.values["de"] == "Lautstärke 100 %")
    }

    /// A catalog the app already has: entries of its own in Xcode's layout
    /// and in others (compact, escaped slash, non-ASCII), around where
    /// tourc's entries go.
    static let foreignCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld notes" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Noten" } }
              }
            },
            "Open https:\\/\\/example.com" : {
              "extractionState" : "stale"
            },
            "zebra 🦓" : {
              "comment" : "An app string",
              "localizations" : {
                "ja" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "シマウマ"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func entriesTourcDoesNotOwnSurviveUntouched() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/Localizable.xcstrings"
        try Self.foreignCatalog.write(toFile: path, atomically: false, encoding: .utf8)
        let first = Compiler.compile(request(root))
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
        let merged = try String(contentsOfFile: path, encoding: .utf8)
        // Every foreign entry, byte for byte, and everything around `strings`.
        let foreignEntries = [
            "\"%lld notes\" : {\n      \"localizations\" : {\n        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld Noten\" } }\n      }\n    }",
            "\"Open https:\\/\\/example.com\" : {\n      \"extractionState\" : \"stale\"\n    }",
            "\"zebra 🦓\" : {\n      \"comment\" : \"An app string\",",
        ]
        for entry in foreignEntries { #expect(merged.contains(entry), "\(entry)") }
        #expect(merged.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"%lld notes\" : {"))
        #expect(merged.hasSuffix("    }\n  },\n  \"version\" : \"1.0\"\n}"))
        // tourc's entries, in order among the app's.
        let keys = merged.split(separator: "\n").filter { $0.hasPrefix("    \"") }.map { $0.dropFirst(4) }
        #expect(
            keys.map { String($0.prefix(8)) } == [
                "\"%lld no", "\"Open ht", "\"Tap %@ ", "\"Tap %@ ", "\"Twice %", "\"Volume ", "\"Welcome", "\"zebra \u{1F993}",
            ])
        // Its JSON is valid and holds the app's entry unchanged.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(merged.utf8)) as? [String: Any])
        #expect((object["strings"] as? [String: Any])?.count == 8)

        // A second compile changes nothing; a changed tour replaces only tourc's entries.
        #expect(Compiler.compile(request(root)).outputs.allSatisfy { $0.status == .unchanged })
        try Self.tour.replacingOccurrences(of: "\"Twice {symbol:star} and", with: "\"Two stars {symbol:star} and")
            .write(toFile: root + "/main.tour.yaml", atomically: false, encoding: .utf8)
        _ = Compiler.compile(request(root))
        let updated = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!updated.contains("\"Twice %@ and %@\""))
        #expect(updated.contains("\"Two stars %@ and %@\" : {"))
        for entry in foreignEntries { #expect(updated.contains(entry)) }
    }

    @Test func aNewCatalogHasXcodesLayout() throws {
        let root = try folder("tour: t\nsteps:\n  - id: keyboard\n    title: A/B\n    text: {en: Go, de: Los}\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = Compiler.compile(request(root))
        let written = try String(contentsOfFile: root + "/Localizable.xcstrings", encoding: .utf8)
        #expect(
            written == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "A/B" : {
                      "comment" : "tourc: title of step 'keyboard' of tour 't', on target 'keyboard'",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "A/B"
                          }
                        }
                      }
                    },
                    "Go" : {
                      "comment" : "tourc: text of step 'keyboard' of tour 't', on target 'keyboard'",
                      "extractionState" : "manual",
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Los"
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Go"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
    }

    @Test func theCatalogIsCheckedListedAndWrittenAllOrNothing() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/Localizable.xcstrings"
        try Self.foreignCatalog.write(toFile: path, atomically: false, encoding: .utf8)
        let check = Compiler.compile(request(root, .check))
        #expect(check.diagnostics.contains { $0.code == .staleOutput && $0.file == path && $0.severity == .error })
        let dryRun = Compiler.compile(request(root, .dryRun))
        #expect(dryRun.outputs.contains { $0.path == path && $0.status == .stale })
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.foreignCatalog)
        // An error in any input: the catalog is not touched.
        try (Self.tour + "\n    titel: oops\n").write(toFile: root + "/main.tour.yaml", atomically: false, encoding: .utf8)
        #expect(Compiler.compile(request(root)).diagnostics.containsErrors)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.foreignCatalog)
        // tourc's own manifest never claims the shared catalog.
        #expect(!FileManager.default.fileExists(atPath: root + "/" + OutputManifest.fileName))
    }
}
