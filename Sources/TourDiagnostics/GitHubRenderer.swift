/// GitHub Actions workflow commands:
/// `::error file=path,line=L,col=C,title=TOUR203::message`.
///
/// Escaping follows the Actions toolkit (`@actions/core`): in the message
/// `%`, CR and LF; in properties also `:` and `,`.
enum GitHubRenderer {
    static func render(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        var properties: [String] = []
        if let file = diagnostic.file { properties.append("file=\(escapeProperty(file))") }
        if let position = diagnostic.position {
            properties.append("line=\(position.line)")
            properties.append("col=\(position.column)")
        }
        properties.append("title=\(escapeProperty(diagnostic.code.rawValue))")
        var message = diagnostic.message
        for note in diagnostic.notes { message += "\nnote: \(note)" }
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    static func escapeData(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
