import Foundation
import TestSupport
import Testing

/// What an app that links TourKit can call, checked from outside the
/// package: the program is compiled with no package name, as an app is,
/// against the TourFormat and TourKit modules the harness builds.
@Suite struct TourKitAppSurfaceTests {
    @Test(.uninstrumentedWork) func anAppUsesTheRenamedAPI() throws {
        let main = """
            import Foundation
            import TourKit

            let data = Data(#"{"schemaVersion": 1, "id": "x", "swiftName": "X", "icon": "star", "steps": []}"#.utf8)
            let bundle = try TourBundle(jsonData: data)
            let encoded = try TourBundle.makeCanonicalEncoder().encode(bundle)
            print(bundle.iconName ?? "-", bundle.metadata.iconName ?? "-", String(decoding: encoded, as: UTF8.self).contains(#""icon""#))
            print(TourText.segments(of: "Tap {symbol:star}").map(\\.isSymbol))

            """
        let output = try GeneratedCodeHarness.runProgram([], main: main)
        #expect(output == "star star true\n[false, true]\n")
    }

    /// The compiler's tools in TourFormat are `package`, and the runtime's
    /// helpers `internal`: an app that names one does not compile.
    @Test(.uninstrumentedWork) func anAppDoesNotSeeTheCompilersTools() throws {
        let main = """
            import Foundation
            import TourFormat
            import TourKit

            let bundle = try TourBundle(jsonData: Data())
            _ = TourText.problems(in: "")
            _ = TourText.isSymbolName("star")
            _ = TourText.symbolNamePattern
            _ = TourText.localizationKey(of: "")
            _ = TourText.symbols(in: "")
            _ = TourText.formatString(for: "", sourceSymbols: [])
            _ = TourRevision.hash([])
            _ = TourBundle.fallbacks(for: "de")
            _ = bundle.sessionSteps
            _ = bundle.sessionRevision

            """
        let failure = #expect(throws: GeneratedCodeHarness.HarnessError.self) {
            try GeneratedCodeHarness.runProgram([], main: main)
        }
        let message = failure?.message ?? ""
        for name in ["problems", "isSymbolName", "symbolNamePattern", "localizationKey", "symbols", "formatString"] {
            #expect(message.contains("'\(name)' is inaccessible due to 'package' protection level"), "\(name)")
        }
        // A `package` type outside its package is not found at all.
        #expect(message.contains("cannot find 'TourRevision' in scope"))
        for name in ["fallbacks", "sessionSteps", "sessionRevision"] {
            #expect(message.contains("'\(name)' is inaccessible due to 'internal' protection level"), "\(name)")
        }
    }
}
