import ShadeJSON

/// A value in a DTCG file that breaks a rule of the format, with where it stands.
public struct DTCGValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in a designer's words.
    public var message: String
    /// Where the offending value starts.
    public var position: SourcePosition

    /// Creates an error.
    public init(message: String, position: SourcePosition) {
        self.message = message
        self.position = position
    }

    /// `line 3, column 7: message`.
    public var description: String { "\(position): \(message)" }
}
