/// A place in a source file, as a designer's editor shows it.
///
/// Both numbers are 1-based. The column counts Unicode scalars, so `é` or an emoji advances it
/// by one and a tab counts as one column, whatever width the editor draws it with.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line number. A line ends at LF, CR LF or a lone CR.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders positions as they appear in the file: by line, then by column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// The position in words, e.g. `line 3, column 7`.
    public var description: String { "line \(line), column \(column)" }
}
