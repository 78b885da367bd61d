/// A 1-based line and column in a source file.
///
/// Columns count Unicode scalars, as libyaml does, so a position in a line
/// holding `é` or an emoji points at the same character an editor shows.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    // 32 bits each: every node and model value carries a position, and
    // files are far smaller than 4 G lines (the size limit sees to that).
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, the form notes and messages use.
    public var description: String { "\(line):\(column)" }
}
