import TourBytes

/// One JSON array of objects with exactly the keys `severity`, `code`,
/// `message`, `file`, `line`, `column` and `notes`; absent values are `null`.
enum JSONRenderer {
    static func render(_ diagnostics: [Diagnostic]) -> String {
        var json = JSONWriter(capacity: 256 * diagnostics.count + 16)
        json.beginArray()
        for diagnostic in diagnostics {
            json.element()
            json.beginObject()
            json.key("severity")
            json.string(diagnostic.severity.rawValue)
            json.key("code")
            json.string(diagnostic.code.rawValue)
            json.key("message")
            json.string(diagnostic.message)
            json.key("file")
            json.string(diagnostic.file)
            json.key("line")
            json.integer(diagnostic.position?.line)
            json.key("column")
            json.integer(diagnostic.position?.column)
            json.key("notes")
            json.strings(diagnostic.notes)
            json.endObject()
        }
        json.endArray()
        return json.finish().text
    }
}
