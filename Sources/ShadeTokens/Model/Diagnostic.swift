import ShadeJSON
import ShadeText

/// One problem found in a theme file, reported as one line a designer can act on.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as the user named it (or `<built-in>/name.json`).
    public var file: String
    /// Line and column in the file, when known.
    public var position: SourcePosition?
    /// The dotted token path concerned, when there is one (`light.foregroundPrimary`).
    public var tokenPath: String?
    /// What is wrong.
    public var message: String
    /// A likely fix, e.g. a token name the path was probably meant to be.
    public var suggestion: String?
    /// For the line that sums up a file's problems beyond the limit: how many it stands for.
    public internal(set) var omitted: Int?
    /// Whether Shade could not use what the line is about, or used it anyway.
    public var severity: Severity = .problem
    /// What the problem is, in words shared by every line of its kind, for the one line that
    /// sums up a file's lines of that kind (`hold a stray "alpha" beside $value`); nil when
    /// the line stands alone.
    public var kind: String?

    /// How much a line matters to a command's outcome.
    public enum Severity: String, Sendable, Hashable {
        /// Something Shade could not use: a token, a file or a setting is lost.
        case problem
        /// A departure from the format that leaves the value known: Shade used it, and
        /// `shade validate` reports it (failing only with `--strict`).
        case deviation
    }

    /// Creates a diagnostic.
    public init(file: String, position: SourcePosition? = nil, tokenPath: String? = nil,
                message: String, suggestion: String? = nil) {
        self.file = file
        self.position = position
        // An empty path is no token: kept, it printed `file: : message`.
        self.tokenPath = tokenPath?.isEmpty == true ? nil : tokenPath
        self.message = message
        self.suggestion = suggestion
    }

    /// The same line marked as a deviation of `kind` (see ``Severity/deviation``).
    public func deviation(kind: String) -> Diagnostic {
        var copy = self
        copy.severity = .deviation
        copy.kind = kind
        return copy
    }

    /// `file:line:col: token: message (did you mean x?)`, with every part that came from a
    /// file made visible, so a hostile file cannot send escapes to the terminal.
    public var description: String {
        var text = VisibleText.escaping(file)
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": "
        if let tokenPath, !tokenPath.isEmpty { text += VisibleText.escaping(tokenPath) + ": " }
        text += VisibleText.escaping(message)
        if let suggestion { text += " (did you mean \(VisibleText.escaping(suggestion))?)" }
        return text
    }
}
