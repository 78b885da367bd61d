import TourBytes

/// `path:line:col: error: message [TOUR203]`, then one `note:` line per note,
/// the format Xcode, swiftc and most editors recognise.
enum XcodeRenderer {
    /// Every finding's lines, written into one buffer: a compile of a
    /// thousand tours may print tens of thousands of findings, one after
    /// another on the main thread, and an interpolated string for each,
    /// joined at the end, cost a tenth of that compile's time.
    static func render(_ diagnostics: [Diagnostic]) -> String {
        var text = TextBuffer(capacity: 160 * diagnostics.count)
        for diagnostic in diagnostics {
            appendLocation(of: diagnostic, to: &text)
            text.append(diagnostic.severity.rawValue)
            text.append(": ")
            text.append(diagnostic.message)
            text.append(" [")
            text.append(diagnostic.code.rawValue)
            text.append("]\n")
            for note in diagnostic.notes {
                appendLocation(of: diagnostic, to: &text)
                text.append("note: ")
                text.append(note)
                text.append(byte: UInt8(ascii: "\n"))
            }
        }
        return text.text
    }

    /// `path:line:col: `, `path: ` without a position, `tourc: ` without a file.
    private static func appendLocation(of diagnostic: Diagnostic, to text: inout TextBuffer) {
        guard let file = diagnostic.file else { return text.append("tourc: ") }
        text.append(file)
        if let position = diagnostic.position {
            text.append(byte: UInt8(ascii: ":"))
            text.append(position.line)
            text.append(byte: UInt8(ascii: ":"))
            text.append(position.column)
        }
        text.append(": ")
    }
}
