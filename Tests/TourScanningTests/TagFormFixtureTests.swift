import Foundation
import TestSupport
import Testing

@testable import TourDiagnostics
@testable import TourScanning

// Fixture-driven tests of the tag forms: each file under `Fixtures/Forms/`
// is scanned, and what the scanner finds must be exactly what the file's own
// comments mark, as a multiset:
//
//   // # site: WRITTEN LINE:COLUMN   a tag site, written `.case`, `Type.case`,
//                                    `Type.*` or `"target"`
//   // # expect: CODE LINE:COLUMN    a diagnostic (TOUR320, TOUR321)
//
// A line may hold several markers; they usually sit on a comment line below
// the code they describe, so the code's own columns stay as written. Each
// TOUR320 stands for an unresolved site at the same place, which the marker
// also checks.

/// The form fixtures' file names, sorted.
let tagFormFixtures: [String] = {
    let folder = packageRoot + "/Tests/TourScanningTests/Fixtures/Forms"
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
}()

@Suite struct TagFormFixtureTests {
    /// What the markers in `text` expect: sites and diagnostics, each as
    /// `WHAT LINE:COLUMN`.
    static func markers(in text: String) -> (sites: [String], codes: [String]) {
        var sites: [String] = []
        var codes: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for (marker, list) in [("# site:", 0), ("# expect:", 1)] {
                for chunk in line.components(separatedBy: marker).dropFirst() {
                    let words = chunk.split(separator: " ").prefix(2).joined(separator: " ")
                    if list == 0 { sites.append(words) } else { codes.append(words) }
                }
            }
        }
        return (sites.sorted(), codes.sorted())
    }

    @Test("Each form fixture yields exactly the sites and codes it marks", arguments: tagFormFixtures)
    func fixture(_ name: String) throws {
        let text = try String(contentsOfFile: packageRoot + "/Tests/TourScanningTests/Fixtures/Forms/" + name, encoding: .utf8)
        let expected = Self.markers(in: text)
        #expect(!expected.sites.isEmpty || !expected.codes.isEmpty, "\(name) marks nothing")
        let findings = Array(text.utf8).withUnsafeBufferPointer { SwiftTagScanner.scan($0, file: name) }
        let sites = findings.sites.filter { $0.kind != .unresolved }.map {
            "\($0.written) \($0.position.line):\($0.position.column)"
        }.sorted()
        let codes = findings.diagnostics.map {
            "\($0.code.rawValue) \($0.position!.line):\($0.position!.column)"
        }.sorted()
        let unresolved = findings.sites.filter { $0.kind == .unresolved }.map {
            "TOUR320 \($0.position.line):\($0.position.column)"
        }.sorted()
        #expect(sites == expected.sites, "\(name): sites")
        #expect(codes == expected.codes, "\(name): diagnostics \(findings.diagnostics.map(\.message))")
        #expect(unresolved == codes.filter { $0.hasPrefix("TOUR320") }, "\(name): unresolved sites")
    }

    /// Code cut off anywhere (an editor's unsaved half-line) scans without
    /// a crash, and every site it finds is inside what is there.
    @Test("Every prefix of a form fixture scans", arguments: tagFormFixtures)
    func everyPrefixScans(_ name: String) throws {
        let bytes = Array(try String(contentsOfFile: packageRoot + "/Tests/TourScanningTests/Fixtures/Forms/" + name, encoding: .utf8).utf8)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        for end in 0...bytes.count {
            let findings = Array(bytes[..<end]).withUnsafeBufferPointer { SwiftTagScanner.scan($0, file: name) }
            for site in findings.sites {
                #expect(site.position.line <= lines, "\(name) cut at \(end): \(site)")
            }
        }
    }

    @Test func thereAreFormFixtures() {
        #expect(tagFormFixtures.count >= 8)
    }
}
