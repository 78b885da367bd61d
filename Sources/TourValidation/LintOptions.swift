import TourDiagnostics

/// Which lints run, and the limits of the length lints (`lint:` in
/// tourc.yaml).
public struct LintOptions: Sendable, Hashable {
    /// Lints turned off.
    public var disabled: Set<DiagnosticCode>
    /// The most characters (grapheme clusters) a title may have.
    public var maxTitleLength: Int
    /// The most characters (grapheme clusters) a text or description may have.
    public var maxTextLength: Int
    /// The longest presentation animation, in seconds, that TOUR355 leaves alone.
    public var maxAnimationDuration: Double = LintOptions.defaultMaxAnimationDuration
    /// The card at the largest text size, which TOUR351 measures texts against.
    public var cardFit = CardFit()

    /// The default for ``maxTitleLength``: about what one line of a card holds.
    public static let defaultMaxTitleLength = 60
    /// The default for ``maxTextLength``: about what a card shows without scrolling.
    public static let defaultMaxTextLength = 400

    /// The default for ``maxAnimationDuration``: about what the eye takes as
    /// a quick change rather than a movement to follow.
    public static let defaultMaxAnimationDuration = 0.5

    /// Creates options; by default every lint runs.
    public init(
        disabled: Set<DiagnosticCode> = [], maxTitleLength: Int = LintOptions.defaultMaxTitleLength,
        maxTextLength: Int = LintOptions.defaultMaxTextLength
    ) {
        self.disabled = disabled
        self.maxTitleLength = maxTitleLength
        self.maxTextLength = maxTextLength
    }

    /// Whether the lint `code` runs.
    public func isOn(_ code: DiagnosticCode) -> Bool { !disabled.contains(code) }
}
