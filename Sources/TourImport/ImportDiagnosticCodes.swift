import TourDiagnostics

// TOUR6xx: importing a hand-written help enum (`tourc import swift`).
extension DiagnosticCode {
    /// No help enum to import.
    public static let noHelpEnum = DiagnosticCode(
        "TOUR601", name: "noHelpEnum", severity: .error,
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
        "TOUR602", name: "unsupportedInterpolation", severity: .error,
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
        "TOUR603", name: "unresolvedSymbolConstant", severity: .error,
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
        "TOUR604", name: "computedText", severity: .error,
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
        "TOUR605", name: "caseMissingFromSwitch", severity: .error,
        summary: "A switch lists no text for one of the enum's cases.",
        explanation: """
            Every case needs a title and a text. The `switch` has neither a \
            label for this case nor a `default:`, so there is nothing to import \
            for it (the Swift compiler would reject such a switch as well).
            """)

    /// A literal built with `+`.
    public static let concatenatedLiteral = DiagnosticCode(
        "TOUR606", name: "concatenatedLiteral", severity: .error,
        summary: "A text is built by joining literals with `+`.",
        explanation: """
            A text joined from several literals is computed at run time; its \
            lookup key is not the joined text. Write it as one literal (a \
            multi-line literal with `\\` line continuations keeps long lines \
            readable) and import again.
            """)

    /// Literal text that tour files would read as markup.
    public static let markupLikeText = DiagnosticCode(
        "TOUR607", name: "markupLikeText", severity: .error,
        summary: "A text holds `{symbol:` as characters.",
        explanation: """
            In a tour file `{symbol:NAME}` places an SF Symbol. This literal \
            holds those characters as text, so the tour would show a symbol \
            where the app shows characters. Such a text cannot be imported \
            exactly; change it, or keep this enum written by hand.
            """)

    /// A member the importer leaves behind (a note).
    public static let memberNotImported = DiagnosticCode(
        "TOUR608", name: "memberNotImported", severity: .note,
        summary: "A member of the enum is not imported.",
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
        "TOUR609", name: "unreadableSwift", severity: .error,
        summary: "A Swift file cannot be read.",
        explanation: """
            The importer's lexer stopped at this position: a string literal is \
            not closed, a multi-line literal's line is indented less than its \
            closing delimiter, or an escape is unknown. The file would not \
            compile either; fix it and import again.
            """)

    /// A case name a tour cannot reproduce.
    public static let caseNameNotRepresentable = DiagnosticCode(
        "TOUR610", name: "caseNameNotRepresentable", severity: .error,
        summary: "A case name cannot be reproduced by a tour step id.",
        explanation: """
            Step ids become lowerCamelCase case names (`URLField` becomes \
            `urlField`), so a case whose name starts with a capital, or holds \
            characters step ids cannot, would be renamed in the generated enum \
            and break its call sites. Rename the case first.
            """)

    /// `--verify` found a difference.
    public static let importMismatch = DiagnosticCode(
        "TOUR611", name: "importMismatch", severity: .error,
        summary: "The imported tour does not reproduce the enum (--verify).",
        explanation: """
            `tourc import --verify` compiles the tour it wrote and compares \
            every step's title and text, and the localization key each forms, \
            with the Swift literal it came from. A difference means the import \
            is not exact; the message names the case and both values. This is \
            a bug in tourc: please report it with the enum.
            """)

    // `tourc import xcstrings`: an app's catalog translations into the tours.

    /// Variations a tour text cannot express.
    public static let catalogVariantsKept = DiagnosticCode(
        "TOUR612", name: "catalogVariantsKept", severity: .warning,
        summary: "A catalog translation has plural or device variations, which stay in the catalog.",
        explanation: """
            `tourc import xcstrings` moves each language's translation of a \
            tour's key from the String Catalog into the tour file. A tour text \
            is one string per language, so a translation with `variations` \
            (`plural`: one, other...; `device`: iphone, mac...) or \
            `substitutions` cannot come across. The catalog keeps the whole \
            entry as the app's own, SwiftUI goes on showing it, and compiles \
            warn TOUR407 about it. Keep it so, or write one text per language \
            in the tour file and delete the entry.
            """)

    /// A translation that a tour text cannot hold, or may not.
    public static let translationNotImported = DiagnosticCode(
        "TOUR613", name: "translationNotImported", severity: .warning,
        summary: "A catalog translation cannot become a tour text and stays in the catalog.",
        explanation: """
            A formatted key's value comes into the tour file with each image \
            placeholder (`%@`, `%2$@`) turned back into the source's \
            `{symbol:}`. A value with another placeholder (`%d`, `%lld`), with \
            more or fewer images than the source, or with text that reads as \
            `{symbol:` markup has no tour text that shows the same; nor does a \
            language that is not a BCP 47 tag or is outside \
            `localization.locales`, or a source-language value that differs \
            from the tour's own text. The entry stays the app's, untouched; \
            the message says which translation and why.
            """)

    /// The tour file and the catalog translate a text differently.
    public static let translationConflict = DiagnosticCode(
        "TOUR614", name: "translationConflict", severity: .warning,
        summary: "The tour file and the catalog translate a text differently; the tour file's is kept.",
        explanation: """
            The text already has a translation into this language, and the \
            catalog's says something else. tourc cannot know which is newer, \
            so the tour file keeps its own and the catalog's entry stays the \
            app's (so SwiftUI still shows the catalog's until it is deleted). \
            Make them agree, in the tour file, and import again.
            """)

    /// The translations cannot be added without rewriting the file.
    public static let translationEditFailed = DiagnosticCode(
        "TOUR615", name: "translationEditFailed", severity: .error,
        summary: "The translations cannot be added to a tour file in place; nothing is written.",
        explanation: """
            `tourc import xcstrings` adds translations to the tour files the \
            way a writer would, changing only the texts, and then reads every \
            changed file back to prove that each text is exactly as it was, \
            plus its new translations. A text written in a form such an edit \
            cannot extend (a tag such as `!!str`, an anchor on a line of its \
            own, a keep-chomped `|+` block as the last language) fails that \
            proof, and nothing is written. Make the text a plain mapping from \
            language to text, or add the translations listed by hand.
            """)

    /// `--verify` found a translation that shows something else.
    public static let translationLookupMismatch = DiagnosticCode(
        "TOUR616", name: "translationLookupMismatch", severity: .error,
        summary: "An imported translation does not show the catalog's text (--verify).",
        explanation: """
            `tourc import xcstrings --verify` forms each imported text's \
            catalog value as a compile would and runs it, and the catalog's \
            own value, through `String(format:)` with the source's images, as \
            SwiftUI's lookup does. A difference means the tours would show \
            something other than what the app shows today; nothing is \
            written. This is a bug in tourc: please report it with the entry.
            """)

    /// A Swift file beside the enum that cannot be read, and is not needed.
    public static let unreadableSwiftSkipped = DiagnosticCode(
        "TOUR617", name: "unreadableSwiftSkipped", severity: .warning,
        summary: "A Swift file read only for symbol constants cannot be read, and is skipped.",
        explanation: """
            `tourc import swift` reads the Swift files beside and below the \
            enum (and those given with `--symbols`) only for the SF Symbol \
            name constants the enum may use. One of them stopped the lexer \
            (an unclosed literal, interpolations nested too deeply). The enum \
            uses no constant that is missing, so the file is skipped and the \
            import goes on. Were a constant missing, the file would be an error \
            (TOUR609), since it may hold it.
            """)
}
