/// Where following one token's aliases ended.
enum AliasOutcome {
    /// At the token holding a literal value, having passed tokens of these types.
    case literal(path: String, typesBelow: TokenTypes)
    /// Nowhere usable: a dangling alias, a cycle or a token without a type, already reported.
    case broken
    /// On the walk under way: meeting it again closes a cycle.
    case walking
}

/// A set of token types, as bits: what lies below a token on its alias chain.
struct TokenTypes: OptionSet {
    let rawValue: UInt32

    init(rawValue: UInt32) { self.rawValue = rawValue }

    init(_ type: TokenType?) {
        guard let type, let index = TokenType.allCases.firstIndex(of: type) else {
            self = []
            return
        }
        rawValue = 1 << UInt32(index)
    }
}

/// A token path asked about for one expected type.
struct MismatchKey: Hashable {
    var path: String
    var expected: TokenType
}

/// Where a chain first meets a token of another type: the alias at `from` points to `target`.
struct MismatchSite {
    var from: TokenDefinition
    var target: String
    var actual: TokenType
}

/// Following aliases. Each token's chain is walked once per resolver and its end remembered,
/// so a chain of n aliases costs O(n) however many tokens share it, and a cycle is reported
/// once, by the first token that runs into it.
extension Resolver {
    /// Cycles longer than this are shown by their ends only, so one line stays readable.
    static let cycleNamesShown = 10

    /// The definition holding the literal value at the end of `definition`'s alias chain, or
    /// nil when the chain is broken (reported the first time it is met).
    ///
    /// `isToken` is false for a value that is not a token of the theme itself (a part of a
    /// shadow): its own path then names the token around it, not a step of a chain.
    mutating func literal(of definition: TokenDefinition, isToken: Bool = true) -> TokenDefinition? {
        let literalPath: String
        let typesBelow: TokenTypes
        if isToken, theme.merged[definition.path] != nil {
            guard case .literal(let path, let types) = outcome(from: definition.path) else { return nil }
            (literalPath, typesBelow) = (path, types)
        } else if let target = definition.aliasTarget {
            guard let next = theme.merged[target]?.definition else {
                reportDangling(from: definition, to: target)
                return nil
            }
            guard case .literal(let path, let types) = outcome(from: target) else { return nil }
            (literalPath, typesBelow) = (path, types.union(TokenTypes(next.type)))
        } else {
            return untypedLiteral(definition) ? nil : definition
        }
        if let expected = definition.type, !typesBelow.subtracting(TokenTypes(expected)).isEmpty,
           let site = firstMismatch(below: definition, isToken: isToken, expected: expected) {
            report(site.from, "alias {\(site.target)} is a \(site.actual.rawValue), but this token is a \(expected.rawValue)")
            return nil
        }
        return theme.merged[literalPath]?.definition
    }

    /// The aliases followed from `definition` to its literal, in order; call it only for a
    /// chain `literal(of:)` accepted, which therefore ends.
    func aliasChain(from definition: TokenDefinition) -> [String] {
        var chain: [String] = []
        var current = definition
        while let target = current.aliasTarget, let next = theme.merged[target]?.definition, chain.count <= theme.merged.count {
            chain.append(target)
            current = next
        }
        return chain
    }

    // MARK: Walking

    /// Where the chain starting at the token `start` ends, walking only the part not yet known.
    private mutating func outcome(from start: String) -> AliasOutcome {
        if let known = aliasOutcomes[start] { return known }
        if aliasOutcomes.isEmpty { aliasOutcomes.reserveCapacity(theme.merged.count) }
        var walked: [String] = []
        var path = start
        var end: AliasOutcome = .broken
        var endsAtKnown = false
        while true {
            if let known = aliasOutcomes[path] {
                if case .walking = known {
                    reportCycle(walked + [path])
                } else {
                    (end, endsAtKnown) = (known, true)
                }
                break
            }
            guard let definition = theme.merged[path]?.definition else { break }
            aliasOutcomes[path] = .walking
            walked.append(path)
            guard let target = definition.aliasTarget else {
                if !untypedLiteral(definition) { end = .literal(path: path, typesBelow: []) }
                break
            }
            guard theme.merged[target] != nil else {
                reportDangling(from: definition, to: target)
                break
            }
            path = target
        }
        // Every token walked ends where the walk ended; each knows the types below it.
        var below: String? = endsAtKnown ? path : nil
        for step in walked.reversed() {
            if case .literal(let literalPath, var types) = end {
                if let below { types.formUnion(TokenTypes(theme.merged[below]?.definition.type)) }
                end = .literal(path: literalPath, typesBelow: types)
            }
            aliasOutcomes[step] = end
            below = step
        }
        return aliasOutcomes[start] ?? end
    }

