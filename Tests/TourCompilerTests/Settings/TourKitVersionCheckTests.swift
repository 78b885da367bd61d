import TestSupport
import Testing

@testable import TourCompiler

/// The version check the plugins ask for (`--tourkit-version-file`); the
/// TOUR520 fixtures cover what it reports.
@Suite("tourc compile --tourkit-version-file")
struct TourKitVersionCheckTests {
    @Test("this package's TourKit is tourc's release")
    func ownTourKitPasses() {
        let file = packageRoot + "/Sources/TourFormat/TourcRelease.swift"
        let outcome = TourKitVersionCheck.check(versionFile: file)
        #expect(outcome.diagnostics.isEmpty)
        let declared = TourKitVersionCheck.declaredVersion(in: Array(outcome.sources[file, default: []]))
        #expect(declared?.version == TourcVersion.current)
    }

    @Test("a version literal is read from its quotes, on its own line only")
    func literalIsReadExactly() {
        let found = TourKitVersionCheck.declaredVersion(in: Array("enum R {\n  static let version = \"1.2.3-beta.1\"\n}\n".utf8))
        #expect(found?.version == "1.2.3-beta.1")
        #expect(found.map { "\($0.position.line):\($0.position.column)" } == "2:24")
        // A literal left open does not borrow the next line's text.
        #expect(TourKitVersionCheck.declaredVersion(in: Array("static let version = \"1.2\nlet x = \"y\"\n".utf8)) == nil)
    }

    @Test("no version file is a TourKit from before the check; a folder in its place cannot be read")
    func missingOrUnreadableFile() {
        let missing = TourKitVersionCheck.check(versionFile: "/nonexistent/TourcRelease.swift", expected: "0.1.0")
        #expect(missing.diagnostics.map(\.code) == [.tourKitVersionMismatch])
        #expect(missing.diagnostics.first?.message.hasPrefix("this target links a TourKit older than 0.1.0") == true)
        let folder = TourKitVersionCheck.check(versionFile: packageRoot + "/Sources/TourFormat")
        #expect(folder.diagnostics.map(\.code) == [.unreadableFile])
    }
}
