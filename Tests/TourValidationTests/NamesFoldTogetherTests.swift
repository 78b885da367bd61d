import Testing

@testable import TourDiagnostics
@testable import TourModel
@testable import TourValidation

/// Names that become file names, compared as macOS's file systems compare
/// them: case and Unicode normalization folded. Linux keeps both files;
/// validation must refuse them there too. (The file names are made here,
/// not committed as fixtures, since a Mac's checkout could hold only one.)
@Suite struct NamesFoldTogetherTests {
    private static func tour(_ id: String, file: String, line: Int = 1) -> TourOutline {
        let position = SourcePosition(line: line, column: 7)
        return TourOutline(id: Located(id, at: position), file: file, typeName: id + "Tour", typeNamePosition: position, after: [])
    }

    private static func findings(_ tours: [TourOutline]) -> [Diagnostic] {
        NamesFoldTogether.findings(in: tours)
    }

    @Test func tourIDsThatDifferOnlyInCaseAreReportedAtBoth() {
        let diagnostics = Self.findings([Self.tour("mainA", file: "a.tour.yaml"), Self.tour("MainA", file: "b.tour.yaml", line: 4)])
        #expect(diagnostics.map(\.code) == [.namesFoldTogether, .namesFoldTogether])
        #expect(diagnostics.map(\.file) == ["a.tour.yaml", "b.tour.yaml"])
        #expect(diagnostics.map(\.position) == [SourcePosition(line: 1, column: 7), SourcePosition(line: 4, column: 7)])
        #expect(diagnostics.first?.message == "tour ids 'mainA' and 'MainA' differ only in case: their bundles are one file on macOS")
    }

    @Test func fileNamesInNFCAndNFDAreReportedAtBothWithTheirScalars() {
        let composed = "caf\u{E9}.tour.yaml"
        let decomposed = "cafe\u{301}.tour.yaml"
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        let diagnostics = Self.findings([Self.tour("one", file: "Tours/" + composed), Self.tour("two", file: "Tours/" + decomposed)])
        #expect(diagnostics.count == 2)
        #expect(Set(diagnostics.map { Array($0.file!.utf8) }) == [Array(("Tours/" + composed).utf8), Array(("Tours/" + decomposed).utf8)])
        #expect(diagnostics.allSatisfy { $0.message.contains("differ only in Unicode normalization") })
        #expect(diagnostics.contains { $0.message.hasSuffix("(this one is spelled caf\\u{E9}.tour.yaml)") })
        #expect(diagnostics.contains { $0.message.hasSuffix("(this one is spelled cafe\\u{301}.tour.yaml)") })
    }

    @Test func fileNamesThatDifferOnlyInCaseAreReported() {
        let diagnostics = Self.findings([Self.tour("one", file: "Help.tour.yaml"), Self.tour("two", file: "Other/help.tour.yaml")])
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.message.contains("differ only in case") })
    }

    @Test func distinctNamesAndTheSameNameInTwoFoldersAreNotThisCheck() {
        #expect(Self.findings([Self.tour("main", file: "a/help.tour.yaml"), Self.tour("mainB", file: "b/help.tour.yaml")]).isEmpty)
        #expect(Self.findings([Self.tour("main", file: "a.tour.yaml"), Self.tour("main", file: "b.tour.yaml")]).isEmpty)
    }
}
