import ShadeTokens

/// Which of Shade's resolutions a CSS rule applies to: what its selector or media query says
/// about appearance and contrast.
struct CSSCondition: Hashable {
    /// Light or dark; nil for both.
    var appearance: Appearance?
    /// Increased contrast only.
    var high = false

    /// The condition of a rule nested in this one.
    func nesting(_ inner: CSSCondition) -> CSSCondition {
        CSSCondition(appearance: inner.appearance ?? appearance, high: high || inner.high)
    }

    /// What a selector list says: `:root`, `html`, `:host` are every resolution; `.dark`,
    /// `[data-theme="dark"]`, `.theme-dark` dark; `.light` light; a word `hc`, `contrast` or
    /// `high-contrast` increased contrast. nil for a selector that is not theme-level
    /// (`.button`), whose custom properties belong to a component.
    static func selector(_ text: String) -> CSSCondition? {
        var best: CSSCondition?
        for selector in text.lowercased().split(separator: ",") {
            var rest = String(selector)
            for root in [":root", "html", "body", ":host", "&", "*"] { rest = rest.replacing(root, with: " ") }
            let words = rest.split { !$0.isLetter && !$0.isNumber }.map(String.init)
            if words.isEmpty { return CSSCondition() }
            var condition = CSSCondition()
            var known = false
            for word in words {
                switch word {
                case "dark": condition.appearance = .dark; known = true
                case "light": condition.appearance = .light; known = true
                case "hc", "contrast", "highcontrast", "more", "ax", "a11y": condition.high = true; known = true
                case "data", "theme", "mode", "scheme", "color", "colour", "high", "class", "is", "where", "appearance": break
                default: break
                }
            }
            if known, best == nil { best = condition }
        }
        return best
    }

    /// What an `@media` prelude says: `prefers-color-scheme: dark|light`, `prefers-contrast:
    /// more`; media types alone (`screen`, `all`) are every resolution; any other feature
    /// (a width, `prefers-contrast: less`) is not a theme condition (nil).
    static func media(_ text: String) -> CSSCondition? {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        var condition = CSSCondition()
        var rest = compact
        let features: [(String, (inout CSSCondition) -> Void)] = [
            ("(prefers-color-scheme:dark)", { $0.appearance = .dark }),
            ("(prefers-color-scheme:light)", { $0.appearance = .light }),
            ("(prefers-contrast:more)", { $0.high = true }),
            ("(prefers-contrast:high)", { $0.high = true }),
        ]
        for (feature, apply) in features where rest.contains(feature) {
            apply(&condition)
            rest = rest.replacing(feature, with: "")
        }
        if rest.contains("(") || rest.contains("not") { return nil }
        return condition
    }
}
