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

    /// Creates a tag site.
    init(name: String, type: String?, kind: Kind, modifier: String, file: String, position: SourcePosition) {
        self.name = name
        self.type = type
        self.kind = kind
        self.modifier = modifier
        self.file = file
        self.position = position
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

    /// The modifiers whose argument names a tour target or step.
    static let modifiers: Set<String> = ["helpInfoViewTag", "tutorialSpotlightSource", "beaconTarget"]
}
