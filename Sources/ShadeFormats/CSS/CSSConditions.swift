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
        let rest = pageParts(selector)
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
        // A design system's theme class, with a prefix of its own (`.salt-theme`, `.app-theme`,
        // `.theme`), is put on the page's root to scope the system: its properties are the page's
        // in every mode, as `.salt-theme[data-mode="dark"]` is the page in dark.
        if isThemeClass(rest, words: words) { return CSSCondition() }
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

    /// Whether `selector` (its page parts) is one class whose last word is `theme`, after at most
    /// two words of a prefix: `.salt-theme`, `.cpd-theme`, `.theme`; not a component's
    /// `.button .theme` nor `.card-color-theme-preview`.
    private static func isThemeClass(_ selector: String, words: [String]) -> Bool {
        let trimmed = selector.trimmingCharacters(in: " ")
        guard trimmed.hasPrefix("."), !trimmed.dropFirst().contains(where: { $0 == "." || $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" || $0 == "[" }),
              words.last == "theme", words.count <= 3 else { return false }
        // `.dark-theme` and `.hc-theme` name a mode, read as such.
        return !words.contains { ["dark", "light", "hc", "highcontrast", "contrast", "high", "a11y", "ax"].contains($0) }
    }

    /// The pseudo-classes that say nothing of a mode (after `:not(`, which takes its argument too).
    private static let pageWords: [StaticString] = [":where(", ":is(", ":root", ":host"]

    /// `selector` without what says nothing of a mode, each part a space: its `:not(…)` parts
    /// (`:root:not(.dark)` is the page in its base mode), the `:where(`/`:is(` wrappers, the
    /// page itself (`:root`, `:host`, `&`, `*`) and parentheses. One pass over the bytes: a
    /// style sheet has a selector per rule, and searching each for every part in turn was a
    /// third of reading a framework's sheets (Pico's 238).
    static func pageParts(_ selector: String) -> String {
        let bytes = Array(selector.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let space = UInt8(ascii: " "), open = UInt8(ascii: "("), close = UInt8(ascii: ")")
        func starts(_ word: StaticString, at index: Int) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return word.withUTF8Buffer { word in (0..<count).allSatisfy { bytes[index + $0] == word[$0] } }
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                if starts(":not(", at: index) {
                    var depth = 1
                    index += 5
                    while index < bytes.count, depth > 0 {
                        if bytes[index] == open { depth += 1 } else if bytes[index] == close { depth -= 1 }
                        index += 1
                    }
                    out.append(space)
                    continue
                }
                if let word = pageWords.first(where: { starts($0, at: index) }) {
                    out.append(space)
                    index += word.utf8CodeUnitCount
                    continue
                }
            }
            out.append(byte == UInt8(ascii: "&") || byte == UInt8(ascii: "*") || byte == open || byte == close ? space : byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
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
