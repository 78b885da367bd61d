import Testing

@testable import TourDiagnostics
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// The symbol table and the checks over it: a known name, a misspelling
/// and its suggestion, a rename, a name too new for iOS 15, the platforms
/// an app lists, and the escape hatch.
@Suite struct SymbolNameTests {
    private static func diagnostics(_ text: String, options: ValidationOptions = ValidationOptions()) -> [Diagnostic] {
        let yaml = """
            tour: t
            icon: pianokeys
            steps:
              - id: a
                title: A
                text: "\(text)"
            """
        var collector = DiagnosticCollector(file: "t.tour.yaml")
        let parsed = YAMLParser().parse(Array(yaml.utf8), diagnostics: &collector)
        let decoded = TourDecoder.decode(parsed.documents, file: "t.tour.yaml")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        return Validator.checkFile("t.tour.yaml", tours: decoded.tours, diagnostics: [], isComplete: true, options: options)
            .diagnostics.filter { ["TOUR340", "TOUR341", "TOUR342"].contains($0.code.rawValue) }
    }

    @Test func theTableHoldsEveryReleaseAndItsVersions() throws {
        let table = SymbolTable.shared
        #expect(table.count > 9_000 && table.count == SymbolTable.nameCount)
        #expect(SymbolTable.release == "SF Symbols 7.0")
        #expect(table.releases.first?.version == "1.0" && table.releases.count == 22)
        let pianokeys = try #require(table.release(of: "pianokeys"))
        #expect(pianokeys.version == "2.0" && pianokeys.versions[.iOS] == OSVersion("14.0") && pianokeys.versions[.macOS] == OSVersion("11.0"))
        let medium = try #require(table.release(of: "dial.medium"))
        #expect(medium.name == "SF Symbols 4.0" && medium.versions[.iOS] == OSVersion("16.0"))
        #expect(table.currentName(of: "dial.min") == "dial.low")
        #expect(!table.contains("pianokey"))
        // Lookups search the lines in place, so they must be in byte order.
        let names = table.allNames
        #expect(zip(names, names.dropFirst()).allSatisfy { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        #expect(table.contains(names[0]) && table.contains(names[names.count - 1]) && table.contains(names[names.count / 2]))
    }

    @Test func aKnownNameOnEveryPlatformPasses() {
        #expect(Self.diagnostics("Tap {symbol:star.fill} or {symbol:timer}.").isEmpty)
    }

    @Test func aMisspellingIsAnErrorAtTheNameWithItsSuggestion() throws {
        let found = Self.diagnostics("Tap {symbol:pianokey} to play.")
        let error = try #require(found.first)
        #expect(found.count == 1 && error.severity == .error && error.code.rawValue == "TOUR340")
        // Line 6, after `    text: "Tap {symbol:`.
        #expect(error.position == SourcePosition(line: 6, column: 24))
        #expect(error.message.hasPrefix("'pianokey' is not an SF Symbol in tourc's table (SF Symbols 7.0); closest: 'pianokeys'"))
        #expect(error.notes == ["a symbol newer than the table goes in symbols.extra in tourc.yaml"])
    }

    @Test func aRenamedNameIsAWarningWithTheCurrentName() throws {
        let warning = try #require(Self.diagnostics("Turn {symbol:dial.min}.").first)
        #expect(warning.severity == .warning && warning.code.rawValue == "TOUR341")
        #expect(warning.message == "SF Symbol 'dial.min' was renamed 'dial.low'")
        // dial.low is from 2022: on iOS 15 only the old name shows.
        #expect(
            warning.notes == [
                "'dial.low' needs iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, so keep 'dial.min' while the app supports older versions"
            ])
        var options = ValidationOptions()
        options.platforms = PlatformSettings(minimums: [.iOS: OSVersion("17.0")!])
        #expect(Self.diagnostics("Turn {symbol:dial.min}.", options: options).first?.notes == ["write {symbol:dial.low}"])
    }

    @Test func aNameTooNewForIOS15IsAWarningNamingTheVersions() throws {
        let warning = try #require(Self.diagnostics("Turn {symbol:dial.medium}.").first)
        #expect(warning.severity == .warning && warning.code.rawValue == "TOUR342")
        #expect(
            warning.message
                == "SF Symbol 'dial.medium' needs iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0 (SF Symbols 4.0); the app supports iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0"
        )
    }

    /// Only the platforms the app lists are checked.
    @Test func theListedPlatformsDecide() {
        var options = ValidationOptions()
        options.platforms = PlatformSettings(minimums: [.iOS: OSVersion("16.0")!])
        #expect(Self.diagnostics("Turn {symbol:dial.medium}.", options: options).isEmpty)
        options.platforms = PlatformSettings(minimums: [.iOS: OSVersion("16.0")!, .watchOS: OSVersion("8.5")!])
        #expect(
            Self.diagnostics("Turn {symbol:dial.medium}.", options: options).first?.message.hasPrefix("SF Symbol 'dial.medium' needs watchOS 9.0 (")
                == true)
    }

    @Test func extraNamesAreAcceptedAsTheyAre() {
        var options = ValidationOptions()
        // apple.intelligence (SF Symbols 6.0) is in the table now: a made-up name stands for one newer than it.
        options.extraSymbols = ["liquid.glass", "dial.medium"]
        #expect(Self.diagnostics("Tap {symbol:liquid.glass}, then {symbol:dial.medium}.", options: options).isEmpty)
        #expect(Self.diagnostics("Tap {symbol:liquid.glass}.").map(\.code.rawValue) == ["TOUR340"])
    }

    @Test func versionsCompareAsNumbers() {
        #expect(OSVersion("16") == OSVersion("16.0.0"))
        #expect(OSVersion("13.10")! > OSVersion("13.9")!)
        #expect(OSVersion("10.15")! < OSVersion("11")!)
        for bad in ["", "fifteen", "15.", ".1", "1.2.3.4", "-1", "15.0a"] { #expect(OSVersion(bad) == nil, "\(bad)") }
    }
}
