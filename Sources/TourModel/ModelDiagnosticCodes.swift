import TourDiagnostics
import TourSyntax

extension DiagnosticCode {
    /// A mapping holds a key its schema does not define.
    public static let unknownKey = DiagnosticCode(
        "TOUR201", name: "unknownKey", severity: .error,
        summary: "A mapping holds a key that tourc does not know.",
        explanation: """
            Every mapping in a tour, registry or configuration file accepts a \
            fixed set of keys (see docs/format.md). An unknown key is an error \
            rather than being ignored, because a misspelt key (`titel:`) would \
            otherwise silently lose its value. The message suggests the closest \
            key that this mapping accepts, a required key the mapping lacks \
            first: `txet:` in a step without `text:` is this one error, with no \
            TOUR202 beside it. Keys are lowerCamelCase. In \
            tourc.yaml's `lint:`, a diagnostic code is a key too, but only a \
            lint's code (TOUR330 to TOUR336, docs/lints.md): turning off any \
            other code is this error. A key that tourc once took says what \
            replaced it: `swift.helpInfoProvider` became `swift.overlays`, the \
            spotlight packages the app integrates.
            """)

    /// A required key is absent.
    public static let missingKey = DiagnosticCode(
        "TOUR202", name: "missingKey", severity: .error,
        summary: "A required key is missing.",
        explanation: """
            The mapping lacks a key it must have: a tour needs `tour` and \
            `steps`; a step needs `id`, `title` and `text`; a registry needs \
            `targets`; a registry entry written as a mapping needs `name`. The \
            position is the start of the mapping that lacks it. When an \
            unknown key in the same mapping is a likely misspelling of the \
            missing key (`txet:` for `text:`), only that key's TOUR201 is \
            reported, at the misspelt key, suggesting the missing one.
            """)

    /// A value has the wrong type.
    public static let wrongType = DiagnosticCode(
        "TOUR203", name: "wrongType", severity: .error,
        summary: "A value has the wrong type.",
        explanation: """
            Types follow the schema, not YAML 1.1's guessing. A text field takes \
            any scalar as text (`title: no` is the text "no"); a number field \
            takes an unquoted number (`padding: "8"` is a quoted string, so it \
            is rejected); lists and mappings go where the schema has them. The \
            message names the expected type and what was found.
            """)

    /// A name does not follow its naming rule.
    public static let invalidName = DiagnosticCode(
        "TOUR204", name: "invalidName", severity: .error,
        summary: "A name does not follow the naming rule.",
        explanation: """
            Tour ids match `[A-Za-z][A-Za-z0-9_-]*`; step ids and target names \
            match `[A-Za-z][A-Za-z0-9_.-]*`; `swiftName` is a Swift type name \
            (`[A-Za-z_][A-Za-z0-9_]*`); an icon is an SF Symbol name such as \
            `star.fill`; a locale is a language code such as `en` or `pt-BR`. \
            These names become Swift identifiers, file names and JSON keys, so \
            they are kept to characters that are safe in all three.
            """)

    /// A value is not one of the allowed choices.
    public static let invalidChoice = DiagnosticCode(
        "TOUR205", name: "invalidChoice", severity: .error,
        summary: "A value is not one of the allowed choices.",
        explanation: """
            The key takes one of a fixed set of words: `action` is `tap`, \
            `input` or `navigate`; `accessLevel` is `internal`, `public` or \
            `package`; `jsonFlavor` is `canonical` or `quickwin`. The message \
            suggests the closest allowed word.
            """)

    /// A tour has no steps.
    public static let emptySteps = DiagnosticCode(
        "TOUR206", name: "emptySteps", severity: .error,
        summary: "A tour has no steps.",
        explanation: """
            `steps` must hold at least one step: a tour without steps has \
            nothing to show, and the generated enum would have no cases.
            """)

    /// A mapping key is not plain text.
    public static let invalidKey = DiagnosticCode(
        "TOUR207", name: "invalidKey", severity: .error,
        summary: "A mapping key is not plain text.",
        explanation: """
            Keys in tour files are words such as `title` or locale codes such \
            as `en`. A list, a mapping or an empty value used as a key (YAML's \
            `? [a, b]: ...` form) has no meaning here.
            """)

    /// A tour file holds no tour.
    public static let emptyFile = DiagnosticCode(
        "TOUR208", name: "emptyFile", severity: .error,
        summary: "A tour file, or one of its documents, holds no tour.",
        explanation: """
            The file is empty or holds only comments, so it would generate an \
            empty Swift file; or one of its documents (after a `---`) is \
            empty. Add a tour, or delete the file or the extra `---`.
            """)

    /// A number is outside its allowed range.
    public static let numberOutOfRange = DiagnosticCode(
        "TOUR209", name: "numberOutOfRange", severity: .error,
        summary: "A number is outside its allowed range.",
        explanation: """
            `padding` and `cornerRadius` are finite numbers of points, zero or \
            more; `estimatedSeconds` is a whole number of seconds, one or more. \
            `.inf`, `.nan` and negative values are rejected. An event counted \
            in a window (`{count: N, within: 7d}`) counts at most 1,000 \
            donations: TourKit keeps the latest 1,000 of each event.
            """)

    /// A YAML feature tour files do not use.
    public static let unsupportedYAML = DiagnosticCode(
        "TOUR210", name: "unsupportedYAML", severity: .error,
        summary: "The file uses a YAML feature that tour files do not support.",
        explanation: """
            Tour files use plain YAML: mappings, lists, scalars, anchors and \
            aliases. Merge keys (`<<: *defaults`) and tags (`!!binary`, \
            `!custom`) are rejected rather than half-supported, because they \
            change what a value means in ways the schema cannot check. Core \
            tags that agree with the expected type (`!!str` on a text) are \
            accepted. To share values, use an alias (`text: *sharedText`) or \
            the tour's `defaults`.
            """)

    /// A path in tourc.yaml starts with `~`.
    public static let homeRelativePath = DiagnosticCode(
        "TOUR212", name: "homeRelativePath", severity: .error,
        summary: "A path in tourc.yaml starts with '~'.",
        explanation: """
            A shell turns `~` into your home folder before a program sees it; \
            tourc.yaml is read by no shell, so `output: {swift: ~/Generated}` \
            would make a folder named `~` beside tourc.yaml. tourc refuses it \
            instead of guessing: the configuration is committed and read on \
            every teammate's machine and in CI, where a home folder means \
            something else. Write the path relative to tourc.yaml's folder \
            (`Generated`), or absolute. On the command line, the shell \
            expands `~` as usual.
            """)
}
