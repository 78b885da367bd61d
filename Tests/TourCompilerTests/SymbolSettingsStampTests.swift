import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics

/// `platforms:` and `symbols.extra` change what validation reports, so a
/// compile after either changed runs again and reports again, instead of
/// trusting the stamp of the last one.
@Suite struct SymbolSettingsStampTests {
    private static func configuration(platforms: String, extra: String) -> String {
        """
        inputs: [Tours]
        output: {swift: Generated}
        platforms: \(platforms)
        symbols: {extra: \(extra)}

        """
    }

    /// Inputs an hour old, so the stamp trusts their times (a file changed
    /// within the clock's granularity is read again whatever the stamp says).
    private func age(_ folder: TemporaryFolder) throws {
        for path in ["Tours/targets.yaml", "Tours/effects.tour.yaml", "tourc.yaml"] {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder.path + "/" + path)
        }
    }

    private func compile(_ folder: TemporaryFolder) throws -> CompileOutcome {
        var settings = CommandSettings()
        settings.configuration = folder.path + "/tourc.yaml"
        let resolved = SettingsResolver.resolve(settings)
        let request = try #require(resolved.request, "\(resolved.diagnostics)")
        return Compiler.compile(request)
    }

    @Test func changingPlatformsOrExtraSymbolsRunsAgain() throws {
        let folder = try TemporaryFolder(files: [
            "Tours/targets.yaml": "targets: [delay]\n",
            "Tours/effects.tour.yaml":
                "tour: effects\nsteps:\n  - {id: delay, title: Delay, text: 'Turn {symbol:dial.medium}, then {symbol:new.symbol}.'}\n",
            "tourc.yaml": Self.configuration(platforms: "{iOS: \"16.0\"}", extra: "[new.symbol]"),
        ])
        try age(folder)
        let first = try compile(folder)
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
        let again = try compile(folder)
        #expect(again.upToDateByStamp && again.diagnostics.isEmpty)
        // iOS 15 lacks dial.medium: the stamp must not hide the warning.
        try Self.configuration(platforms: "{iOS: \"15.0\"}", extra: "[new.symbol]")
            .write(toFile: folder.path + "/tourc.yaml", atomically: true, encoding: .utf8)
        try age(folder)
        let lower = try compile(folder)
        #expect(!lower.upToDateByStamp)
        #expect(lower.diagnostics.map(\.code.rawValue) == ["TOUR342"], "\(lower.diagnostics)")
        // Without the extra name, the unknown symbol is an error and nothing is written.
        try Self.configuration(platforms: "{iOS: \"16.0\"}", extra: "[]")
            .write(toFile: folder.path + "/tourc.yaml", atomically: true, encoding: .utf8)
        try age(folder)
        let strict = try compile(folder)
        #expect(!strict.upToDateByStamp)
        #expect(strict.diagnostics.map(\.code.rawValue) == ["TOUR340"], "\(strict.diagnostics)")
    }
}
