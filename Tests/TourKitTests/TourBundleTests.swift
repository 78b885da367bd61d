import Foundation
import TestSupport
import Testing

@testable import TourKit

let golden = packageRoot + "/Tests/TourGenerationTests/Golden"

func goldenFiles(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: golden + "/" + folder).sorted().map { golden + "/" + folder + "/" + $0 }
}

/// TourKit and tourc's emitter agree: every bundle tourc writes decodes,
/// and TourKit re-encodes it to the same bytes.
@Suite struct TourBundleTests {
    @Test func everyCanonicalBundleDecodesAndReencodesToTheSameBytes() throws {
        let files = try goldenFiles("JSON")
        #expect(!files.isEmpty)
        for path in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let bundle = try TourBundle(jsonData: data)
            #expect(!bundle.steps.isEmpty)
            let reencoded = try bundle.canonicalJSON()
            #expect(
                String(decoding: reencoded, as: UTF8.self) == String(decoding: data, as: UTF8.self),
                "\(path) does not re-encode to the same bytes")
        }
    }

    @Test func theSpotlightBundleDecodesAndReencodesToTheSameBytes() throws {
        for path in try goldenFiles("Spotlight") where path.hasSuffix(".json") {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let bundle = try TourBundle(jsonData: data)
            #expect(bundle.presentation == TourPresentation(dimmingOpacity: 0.7, edgeBlurRadius: 8))
            #expect(bundle.steps.map(\.spotlightShape) == [.circle, .roundedRect(cornerRadius: 12, style: .circular), .capsule, .rect])
            #expect(String(decoding: try bundle.canonicalJSON(), as: UTF8.self) == String(decoding: data, as: UTF8.self))
        }
    }

    /// Bundles written before shapes and presentations still decode, with
    /// the overlay's defaults, and stay without them when encoded again.
    @Test func aBundleWithoutShapesOrPresentationDecodesWithTheDefaults() throws {
        let data = Data(
            #"{"schemaVersion": 1, "id": "x", "swiftName": "X", "steps": [{"id": "a", "target": "a", "title": "A", "text": "Tap.", "padding": 8, "cornerRadius": 20}]}"#
                .utf8)
        let bundle = try TourBundle(jsonData: data)
        #expect(bundle.presentation == nil)
        #expect(bundle.steps[0].spotlightShape == .roundedRect(cornerRadius: 20, style: .continuous))
        #expect(bundle.steps[0].scrollAnchor == nil)
        let object = try #require(try JSONSerialization.jsonObject(with: bundle.canonicalJSON()) as? [String: Any])
        #expect(object["presentation"] == nil)
        #expect(((object["steps"] as? [[String: Any]])?.first?["shape"]) == nil)
        // A presentation that sets some keys leaves the others unset, for
        // each overlay to draw with its own default.
        let partial = try JSONDecoder().decode(TourPresentation.self, from: Data(#"{"edgeBlurRadius": 4}"#.utf8))
        #expect(partial == TourPresentation(edgeBlurRadius: 4))
        #expect(partial.dimmingOpacity == nil)
        #expect(partial.value(of: .dimmingOpacity, for: .helpInfoSpotlightOverlay) == 0.8)
        #expect(partial.value(of: .dimmingOpacity, for: .tutorialSpotlight) == 0.58)
        #expect(partial.value(of: .edgeBlurRadius, for: .helpInfoSpotlightOverlay) == 4)
        #expect(String(decoding: try JSONEncoder().encode(partial), as: UTF8.self) == #"{"edgeBlurRadius":4}"#)
    }

    @Test func aShapeNameAndCornersMakeTheShape() {
        #expect(TourSpotlightShape(.roundedRect, cornerRadius: 10, style: .circular) == .roundedRect(cornerRadius: 10, style: .circular))
        for name in TourShapeName.allCases {
            #expect(TourSpotlightShape(name, cornerRadius: 10, style: .continuous).name == name)
        }
    }

    @Test func localizedStepsKeepTheirTranslations() throws {
        let bundle = try TourBundle(jsonData: Data(contentsOf: URL(fileURLWithPath: golden + "/JSON/main.json")))
        let localized = bundle.steps.filter { $0.localizations != nil }
        #expect(!localized.isEmpty, "the samples have a step with a German title")
        #expect(localized.allSatisfy { $0.localizations?["de"] != nil })
    }

    @Test func anUnknownSchemaVersionIsRefused() {
        let data = Data(#"{"schemaVersion": 4, "id": "x", "swiftName": "X", "steps": []}"#.utf8)
        let error = #expect(throws: DecodingError.self) { try TourBundle(jsonData: data) }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected the version to be refused as corrupt data, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription == "unsupported bundle schemaVersion 4")
        // A bundle that is version 1 but malformed fails for another reason.
        #expect(throws: DecodingError.self) { try TourBundle(jsonData: Data(#"{"schemaVersion": 1}"#.utf8)) }
    }

    @Test func theIconKeyDecodesIntoIconNameAndEncodesBackAsIcon() throws {
        let data = Data(#"{"schemaVersion": 1, "id": "x", "swiftName": "X", "icon": "star.fill", "steps": []}"#.utf8)
        let bundle = try TourBundle(jsonData: data)
        #expect(bundle.iconName == "star.fill")
        #expect(bundle.metadata.iconName == "star.fill")
        let object = try #require(try JSONSerialization.jsonObject(with: bundle.canonicalJSON()) as? [String: Any])
        #expect(object["icon"] as? String == "star.fill")
        #expect(object["iconName"] == nil)
        // The samples' main tour has an icon too.
        let main = try TourBundle(jsonData: Data(contentsOf: URL(fileURLWithPath: golden + "/JSON/main.json")))
        #expect(main.iconName == "pianokeys")
    }

    @Test func eachCanonicalEncoderIsANewOneWithTheCanonicalSettings() {
        let first = TourBundle.makeCanonicalEncoder()
        let second = TourBundle.makeCanonicalEncoder()
        #expect(first !== second)
        #expect(first.outputFormatting == [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        first.outputFormatting = []
        #expect(second.outputFormatting == [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// The names before the API Design Guidelines review still compile and
    /// do what the new ones do. Deprecated itself, so calling them does not
    /// warn.
    @available(*, deprecated)
    @Test func theDeprecatedNamesForwardToTheNewOnes() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: golden + "/JSON/main.json"))
        #expect(try TourBundle.decode(from: data) == TourBundle(jsonData: data))
        let newer = Data(#"{"schemaVersion": 4, "id": "x", "swiftName": "X", "steps": []}"#.utf8)
        #expect(throws: DecodingError.self) { try TourBundle.decode(from: newer) }
        #expect(TourBundle.canonicalEncoder.outputFormatting == TourBundle.makeCanonicalEncoder().outputFormatting)
        #expect(TourBundle.canonicalEncoder !== TourBundle.canonicalEncoder)
        var bundle = try TourBundle(jsonData: data)
        #expect(bundle.icon == "pianokeys")
        bundle.icon = "star"
        #expect(bundle.iconName == "star")
    }

    /// A Codable struct of QuickWinTask's published shape, written here
    /// independently of TourKit, decodes the quickwin flavour.
    struct QuickWinTaskShape: Codable {
        struct Step: Codable {
            var instruction: String
            var actionType: String
            var targetView: String
        }
        var id: String
        var title: String
        var description: String
        var estimatedSeconds: Int
        var steps: [Step]
        var completionCriteria: String
        var iconName: String
    }

    @Test func quickWinBundlesDecodeAsQuickWinTasks() throws {
        for path in try goldenFiles("QuickWin") {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let shape = try JSONDecoder().decode(QuickWinTaskShape.self, from: data)
            let task = try JSONDecoder().decode(QuickWinTask.self, from: data)
            #expect(shape.steps.count == task.steps.count)
            #expect(shape.steps.map(\.actionType) == task.steps.map(\.actionType.rawValue))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(
                Set(object.keys)
                    == ["id", "title", "description", "estimatedSeconds", "steps", "completionCriteria", "iconName"])
        }
    }
}
