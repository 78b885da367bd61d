import TourDiagnostics
import TourFormat

/// A hand-written help enum, read: what a tour file needs of it.
public struct ImportedEnum: Sendable {
    /// The enum's name, which the generated enum keeps.
    public var name: String
    /// `public`, `package` or `internal`.
    public var accessLevel: String
    /// The file it is declared in.
    public var file: String
    /// Where its name is.
    public var position: SourcePosition
    /// The cases in declaration order, each with its title and text.
    public var cases: [ImportedCase]
    /// The comments above the enum, line by line (without `//` or `/* */`).
    public var comments: [String] = []
}

/// One case with its title and text.
public struct ImportedCase: Sendable {
    /// The case name: the step id.
    public var name: String
    /// Where the case is declared.
    public var position: SourcePosition
    /// The title literal.
    public var title: ImportedText
    /// The text literal.
    public var text: ImportedText
    /// The comments above the case, and after it on its line, line by line.
    public var comments: [String] = []
    public var trailingComments: [String] = []
    /// The comments of the `switch` clauses that give its title and text
    /// (above the clause, inside it, after it on its last line); a clause
    /// for several cases gives them to the first of them in the tour.
    public var titleComments: [String] = []
    public var textComments: [String] = []
}

/// A string literal's content: text runs and SF Symbols.
public struct ImportedText: Sendable, Equatable {
    /// The literal's pieces.
    public var segments: [TourText.Segment]
    /// Where the literal is.
    public var position: SourcePosition

    /// The text in tour markup: runs as they are, symbols as `{symbol:NAME}`.
    public var markup: String {
        segments.map { segment in
            switch segment {
            case .text(let run): return run
            case .symbol(let name): return "{symbol:\(name)}"
            }
        }.joined()
    }

    /// The key SwiftUI forms from the literal itself, and whether it is
    /// formatted: a literal without interpolation is its own key; one with
    /// interpolations doubles `%` in its runs and adds `%@` per image.
    public var literalKey: (key: String, isFormatted: Bool) {
        guard segments.contains(where: \.isSymbol) else { return (markup, false) }
        let key = segments.map { segment -> String in
            switch segment {
            case .text(let run): return run.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
            case .symbol: return "%@"
            }
        }.joined()
        return (key, true)
    }
}
