import Foundation
import TourFormat

/// A tour as tourc writes it to a canonical JSON bundle: the metadata and
/// the steps, every default already applied. Apps decode it to show tours
/// loaded at run time.
public struct TourBundle: Codable, Hashable, Sendable {
    /// The bundle format's version; this type reads versions 1 to 3 (2:
    /// a tour that uses format 1.4's conditions, windows and limits; 3: a
    /// tour with an experiment).
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
    /// An SF Symbol name for the tour, as in ``TourMetadata/iconName``.
    /// Its JSON key is `icon`, as the bundle format says.
    public var iconName: String?
    /// The steps, in tour order.
    public var steps: [Step]
    /// The title and description in other languages, by locale; absent
    /// when the tour file gives only one.
    public var localizations: [String: LocalizedMetadata]?
    /// When the tour may show (the tour file's `show:` rule), for a
    /// ``TourCoordinator``; absent in bundles of tours without one.
    public var show: TourDisplayRule? = nil
    /// How the overlay looks (the tour file's `presentation:`); absent in
    /// bundles of tours without one, which use the overlay's defaults.
    public var presentation: TourPresentation? = nil
    /// The lowest app version a remote feed shows the tour to; absent for
    /// every version (`RemoteTourSource` checks it).
    public var minAppVersion: String? = nil
    /// The highest app version a remote feed shows the tour to; absent for every version.
    public var maxAppVersion: String? = nil
    /// The tour's A/B test of its copy (format 3); absent in bundles of
    /// tours without one.
    public var experiment: TourExperiment? = nil

    // The bundle format fixes the JSON keys (docs/format.md, the bundle
    // schema): `iconName` keeps the key `icon`, so every bundle written
    // before the Swift name changed still decodes, and re-encodes the same.
    private enum CodingKeys: String, CodingKey {
        case schemaVersion, revision, id, swiftName, title, description, estimatedSeconds, completionCriteria
        case iconName = "icon"
        case steps, localizations, show, presentation, minAppVersion, maxAppVersion, experiment
    }

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
        /// The spotlight's shape name; absent in bundles written before
        /// shapes, which mean a rounded rectangle (see ``spotlightShape``).
        public var shape: TourShapeName? = nil
        /// How a rounded rectangle's corners curve; written for
        /// `roundedRect` only, continuous when absent.
        public var cornerStyle: TourCornerStyle? = nil
        /// Where the target ends up when scrolled into view; absent when the
        /// step does not scroll.
        public var scrollAnchor: TourScrollAnchor? = nil
        /// When the step shows (its `when:`, the JSON key `when`); a
        /// ``TourSession`` skips it while this is false. Absent: always.
        public var condition: TourCondition? = nil
        /// The view type the target is on (the step's `screen:`, the
        /// registry's, or the one the scan found its tags in); absent when
        /// unknown. An app routes a resumed tour there.
        public var screen: String? = nil
        /// How long a session waits for the target, in seconds (`waitFor:`);
        /// absent: until it appears.
        public var waitFor: Double? = nil
        /// What a session does when the wait runs out; written with
        /// ``waitFor``, and `skip` when absent.
        public var ifMissing: TourMissingTarget? = nil

        private enum CodingKeys: String, CodingKey {
            case id, target, title, text, padding, cornerRadius, action, localizations, shape, cornerStyle, scrollAnchor, screen
            case waitFor, ifMissing
            case condition = "when"
        }

        /// The spotlight's outline, with the bundle's defaults applied.
        public var spotlightShape: TourSpotlightShape {
            TourSpotlightShape(shape ?? StepBuiltIns.shape, cornerRadius: CGFloat(cornerRadius), style: cornerStyle ?? StepBuiltIns.cornerStyle)
        }

        /// Creates a step.
        public init(
            id: String, target: String, title: String, text: String, padding: Double, cornerRadius: Double,
            action: TourAction?, localizations: [String: LocalizedStep]? = nil, shape: TourShapeName? = nil,
            cornerStyle: TourCornerStyle? = nil, scrollAnchor: TourScrollAnchor? = nil, condition: TourCondition? = nil,
            screen: String? = nil, waitFor: Double? = nil, ifMissing: TourMissingTarget? = nil
        ) {
            self.condition = condition
            self.screen = screen
            self.waitFor = waitFor
            self.ifMissing = ifMissing
            self.id = id
            self.target = target
            self.title = title
            self.text = text
            self.padding = padding
            self.cornerRadius = cornerRadius
            self.action = action
            self.localizations = localizations
            self.shape = shape
            self.cornerStyle = cornerStyle
            self.scrollAnchor = scrollAnchor
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

    /// The tour's metadata. Its look holds the bundle's presentation; the
    /// padding, radius and shape of a bundle are each step's own, with the
    /// tour's defaults already applied, so the look leaves them unset.
    public var metadata: TourMetadata {
        TourMetadata(
            id: id, title: title, description: description, estimatedSeconds: estimatedSeconds,
            completionCriteria: completionCriteria, iconName: iconName, show: show ?? TourDisplayRule(),
            look: TourLook(presentation: presentation ?? TourPresentation()), experiment: experiment)
    }
}

// In an extension, so the struct keeps its memberwise initializer.
extension TourBundle {
    /// Decodes a bundle from its JSON, refusing versions this type does not
    /// know.
    ///
    /// An initializer rather than a factory method, as the API Design
    /// Guidelines ask of a conversion that makes a value of the type.
    public init(jsonData data: Data) throws {
        self = try JSONDecoder().decode(TourBundle.self, from: data)
        guard TourAppManifest.readableBundleFormatVersions.contains(schemaVersion) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "unsupported bundle schemaVersion \(schemaVersion)"))
        }
    }

    /// Decodes a bundle, refusing versions this type does not know.
    ///
    /// The name before ``init(jsonData:)``; it stays so apps written
    /// against it keep compiling.
    @available(*, deprecated, renamed: "init(jsonData:)")
    public static func decode(from data: Data) throws -> TourBundle {
        try TourBundle(jsonData: data)
    }

    /// The bundle in tourc's canonical form: keys sorted, two-space indent,
    /// slashes unescaped, a final newline.
    public func canonicalJSON() throws -> Data {
        var data = try Self.makeCanonicalEncoder().encode(self)
        data.append(0x0A)
        return data
    }

    /// A new encoder with the settings of the canonical form. A function,
    /// not a property, because each call makes an encoder of its own that
    /// the caller may change without affecting anyone else's.
    public static func makeCanonicalEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The encoder settings of the canonical form.
    ///
    /// The name before ``makeCanonicalEncoder()``, which says that every
    /// access makes a new encoder; it stays so apps written against it keep
    /// compiling.
    @available(*, deprecated, renamed: "makeCanonicalEncoder()")
    public static var canonicalEncoder: JSONEncoder {
        makeCanonicalEncoder()
    }

    /// The name before ``iconName``, the name ``TourMetadata`` uses; it
    /// stays so apps written against it keep compiling.
    @available(*, deprecated, renamed: "iconName")
    public var icon: String? {
        get { iconName }
        set { iconName = newValue }
    }
}
