import Foundation

/// A tour as tourc writes it to a canonical JSON bundle: the metadata and
/// the steps, every default already applied. Apps decode it to show tours
/// loaded at run time.
public struct TourBundle: Codable, Hashable, Sendable {
    /// The bundle format's version; this type reads version 1.
    public var schemaVersion: Int
    /// The tour's revision (see ``TourSteps/revision``); absent in bundles
    /// written before tourc wrote revisions.
    public var revision: String?
    /// The tour's id.
    public var id: String
    /// The generated Swift enum's name.
    public var swiftName: String
    /// The tour's title, in the source language.
    public var title: String?
    /// What the tour teaches, in the source language.
    public var description: String?
    /// How long the tour takes, in seconds.
    public var estimatedSeconds: Int?
    /// An identifier the app checks to decide whether the tour is done.
    public var completionCriteria: String?
    /// An SF Symbol name for the tour.
    public var icon: String?
    /// The steps, in tour order.
    public var steps: [Step]
    /// The title and description in other languages, by locale; absent
    /// when the tour file gives only one.
    public var localizations: [String: LocalizedMetadata]?

    /// A tour's title and description in one language other than the source.
    public struct LocalizedMetadata: Codable, Hashable, Sendable {
        /// The title in this language, when translated.
        public var title: String?
        /// The description in this language, when translated.
        public var description: String?
    }

    /// One step of a bundled tour.
    public struct Step: Codable, Hashable, Sendable {
        /// The step's id.
        public var id: String
        /// The registered target the spotlight lights up.
        public var target: String
        /// The card's title in the source language, markup kept.
        public var title: String
        /// The card's text in the source language, markup kept.
        public var text: String
        /// Spotlight padding, in points.
        public var padding: Double
        /// Spotlight corner radius, in points.
        public var cornerRadius: Double
        /// What the step asks for; absent for an informational step.
        public var action: TourAction?
        /// Titles and texts in other languages, by locale; absent when the
        /// tour file gives only one.
        public var localizations: [String: LocalizedStep]?

        /// Creates a step.
        public init(
            id: String, target: String, title: String, text: String, padding: Double, cornerRadius: Double,
            action: TourAction?, localizations: [String: LocalizedStep]? = nil
        ) {
            self.id = id
            self.target = target
            self.title = title
            self.text = text
            self.padding = padding
            self.cornerRadius = cornerRadius
            self.action = action
            self.localizations = localizations
        }
    }

    /// A step's title and text in one language other than the source.
    public struct LocalizedStep: Codable, Hashable, Sendable {
        /// The title in this language, when translated.
        public var title: String?
        /// The text in this language, when translated.
        public var text: String?

        /// Creates a translation.
        public init(title: String?, text: String?) {
            self.title = title
            self.text = text
        }
    }

    /// The tour's metadata.
    public var metadata: TourMetadata {
        TourMetadata(
            id: id, title: title, description: description, estimatedSeconds: estimatedSeconds,
            completionCriteria: completionCriteria, iconName: icon)
    }

    /// Decodes a bundle, refusing versions this type does not know.
    public static func decode(from data: Data) throws -> TourBundle {
        let bundle = try JSONDecoder().decode(TourBundle.self, from: data)
        guard bundle.schemaVersion == 1 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "unsupported bundle schemaVersion \(bundle.schemaVersion)"))
        }
        return bundle
    }

    /// The bundle in tourc's canonical form: keys sorted, two-space indent,
    /// slashes unescaped, a final newline.
    public func canonicalJSON() throws -> Data {
        var data = try Self.canonicalEncoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// The encoder settings of the canonical form.
    public static var canonicalEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
