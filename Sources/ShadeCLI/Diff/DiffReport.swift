import ShadeColor
import ShadeText
import ShadeTokens

/// What every `shade diff` output shows: the two sides and each theme's diff, with the
/// counts the headline and the exit status come from.
struct DiffReport {
    /// The old side's label (`git:main (1a2b3c4)`).
    let oldLabel: String
    /// The new side's label.
    let newLabel: String
    /// Every theme of either side, by name.
    let themes: [ThemeDiff]

    init(old: DiffSide, new: DiffSide, themes: [ThemeDiff]) {
        oldLabel = old.label
        newLabel = new.label
        self.themes = themes
    }

    init(oldLabel: String, newLabel: String, themes: [ThemeDiff]) {
        self.oldLabel = oldLabel
        self.newLabel = newLabel
        self.themes = themes
    }

    /// Themes with any change, and those with none.
    var changed: [ThemeDiff] { themes.filter { !$0.isUnchanged } }
    var unchanged: [ThemeDiff] { themes.filter(\.isUnchanged) }
    /// Every regression, theme by theme.
    var regressions: [(theme: ThemeDiff, resolution: Resolution, change: PairChange)] {
        themes.flatMap { theme in theme.regressions.map { (theme, $0.resolution, $0.change) } }
    }
    var regressionCount: Int { themes.reduce(0) { $0 + $1.regressions.count } }
    /// Whether anything at all changed.
    var hasChanges: Bool { themes.contains { !$0.isUnchanged } }

    /// "kept", "added", "removed", or "renamed from Old".
    static func status(_ theme: ThemeDiff) -> String {
        switch theme.status {
        case .kept: "changed"
        case .added: "added"
        case .removed: "removed"
        case .renamed: "renamed from \(VisibleText.escaping(theme.old?.name ?? ""))"
        }
    }

    /// "AA 4.92" — the WCAG level and the ratio; "fails: AA Large 3.20" when the level is not
    /// enough for the pair; "absent" when the side has no such pair.
    static func verdict(_ result: ContrastResult?) -> String {
        guard let result else { return "absent" }
        let measured = "\(result.level.label) \(RatioText.text(result.ratio))"
        return result.passes || result.level == .fail ? measured : "fails: " + measured
    }

    /// regression, fixed, new, gone or level: how a pair changed, one word.
    static func changeLabel(_ change: PairChange) -> String {
        if change.isRegression { return "regression" }
        if change.isFix { return "fixed" }
        if change.old == nil { return "new" }
        return change.new == nil ? "gone" : "level"
    }

    /// "onAccent on accent" (with the kind when it is not body text).
    static func pairName(_ pair: ContrastPair) -> String {
        "\(pair.foreground.rawValue) on \(pair.background.rawValue)" + (pair.kind == .text ? "" : " (\(pair.kind.rawValue))")
    }

    /// The token that fills a role and why, in one phrase: "light.accent (Shade theme: …)".
    /// A Shade theme's fill says everything in its chain; a system's adds the filler's reason
    /// (the rule that matched, the map entry, or how the colour was derived).
    static func filler(_ value: RoleValue) -> String {
        guard let token = value.token else { return VisibleText.escaping(value.reason) }
        let chain = value.aliases.isEmpty ? "" : " → " + value.aliases.map(VisibleText.escaping).joined(separator: " → ")
        let why = value.origin == .theme ? value.origin.rawValue : VisibleText.escaping(value.reason)
        return VisibleText.escaping(token) + chain + " (\(why))"
    }

    /// A token's value in one phrase: `{palette.600}` = #0A66D9 (α 0.5).
    static func tokenValue(_ value: TokenValue?) -> String {
        guard let value else { return "—" }
        var text = VisibleText.escaping(value.written)
        if text != value.color.rgb.hex { text += " = " + value.color.rgb.hex }
        if !value.color.isOpaque { text += " α" + value.color.alpha.compactText }
        return text
    }

    /// The file a theme was in on each side, once when it is the same.
    static func files(_ theme: ThemeDiff) -> String {
        let old = theme.old?.file.map(VisibleText.escaping), new = theme.new?.file.map(VisibleText.escaping)
        switch (old, new) {
        case (let old?, let new?) where old == new: return old
        case (let old?, let new?): return "\(old) → \(new)"
        case (let file?, nil), (nil, let file?): return file
        default: return "built in"
        }
    }
}
