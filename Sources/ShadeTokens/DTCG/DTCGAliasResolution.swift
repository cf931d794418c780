import ShadeSync
import ShadeJSON

/// Follows every alias of a composed token set once: curly-brace references
/// (`{color.base.blue}`), whole-value `{"$ref": "#/…/$value"}` objects and token-level
/// `$ref`s. Each token is resolved at most once and remembered, so a system of n tokens
/// costs O(n + total chain length); a cycle is reported once, on the token that closes it.
struct DTCGAliasResolution {
    /// A resolved token: the literal it ends at, the token holding it, and the way there.
    struct Outcome {
        var node: JSONNode
        var holder: Int
        var aliases: [String]
        /// True when a pointer picked a part of the holder's value (e.g. one component), so
        /// the holder's type says nothing about this token's.
        var projected = false
    }

    private enum Step {
        case literal(JSONNode)
        case alias(Int, projection: ArraySlice<String>?)
        case broken
    }

    let composition: DTCGComposition
    private(set) var outcomes: [Outcome?]
    private(set) var diagnostics: [Diagnostic] = []
    /// The system's "did you mean" answers, shared by the resolutions of all its contexts: a
    /// missing name is looked for once, not once per context.
    private let suggestions: Locked<SuggestionBudget>

    init(_ composition: DTCGComposition, suggestions: Locked<SuggestionBudget> = Locked(SuggestionBudget())) {
        self.composition = composition
        self.suggestions = suggestions
        outcomes = Array(repeating: nil, count: composition.tokens.count)
        var done = [Bool](repeating: false, count: composition.tokens.count)
        var onChain = [Bool](repeating: false, count: composition.tokens.count)
        for start in composition.tokens.indices where !done[start] {
            resolve(start, done: &done, onChain: &onChain)
        }
    }

    /// Walks the chain from `start` iteratively (a hostile file may chain thousands of
    /// aliases), then fills in every token met on the way.
    private mutating func resolve(_ start: Int, done: inout [Bool], onChain: inout [Bool]) {
        var chain: [(index: Int, projection: ArraySlice<String>?)] = []
        var current = start
        var end: Outcome?
        while true {
            if done[current] { end = outcomes[current]; break }
            if onChain[current] {
                let names = chain.drop { $0.index != current }.map { composition.tokens[$0.index].path } + [composition.tokens[current].path]
                let closer = composition.tokens[chain.last!.index]
                report(closer, closer.value?.position ?? closer.position,
                       "circular reference: " + names.joined(separator: " → "))
                end = nil
                break
            }
            switch step(current) {
            case .literal(let node):
                outcomes[current] = Outcome(node: node, holder: current, aliases: [])
                done[current] = true
                end = outcomes[current]
            case .broken:
                done[current] = true
                end = nil
            case .alias(let target, let projection):
                onChain[current] = true
                chain.append((current, projection))
                current = target
                continue
            }
            break
        }
        var next = end
        var nextIndex = current
        for link in chain.reversed() {
            onChain[link.index] = false
            done[link.index] = true
            guard let resolved = next else { outcomes[link.index] = nil; continue }
            var outcome = Outcome(node: resolved.node, holder: resolved.holder,
                                  aliases: Self.chain(composition.tokens[nextIndex].path, then: resolved.aliases), projected: resolved.projected)
            if let projection = link.projection {
                guard let inner = DTCGPointer.follow(projection, in: resolved.node) else {
                    let token = composition.tokens[link.index]
                    report(token, token.position, "the pointer goes past the end of \"\(composition.tokens[nextIndex].path)\"'s value")
                    outcomes[link.index] = nil
                    next = nil
                    nextIndex = link.index
                    continue
                }
                outcome.node = inner
                outcome.projected = true
            }
            outcomes[link.index] = outcome
            next = outcome
            nextIndex = link.index
        }
    }

    /// The most aliases a token keeps of its chain: the first ones and the token it ends
    /// at. Keeping every link made a chain of n aliases cost n² (26,000 links: 5 GB).
    static let keptChainLength = 16

    /// `first` followed by `rest`, the middle dropped beyond ``keptChainLength``.
    static func chain(_ first: String, then rest: [String]) -> [String] {
        guard rest.count >= keptChainLength, let last = rest.last else { return [first] + rest }
        return [first] + rest.prefix(keptChainLength - 2) + [last]
    }

