/// `path:line:col: error: message [TOUR203]`, then one `note:` line per note,
/// the format Xcode, swiftc and most editors recognise.
enum XcodeRenderer {
    static func render(_ diagnostic: Diagnostic) -> String {
        let location = prefix(diagnostic)
        var text = "\(location)\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]\n"
        for note in diagnostic.notes {
            text += "\(location)note: \(note)\n"
        }
        return text
    }

    private static func prefix(_ diagnostic: Diagnostic) -> String {
        guard let file = diagnostic.file else { return "tourc: " }
        guard let position = diagnostic.position else { return "\(file): " }
        return "\(file):\(position.line):\(position.column): "
    }
}
