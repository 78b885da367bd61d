import TourCompiler

/// Where the command writes, and what it knows of its surroundings; tests
/// substitute their own.
struct Console {
    var standardOutput: (String) -> Void
    var standardError: (String) -> Void
    /// Whether standard error is a terminal (human reports, colour).
    var errorIsTerminal: Bool
    /// Whether `NO_COLOR` is set to a non-empty value.
    var noColor: Bool

    /// The process's own streams, written unbuffered, so output and exit
    /// status can never be reordered.
    static var process: Console {
        Console(
            standardOutput: { Platform.print($0, toStandardError: false) },
            standardError: { Platform.print($0, toStandardError: true) },
            errorIsTerminal: Platform.standardErrorIsTerminal,
            // no-color.org: set and not empty.
            noColor: !(Platform.environmentValue("NO_COLOR") ?? "").isEmpty)
    }
}
