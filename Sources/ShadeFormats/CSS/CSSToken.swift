import ShadeJSON
import ShadeTokens

/// One token of CSS Syntax Level 3 (§ 4), with where it starts.
struct CSSToken: Equatable {
    enum Kind: Equatable {
        case ident(String)
        case function(String)
        case atKeyword(String)
        /// `#…`; `isID` when the rest would start an identifier.
        case hash(String, isID: Bool)
        case string(String)
        case badString
        case url(String)
        case badURL
        case delim(Character)
        case number(Double, isInteger: Bool)
        case percentage(Double)
        case dimension(Double, unit: String)
        case whitespace
        case cdo, cdc, colon, semicolon, comma
        case openSquare, closeSquare, openParen, closeParen, openCurly, closeCurly
    }

    var kind: Kind
    var position: SourcePosition
}

/// A component value (§ 5): a token, a function with its arguments, or a simple block.
indirect enum CSSComponent: Equatable {
    case token(CSSToken)
    case function(name: String, arguments: [CSSComponent], position: SourcePosition)
    /// A `(`, `[` or `{` block and its contents.
    case block(open: Character, contents: [CSSComponent], position: SourcePosition)

    var position: SourcePosition {
        switch self {
        case .token(let token): token.position
        case .function(_, _, let position), .block(_, _, let position): position
        }
    }

    var isWhitespace: Bool {
        if case .token(let token) = self, token.kind == .whitespace { return true }
        return false
    }
}
