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
    /// Every theme of either side (and every file that did not load), by name.
    let themes: [ThemeDiff]
    /// `--gate all`: every regression fails the check, named and guessed roles' too.
    let gateAll: Bool
    /// `--verbose`: alias rewrites, mirrors and rewritten literals listed in full.
    let verbose: Bool
    /// What the old side could not read, by file and token path (`file\0path`): the reason
    /// an added token may be a value that was there but unreadable.
    let unreadable: [String: String]

    init(old: DiffSide, new: DiffSide, themes: [ThemeDiff], gateAll: Bool = false, verbose: Bool = false) {
        oldLabel = old.label
        newLabel = new.label
        self.themes = themes.map { Self.relative($0, old: old, new: new) }
        self.gateAll = gateAll
        self.verbose = verbose
        var unreadable: [String: String] = [:]
        for diagnostic in old.catalog.diagnostics where diagnostic.severity == .problem {
            guard let path = diagnostic.tokenPath else { continue }
            let key = old.relative(diagnostic.file) + "\u{0}" + path
            if unreadable[key] == nil { unreadable[key] = old.relativeText(diagnostic.description) }
        }
        self.unreadable = unreadable
    }

    init(oldLabel: String, newLabel: String, themes: [ThemeDiff], gateAll: Bool = false, verbose: Bool = false) {
        self.oldLabel = oldLabel
        self.newLabel = newLabel
        self.themes = themes
        self.gateAll = gateAll
        self.verbose = verbose
        unreadable = [:]
    }

    /// `theme` with the reasons its roles are filled for, and its failure, naming files
    /// relative to their side's root.
    private static func relative(_ theme: ThemeDiff, old: DiffSide, new: DiffSide) -> ThemeDiff {
        var theme = theme
        for index in theme.resolutions.indices {
            for role in theme.resolutions[index].roles.indices {
                theme.resolutions[index].roles[role].old.reason = old.relativeText(theme.resolutions[index].roles[role].old.reason)
                theme.resolutions[index].roles[role].new.reason = new.relativeText(theme.resolutions[index].roles[role].new.reason)
            }
        }
        if let failure = theme.failure {
            theme.failure?.problem = failure.sides == .old ? old.relativeText(failure.problem) : new.relativeText(failure.problem)
            if failure.sides == .both, let oldProblem = failure.oldProblem, let oldFile = theme.old?.file, oldFile == theme.new?.file {
                // Failing alike on both sides counts as unchanged only when the file is the same
                // bytes (or, for a folder, fails with the same words).
                let problem = theme.failure?.problem
                theme.failure?.identical = old.relativeText(oldProblem) == problem && old.sameContents(of: oldFile, as: new)
            }
        }
        return theme
    }

    /// Themes with any change (failures included), and those with none.
    var changed: [ThemeDiff] { themes.filter { !$0.isUnchanged && !($0.failure?.identical ?? false) } }
    var unchanged: [ThemeDiff] { themes.filter(\.isUnchanged) }
    /// Files that fail to load on both sides and are the same bytes on both: said once.
    var failingUnchanged: [ThemeDiff] { themes.filter { $0.failure?.identical ?? false } }
    /// Themes or files that failed to load on a side and changed: the review cannot pass them.
    var failures: Int { themes.count(where: \.isFailure) }
    /// Every regression, theme by theme.
    var regressions: [(theme: ThemeDiff, resolution: Resolution, change: PairChange)] {
        themes.flatMap { theme in theme.regressions.map { (theme, $0.resolution, $0.change) } }
    }
    var regressionCount: Int { themes.reduce(0) { $0 + $1.regressions.count } }
    /// Whether a regression fails the check: the team owns the pair, or `--gate all`.
    func isGated(_ change: PairChange) -> Bool { change.isRegression && (gateAll || change.isOwned) }
    /// Regressions that fail the check.
    var gatedRegressionCount: Int { regressions.count { isGated($0.change) } }
    /// Whether anything at all changed.
    var hasChanges: Bool { !changed.isEmpty }

    /// The old side's problem with the token `path` of `theme`, when it could not read it.
    func unreadable(_ theme: ThemeDiff, path: String) -> String? {
        guard let file = theme.old?.file else { return nil }
        return unreadable[file + "\u{0}" + path]
    }

    /// The headline: gated regressions, advisory ones, failures, themes changed.
    var headline: String {
        var parts: [String] = []
        let gated = gatedRegressionCount, advisory = regressionCount - gated
        parts.append(gated == 0 ? "no contrast regressions in pairs the files own" : "\(gated) contrast regression\(gated == 1 ? "" : "s")")
        if advisory > 0 { parts.append("\(advisory) advisory (roles not pinned)") }
        if failures > 0 { parts.append("\(failures) failed to load") }
        let total = themes.count - failingUnchanged.count
        parts.append("\(changed.count - failures) of \(total) theme\(total == 1 ? "" : "s") changed")
        return parts.joined(separator: " · ")
    }

    /// "kept", "added", "removed", or "renamed from Old".
    static func status(_ theme: ThemeDiff) -> String {
        switch theme.status {
        case .kept: "changed"
        case .added: "added"
        case .removed: "removed"
        case .renamed where theme.old?.name == theme.new?.name: "moved"
        case .renamed: "renamed from \(VisibleText.escaping(theme.old?.name ?? ""))"
        case .failed:
            switch theme.failure?.sides {
            case .old?: "failed to load on the old side"
            case .new?: "failed to load on the new side"
            default: theme.failure?.identical == true ? "fails to load on both sides, file unchanged" : "failed to load on both sides"
            }
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

    /// The token that fills a role, before and after, each reason once: one phrase when the
    /// same token fills it for the same reason on both sides.
    static func fillers(_ change: RoleChange) -> String {
        let before = filler(change.old), after = filler(change.new)
        return before == after ? before : before + " ⇒ " + after
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
        // Three decimals tell every 8-bit alpha apart (1/255 ≈ 0.004).
        if !value.color.isOpaque { text += " α" + ((value.color.alpha * 1000).rounded() / 1000).compactText }
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
