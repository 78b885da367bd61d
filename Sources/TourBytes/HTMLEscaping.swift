/// HTML escaping for the pages tourc writes (`tourc preview`, `tourc report`).
package enum HTMLEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for element content
    /// and quoted attribute values alike.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
