/// How tour and step ids become Swift names. Validation uses it to find ids
/// that would meet in one name; generation uses it to write them.
public enum SwiftNaming {
    /// The enum case for a step id: lowerCamelCase over `-`, `_` and `.`
    /// (`profile-button` and `profile_button` are both `profileButton`), a
    /// leading capital run lowercased (`URLField` is `urlField`). Keywords
    /// are not escaped here; see ``escapedIdentifier(_:)``.
    public static func caseName(forStepID id: String) -> String {
        let parts = words(of: id)
        guard let first = parts.first else { return id }
        return lowercasingLeadingCapitals(first) + parts.dropFirst().map(capitalizingFirst).joined()
    }

    /// The enum name for a tour: `swiftName`, or UpperCamelCase(id) + "Tour".
    public static func typeName(for tour: Tour) -> String {
        if let swiftName = tour.swiftName { return swiftName.value }
        return words(of: tour.id.value).map(capitalizingFirst).joined() + "Tour"
    }

    /// `name` in backticks when it is a Swift keyword, so it can be used as
    /// an identifier (`default` becomes `` `default` ``).
    public static func escapedIdentifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Words that must be escaped to be used as a case name.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is",
        "nil", "self", "super", "throws", "true", "try", "await", "package", "any", "some", "each",
    ]

    private static func words(of id: String) -> [Substring] {
        id.split { $0 == "-" || $0 == "_" || $0 == "." }
    }

    private static func capitalizingFirst(_ word: Substring) -> String {
        guard let first = word.first else { return "" }
        return first.uppercased() + word.dropFirst()
    }

    private static func lowercasingLeadingCapitals(_ word: Substring) -> String {
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        // In `URLField` the F starts the next word, so it keeps its capital.
        if run > 1, run < characters.count, characters[run].isLowercase { run -= 1 }
        return characters[..<run].map { $0.lowercased() }.joined() + String(characters[run...])
    }
}
