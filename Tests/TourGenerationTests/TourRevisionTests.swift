import Testing

@testable import TourDiagnostics
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// A tour's revision changes exactly when what its steps say or do changes.
@Suite struct TourRevisionTests {
    static let base = """
        tour: main
        title: Welcome
        defaults: {padding: 8}
        steps:
          - id: keyboard
            title: {en: Play, de: Spielen}
            text: Touch a key.
            action: tap
          - id: octave
            target: octaveControl
            title: Octave
            text: Tap {symbol:plus.circle}.
        """

    /// `base`'s revision, as tourc 1 wrote it (FNV-1a over the fields).
    static let baseRevision = "86cc51d1ace9029a"

    private func revision(_ yaml: String) throws -> String {
        var collector = DiagnosticCollector(file: "t.tour.yaml")
        let parsed = YAMLParser().parse(Array(yaml.utf8), diagnostics: &collector)
        let decoded = TourDecoder.decode(parsed.documents, file: "t.tour.yaml")
        let validation = Validator.validate(decoded.tours, registry: nil, options: ValidationOptions())
        return try #require(validation.validatedFiles?.first?.tours.first).revision
    }

    @Test func itIsStableAndSixteenHexDigits() throws {
        let revision = try revision(Self.base)
        #expect(revision == (try self.revision(Self.base)))
        #expect(revision.count == 16 && revision.allSatisfy(\.isHexDigit))
        // The same on every platform and in every process: a constant, not
        // a seeded hash (tourcTests' RevisionAcrossProcessesTests gets it
        // from two tourc processes).
        #expect(revision == Self.baseRevision)
    }

    @Test(arguments: [
        ("an id", "id: octave", "id: octave-up"),
        ("a target", "target: octaveControl", "target: octaveButton"),
        ("an action", "action: tap", "action: navigate"),
        ("a title", "title: Octave", "title: The octave"),
        ("a text", "Touch a key.", "Touch any key."),
        ("a translation", "de: Spielen", "de: Spiele"),
        ("a symbol", "{symbol:plus.circle}", "{symbol:plus.square}"),
    ])
    func itChangesWithWhatTheStepsSayAndDo(what: String, old: String, new: String) throws {
        #expect(try revision(Self.base) != revision(Self.base.replacingOccurrences(of: old, with: new)), "\(what)")
    }

    @Test(arguments: [
        ("the padding", "defaults: {padding: 8}", "defaults: {padding: 12}"),
        ("the tour's title", "title: Welcome", "title: Hello"),
        ("a comment", "steps:", "# a comment\nsteps:"),
    ])
    func itIgnoresEverythingElse(what: String, old: String, new: String) throws {
        #expect(try revision(Self.base) == revision(Self.base.replacingOccurrences(of: old, with: new)), "\(what)")
    }
}
