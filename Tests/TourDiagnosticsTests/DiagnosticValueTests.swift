import Testing

@testable import TourDiagnostics

/// A `Diagnostic` keeps its fields in one shared reference (copies are
/// cheap), and still behaves as a value: a changed copy leaves the others
/// alone, and equality and hashing read the fields, not the reference.
struct DiagnosticValueTests {
    private let original = Diagnostic(
        severity: .warning, code: .unusedTarget, message: "target 'x' is never used", file: "a.tour.yaml",
        position: SourcePosition(line: 3, column: 5), notes: ["n"], suggestion: "y")

    @Test func aChangedCopyLeavesTheOriginalAlone() {
        var copy = original
        copy.severity = .error
        copy.code = .unknownKey
        copy.message = "changed"
        copy.file = nil
        copy.position = nil
        copy.notes.append("more")
        copy.suggestion = nil
        #expect(original.severity == .warning)
        #expect(original.code == .unusedTarget)
        #expect(original.message == "target 'x' is never used")
        #expect(original.file == "a.tour.yaml")
        #expect(original.position == SourcePosition(line: 3, column: 5))
        #expect(original.notes == ["n"])
        #expect(original.suggestion == "y")
        #expect(copy.notes == ["n", "more"])
        #expect(copy != original)
    }

    @Test func findingsMadeApartAreEqualAndHashAlike() {
        let twin = Diagnostic(
            severity: .warning, code: .unusedTarget, message: "target 'x' is never used", file: "a.tour.yaml",
            position: SourcePosition(line: 3, column: 5), notes: ["n"], suggestion: "y")
        #expect(twin == original)
        #expect(twin.hashValue == original.hashValue)
        #expect(Set([twin, original]).count == 1)
        var changedBack = original
        changedBack.message = "other"
        changedBack.message = original.message
        #expect(changedBack == original)
    }

    @Test func printsItsFieldsNotItsStorage() {
        let printed = String(describing: original)
        #expect(printed.hasPrefix("Diagnostic(severity: "))
        #expect(printed.contains("file: Optional(\"a.tour.yaml\"), position: Optional(3:5), notes: [\"n\"]"))
        #expect(!printed.contains("Fields"))
    }
}
