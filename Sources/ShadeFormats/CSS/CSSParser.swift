import ShadeJSON
import ShadeText
import ShadeTokens

/// A rule of a style sheet, as CSS Syntax Level 3 (§ 5) parses one, with CSS Nesting's
/// nested rules: an at-rule (`@media …`, `@theme`, `@supports …`) or a qualified rule
/// (selector), with its declarations and the rules nested in its block.
struct CSSRule {
    /// The at-keyword's name (`media`), or nil for a qualified rule.
    var atKeyword: String?
    /// The prelude (selector or condition) as written, whitespace collapsed.
    var prelude: String
    /// The declarations in the rule's block, in order.
    var declarations: [CSSDeclaration]
    /// Rules nested in the block.
    var children: [CSSRule]
    /// Where the rule starts.
    var position: SourcePosition
}

/// One `name: value` declaration.
struct CSSDeclaration {
    var name: String
    /// The value's component values, `!important` removed, outer whitespace trimmed.
    var value: [CSSComponent]
    var position: SourcePosition
    /// The file it was read from, when a theme is read from more than one (`NAME-dark.css`
    /// beside `NAME.css`); nil for the file being read.
    var file: String?
}

/// Parses tokens into rules: consume a list of rules, then each block's declarations and
/// nested rules. Errors recover as the specification says (skip to the next `;` or block end).
struct CSSParser {
    private let tokens: [CSSToken]
    private var index = 0
    /// Blocks nested deeper than this are skipped whole (hostile input).
    static let maximumDepth = 64

    init(_ tokens: [CSSToken]) { self.tokens = tokens }

    /// The style sheet's top-level rules.
    static func parse(_ text: String) -> [CSSRule] {
        var parser = CSSParser(CSSTokenizer.tokens(text))
        return parser.rules(topLevel: true, depth: 0)
    }

    /// The component values of a lone value such as `rgba(0, 0, 0, 0.5)` (Tokens Studio's
    /// values are CSS colour strings).
    static func components(_ text: String) -> [CSSComponent] {
        var parser = CSSParser(CSSTokenizer.tokens(text))
        var list: [CSSComponent] = []
        while parser.current != nil { list.append(parser.component(depth: 0)) }
        return trimmed(list)
    }

    private var current: CSSToken? { index < tokens.count ? tokens[index] : nil }

    private mutating func rules(topLevel: Bool, depth: Int) -> [CSSRule] {
        var rules: [CSSRule] = []
        while let token = current {
            switch token.kind {
            case .whitespace, .cdo, .cdc: index += 1
            case .closeCurly where !topLevel: return rules
            case .atKeyword(let name):
                index += 1
                if let rule = atRule(name, at: token.position, depth: depth) { rules.append(rule) }
            default:
                if let rule = qualifiedRule(depth: depth) { rules.append(rule) }
            }
        }
        return rules
    }

    private mutating func atRule(_ name: String, at position: SourcePosition, depth: Int) -> CSSRule? {
        var prelude: [CSSComponent] = []
        while let token = current {
            switch token.kind {
            case .semicolon: index += 1; return CSSRule(atKeyword: name, prelude: Self.text(prelude), declarations: [], children: [], position: position)
            case .openCurly:
                index += 1
                let (declarations, children) = block(depth: depth + 1)
                return CSSRule(atKeyword: name, prelude: Self.text(prelude), declarations: declarations, children: children, position: position)
            case .closeCurly: return CSSRule(atKeyword: name, prelude: Self.text(prelude), declarations: [], children: [], position: position)
            default: prelude.append(component(depth: depth))
            }
        }
        return CSSRule(atKeyword: name, prelude: Self.text(prelude), declarations: [], children: [], position: position)
    }

    private mutating func qualifiedRule(depth: Int) -> CSSRule? {
        let position = current?.position ?? SourcePosition(line: 1, column: 1)
        var prelude: [CSSComponent] = []
        while let token = current {
            switch token.kind {
            case .openCurly:
                index += 1
                let (declarations, children) = block(depth: depth + 1)
                return CSSRule(atKeyword: nil, prelude: Self.text(prelude), declarations: declarations, children: children, position: position)
            case .closeCurly where depth > 0:
                return nil
            default: prelude.append(component(depth: depth))
            }
        }
        return nil
    }

    /// A `{}` block's contents up to and including its `}`: declarations and nested rules.
    private mutating func block(depth: Int) -> ([CSSDeclaration], [CSSRule]) {
        var declarations: [CSSDeclaration] = []
        var children: [CSSRule] = []
        if depth > Self.maximumDepth {
            skipBlock()
            return ([], [])
        }
        while let token = current {
            switch token.kind {
            case .whitespace, .semicolon: index += 1
            case .closeCurly: index += 1; return (declarations, children)
            case .atKeyword(let name):
                index += 1
                if let rule = atRule(name, at: token.position, depth: depth) { children.append(rule) }
            case .ident(let name) where looksLikeDeclaration():
                index += 1
                if let declaration = declaration(name, at: token.position, depth: depth) { declarations.append(declaration) }
            default:
                if let rule = qualifiedRule(depth: depth) { children.append(rule) } else { skipToDeclarationEnd(depth: depth) }
            }
        }
        return (declarations, children)
    }

