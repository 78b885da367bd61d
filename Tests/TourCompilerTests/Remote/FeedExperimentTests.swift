import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourKit
@testable import TourValidation

/// Remote tours with an experiment: a build whose TourKit cannot run one
/// (bundle formats 1 and 2) is refused, a build that can gets a feed
/// TourKit reads with the variants, and a split changed under the same id
/// since the feed being replaced is a warning.
@Suite struct FeedExperimentTests {
    static func manifest(formats: String) -> String {
        """
        {"bundleFormatVersions": [\(formats)], "events": [], "manifestVersion": 1, "platforms": {"iOS": "17.0"}, "publicKeys": ["KEY"],
         "targets": ["playButton"], "tourcVersion": "0.1.0", "tours": []}
        """
    }

    static func tour(control: Int, a: Int) -> String {
        """
        tour: spring
        experiment:
          id: spring-copy
          variants:
            control: {weight: \(control), show: false}
            a: {weight: \(a)}
        steps:
          - {id: play, target: playButton, title: Play, text: Select play.}

        """
    }

    private func project(_ tour: String, formats: String) throws -> (TemporaryFolder, FeedRequest) {
        let folder = try TemporaryFolder(files: ["Remote/spring.tour.yaml": tour])
        let key = try #require(FeedKeys.generate(at: folder.path + "/signing.key").publicKey)
        try folder.write("Apps/0.json", Self.manifest(formats: formats).replacingOccurrences(of: "KEY", with: key))
        var request = FeedRequest(
            validation: ValidationRequest(inputs: [folder.path + "/Remote"]), manifests: [folder.path + "/Apps/0.json"],
            feedOutput: folder.path + "/feed.json")
        request.signingKey = folder.path + "/signing.key"
        return (folder, request)
    }

    @Test func aBuildThatCannotRunAnExperimentIsRefusedAtIt() throws {
        let (folder, request) = try project(Self.tour(control: 20, a: 80), formats: "1, 2")
        defer { withExtendedLifetime(folder) {} }
        let outcome = FeedCommand.run(request)
        #expect(!outcome.written)
        #expect(outcome.diagnostics.map(\.code) == [.remoteTourDoesNotFit], "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.first?.position == SourcePosition(line: 3, column: 7))
    }

    @Test func aChangedSplitUnderTheSameIdWarnsAgainstTheFeedItReplaces() throws {
        let (folder, request) = try project(Self.tour(control: 20, a: 80), formats: "1, 2, 3")
        let first = FeedCommand.run(request)
        #expect(first.written && first.diagnostics.isEmpty, "\(first.diagnostics)")
        let served = try Array(Data(contentsOf: folder.url.appendingPathComponent("feed.json")))
        let envelope = try #require(try JSONSerialization.jsonObject(with: Data(served)) as? [String: Any])
        let text = try #require(envelope["signed"] as? String)
        let signed = try #require(Data(base64Encoded: text))
        let feed = try RemoteTourFeed(signed: signed)
        let bundle = try #require(try feed.entries.first?.bundle.get())
        #expect(bundle.schemaVersion == 3)
        #expect(bundle.experiment?.variants.map(\.name) == ["control", "a"])

        try folder.write("Remote/spring.tour.yaml", Self.tour(control: 50, a: 50))
        let second = FeedCommand.run(request)
        #expect(second.diagnostics.map(\.code) == [.experimentSplitChanged])
        #expect(second.diagnostics.first?.message.contains("(control 20 hidden, a 80; now control 50 hidden, a 50)") == true)
        #expect(second.written, "a warning does not stop the feed")
    }
}
