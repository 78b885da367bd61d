/// Reads the type a `{` opens, from the code between the statement before
/// it and the brace: `struct EffectsScreen: View {` opens `EffectsScreen`,
/// `extension MainScreen {` opens `MainScreen`, `var body: some View {`
/// and `Button {` open no type.
///
/// This is how a tag site learns the view it is in (its screen) without a
/// parser: the scanner keeps the braces open in code, and only when it finds
/// a tag reads the headers of the braces around it, innermost first.
enum TypeDeclarationHeader {
    /// The keywords that open a type's body with the type's name after them.
    private static let keywords: Set<String> = ["struct", "class", "enum", "actor", "extension"]
    /// Names that follow `class` when it is a modifier, not a declaration
    /// (`class func`, `class var`), and `final class`'s own words.
    private static let notANameAfterClass: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "public", "private", "fileprivate",
        "internal", "package", "open",
    ]
    /// Types whose extensions are not one screen: a tag in an `extension
    /// View` helper belongs to whichever view calls it.
    private static let sharedTypes: Set<String> = ["View", "SwiftUI.View", "ViewModifier", "Scene", "App"]

    /// The name of the type whose body the `{` at `brace` opens, reading the
    /// header from `start`; `nil` when the brace opens no type, or a type
    /// that is not one screen (`extension View`).
    static func typeName(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to brace: Int) -> String? {
        var cursor = start
        // The keyword read last, while its name is still to come or being read.
        var keyword: String?
        // The name after the keyword, its dotted parts as read so far.
        var name: [String] = []
        while cursor < brace {
            let current = bytes[cursor]
            if current == UInt8(ascii: "/"), cursor + 1 < brace,
                bytes[cursor + 1] == UInt8(ascii: "/") || bytes[cursor + 1] == UInt8(ascii: "*")
            {
                cursor = SwiftTrivia.end(in: bytes, from: cursor)
                continue
            }
            if current == UInt8(ascii: "\"") {
                // A string in a header (`@available(*, message: "...")`) holds no declaration.
                cursor += 1
                while cursor < brace, bytes[cursor] != UInt8(ascii: "\"") { cursor += 1 }
                cursor += 1
                continue
            }
            guard current.isIdentifierStart else {
                // Space before the name, and the dot of `extension Outer.Inner`,
                // go on; anything else ends the name.
                let goesOn = name.isEmpty ? current.isSwiftWhitespace : current == UInt8(ascii: ".")
                if !goesOn { keyword = nil }
                cursor += 1
                continue
            }
            let wordStart = cursor
            while cursor < brace, bytes[cursor].isIdentifierByte { cursor += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<cursor]), as: UTF8.self)
            let afterDot = wordStart > start && bytes[wordStart - 1] == UInt8(ascii: ".")
            if let opened = keyword {
                if name.isEmpty, opened == "class", notANameAfterClass.contains(word) {
                    keyword = nil
                } else if name.isEmpty || afterDot {
                    name.append(word)
                } else {
                    keyword = nil
                }
            } else if !afterDot, keywords.contains(word) {
                // `.struct` is a member, not a declaration.
                keyword = word
                name = []
            }
        }
        guard !name.isEmpty, !sharedTypes.contains(name.joined(separator: ".")) else { return nil }
        // `Outer.Inner`: the view is the last name.
        return name.last
    }
}