    /// The first alias below `definition` that points to a token of a type other than
    /// `expected`, remembered per token and expected type.
    private mutating func firstMismatch(below definition: TokenDefinition, isToken: Bool, expected: TokenType) -> MismatchSite? {
        var walked: [MismatchKey] = []
        var current = definition
        var site: MismatchSite?
        var isChainToken = isToken
        defer { for key in walked { mismatches[key] = .some(site) } }
        while let target = current.aliasTarget, let next = theme.merged[target]?.definition {
            defer { isChainToken = true }
            let key = MismatchKey(path: current.path, expected: expected)
            if isChainToken, let known = mismatches[key] {
                site = known
                break
            }
            if isChainToken { walked.append(key) }
            if let actual = next.type, actual != expected {
                site = MismatchSite(from: current, target: target, actual: actual)
                break
            }
            // A chain `literal(of:)` accepted has no cycle, but never trust that blindly.
            if walked.count > theme.merged.count { break }
            current = next
        }
        return site
    }

    // MARK: Reporting

    /// Reports a literal without a type; true when it has none.
    private mutating func untypedLiteral(_ definition: TokenDefinition) -> Bool {
        guard definition.type == nil else { return false }
        // An unknown $type was reported where the file was read; say nothing twice.
        if !definition.hasInvalidType { report(definition, "the token has no $type and no enclosing group gives one") }
        return true
    }

    private mutating func reportDangling(from current: TokenDefinition, to target: String) {
        let isGroup = isGroupPath(target)
        let ownFile = theme.ownFile
        if !isGroup, current.file != ownFile {
            // The alias lives in a file the theme builds on (usually the base mapping):
            // what needs fixing is the theme's own file, which lacks the target.
            diagnostics.append(Diagnostic(
                file: ownFile, tokenPath: target,
                message: "missing token: \(current.path) in \(current.file) refers to {\(target)}",
                suggestion: nil))
            return
        }
        // Past the cap the line will not be shown, so skip the search for a near name. Sorted,
        // so a tie goes the same way whatever order the dictionary happens to hold its keys in.
        let suggestion = isGroup || diagnostics.count >= Diagnostic.limitPerFile
            ? nil : Suggestion.closest(to: target, among: Self.plausibleTypos(of: target, among: theme.merged.keys).sorted()).map { "{\($0)}" }
        report(current, isGroup ? "alias {\(target)} points to a group, not a token" : "alias {\(target)} points to nothing",
               suggestion: suggestion)
    }

    /// The candidates that could be within `Suggestion`'s reach of `word`: a candidate has at
    /// most as many characters as UTF-8 bytes (O(1) to read), so one with too few bytes is too
    /// short to be suggested. Comparing each of thousands of tokens to the word is what makes
    /// a file of dangling aliases slow; most are cut here. (One spare for lower-casing.)
    static func plausibleTypos(of word: String, among candidates: some Sequence<String>) -> [String] {
        let length = word.count
        let reach = max(2, length / 3) + 1
        return candidates.filter { $0.utf8.count >= length - reach }
    }

    /// `names` runs from the token that met the cycle to the first path met twice.
    private mutating func reportCycle(_ names: [String]) {
        guard let first = names.first, let definition = theme.merged[first]?.definition else { return }
        var shown = names
        if names.count > Self.cycleNamesShown {
            let head = names.prefix(Self.cycleNamesShown / 2), tail = names.suffix(Self.cycleNamesShown / 2)
            shown = Array(head) + ["… \(names.count - head.count - tail.count) more …"] + Array(tail)
        }
        report(definition, "alias cycle: " + shown.joined(separator: " → "))
    }

    private mutating func isGroupPath(_ path: String) -> Bool {
        if groupPaths == nil {
            var groups = Set<String>()
            for key in theme.merged.keys {
                var prefix = Substring(key)
                while let dot = prefix.lastIndex(of: ".") {
                    prefix = prefix[..<dot]
                    if !groups.insert(String(prefix)).inserted { break }
                }
            }
            groupPaths = groups
        }
        return groupPaths?.contains(path) ?? false
    }
}