    private mutating func step(_ index: Int) -> Step {
        let token = composition.tokens[index]
        if let reference = token.reference {
            return pointerStep(token, reference)
        }
        guard let value = token.value else { return .broken }
        if let path = token.referencePath {
            if let target = composition.tokenIndex[path] { return .alias(target, projection: nil) }
            reportMissing(token, path, at: value.position)
            return .broken
        }
        if let object = value.object, object.count == 1, let reference = object["$ref"] {
            return pointerStep(token, reference)
        }
        return .literal(value)
    }

    private mutating func pointerStep(_ token: DTCGTokenEntry, _ reference: JSONNode) -> Step {
        guard let pointer = reference.string, pointer.hasPrefix("#") else {
            report(token, reference.position, "\"$ref\" is a JSON pointer such as \"#/color/base/$value\"")
            return .broken
        }
        let segments = DTCGPointer.segments(pointer)
        let split = segments.firstIndex { $0.hasPrefix("$") && $0 != "$root" } ?? segments.endIndex
        let path = segments[..<split].joined(separator: ".")
        guard let target = composition.tokenIndex[path] else {
            reportMissing(token, path, at: reference.position, pointer: pointer)
            return .broken
        }
        if split == segments.endIndex { return .alias(target, projection: nil) }
        guard segments[split] == "$value" else {
            if let node = DTCGPointer.follow(segments[split...], in: JSONNode(value: .object(composition.tokens[target].object), position: reference.position)) {
                return .literal(node)
            }
            report(token, reference.position, "\"\(pointer)\" does not point at anything")
            return .broken
        }
        let rest = segments[(split + 1)...]
        return .alias(target, projection: rest.isEmpty ? nil : rest)
    }

    /// The node a `$ref` inside a value (e.g. one colour component) points at, after the
    /// alias pass; follows a pointer that lands on another `$ref` up to a fixed depth.
    func node(at pointer: String, position: SourcePosition, depth: Int = 0) throws(DTCGValueError) -> JSONNode {
        guard depth < 32 else { throw DTCGValueError(message: "\"\(pointer)\" leads through too many references (circular?)", position: position) }
        let segments = DTCGPointer.segments(pointer)
        let split = segments.firstIndex { $0.hasPrefix("$") && $0 != "$root" } ?? segments.endIndex
        let path = segments[..<split].joined(separator: ".")
        guard let target = composition.tokenIndex[path] else {
            throw DTCGValueError(message: "\"\(pointer)\" points at no token (no \"\(path)\")", position: position)
        }
        var base: JSONNode
        var rest = segments[split...]
        if rest.first == "$value" || rest.isEmpty {
            guard let outcome = outcomes[target] else {
                throw DTCGValueError(message: "\"\(pointer)\" points at \"\(path)\", whose value cannot be resolved", position: position)
            }
            base = outcome.node
            rest = rest.dropFirst()
        } else {
            base = JSONNode(value: .object(composition.tokens[target].object), position: position)
        }
        guard let found = DTCGPointer.follow(rest, in: base) else {
            throw DTCGValueError(message: "\"\(pointer)\" does not point at anything", position: position)
        }
        if let inner = found.object?["$ref"]?.string, found.object?.count == 1 {
            return try node(at: inner, position: position, depth: depth + 1)
        }
        return found
    }

    private mutating func reportMissing(_ token: DTCGTokenEntry, _ path: String, at position: SourcePosition, pointer: String? = nil) {
        let shown = pointer.map { "\"\($0)\"" } ?? "{\(path)}"
        if composition.tokenIndex[path + ".$root"] != nil {
            report(token, position, "\(shown) names a group, not a token; its own token is {\(path).$root}",
                   suggestion: "{\(path).$root}")
        } else if composition.groups[path] != nil {
            report(token, position, "\(shown) names a group, not a token")
        } else {
            report(token, position, "\(shown) refers to no token",
                   suggestion: suggestions.withLock { $0.closest(to: path, among: composition.tokenIndex.keys) }.map { "{\($0)}" })
        }
    }

    private mutating func report(_ token: DTCGTokenEntry, _ position: SourcePosition, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(file: token.file, position: position, tokenPath: token.path, message: message, suggestion: suggestion))
    }
}
