#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the command writes, and what it knows of its surroundings; tests
/// substitute their own.
struct Console {
    var standardOutput: (String) -> Void
    var standardError: (String) -> Void
    /// Whether standard error is a terminal (human reports, colour).
    var errorIsTerminal: Bool
    /// Whether `NO_COLOR` is set to a non-empty value.
    var noColor: Bool

    /// The process's own streams.
    static var process: Console {
        Console(
            standardOutput: { text in writeAll(text, to: STDOUT_FILENO) },
            standardError: { text in writeAll(text, to: STDERR_FILENO) },
            errorIsTerminal: isatty(STDERR_FILENO) != 0,
            // no-color.org: set and not empty.
            noColor: getenv("NO_COLOR").map { $0.pointee != 0 } ?? false)
    }
}

/// Writes all of `text` with write(2), unbuffered, so output and exit
/// status can never be reordered.
private func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
