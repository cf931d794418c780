import ShadeText

/// Why a JSON file could not be read, and where.
///
/// Messages are written for the designer who edits the theme file, and show any character
/// from the file visibly (see ``VisibleText``), so printing one can never drive the terminal.
public struct JSONParseError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, without the position, e.g. `trailing comma before '}'`.
    public var message: String
    /// Where it went wrong.
    public var position: SourcePosition

    /// Creates an error.
    public init(message: String, position: SourcePosition) {
        self.message = message
        self.position = position
    }

    /// The position and the message, e.g. `line 4, column 12: unterminated string`. A loader
    /// prefixes the file name.
    public var description: String { "\(position): \(message)" }
}
