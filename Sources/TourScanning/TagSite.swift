import TourDiagnostics

/// A place in the app's Swift code that tags a view for a tour.
public struct TagSite: Sendable, Hashable {
    /// How the tag names what it tags.
    public enum Kind: String, Sendable, Hashable {
        /// A string literal (`"profileButton"`): names a target.
        case string
        /// `SomeType.someCase`: names the step `someCase` of the tour whose
        /// generated type is `SomeType`.
        case qualifiedCase
        /// `.someCase`: names the step `someCase` of whichever tour has it.
        case implicitCase
        /// `SomeType.*`, in a `// tourc:tags` annotation: every step of the
        /// tour whose generated type is `SomeType`.
        case allCases
        /// An argument tourc cannot read (a variable, a call): coverage
        /// cannot see what it tags. The name is the argument as written.
        case unresolved
    }

    /// The case name or the string's text.
    public var name: String
    /// The type name when written (`SomeType.someCase`), else `nil`.
    public var type: String?
    /// How the tag names what it tags.
    public var kind: Kind
    /// The modifier called, such as `helpInfoViewTag`, or
    /// `TagSite.annotation` for a site an annotation declares.
    public var modifier: String
    /// The Swift file, as the user named it.
    public var file: String
    /// Where the tagged value (the modifier's argument) starts.
    public var position: SourcePosition
    /// The view type the tag is written in (`struct EffectsScreen: View`,
    /// or `extension EffectsScreen`): the screen its target is on. `nil`
    /// outside any type, or in an extension of `View` itself.
    public var screen: String?

    /// Creates a tag site.
    init(name: String, type: String?, kind: Kind, modifier: String, file: String, position: SourcePosition, screen: String? = nil) {
        self.name = name
        self.type = type
        self.kind = kind
        self.modifier = modifier
        self.file = file
        self.position = position
        self.screen = screen
    }

    /// The tag as written: `"name"`, `.name`, `Type.name`, `Type.*`, or the
    /// unreadable argument itself.
    public var written: String {
        switch kind {
        case .string: "\"\(name)\""
        case .implicitCase: ".\(name)"
        case .qualifiedCase, .allCases: "\(type ?? "").\(name)"
        case .unresolved: name
        }
    }

    /// The `modifier` of the sites a `// tourc:tags` annotation declares.
    public static let annotation = "tourc:tags"

    /// The modifiers whose argument names a tour target or step, and the
    /// coordinator's `donate`, whose argument names an event.
    static let modifiers: Set<String> = ["helpInfoViewTag", "tutorialSpotlightSource", "beaconTarget", donation]

    /// The `modifier` of a donation site: `coordinator.donate(.presetSaved)`
    /// or `donate("presetSaved")` names an event, not a target.
    public static let donation = "donate"

    /// Whether the site donates an event rather than tagging a view.
    public var isDonation: Bool { modifier == Self.donation }

    /// The event a donation names: the case or string, or the last name of
    /// a path such as `EffectsTour.Event.presetSaved`; `nil` when it cannot
    /// be read (a variable).
    public var donatedEvent: String? {
        switch kind {
        case .string, .implicitCase, .qualifiedCase: return name
        case .allCases: return nil
        case .unresolved:
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count > 1, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
            else { return nil }
            return String(parts.last!)
        }
    }
}
