/// Where following one token's aliases ended.
enum AliasOutcome {
    /// At the token (by `TokenNumbering` number) holding a literal value, having passed
    /// tokens of these types.
    case literal(number: Int, typesBelow: TokenTypes)
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

/// A token (by `TokenNumbering` number) asked about for one expected type.
struct MismatchKey: Hashable {
    var number: Int
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
/// once, by the first token that runs into it. Steps go by `TokenNumbering` numbers, shared
/// by every resolver of the theme, so a step reads arrays instead of hashing paths.
extension Resolver {
    /// Cycles longer than this are shown by their ends only, so one line stays readable.
    static let cycleNamesShown = 10

    /// The definition holding the literal value at the end of `definition`'s alias chain, or
    /// nil when the chain is broken (reported the first time it is met).
    ///
    /// `isToken` is false for a value that is not a token of the theme itself (a part of a
    /// shadow): its own path then names the token around it, not a step of a chain.
    mutating func literal(of definition: TokenDefinition, isToken: Bool = true) -> TokenDefinition? {
        let numbering = theme.numbering
        if isToken, let number = numbering.numbers[definition.path] {
            return literal(ofToken: number).map { numbering.definitions[$0] }
        }
        let literalNumber: Int
        let typesBelow: TokenTypes
        if let target = definition.aliasTarget {
            guard let next = numbering.numbers[target] else {
                reportDangling(from: definition, to: target)
                return nil
            }
            guard case .literal(let found, let types) = outcome(from: next) else { return nil }
            (literalNumber, typesBelow) = (found, types.union(TokenTypes(numbering.definitions[next].type)))
        } else {
            return untypedLiteral(definition) ? nil : definition
        }
        if let expected = definition.type, !typesBelow.subtracting(TokenTypes(expected)).isEmpty,
           let site = firstMismatch(below: definition, isToken: isToken, expected: expected) {
            report(site.from, "alias {\(site.target)} is a \(site.actual.rawValue), but this token is a \(expected.rawValue)")
            return nil
        }
        return numbering.definitions[literalNumber]
    }

    /// `literal(of:)` for the token numbered `number`: the number of the token holding its
    /// literal value, or nil when its chain is broken.
    mutating func literal(ofToken number: Int) -> Int? {
        guard case .literal(let found, let typesBelow) = outcome(from: number) else { return nil }
        // The definition is copied only when the chain changes type (a copy is costly).
        if let expected = theme.numbering.definitions[number].type, !typesBelow.subtracting(TokenTypes(expected)).isEmpty,
           let site = firstMismatch(below: theme.numbering.definitions[number], isToken: true, expected: expected) {
            report(site.from, "alias {\(site.target)} is a \(site.actual.rawValue), but this token is a \(expected.rawValue)")
            return nil
        }
        return found
    }

    /// The aliases followed from `definition` to its literal, in order; call it only for a
    /// chain `literal(of:)` accepted, which therefore ends.
    func aliasChain(from definition: TokenDefinition) -> [String] {
        let numbering = theme.numbering
        var chain: [String] = []
        var next = numbering.target(of: definition)
        while let number = next, chain.count <= numbering.count {
            chain.append(numbering.paths[number])
            next = numbering.target(of: number)
        }
        return chain
    }

    // MARK: Walking

    /// Where the chain starting at the token numbered `start` ends, walking only the part not
    /// yet known.
    private mutating func outcome(from start: Int) -> AliasOutcome {
        if let known = aliasOutcomes[start] { return known }
        let numbering = theme.numbering
        var walked: [Int] = []
        var number = start
        var end: AliasOutcome = .broken
        var endsAtKnown = false
        walk: while true {
            if let known = aliasOutcomes[number] {
                if case .walking = known {
                    reportCycle((walked + [number]).map { numbering.paths[$0] })
                } else {
                    (end, endsAtKnown) = (known, true)
                }
                break
            }
            aliasOutcomes[number] = .walking
            walked.append(number)
            switch numbering.targets[number] {
            case TokenNumbering.notAnAlias:
                if !untypedLiteral(numbering.definitions[number]) { end = .literal(number: number, typesBelow: []) }
                break walk
            case TokenNumbering.dangling:
                let definition = numbering.definitions[number]
                reportDangling(from: definition, to: definition.aliasTarget ?? "")
                break walk
            case let target:
                number = target
            }
        }
        // Every token walked ends where the walk ended; each knows the types below it.
        var below: Int? = endsAtKnown ? number : nil
        for step in walked.reversed() {
            if case .literal(let literal, var types) = end {
                if let below { types.formUnion(TokenTypes(numbering.definitions[below].type)) }
                end = .literal(number: literal, typesBelow: types)
            }
            aliasOutcomes[step] = end
            below = step
        }
        return aliasOutcomes[start] ?? end
    }

    /// The first alias below `definition` that points to a token of a type other than
    /// `expected`, remembered per token and expected type.
    private mutating func firstMismatch(below definition: TokenDefinition, isToken: Bool, expected: TokenType) -> MismatchSite? {
        let numbering = theme.numbering
        var walked: [MismatchKey] = []
        var current = definition
        // The number of `current` when it is a step of a chain (whose answer can be kept).
        var currentNumber = isToken ? numbering.numbers[definition.path] : nil
        var next = currentNumber.map { numbering.target(of: $0) } ?? numbering.target(of: definition)
        var site: MismatchSite?
        defer { for key in walked { mismatches[key] = .some(site) } }
        while let targetNumber = next {
            if let currentNumber {
                let key = MismatchKey(number: currentNumber, expected: expected)
                if let known = mismatches[key] {
                    site = known
                    break
                }
                walked.append(key)
            }
            let target = numbering.definitions[targetNumber]
            if let actual = target.type, actual != expected {
                site = MismatchSite(from: current, target: numbering.paths[targetNumber], actual: actual)
                break
            }
            // A chain `literal(of:)` accepted has no cycle, but never trust that blindly.
            if walked.count > numbering.count { break }
            current = target
            currentNumber = targetNumber
            next = numbering.target(of: targetNumber)
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
            ? nil : Suggestion.closest(to: target, among: Self.plausibleTypos(of: target, among: sortedPaths())).map { "{\($0)}" }
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
