/// A 1-based line and column in a source file.
///
/// Columns count Unicode scalars, as libyaml does, so a position in a line
/// holding `é` or an emoji points at the same character an editor shows.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, the form notes and messages use.
    public var description: String { "\(line):\(column)" }
}
