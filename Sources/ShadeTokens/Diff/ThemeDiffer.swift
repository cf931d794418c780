import ShadeSync
/// Compares two versions of a set of themes: matches them across the sides and diffs every
/// resolution either side has (``ThemeDiff``).
public enum ThemeDiffer {
    /// A theme of one side and its file relative to that side's root (nil when built in).
    public struct Entry: Sendable {
        /// The theme, not yet resolved.
        public var theme: Theme
        /// Its file as the reports name it.
        public var file: String?

        /// Creates an entry.
        public init(theme: Theme, file: String?) {
            self.theme = theme
            self.file = file
        }
    }

    /// Every theme of either side, matched and compared, ordered by name (removed themes
    /// under their old name). `resolutions`, when given, narrows what is compared.
    public static func diff(old: [Entry], new: [Entry], resolutions: Set<Resolution>? = nil, forced: [(old: String, new: String)] = []) -> [ThemeDiff] {
        match(old: old, new: new, forced: forced).concurrentMap(chunk: 1) { pair in
            compare(old: pair.old, new: pair.new, status: pair.status, resolutions: resolutions)
        }
    }

    /// The themes of both sides paired: first the `forced` pairs (each side named by its theme
    /// name, case-insensitively, or its file: `--pair`, git's renames), then by name
    /// (case-insensitively); a theme only on one side is paired with one only on the other
    /// when both come from the same file (a rename) and no other theme of either side does.
    public static func match(old: [Entry], new: [Entry], forced: [(old: String, new: String)] = []) -> [(old: Entry?, new: Entry?, status: ThemeDiff.Status)] {
        var old = old, new = new
        var pinned: [(old: Entry?, new: Entry?, status: ThemeDiff.Status)] = []
        func named(_ entry: Entry, _ name: String) -> Bool { entry.theme.name.lowercased() == name.lowercased() || entry.file == name }
        for pair in forced {
            guard let was = old.firstIndex(where: { named($0, pair.old) }), let now = new.firstIndex(where: { named($0, pair.new) }) else { continue }
            let status: ThemeDiff.Status = old[was].theme.name == new[now].theme.name && old[was].file == new[now].file ? .kept : .renamed
            pinned.append((old[was], new[now], status))
            old.remove(at: was)
            new.remove(at: now)
        }
        return (pinned + matchByName(old: old, new: new)).sorted { sortKey($0) < sortKey($1) }
    }

