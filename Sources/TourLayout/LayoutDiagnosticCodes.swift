import TourDiagnostics

extension DiagnosticCode {
    /// `tourc format` was given a file that is not a tour file.
    public static let notATourFile = DiagnosticCode(
        "TOUR702", name: "notATourFile", severity: .error,
        summary: "`tourc format` was given a file that is not a tour file.",
        explanation: """
            `tourc format` lays out tour files only: every YAML document in \
            the file must be a mapping with `tour:` or `steps:` (or empty), \
            and the file must end in `.yaml` or `.yml`. The target registry, \
            `tourc.yaml` and other files have keys in another order and no \
            texts, so their layout is theirs; the file is left as it is. \
            Name only tour files, or the folders that hold them (a folder is \
            searched for `*.tour.yaml`).
            """)

    /// Laid out, a file would say something else (a bug guard).
    public static let formatChangesMeaning = DiagnosticCode(
        "TOUR703", name: "formatChangesMeaning", severity: .error,
        summary: "Laid out, the file would say something else; it was left as it is.",
        explanation: """
            `tourc format` reads every file it lays out back and compares \
            it with the original, node by node: every key and value, every \
            anchor and alias, every style that changes what a value means \
            (only a title's or text's quoting may change, and the order of \
            keys). A difference means a bug in tourc format: the file is not \
            written, and the position is the first node that would have \
            changed. Please report it with the file.
            """)

    /// `tourc format` was given a UTF-16 file.
    public static let formatNeedsUTF8 = DiagnosticCode(
        "TOUR704", name: "formatNeedsUTF8", severity: .error,
        summary: "`tourc format` rewrites UTF-8 files only.",
        explanation: """
            YAML may be UTF-16, and tourc reads such a tour file, but `tourc \
            format` writes files back in their own encoding and lays out \
            UTF-8 only; the file is left as it is. Save it as UTF-8 (what \
            every editor writes by default) to format it.
            """)
}