    /// Whether an ident starts a declaration rather than a nested rule: a custom property
    /// always does; otherwise a `:` must follow and no `{` come before the next `;`.
    private func looksLikeDeclaration() -> Bool {
        guard case .ident(let name) = current?.kind else { return false }
        var look = index + 1
        while look < tokens.count, tokens[look].kind == .whitespace { look += 1 }
        guard look < tokens.count, tokens[look].kind == .colon else { return false }
        if name.hasPrefix("--") { return true }
        var nesting = 0
        while look < tokens.count {
            switch tokens[look].kind {
            // A function token (`var(`, `rgba(`) opens a parenthesis as `(` does: counted
            // otherwise, its `)` left the count below zero and every later `;` unseen, so
            // each declaration looked to the end of the sheet (a 600 KB sheet took seconds).
            case .openParen, .openSquare, .function: nesting += 1
            case .closeParen, .closeSquare: nesting = max(0, nesting - 1)
            case .semicolon where nesting == 0, .closeCurly: return true
            case .openCurly where nesting == 0: return false
            default: break
            }
            look += 1
        }
        return true
    }

    private mutating func declaration(_ name: String, at position: SourcePosition, depth: Int) -> CSSDeclaration? {
        while current?.kind == .whitespace { index += 1 }
        guard current?.kind == .colon else { skipToDeclarationEnd(depth: depth); return nil }
        index += 1
        var value: [CSSComponent] = []
        while let token = current {
            if token.kind == .semicolon { index += 1; break }
            if token.kind == .closeCurly { break }
            value.append(component(depth: depth))
        }
        value = Self.trimmed(value)
        // `!important` does not change the value Shade reads.
        if value.count >= 2, case .token(let last) = value[value.count - 1], case .ident(let word) = last.kind,
           word.lowercased() == "important" {
            var rest = Array(value.dropLast())
            while rest.last?.isWhitespace == true { rest.removeLast() }
            if case .token(let bang) = rest.last, bang.kind == .delim("!") { value = Self.trimmed(Array(rest.dropLast())) }
        }
        return CSSDeclaration(name: name, value: value, position: position)
    }

    private mutating func skipToDeclarationEnd(depth: Int) {
        while let token = current {
            if token.kind == .semicolon { index += 1; return }
            if token.kind == .closeCurly { return }
            _ = component(depth: depth)
        }
    }

    private mutating func skipBlock() {
        var nesting = 1
        while let token = current {
            index += 1
            if token.kind == .openCurly { nesting += 1 }
            if token.kind == .closeCurly { nesting -= 1; if nesting == 0 { return } }
        }
    }

    /// One component value (§ 5.4.7).
    private mutating func component(depth: Int) -> CSSComponent {
        let token = tokens[index]
        index += 1
        switch token.kind {
        case .function(let name):
            return .function(name: name, arguments: contents(until: .closeParen, depth: depth + 1), position: token.position)
        case .openParen:
            return .block(open: "(", contents: contents(until: .closeParen, depth: depth + 1), position: token.position)
        case .openSquare:
            return .block(open: "[", contents: contents(until: .closeSquare, depth: depth + 1), position: token.position)
        case .openCurly:
            return .block(open: "{", contents: contents(until: .closeCurly, depth: depth + 1), position: token.position)
        default:
            return .token(token)
        }
    }

    private mutating func contents(until end: CSSToken.Kind, depth: Int) -> [CSSComponent] {
        var list: [CSSComponent] = []
        while let token = current {
            if token.kind == end { index += 1; return list }
            if depth > Self.maximumDepth {
                index += 1
                continue
            }
            list.append(component(depth: depth))
        }
        return list
    }

    static func trimmed(_ list: [CSSComponent]) -> [CSSComponent] {
        var list = list[...]
        while list.first?.isWhitespace == true { list = list.dropFirst() }
        while list.last?.isWhitespace == true { list = list.dropLast() }
        return Array(list)
    }

    /// Serialises components back to text (whitespace collapsed to one space), for preludes
    /// and for the `written` value of tokens.
    static func text(_ list: [CSSComponent]) -> String {
        var out = ""
        for component in trimmed(list) {
            switch component {
            case .token(let token): out += text(token)
            case .function(let name, let arguments, _): out += name + "(" + text(arguments) + ")"
            case .block(let open, let contents, _):
                let close: Character = open == "(" ? ")" : open == "[" ? "]" : "}"
                out += String(open) + text(contents) + String(close)
            }
        }
        return out
    }

    static func text(_ token: CSSToken) -> String {
        switch token.kind {
        case .ident(let name): return name
        case .function(let name): return name + "("
        case .atKeyword(let name): return "@" + name
        case .hash(let name, _): return "#" + name
        case .string(let value): return "\"" + value.replacing("\"", with: "\\\"") + "\""
        case .badString: return "\"\""
        case .url(let value): return "url(" + value + ")"
        case .badURL: return "url()"
        case .delim(let character): return String(character)
        case .number(let value, let integer): return number(value, integer)
        case .percentage(let value): return number(value, false) + "%"
        case .dimension(let value, let unit): return number(value, false) + unit
        case .whitespace: return " "
        case .cdo: return "<!--"
        case .cdc: return "-->"
        case .colon: return ":"
        case .semicolon: return ";"
        case .comma: return ","
        case .openSquare: return "["
        case .closeSquare: return "]"
        case .openParen: return "("
        case .closeParen: return ")"
        case .openCurly: return "{"
        case .closeCurly: return "}"
        }
    }

    private static func number(_ value: Double, _ integer: Bool) -> String { value.compactText }
}
