import TourFormat

/// The spotlight packages generated code drives (see `TourFormat.SpotlightOverlay`).
public typealias TourOverlay = TourFormat.SpotlightOverlay

/// One value of a tour's presentation (see `TourFormat.PresentationSetting`).
public typealias TourPresentationSetting = TourFormat.PresentationSetting

/// How an overlay's own buttons move past the ends of a tour (see `TourFormat.OverlayNavigation`).
public typealias TourOverlayNavigation = TourFormat.OverlayNavigation

/// How a tour's overlay looks (a tour file's `presentation:`), in the
/// overlay's units: only what the tour sets. A value left out is "not
/// set", and each overlay draws it with its own default
/// (``value(of:for:)``, from `TourOverlay.defaultValue(of:)`).
public struct TourPresentation: Hashable, Sendable, Codable {
    /// The values the tour sets.
    public private(set) var values: [TourPresentationSetting: Double]

    /// Creates a presentation; a value left out is not set.
    public init(dimmingOpacity: Double? = nil, edgeBlurRadius: Double? = nil, animationDuration: Double? = nil) {
        values = [:]
        self.dimmingOpacity = dimmingOpacity
        self.edgeBlurRadius = edgeBlurRadius
        self.animationDuration = animationDuration
    }

    /// The value the tour sets for `setting`; `nil` when it sets none.
    public subscript(setting: TourPresentationSetting) -> Double? {
        get { values[setting] }
        set { values[setting] = newValue }
    }

    /// How dark the screen around the spotlight is, from 0 to 1, if the tour says.
    public var dimmingOpacity: Double? {
        get { self[.dimmingOpacity] }
        set { self[.dimmingOpacity] = newValue }
    }
    /// How soft the spotlight's edge is, in points, if the tour says.
    public var edgeBlurRadius: Double? {
        get { self[.edgeBlurRadius] }
        set { self[.edgeBlurRadius] = newValue }
    }
    /// How long the spotlight takes to move to the next step, in seconds, if the tour says.
    public var animationDuration: Double? {
        get { self[.animationDuration] }
        set { self[.animationDuration] = newValue }
    }

    /// What `overlay` draws for `setting`: the tour's value, else the overlay's own default.
    public func value(of setting: TourPresentationSetting, for overlay: TourOverlay) -> Double {
        self[setting] ?? overlay.defaultValue(of: setting)
    }

    /// Decodes a `"presentation"` object: the keys it has are set, the rest are not.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TourPresentationSetting.self)
        values = [:]
        for setting in TourPresentationSetting.allCases {
            self[setting] = try container.decodeIfPresent(Double.self, forKey: setting)
        }
    }

    /// Encodes the values that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TourPresentationSetting.self)
        for setting in TourPresentationSetting.allCases {
            try container.encodeIfPresent(self[setting], forKey: setting)
        }
    }
}
