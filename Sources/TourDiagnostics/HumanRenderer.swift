/// For people: each finding with the source line it is about and a caret
/// under the column, and a count at the end.
///
/// ```
/// error[TOUR201]: unknown key 'titel' in a step; did you mean 'title'?
///   --> Tours/main.tour.yaml:7:5
///   |
/// 7 |     titel: Your profile
///   |     ^
///   = note: a step accepts: id, target, title, text, padding, cornerRadius, action
/// ```
struct HumanRenderer {
    let color: Bool
    let source: (String) -> [UInt8]?

    func render(_ diagnostics: [Diagnostic]) -> String {
        var text = ""
        // Each file's lines are found once, however many findings it has.
        var indexes: [String: LineIndex] = [:]
        for diagnostic in diagnostics {
            var index: LineIndex?
            if let file = diagnostic.file, diagnostic.position != nil {
                if indexes[file] == nil, let bytes = source(file) { indexes[file] = LineIndex(bytes) }
                index = indexes[file]
            }
            text += render(diagnostic, lines: index) + "\n"
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        if errors + warnings > 0 {
            let parts = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }
                .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
            text += paint(parts.joined(separator: ", "), errors > 0 ? .red : .yellow) + "\n"
        }
        return text
    }

    private func render(_ diagnostic: Diagnostic, lines: LineIndex?) -> String {
        let tint: Tint = diagnostic.severity == .error ? .red : diagnostic.severity == .warning ? .yellow : .cyan
        var text = paint("\(diagnostic.severity.rawValue)[\(diagnostic.code.rawValue)]", tint)
        text += paint(": \(diagnostic.message)", .bold) + "\n"
        guard let file = diagnostic.file else { return text + notes(diagnostic, gutter: "") }
        guard let position = diagnostic.position else { return text + "  --> \(file)\n" + notes(diagnostic, gutter: "  ") }
        let number = String(position.line)
        let gutter = String(repeating: " ", count: number.count + 1)
        text += "\(gutter)\(paint("-->", .blue)) \(file):\(position.line):\(position.column)\n"
        if let line = lines?.line(position.line) {
            text += "\(gutter)\(paint("|", .blue))\n"
            text += "\(paint(number, .blue)) \(paint("|", .blue)) \(line)\n"
            text += "\(gutter)\(paint("|", .blue)) \(Self.padding(line, upTo: position.column))\(paint("^", tint))\n"
        }
        return text + notes(diagnostic, gutter: gutter)
    }

    private func notes(_ diagnostic: Diagnostic, gutter: String) -> String {
        diagnostic.notes.map { "\(gutter)\(paint("=", .blue)) note: \($0)\n" }.joined()
    }

    /// Spaces as wide as the first `column - 1` scalars, keeping tabs so the
    /// caret lines up in a terminal.
    static func padding(_ line: String, upTo column: Int) -> String {
        String(line.unicodeScalars.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
    }

    private enum Tint: String {
        case red = "31"
        case yellow = "33"
        case blue = "34"
        case cyan = "36"
        case bold = "1"
    }

    private func paint(_ text: String, _ tint: Tint) -> String {
        color ? "\u{1B}[\(tint.rawValue)m\(text)\u{1B}[0m" : text
    }
}
