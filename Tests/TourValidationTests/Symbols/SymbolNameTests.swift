import Testing

@testable import TourDiagnostics
@testable import TourFormat
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// The symbol table and the checks over it: a known name, a misspelling
/// and its suggestion, a rename, a name too new for iOS 15, names from
/// SF Symbols 6 and 7 at the versions that ship them, the platforms an app
/// lists, and the escape hatch.
@Suite struct SymbolNameTests {
    private static func diagnostics(
        _ text: String, icon: String = "pianokeys", options: ValidationOptions = ValidationOptions()
    ) -> [Diagnostic] {
        let yaml = """
            tour: t
            icon: \(icon)
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

    /// The OS versions of a release, in Package.swift's order.
    private static func versions(_ release: SymbolTable.Release) -> [String] {
        ApplePlatform.allCases.map { release.versions[$0].map { "\($0)" } ?? "none" }
    }

    @Test func theTableHoldsEveryReleaseAndItsVersions() throws {
        let table = SymbolTable.shared
        #expect(table.count == 9_155 && table.count == SymbolTable.nameCount)
        #expect(SymbolTable.release == "SF Symbols 7.0" && table.releases.last?.name == SymbolTable.release)
        let releases = [
            "1.0", "1.1", "2.0", "2.1", "2.2", "3.0", "3.1", "3.2", "3.3", "4.0", "4.1", "4.2", "5.0", "5.1", "5.2", "5.3", "6.0", "6.1",
            "6.2", "6.3", "6.4", "7.0",
        ]
        #expect(table.releases.map(\.version) == releases)
        #expect(table.releases.allSatisfy { $0.versions.count == ApplePlatform.allCases.count })
        // iOS, macOS, tvOS, watchOS, visionOS.
        let expected: [String: [String]] = [
            "1.0": ["13.0", "10.15", "13.0", "6.0", "1.0"],
            "2.0": ["14.0", "11.0", "14.0", "7.0", "1.0"],
            "4.0": ["16.0", "13.0", "16.0", "9.0", "1.0"],
            "5.1": ["17.2", "14.2", "17.2", "10.2", "1.1"],
            "6.0": ["18.0", "15.0", "18.0", "11.0", "2.0"],
            "6.1": ["18.1", "15.1", "18.1", "11.1", "2.1"],
            "6.4": ["18.5", "15.5", "18.5", "11.5", "2.5"],
            "7.0": ["26.0", "26.0", "26.0", "26.0", "26.0"],
        ]
        for release in table.releases {
            if let versions = expected[release.version] { #expect(Self.versions(release) == versions, "\(release.name)") }
        }
        let pianokeys = try #require(table.release(of: "pianokeys"))
        #expect(pianokeys.name == "SF Symbols 2.0" && pianokeys.versions[.iOS] == OSVersion(14, 0))
        #expect(table.release(of: "dial.medium")?.name == "SF Symbols 4.0")
        #expect(table.release(of: "apple.intelligence")?.name == "SF Symbols 6.0")
        #expect(table.release(of: "1.calendar")?.name == "SF Symbols 7.0")
        #expect(!table.contains("pianokey"))
        // Lookups search the lines in place, so they must be in byte order.
        let names = table.allNames
        #expect(names.count == SymbolTable.nameCount)
        #expect(zip(names, names.dropFirst()).allSatisfy { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        // Every name is found, has a release, and can be spelt in `{symbol:NAME}`.
        #expect(names.allSatisfy { table.release(of: $0) != nil && TourText.isSymbolName($0) })
    }

    @Test func renamesGiveTheCurrentName() {
        let table = SymbolTable.shared
        #expect(table.currentName(of: "dial.min") == "dial.low")
        #expect(table.currentName(of: "dial.low") == nil)
        // A rename's current name is always a name the table knows.
        #expect(table.contains("dial.low") && table.contains("dial.min"))
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

    /// SF Symbols 6.0 (iOS 18.0): accepted from iOS 18.0 on, a warning before.
    @Test func anSFSymbols6IconPassesFromIOS18() throws {
        var options = ValidationOptions()
        options.platforms = PlatformSettings(minimums: [.iOS: OSVersion(18, 1)])
        #expect(Self.diagnostics("Tap {symbol:star.fill}.", icon: "apple.intelligence", options: options).isEmpty)
        // The data has apple.intelligence in 6.0, not 6.1: iOS 18.0 has it too.
        options.platforms = PlatformSettings(minimums: [.iOS: OSVersion(18, 0)])
        #expect(Self.diagnostics("Tap {symbol:star.fill}.", icon: "apple.intelligence", options: options).isEmpty)
        options.platforms = PlatformSettings(minimums: [.iOS: OSVersion(17, 6)])
        let warning = try #require(Self.diagnostics("Tap {symbol:star.fill}.", icon: "apple.intelligence", options: options).first)
        #expect(warning.code.rawValue == "TOUR342" && warning.position == SourcePosition(line: 2, column: 7))
        #expect(warning.message == "SF Symbol 'apple.intelligence' needs iOS 18.0 (SF Symbols 6.0); the app supports iOS 17.6")
    }

    @Test func anSFSymbols6NameInATextPassesAtIOS18() {
        var options = ValidationOptions()
        options.platforms = PlatformSettings(minimums: [.iOS: OSVersion(18, 0)])
        #expect(Self.diagnostics("Tap {symbol:arrow.trianglehead.clockwise} to retry.", options: options).isEmpty)
    }

    /// SF Symbols 7.0 ships with iOS 26: accepted there, a warning at iOS 18.
    @Test func anSFSymbols7NameNeedsIOS26() throws {
        var options = ValidationOptions()
        options.platforms = PlatformSettings(minimums: [.iOS: OSVersion(26, 0)])
        #expect(Self.diagnostics("Open {symbol:1.calendar}.", options: options).isEmpty)
        options.platforms = PlatformSettings(minimums: [.iOS: OSVersion(18, 0)])
        let found = Self.diagnostics("Open {symbol:1.calendar}.", options: options)
        let warning = try #require(found.first)
        #expect(found.count == 1 && warning.severity == .warning && warning.code.rawValue == "TOUR342")
        #expect(warning.message == "SF Symbol '1.calendar' needs iOS 26.0 (SF Symbols 7.0); the app supports iOS 18.0")
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
