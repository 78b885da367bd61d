import Testing
import TourDiagnostics
import TourSyntax

@testable import TourLayout

/// What ``FileLayout`` refuses, and leaves exactly as it is: a file with
/// YAML errors, one that is not a tour file, a UTF-16 file; what it keeps
/// as written; and how it treats line endings.
@Suite struct FileLayoutTests {
    static func layOut(_ text: String, limits: YAMLLimits = .default) -> LayoutOutcome {
        FileLayout.layOut(Array(text.utf8), file: "test.tour.yaml", limits: limits)
    }

    @Test func aFileWithAYAMLErrorIsReportedAtTheErrorAndNotLaidOut() {
        let outcome = Self.layOut("tour: a\nsteps:\n  - id: a\n    title: \"unclosed\n")
        #expect(outcome.bytes == nil)
        #expect(outcome.diagnostics.map(\.code) == [.yamlSyntax])
        #expect(outcome.diagnostics.first?.position != nil)
    }

    @Test func aDuplicateKeyIsAnErrorToo() {
        let outcome = Self.layOut("tour: a\ntour: b\nsteps: []\n")
        #expect(outcome.bytes == nil)
        #expect(outcome.diagnostics.map(\.code) == [.duplicateKey])
    }

    @Test(arguments: [
        ("targets:\n  - keyboard\n", 1, 1),
        ("inputs: [Tours]\n", 1, 1),
        ("- a list\n", 1, 1),
        ("just text\n", 1, 1),
        ("tour: a\nsteps: []\n---\ntargets: [x]\n", 4, 1),
        ("# only a comment\n", 1, 1),
        ("", 1, 1),
        ("---\n", 1, 1),
    ])
    func whatIsNotATourFileIsRefusedWithItsPosition(_ text: String, _ line: Int, _ column: Int) {
        let outcome = Self.layOut(text)
        #expect(outcome.bytes == nil)
        #expect(outcome.diagnostics.map(\.code) == [.notATourFile])
        #expect(outcome.diagnostics.first?.position == SourcePosition(line: line, column: column))
    }

    @Test func format14KeysGoWhereTheFormatDeclaresThem() throws {
        let outcome = Self.layOut(
            """
            tour: a
            show:
              invalidatedBy: [effectUsed]
              when: "!isPro"
              events:
                presetSaved:
                  within: 7d
                  count: 2
                exported: 1
              ignoresFrequency: true
              maxDuration: 90s
              launches: 2
            steps:
              - when: plan == .free
                id: a
                text: A.
                title: A

            """)
        let text = String(decoding: try #require(outcome.bytes), as: UTF8.self)
        #expect(
            text == """
                tour: a
                show:
                  launches: 2
                  events:
                    presetSaved:
                      count: 2
                      within: 7d
                    exported: 1
                  when: "!isPro"
                  maxDuration: 90s
                  ignoresFrequency: true
                  invalidatedBy: [effectUsed]
                steps:
                  - id: a
                    title: A
                    text: A.
                    when: plan == .free

                """)
    }

    @Test func aUTF16FileIsRefused() {
        let outcome = FileLayout.layOut([0xFF, 0xFE] + Array("tour: a\n".utf8).flatMap { [$0, 0] }, file: "utf16.tour.yaml")
        #expect(outcome.bytes == nil)
        #expect(outcome.diagnostics.map(\.code) == [.formatNeedsUTF8])
    }

    @Test func nestingPastWhatATourNeedsIsRefused() {
        let deep = "tour: a\nsteps: " + String(repeating: "[", count: 150) + String(repeating: "]", count: 150) + "\n"
        let outcome = Self.layOut(deep, limits: YAMLLimits(maxDepth: 1000))
        #expect(outcome.bytes == nil)
        #expect(outcome.diagnostics.map(\.code) == [.notATourFile])
    }

    @Test(arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
    func aFileWithUnicodeLineBreaksIsLeftAsWritten(_ lineBreak: String) {
        let text = "steps:   \n- {id: a, title: \"A\(lineBreak)B\", text: t}\ntour: a\n"
        #expect(Self.layOut(text).bytes == Array(text.utf8))
    }

    @Test func aLoneCarriageReturnFileKeepsItsLineBreaks() {
        let text = "tour: mac\rsteps:\r- id: a\r  title: A\r  text: a\r"
        let laidOut = Self.layOut(text).bytes.map { String(decoding: $0, as: UTF8.self) }
        #expect(laidOut == "tour: mac\rsteps:\r  - id: a\r    title: A\r    text: a\r")
    }

    @Test func theFileEndsWithOneLineBreakAndNoTrailingSpaces() {
        let laidOut = Self.layOut("tour: a   \nsteps:\n- id: a\n  title: A  \n  text: a\n\n\n").bytes
        #expect(laidOut.map { String(decoding: $0, as: UTF8.self) } == "tour: a\nsteps:\n  - id: a\n    title: A\n    text: a\n")
    }

    @Test func blankLinesBetweenEntriesBecomeOneAndNoneOpensABlock() {
        let laidOut = Self.layOut("tour: a\n\n\n\nsteps:\n\n  - id: a\n    title: A\n\n\n    text: a\n").bytes
        #expect(laidOut.map { String(decoding: $0, as: UTF8.self) } == "tour: a\n\nsteps:\n  - id: a\n    title: A\n\n    text: a\n")
    }
}
