import Testing
import TourDiagnostics

@testable import TourModel

/// An app manifest is data from outside: `--against` checks its names, keys
/// and domains before any of them reaches a message or a feed (round three).
@Suite struct AppManifestDecoderTests {
    private func manifest(targets: String = #"["playButton"]"#, keys: String = "[]", domains: String = "[]", tours: String = "[]") -> [UInt8] {
        Array(
            #"{"bundleFormatVersions": [1], "events": ["songPlayed"], "linkDomains": \#(domains), "manifestVersion": 1, "platforms": {}, "publicKeys": \#(keys), "targets": \#(targets), "tourcVersion": "0.1.0", "tours": \#(tours)}"#
                .utf8)
    }

    private func problem(_ bytes: [UInt8]) -> String? {
        if case .failure(let unreadable) = AppManifest.decode(bytes, file: "m.json") { return unreadable.diagnostic.message }
        return nil
    }

    @Test func namesKeysAndDomainsThatAreNotAreRefused() {
        #expect(problem(manifest()) == nil)
        #expect(problem(manifest(targets: #"["../../etc"]"#))?.hasPrefix("'../../etc' in the app manifest is not a name") == true)
        #expect(problem(manifest(targets: #"["a\"b"]"#))?.contains("is not a name") == true)
        #expect(problem(manifest(targets: #"["a\u0000"]"#))?.contains("is not a name") == true)
        #expect(problem(manifest(tours: #"[{"id": "../x", "revision": "0123456789abcdef"}]"#))?.contains("is not a tour id") == true)
        #expect(problem(manifest(keys: #"["AAAA"]"#))?.contains("is not an Ed25519 public key") == true)
        #expect(problem(manifest(domains: #"["https://example.com"]"#))?.contains("is not a domain") == true)
    }

    @Test func eachNameKeepsItsPlaceInOnePass() throws {
        let targets = (0..<2_000).map { "\"t\($0)\"" }.joined(separator: ",\n")
        let bytes = Array(
            "{\"bundleFormatVersions\": [1], \"events\": [\"e\"], \"manifestVersion\": 1, \"targets\": [\n\(targets)\n], \"tours\": []}".utf8)
        guard case .success(let manifest) = AppManifest.decode(bytes, file: "m.json") else {
            Issue.record("not decoded")
            return
        }
        #expect(manifest.registry.targets[1_999].name.position == SourcePosition(line: 2_001, column: 1))
        #expect(manifest.registry.events.first?.name.position == SourcePosition(line: 1, column: 42))
    }
}
