import Foundation
import TestSupport
import Testing

@testable import TourDiagnostics
@testable import TourScanning

// Fixture-driven tests of the tag forms: each file under `Fixtures/Forms/`
// is scanned, and what the scanner finds must be exactly what the file's own
// comments mark, as a multiset:
//
//   // # site: WRITTEN :COLUMN   a tag site, written `.case`, `Type.case`,
//                                `Type.*` or `"target"`
//   // # expect: CODE :COLUMN    a diagnostic (TOUR320, TOUR321)
//
// `:COLUMN` is on the marker's own line, `+N:COLUMN` N lines below it and
// `-N:COLUMN` above, so lines can be added or moved without renumbering.
// A line may hold several markers; they usually sit in a comment on the
// line they describe, after the code, so its columns stay as written. Each
// TOUR320 stands for an unresolved site at the same place, which the marker
// also checks.

/// The form fixtures' file names, sorted.
let tagFormFixtures: [String] = {
    let folder = packageRoot + "/Tests/TourScanningTests/Fixtures/Forms"
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
}()

@Suite struct TagFormFixtureTests {
    /// What the markers in `text` expect: sites and diagnostics, each as
    /// `WHAT LINE:COLUMN`, the line counted from the marker's.
    static func markers(in text: String) -> (sites: [String], codes: [String]) {
        var sites: [String] = []
        var codes: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (marker, list) in [("# site:", 0), ("# expect:", 1)] {
                for chunk in line.components(separatedBy: marker).dropFirst() {
                    let words = chunk.split(separator: " ").prefix(2)
                    guard words.count == 2, let colon = words.last!.firstIndex(of: ":") else {
                        Issue.record("line \(index + 1): '\(marker)\(chunk)' needs WHAT and :COLUMN, +N:COLUMN or -N:COLUMN")
                        continue
                    }
                    let offset = words.last![..<colon]
                    guard offset.isEmpty || offset.first == "+" || offset.first == "-", let lines = offset.isEmpty ? 0 : Int(offset) else {
                        Issue.record("line \(index + 1): count the line from the marker, not '\(words.last!)'")
                        continue
                    }
                    let written = "\(words.first!) \(index + 1 + lines):\(words.last![words.last!.index(after: colon)...])"
                    if list == 0 { sites.append(written) } else { codes.append(written) }
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