    private static func matchByName(old: [Entry], new: [Entry]) -> [(old: Entry?, new: Entry?, status: ThemeDiff.Status)] {
        let newByName = Dictionary(new.map { ($0.theme.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.map { $0.theme.name.lowercased() })
        var pairs: [(old: Entry?, new: Entry?, status: ThemeDiff.Status)] = []
        var seen = Set<String>()
        var oldOnly: [Entry] = []
        for entry in old where seen.insert(entry.theme.name.lowercased()).inserted {
            if let match = newByName[entry.theme.name.lowercased()] {
                pairs.append((entry, match, .kept))
            } else {
                oldOnly.append(entry)
            }
        }
        var added = new.filter { !oldNames.contains($0.theme.name.lowercased()) }
        var addedNames = Set<String>()
        added = added.filter { addedNames.insert($0.theme.name.lowercased()).inserted }
        for entry in oldOnly {
            let sameFile = added.filter { $0.file != nil && $0.file == entry.file }
            let othersOld = oldOnly.filter { $0.file == entry.file }
            if sameFile.count == 1, othersOld.count == 1, let renamed = sameFile.first {
                pairs.append((entry, renamed, .renamed))
                added.removeAll { $0.theme.name == renamed.theme.name }
            } else {
                pairs.append((entry, nil, .removed))
            }
        }
        pairs += added.map { (nil, $0, .added) }
        return pairs
    }

    private static func sortKey(_ pair: (old: Entry?, new: Entry?, status: ThemeDiff.Status)) -> String {
        let entry = pair.new ?? pair.old
        return (entry?.theme.name.lowercased() ?? "") + "\u{0}" + (entry?.file ?? "")
    }

    /// One theme compared: every resolution either side resolves (in `Resolution.all` order).
    public static func compare(old: Entry?, new: Entry?, status: ThemeDiff.Status, resolutions: Set<Resolution>? = nil) -> ThemeDiff {
        // What each side declares, not what resolves: a variant that stops resolving failed,
        // and is not "removed". A Shade theme declares all four (the base mapping does).
        func declared(_ entry: Entry?) -> Set<Resolution> {
            guard let theme = entry?.theme else { return [] }
            return Set(theme.system == nil ? Resolution.all : theme.availableResolutions)
        }
        let oldHas = declared(old), newHas = declared(new)
        let shown = Resolution.all.filter { (oldHas.contains($0) || newHas.contains($0)) && (resolutions?.contains($0) ?? true) }
        // Each side of each resolution is resolved on its own core: the first context of a large
        // design system costs most of the diff, and the two sides do not wait for each other.
        let jobs = shown.flatMap { resolution in [(old, oldHas, resolution), (new, newHas, resolution)] }
        let attempts = jobs.concurrentMap(chunk: 1) { entry, has, resolution -> Result<ResolvedTheme, ThemeProblems>? in
            guard has.contains(resolution), let theme = entry?.theme else { return nil }
            do throws(ThemeProblems) { return .success(try theme.resolve(resolution, extras: [:])) } catch { return .failure(error) }
        }
        let resolved = attempts.map { attempt -> ResolvedTheme? in if case .success(let theme)? = attempt { theme } else { nil } }
        let diffs = Array(shown.indices).concurrentMap(chunk: 1) { index in
            compare(old: resolved[2 * index], new: resolved[2 * index + 1], at: shown[index])
        }
        // A side that declares a variant and cannot resolve it failed: the variant is not
        // "removed", and a theme resolving none is not "unchanged" because nothing compared.
        func failed(_ offset: Int, has: Set<Resolution>, entry: Entry?) -> String? {
            guard let entry else { return nil }
            if has.isEmpty { return "\(entry.file ?? entry.theme.name): resolves in no variant" }
            for index in stride(from: offset, to: attempts.count, by: 2) {
                if case .failure(let problems)? = attempts[index] {
                    return problems.diagnostics.first?.description ?? "\(entry.file ?? entry.theme.name): \(shown[index / 2].title) does not resolve"
                }
            }
            return nil
        }
        let oldFailure = failed(0, has: oldHas, entry: old), newFailure = failed(1, has: newHas, entry: new)
        var failure: ThemeDiff.LoadFailure?
        switch (oldFailure, newFailure) {
        case (let problem?, nil): failure = ThemeDiff.LoadFailure(sides: .old, problem: problem, identical: false)
        case (nil, let problem?): failure = ThemeDiff.LoadFailure(sides: .new, problem: problem, identical: false)
        case (let problem?, let newProblem?):
            failure = ThemeDiff.LoadFailure(sides: .both, problem: newProblem, identical: problem == newProblem && old?.file == new?.file)
            failure?.oldProblem = problem
        case (nil, nil): failure = nil
        }
        return ThemeDiff(old: old.map { ThemeDiff.Side(name: $0.theme.name, file: $0.file) },
                         new: new.map { ThemeDiff.Side(name: $0.theme.name, file: $0.file) },
                         status: failure == nil ? status : .failed, resolutions: diffs, failure: failure)
    }

    /// One resolution compared. With one side missing, the resolution was added or removed and
    /// only the failing pairs of the side that has it are listed.
    public static func compare(old: ResolvedTheme?, new: ResolvedTheme?, at resolution: Resolution) -> ResolutionDiff {
        let oldResults = old?.contrastResults() ?? []
        let newResults = new?.contrastResults() ?? []
        let counts = (old: oldResults.count, new: newResults.count)
        let measured = new ?? old
        let named = measured.map { roles($0, .named) } ?? [], guessed = measured.map { roles($0, .guessed) } ?? []
        let advisory = named + guessed
        guard let old, let new else {
            let failing = newResults.filter { !$0.passes }.map { PairChange(old: nil, new: $0, isOwned: isOwned($0.pair, advisory: advisory)) }
            var diff = ResolutionDiff(resolution: resolution, presence: new == nil ? .removed : .added, roles: [], tokens: [],
                                      pairs: new == nil ? [] : failing, checkedPairs: counts)
            (diff.namedRoles, diff.guessedRoles) = (named, guessed)
            return diff
        }
        var diff = ResolutionDiff(resolution: resolution, presence: .both, roles: roles(old: old, new: new),
                                  tokens: tokens(old: old.systemColors, new: new.systemColors),
                                  pairs: pairs(old: oldResults, new: newResults).map { change in
                                      var change = change
                                      change.isOwned = isOwned(change.pair, advisory: advisory)
                                      return change
                                  }, checkedPairs: counts)
        (diff.namedRoles, diff.guessedRoles) = (named, guessed)
        return diff
    }

    /// How sure a role is, for the gate: pinned (a Shade theme, a role map), named, guessed.
    enum Sureness { case pinned, named, guessed }

    /// The roles of `theme` that are `sureness`, in role order, by the confidence words every
    /// command uses: pinned · named · value only and derived (guessed).
    static func roles(_ theme: ResolvedTheme, _ sureness: Sureness) -> [ColorToken] {
        ColorToken.allCases.filter { role in
            let fill = theme.roles[role]
            let found: Sureness = fill.confidence == .stated ? .pinned : fill.isGuess ? .guessed : .named
            return found == sureness
        }
    }

    /// A pair the files declare, or whose both colours fill roles the files pin (`advisory`
    /// holds the roles they do not: named and guessed).
    static func isOwned(_ pair: ContrastPair, advisory: [ColorToken]) -> Bool {
        if case .declared = pair.origin { return true }
        return !advisory.contains(pair.foreground) && !advisory.contains(pair.background)
    }

    /// Roles whose colour as drawn differs, in role order.
    static func roles(old: ResolvedTheme, new: ResolvedTheme) -> [RoleChange] {
        ColorToken.allCases.compactMap { role in
            guard old[role] != new[role] else { return nil }
            return RoleChange(role: role, old: RoleValue(role, of: old), new: RoleValue(role, of: new))
        }
    }

    /// Tokens on one side only, or whose colour, written form or alias chain differ; by path.
    static func tokens(old: [SystemColorToken], new: [SystemColorToken]) -> [TokenChange] {
        var before: [String: TokenValue] = [:]
        before.reserveCapacity(old.count)
        for token in old where before[token.path] == nil { before[token.path] = TokenValue(token) }
        var changes: [TokenChange] = []
        var seen = Set<String>()
        seen.reserveCapacity(new.count)
        for token in new where seen.insert(token.path).inserted {
            let now = TokenValue(token)
            if let was = before[token.path] {
                if was != now { changes.append(TokenChange(path: token.path, old: was, new: now)) }
            } else {
                changes.append(TokenChange(path: token.path, old: nil, new: now))
            }
        }
        for (path, was) in before where !seen.contains(path) {
            changes.append(TokenChange(path: path, old: was, new: nil))
        }
        return changes.sorted { $0.path < $1.path }
    }

    /// Pairs (matched by foreground, background and kind) whose verdict or WCAG level differs:
    /// regressions first, then other verdict changes, then level changes, each weakest first.
    static func pairs(old: [ContrastResult], new: [ContrastResult]) -> [PairChange] {
        func key(_ result: ContrastResult) -> PairKey { PairKey(foreground: result.pair.foreground, background: result.pair.background, kind: result.pair.kind) }
        var before: [PairKey: ContrastResult] = [:]
        for result in old where before[key(result)] == nil { before[key(result)] = result }
        var changes: [PairChange] = []
        var seen = Set<PairKey>()
        for result in new where seen.insert(key(result)).inserted {
            let was = before[key(result)]
            if let was, was.passes == result.passes, was.level == result.level { continue }
            changes.append(PairChange(old: was, new: result))
        }
        for result in old where !seen.contains(key(result)) {
            seen.insert(key(result))
            changes.append(PairChange(old: result, new: nil))
        }
        func rank(_ change: PairChange) -> Int { change.isRegression ? 0 : (change.verdictChanged ? 1 : 2) }
        return changes.sorted {
            (rank($0), ($0.new ?? $0.old)?.ratio ?? 0) < (rank($1), ($1.new ?? $1.old)?.ratio ?? 0)
        }
    }

    private struct PairKey: Hashable {
        var foreground: ColorToken
        var background: ColorToken
        var kind: ContrastKind
    }
}
