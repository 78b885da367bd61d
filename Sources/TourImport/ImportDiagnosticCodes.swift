import TourDiagnostics

// TOUR6xx: importing a hand-written help enum (`tourc import swift`).
extension DiagnosticCode {
    /// No help enum to import.
    public static let noHelpEnum = DiagnosticCode(
        "TOUR601",
        summary: "No help enum to import was found.",
        explanation: """
            `tourc import swift` imports every enum that conforms to \
            `HelpInfoProvider` (in its declaration or an extension), or the one \
            `--enum NAME` names. None was found in the files given, or the enum \
            has cases with associated values, which a tour cannot have. Name \
            the enum with `--enum`, or pass the file that declares it.
            """)

    /// An interpolation other than an SF Symbol image.
    public static let unsupportedInterpolation = DiagnosticCode(
        "TOUR602",
        summary: "A text interpolates something other than an SF Symbol image.",
        explanation: """
            A tour text can hold SF Symbols (`{symbol:NAME}`), which is what \
            `\\(Image(systemName: "name"))` in a literal becomes. Any other \
            interpolation (a number, a variable, a function call, an image that \
            is not a system symbol, a symbol name tour files cannot hold) has \
            no equivalent, so the text is not imported rather than approximated.
            """)

    /// A symbol constant that cannot be resolved.
    public static let unresolvedSymbolConstant = DiagnosticCode(
        "TOUR603",
        summary: "An SF Symbol name constant cannot be resolved.",
        explanation: """
            `Image(systemName: .name)` and `Image(systemName: Self.name)` are \
            resolved through `static let name = "..."` declarations in \
            extensions of `String` or of the enum, in the files given or in \
            `--symbols FILE` files. None declares this name. Pass the file that \
            does with `--symbols`.
            """)

    /// A title or text that is not one literal per case.
    public static let computedText = DiagnosticCode(
        "TOUR604",
        summary: "A title or text is computed, not a literal per case.",
        explanation: """
            The importer reads `title` and `text` written as a `switch self` \
            whose cases each return one string literal (or one literal for every \
            case). Anything else (a function call, a variable, a ternary, a \
            computed getter) cannot be turned into a tour text exactly, so it \
            is an error at the part that is not a literal.
            """)

    /// A case that a switch without `default` does not list.
    public static let caseMissingFromSwitch = DiagnosticCode(
        "TOUR605",
        summary: "A switch lists no text for one of the enum's cases.",
        explanation: """
            Every case needs a title and a text. The `switch` has neither a \
            label for this case nor a `default:`, so there is nothing to import \
            for it (the Swift compiler would reject such a switch as well).
            """)

    /// A literal built with `+`.
    public static let concatenatedLiteral = DiagnosticCode(
        "TOUR606",
        summary: "A text is built by joining literals with `+`.",
        explanation: """
            A text joined from several literals is computed at run time; its \
            lookup key is not the joined text. Write it as one literal (a \
            multi-line literal with `\\` line continuations keeps long lines \
            readable) and import again.
            """)

    /// Literal text that tour files would read as markup.
    public static let markupLikeText = DiagnosticCode(
        "TOUR607",
        summary: "A text holds `{symbol:` as characters.",
        explanation: """
            In a tour file `{symbol:NAME}` places an SF Symbol. This literal \
            holds those characters as text, so the tour would show a symbol \
            where the app shows characters. Such a text cannot be imported \
            exactly; change it, or keep this enum written by hand.
            """)

    /// A member the importer leaves behind (a note).
    public static let memberNotImported = DiagnosticCode(
        "TOUR608",
        summary: "A member of the enum is not imported (note).",
        explanation: """
            A tour holds cases, titles and texts. The enum's other members \
            (computed properties such as `id`, functions, constants, tag \
            helpers) have no place in a tour file; the generated enum has \
            `allCases`, `rawValue`, `title`, `text`, `target` and the tag \
            helpers. Move what the app still needs into an extension of the \
            generated enum.
            """)

    /// A Swift file the lexer cannot read.
    public static let unreadableSwift = DiagnosticCode(
        "TOUR609",
        summary: "A Swift file cannot be read.",
        explanation: """
            The importer's lexer stopped at this position: a string literal is \
            not closed, a multi-line literal's line is indented less than its \
            closing delimiter, or an escape is unknown. The file would not \
            compile either; fix it and import again.
            """)

    /// A case name a tour cannot reproduce.
    public static let caseNameNotRepresentable = DiagnosticCode(
        "TOUR610",
        summary: "A case name cannot be reproduced by a tour step id.",
        explanation: """
            Step ids become lowerCamelCase case names (`URLField` becomes \
            `urlField`), so a case whose name starts with a capital, or holds \
            characters step ids cannot, would be renamed in the generated enum \
            and break its call sites. Rename the case first.
            """)

    /// `--verify` found a difference.
    public static let importMismatch = DiagnosticCode(
        "TOUR611",
        summary: "The imported tour does not reproduce the enum (--verify).",
        explanation: """
            `tourc import --verify` compiles the tour it wrote and compares \
            every step's title and text, and the localization key each forms, \
            with the Swift literal it came from. A difference means the import \
            is not exact; the message names the case and both values. This is \
            a bug in tourc: please report it with the enum.
            """)
}
