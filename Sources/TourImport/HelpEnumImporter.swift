import TourDiagnostics
import TourFormat
import TourModel
import TourScanning

/// Reads hand-written help enums out of Swift source: the cases in
/// declaration order, and each case's `title` and `text` literal from the
/// `switch self` that returns them. Anything it cannot carry over exactly
/// is an error at its position; members it leaves behind get a note.
public enum HelpEnumImporter {
    /// One Swift file: its name (for messages) and bytes.
    public struct SourceFile: Sendable {
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// The enums in `files` that conform to `HelpInfoProvider`, or the one
    /// named `enumName`; `symbolFiles` only contribute symbol constants.
    public static func importEnums(
        from files: [SourceFile], symbolFiles: [SourceFile] = [], enumName: String? = nil
    ) -> (enums: [ImportedEnum], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var parsed: [(file: String, declarations: [TypeDeclaration])] = []
        var comments: [String: [SwiftComment]] = [:]
        // Files read only for their symbol constants that cannot be read:
        // skipped with a warning, unless a constant the enums use is missing.
        var unreadableSymbolFiles: [(path: String, failure: SwiftLexer.Failure)] = []
        let enumFiles = Set(files.map(\.path))
        for file in files + symbolFiles {
            switch SwiftLexer.tokensAndComments(of: file.bytes) {
            case .success(let lexed):
                parsed.append((file.path, DeclarationReader(tokens: lexed.tokens).declarations()))
                comments[file.path] = lexed.comments
            case .failure(let failure) where !enumFiles.contains(file.path):
                unreadableSymbolFiles.append((file.path, failure))
            case .failure(let failure):
                diagnostics.append(
                    Diagnostic(.unreadableSwift, failure.message, file: file.path, at: failure.position))
            }
        }
        let constants = SymbolConstants(parsed.flatMap(\.declarations))
        let importable = Set(files.map(\.path))
        var enums: [ImportedEnum] = []
        let declarations = parsed.filter { importable.contains($0.file) }
        let allTypes = declarations.flatMap { file in file.declarations.map { (file.file, $0) } }
        let candidates = allTypes.filter { _, declaration in
            guard declaration.keyword == "enum" else { return false }
            if let enumName { return declaration.name == enumName }
            return allTypes.contains { $0.1.name == declaration.name && $0.1.conformances.contains("HelpInfoProvider") }
        }
        // A file that could not be read may hold the enum: that error is enough.
        if candidates.isEmpty, !diagnostics.containsErrors {
            let what = enumName.map { "no enum named '\($0)'" } ?? "no enum that conforms to HelpInfoProvider"
            diagnostics.append(
                Diagnostic(.noHelpEnum, "\(what) in \(files.map(\.path).joined(separator: ", "))", file: files.first?.path))
        }
        for (file, declaration) in candidates {
            let extensions = allTypes.filter { $0.1.keyword == "extension" && $0.1.name == declaration.name }
            var reader = EnumReader(file: file, declaration: declaration, extensions: extensions, constants: constants, comments: comments)
            if let imported = reader.read() { enums.append(imported) }
            diagnostics += reader.diagnostics
        }
        // A constant that cannot be resolved may be in a file that could not
        // be read: then each such file is the error to fix.
        let needed = diagnostics.contains { $0.code == .unresolvedSymbolConstant }
        for (path, failure) in unreadableSymbolFiles {
            diagnostics.append(
                needed
                    ? Diagnostic(
                        .unreadableSwift, failure.message, file: path, at: failure.position,
                        notes: ["a symbol constant the enum uses cannot be resolved, and it may be in this file"])
                    : Diagnostic(
                        .unreadableSwiftSkipped, "skipped: \(failure.message); the enum needs no symbol constant from this file", file: path,
                        at: failure.position))
        }
        return (enums, diagnostics)
    }
}

/// A type or extension declaration: its header and its body's tokens.
struct TypeDeclaration {
    var keyword: String
    var name: String
    var namePosition: SourcePosition
    var modifiers: [String]
    var conformances: [String]
    /// The tokens between the braces.
    var body: ArraySlice<SwiftToken>
    /// Where the declaration starts (its first modifier, or its keyword),
    /// where the token before it starts (`nil` at the file's start), and
    /// where its `{` is: the comments between the two are above it.
    var start: SourcePosition
    var previousToken: SourcePosition?
    var openBrace: SourcePosition
}

/// Finds the type declarations (and extensions) at any depth of a file.
struct DeclarationReader {
    let tokens: [SwiftToken]

    func declarations() -> [TypeDeclaration] {
        var found: [TypeDeclaration] = []
        collect(tokens[...], into: &found)
        return found
    }

    private func collect(_ slice: ArraySlice<SwiftToken>, into found: inout [TypeDeclaration]) {
        var index = slice.startIndex
        while index < slice.endIndex {
            guard let keyword = slice[index].identifier, ["enum", "struct", "class", "actor", "extension"].contains(keyword),
                index + 1 < slice.endIndex, let name = slice[index + 1].identifier
            else {
                index += 1
                continue
            }
            var modifiers: [String] = []
            var back = index - 1
            while back >= slice.startIndex, let modifier = slice[back].identifier,
                ["public", "internal", "package", "fileprivate", "private", "final", "indirect", "nonisolated"].contains(modifier)
            {
                modifiers.append(modifier)
                back -= 1
            }
            var cursor = index + 2
            var conformances: [String] = []
            while cursor < slice.endIndex, !slice[cursor].isPunctuation("{") {
                if let identifier = slice[cursor].identifier { conformances.append(identifier) }
                cursor += 1
            }
            guard cursor < slice.endIndex, let close = Self.matchingBrace(in: slice, from: cursor) else { return }
            let body = slice[(cursor + 1)..<close]
            found.append(
                TypeDeclaration(
                    keyword: keyword, name: name, namePosition: slice[index + 1].position, modifiers: modifiers,
                    conformances: conformances, body: body, start: slice[back + 1].position,
                    previousToken: back >= slice.startIndex ? slice[back].position : nil, openBrace: slice[cursor].position))
            collect(body, into: &found)
            index = close + 1
        }
    }

    /// The index of the `}` that closes the `{` at `open`.
    static func matchingBrace(in slice: ArraySlice<SwiftToken>, from open: Int) -> Int? {
        var depth = 0
        for index in open..<slice.endIndex {
            if slice[index].isPunctuation("{") { depth += 1 }
            if slice[index].isPunctuation("}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

/// `static let name = "literal"` declarations, by the type that declares them.
struct SymbolConstants {
    private var values: [String: [String: (String, SourcePosition)]] = [:]

    init(_ declarations: [TypeDeclaration]) {
        for declaration in declarations {
            let body = Array(declaration.body)
            var index = 0
            while index + 4 < body.count {
                defer { index += 1 }
                guard body[index].identifier == "static", body[index + 1].identifier == "let",
                    let name = body[index + 2].identifier, body[index + 3].isPunctuation("="),
                    case .string(let literal) = body[index + 4].kind, literal.segments.count <= 1
                else { continue }
                var value = ""
                if case .text(let text)? = literal.segments.first { value = text }
                values[declaration.name, default: [:]][name] = (value, body[index + 4].position)
            }
        }
    }

    /// The value of `name` declared on `owner`.
    func value(_ name: String, on owner: String) -> String? {
        values[owner]?[name]?.0
    }
}
