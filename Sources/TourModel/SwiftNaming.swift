import TourBytes
import TourDiagnostics
import TourSyntax

/// How tour and step ids become Swift names. Validation uses it to find ids
/// that would meet in one name; generation uses it to write them.
public enum SwiftNaming {
    /// The enum case for a step id: lowerCamelCase over `-`, `_` and `.`
    /// (`profile-button` and `profile_button` are both `profileButton`), a
    /// leading capital run lowercased (`URLField` is `urlField`). Keywords
    /// are not escaped here; see ``escapedIdentifier(_:)``.
    public static func caseName(forStepID id: String) -> String {
        // Ids are ASCII by their naming rule, so this works on bytes.
        // Most ids are one lowercase word already (`search`, `step3`).
        let isOneLowercaseWord = id.withUTF8Bytes { bytes in
            guard let first = bytes.first, !first.isASCIIUppercase else { return false }
            return !bytes.contains { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
        }
        if isOneLowercaseWord { return id }
        let words = id.utf8.split { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
        guard let first = words.first else { return id }
        var result: [UInt8] = []
        result.reserveCapacity(id.utf8.count)
        // A leading run of capitals is one word (`URLField` is `urlField`),
        // but the capital that starts the next word keeps its case.
        let firstWord = Array(first)
        var run = firstWord.prefix(while: \.isASCIIUppercase).count
        if run > 1, run < firstWord.count, firstWord[run].isASCIILowercase { run -= 1 }
        result += firstWord[..<run].map { $0 | 0x20 }
        result += firstWord[run...]
        for word in words.dropFirst() {
            result.append(word.first!.isASCIILowercase ? word.first! & ~0x20 : word.first!)
            result += word.dropFirst()
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The enum name for a tour: `swiftName`, or UpperCamelCase(id) + "Tour".
    public static func typeName(for tour: Tour) -> String {
        if let swiftName = tour.swiftName { return swiftName.value }
        return words(of: tour.id.value).map(capitalizingFirst).joined() + "Tour"
    }

    /// `name` in backticks when it is a Swift keyword, so it can be used as
    /// an identifier (`default` becomes `` `default` ``).
    public static func escapedIdentifier(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// Whether `name` is one of ``keywords``. Every keyword is lowercase
    /// ASCII letters and at most `longestKeyword` bytes, so most names
    /// (camel case, digits) are ruled out before the set hashes them: the
    /// emitters ask for every case name of every tour.
    static func isKeyword(_ name: String) -> Bool {
        name.utf8.count <= longestKeyword
            && name.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
            && keywords.contains(name)
    }

    private static let longestKeyword = keywords.map(\.utf8.count).max() ?? 0

    /// Words that must be escaped to be used as a case name.
    static let keywords: Set<String> = [
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
}
