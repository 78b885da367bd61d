import TourDiagnostics

extension DiagnosticCode {
    /// libyaml's scanner or parser rejected the text.
    public static let yamlSyntax = DiagnosticCode(
        "TOUR101", name: "yamlSyntax", severity: .error,
        summary: "The file is not valid YAML.",
        explanation: """
            libyaml could not read the file as YAML. The position is libyaml's \
            own problem mark, where it found the problem; a note repeats what it \
            was reading at the time ("while parsing a block mapping") and where \
            that started. Common causes are a missing space after `:`, a tab used \
            for indentation, an unclosed quote or bracket, and a line that is \
            indented less or more than its siblings. A tab in the indentation \
            (YAML indents with spaces only) is reported at the tab itself, \
            once; tourc then reads on as if the line were indented with the \
            spaces the lines around it suggest, and says so in a note, so the \
            rest of the file is still checked. When no such guess reads, \
            nothing after the tab is checked until it is replaced. A tab inside \
            a text is text, and fine.
            """)

    /// The bytes are not UTF-8 (or UTF-16 with a byte order mark), or hold
    /// characters YAML forbids.
    public static let yamlEncoding = DiagnosticCode(
        "TOUR102", name: "yamlEncoding", severity: .error,
        summary: "The file is not valid UTF-8 text.",
        explanation: """
            Tour files are UTF-8 text. The file holds a byte sequence that is \
            not valid UTF-8, or a control character (such as NUL) that YAML does \
            not allow anywhere in a file. The position is the first such byte. \
            Re-save the file as UTF-8 in your editor; to put an unusual \
            character in a text, write it directly as UTF-8 or use a \
            double-quoted string with an escape such as `\\u00e9`.
            """)

    /// The same key appears twice in one mapping.
    public static let duplicateKey = DiagnosticCode(
        "TOUR103", name: "duplicateKey", severity: .error,
        summary: "A mapping has the same key twice.",
        explanation: """
            YAML leaves the meaning of a repeated key open, and many tools \
            silently keep the last value, so an edit to the first copy would \
            have no effect. tourc reports the second occurrence and keeps the \
            first. Remove one of the two, or rename it if a different key was \
            meant.
            """)

    /// An alias names an anchor that is not defined before it.
    public static let undefinedAlias = DiagnosticCode(
        "TOUR104", name: "undefinedAlias", severity: .error,
        summary: "An alias refers to an anchor that does not exist.",
        explanation: """
            An alias (`*name`) must refer to an anchor (`&name`) defined earlier \
            in the same document, on a node that is complete. An alias to a \
            later anchor, to one in another document, or to a collection that \
            contains the alias itself is an error. Define the anchor first or \
            fix the spelling.
            """)

    /// Aliases would expand to more nodes than the limit allows.
    public static let aliasExpansionLimit = DiagnosticCode(
        "TOUR105", name: "aliasExpansionLimit", severity: .error,
        summary: "Aliases expand to too many nodes or too much text.",
        explanation: """
            Each alias stands for a full copy of its anchored node. Aliases that \
            refer to collections that themselves hold aliases multiply (the \
            "billion laughs" pattern), so a small file could expand to billions \
            of nodes. tourc counts the nodes every alias adds to a document and \
            stops at the limit (100,000 by default). It also counts the bytes of \
            text the aliases add (every scalar reached through an alias, each \
            time), and stops past 8 MiB: one long text reused by hundreds of \
            steps would otherwise turn a 1 MB file into gigabytes of output. \
            The error is at the alias that crosses the limit. Share texts and \
            defaults blocks with anchors, not nested lists of aliases.
            """)

    /// Collections nest deeper than the limit allows.
    public static let nestingLimit = DiagnosticCode(
        "TOUR106", name: "nestingLimit", severity: .error,
        summary: "Lists and mappings nest too deeply.",
        explanation: """
            A tour needs about five levels of nesting. tourc stops reading at \
            the nesting limit (64 by default) so that a hostile or broken file \
            cannot exhaust time or stack; libyaml's cost grows with the square \
            of flow nesting depth. Flatten the structure.
            """)

    /// The file is larger than the limit allows.
    public static let fileSizeLimit = DiagnosticCode(
        "TOUR107", name: "fileSizeLimit", severity: .error,
        summary: "The file is larger than the size limit.",
        explanation: """
            tourc does not read files larger than the limit (16 MiB by \
            default): a tour file that large is almost certainly not a tour \
            file. Split the tours into several files.
            """)

    /// One scalar is longer than the limit allows.
    public static let scalarLengthLimit = DiagnosticCode(
        "TOUR108", name: "scalarLengthLimit", severity: .error,
        summary: "A text is longer than the length limit.",
        explanation: """
            A single scalar (a title, a text, a name) is longer than the limit \
            (1 MiB by default). Help texts that long do not fit on a screen; \
            this is most likely a pasted file or a missing closing quote.
            """)
}
