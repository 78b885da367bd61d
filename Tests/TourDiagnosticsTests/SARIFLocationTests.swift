import Testing

@testable import TourDiagnostics

/// How a SARIF result names its file, and how much text a fix replaces.
@Suite struct SARIFLocationTests {
    @Test func aPathUnderTheSourceRootIsRelativeToIt() {
        let inside = SARIFLocation(file: "/work/app/Tours/main.tour.yaml", sourceRoot: "/work/app")
        #expect(inside.uri == "Tours/main.tour.yaml" && inside.isUnderSourceRoot)
        let relative = SARIFLocation(file: "./Tours/main.tour.yaml", sourceRoot: "/work/app/")
        #expect(relative.uri == "Tours/main.tour.yaml" && relative.isUnderSourceRoot)
        let outside = SARIFLocation(file: "/tmp/x.tour.yaml", sourceRoot: "/work/app")
        #expect(outside.uri == "file:///tmp/x.tour.yaml" && !outside.isUnderSourceRoot)
        // A sibling whose name starts like the root is not under it.
        #expect(!SARIFLocation(file: "/work/application/a.yaml", sourceRoot: "/work/app").isUnderSourceRoot)
    }

    @Test func reservedAndNonASCIIBytesArePercentEncoded() {
        #expect(SARIFLocation.percentEncoded("Tours/my tour#1.tour.yaml") == "Tours/my%20tour%231.tour.yaml")
        #expect(SARIFLocation.percentEncoded("Touren/Übersicht.tour.yaml") == "Touren/%C3%9Cbersicht.tour.yaml")
        #expect(SARIFLocation.fileURI(ofFolder: "/work/app") == "file:///work/app/")
    }

    @Test func aFixReplacesTheKeyOrValueAtTheFinding() {
        let yaml = Array("steps:\n  - titel: Hi\n    action: tapp # a comment\n    shape: \"circel\"\n    ü: x\n".utf8)
        #expect(SARIFLocation.tokenLength(in: yaml, line: 2, column: 5) == 5)  // titel
        #expect(SARIFLocation.tokenLength(in: yaml, line: 3, column: 13) == 4)  // tapp, not the comment
        #expect(SARIFLocation.tokenLength(in: yaml, line: 4, column: 12) == 8)  // "circel", quotes included
        #expect(SARIFLocation.tokenLength(in: yaml, line: 5, column: 5) == 1)  // ü: one scalar
        #expect(SARIFLocation.tokenLength(in: yaml, line: 9, column: 1) == nil)
        #expect(SARIFLocation.tokenLength(in: yaml, line: 2, column: 40) == nil)
    }
}
