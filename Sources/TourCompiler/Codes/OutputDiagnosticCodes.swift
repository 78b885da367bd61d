extension DiagnosticCode {
    /// Two inputs would write the same output file.
    public static let outputConflict = DiagnosticCode(
        "TOUR401",
        summary: "Two inputs would write the same output file.",
        explanation: """
            Each tour file writes `<name>.tour.swift` (named after the file) and \
            each tour writes `<tour id>.json`. Two tour files with the same name \
            in different folders, or the same output folder given for Swift and \
            JSON with clashing names, would overwrite each other. Rename one.
            """)

    /// An output could not be written.
    public static let writeFailed = DiagnosticCode(
        "TOUR402",
        summary: "An output file could not be written.",
        explanation: """
            tourc writes each output to a temporary file in the output folder \
            and renames it into place, so no partly written file is ever \
            visible; when any write fails, nothing is renamed. The message \
            carries the system's reason: the folder is read-only, a path \
            component is a file, or the disk is full.
            """)

    /// An output is missing or out of date (`--check`).
    public static let staleOutput = DiagnosticCode(
        "TOUR403",
        summary: "A generated file is missing or out of date.",
        explanation: """
            `tourc compile --check` writes nothing and reports every output \
            that does not match what the tours generate, so CI can fail when \
            someone edited a tour but did not regenerate, or edited a generated \
            file by hand. Run `tourc compile` and commit the result.
            """)
}
