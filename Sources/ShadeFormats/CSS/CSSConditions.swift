import ShadeTokens
import ShadeText

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

    /// What a selector list says. Root-like selectors (`:root`, `html`, `body`, `:host`,
    /// `:where(html)`, `:root:not(.dark)`) are every resolution; a class or attribute that
    /// names a mode of the whole page is that mode: `.dark`, `.dark-theme`, `.theme-dark`
    /// (with a prefix of its own too: `.cpd-theme-dark`),
    /// `[data-theme="dark"]` dark, the same with `light` light, and `hc`, `high-contrast` or
    /// `[data-contrast="more"]` increased contrast. Anything else (`.button`, `.card.dark`, a
    /// component's `.contrast` variant) is not theme-level (nil): its custom properties belong
    /// to a component. The first selector of the list that says something decides.
    static func selector(_ text: String) -> CSSCondition? {
        var best: CSSCondition?
        for selector in text.lowercased().split(separator: ",") {
            guard let condition = compound(String(selector)) else { continue }
            if condition == CSSCondition() { return condition }
            if best == nil { best = condition }
        }
        return best
    }

    /// Words a selector may use to name a mode of the page, besides the mode itself.
    private static let modeWords: Set<String> = [
        "data", "theme", "mode", "scheme", "color", "colour", "class", "appearance", "prefers", "is", "where", "root", "default",
        "html", "body",
    ]

    /// Attributes whose value names a page mode, whatever words the value has (`ocean-dark`).
    private static let modeAttributes = ["data-theme", "data-mode", "data-color-scheme", "data-color-mode", "data-appearance",
                                         "data-contrast", "data-bs-theme", "theme", "mode"]

    /// One selector of a list: what it says, or nil when it names something that is not the page.
    private static func compound(_ selector: String) -> CSSCondition? {
        var rest = removingNegations(selector)
        for wrapper in [":where(", ":is("] { rest = rest.replacing(wrapper, with: " ") }
        for root in [":root", ":host", "&", "*", "(", ")"] { rest = rest.replacing(root, with: " ") }
        var words: [String] = []
        var lenient = false
        var index = rest.startIndex
        while index < rest.endIndex {
            let character = rest[index]
            if character == "[" {
                let close = rest[index...].firstIndex(of: "]") ?? rest.endIndex
                let inside = rest[rest.index(after: index)..<close]
                let name = inside.prefix { $0 != "=" && $0 != "~" && $0 != "|" && $0 != "^" && $0 != "$" && $0 != "*" }
                    .filter { $0 != " " }
                if modeAttributes.contains(name) { lenient = true }
                words += inside.split { !$0.isLetter && !$0.isNumber }.map(String.init)
                index = close == rest.endIndex ? close : rest.index(after: close)
                continue
            }
            let start = index
            while index < rest.endIndex, rest[index] != "[", !rest[index].isWhitespace, rest[index] != ">", rest[index] != "+", rest[index] != "~" {
                index = rest.index(after: index)
            }
            let part = rest[start..<index]
            words += part.split { !$0.isLetter && !$0.isNumber }.map(String.init)
            if index < rest.endIndex, rest[index] != "[" { index = rest.index(after: index) }
        }
        if words.isEmpty { return CSSCondition() }
        // A theme class with a prefix of its own (`.cpd-theme-dark`, `.app-theme-light`) names
        // the page's mode as `.theme-dark` does.
        if words.contains(where: { ["theme", "mode", "scheme", "appearance"].contains($0) }), words.contains(where: { $0 == "dark" || $0 == "light" }) {
            lenient = true
        }
        var condition = CSSCondition()
        var known = false
        let contrastWords = Set(words).intersection(["contrast", "highcontrast"])
        let highWords = Set(words).intersection(["hc", "highcontrast", "high", "more", "a11y", "ax"])
        for word in words {
            switch word {
            case "dark": condition.appearance = .dark; known = true
            case "light": condition.appearance = .light; known = true
            case "hc", "highcontrast", "a11y", "ax": condition.high = true; known = true
            case "contrast", "high", "more":
                // `.contrast` alone is a component's variant (a button); a page mode says high or more.
                if !contrastWords.isEmpty && !highWords.isEmpty { condition.high = true; known = true }
            default:
                guard modeWords.contains(word) || lenient else { return nil }
            }
        }
        if known { return condition }
        // `html`, `body` (and what wrapped them) alone are the page itself.
        return words.allSatisfy { ["html", "body", "root", "where", "is"].contains($0) } ? CSSCondition() : nil
    }

    /// `selector` without its `:not(…)` parts: `:root:not(.dark)` is the page in its base mode.
    private static func removingNegations(_ selector: String) -> String {
        var text = selector
        while let range = text.firstRange(of: ":not(") {
            var depth = 1
            var end = range.upperBound
            while end < text.endIndex, depth > 0 {
                if text[end] == "(" { depth += 1 } else if text[end] == ")" { depth -= 1 }
                end = text.index(after: end)
            }
            text.replaceSubrange(range.lowerBound..<end, with: " ")
        }
        return text
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
