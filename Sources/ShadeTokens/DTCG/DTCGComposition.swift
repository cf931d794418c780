import ShadeJSON

/// Flattened sources merged in order, as the resolver module's composition step asks: a
/// token declared again replaces the earlier one whole (keeping its place in document
/// order), group properties merge with the later source winning, and group `$extends`
/// is applied afterwards. Aliases are not touched here.
struct DTCGComposition {
    var tokens: [DTCGTokenEntry] = []
    var tokenIndex: [String: Int] = [:]
    var groups: [String: DTCGGroupEntry] = [:]
    var diagnostics: [Diagnostic] = []

    init(sources: [DTCGFlatDocument]) {
        let total = sources.reduce(0) { $0 + $1.tokens.count }
        tokens.reserveCapacity(total)
        tokenIndex.reserveCapacity(total)
        for source in sources {
            for token in source.tokens {
                if let index = tokenIndex[token.path] {
                    tokens[index] = token
                } else {
                    tokenIndex[token.path] = tokens.count
                    tokens.append(token)
                }
            }
            for group in source.groups {
                guard var merged = groups[group.path] else {
                    groups[group.path] = group
                    continue
                }
                merged.type = group.type ?? merged.type
                merged.deprecation = group.deprecation ?? merged.deprecation
                merged.description = group.description ?? merged.description
                if group.extends != nil {
                    merged.extends = group.extends
                    merged.extendsPosition = group.extendsPosition
                    merged.file = group.file
                }
                merged.extensions = group.extensions ?? merged.extensions
                groups[group.path] = merged
            }
        }
        applyExtends()
        reportTokensThatAreGroups()
        computeGroupDefaults()
        computeGroupDefaults()
    }

    /// A path that is a token in one source and a group in another, which the format
    /// forbids. Within one file the flattening already reports it; across files a group
    /// object stands where a token does.
    private mutating func reportTokensThatAreGroups() {
        for path in groups.keys.sorted() {
            guard !path.isEmpty, let index = tokenIndex[path] else { continue }
            let holder = tokens[index]
            let group = groups[path]!
            diagnostics.append(Diagnostic(file: group.file, position: group.position, tokenPath: path,
                                          message: "\"\(path)\" is a token (\(holder.file):\(holder.position.line)), so it cannot also be a group"))
        }
    }

    // MARK: $extends

    private mutating func applyExtends() {
        let extending = groups.values.filter { $0.extends != nil }.map(\.path).sorted()
        guard !extending.isEmpty else { return }
        var state: [String: Bool] = [:] // false: in progress, true: done
        for path in extending { extend(path, state: &state, chain: []) }
    }

    private mutating func extend(_ path: String, state: inout [String: Bool], chain: [String]) {
        if state[path] == true { return }
        guard let group = groups[path], let target = group.extends else { return }
        if state[path] == false {
            let cycle = (chain.drop { $0 != path } + [path]).joined(separator: " → ")
            report(group, "\"$extends\" is circular: \(cycle)")
            return
        }
        state[path] = false
        defer { state[path] = true }
        if tokenIndex[target] != nil {
            if group.extendsIsReference {
                // A group-position `$ref` to a token is JSON Schema's plain substitution: the
                // object becomes that token, i.e. an alias of it.
                let pointer = "#/" + target.split(separator: ".").joined(separator: "/")
                let alias = DTCGTokenEntry(path: path, file: group.file, position: group.position, object: JSONObject(members: []),
                                           value: nil, reference: JSONNode(value: .string(pointer), position: group.extendsPosition ?? group.position))
                tokenIndex[path] = tokens.count
                tokens.append(alias)
                return
            }
            report(group, "\"$extends\" must name a group; \"\(target)\" is a token")
            return
        }
        let targetPrefix = target + "."
        guard groups[target] != nil || tokens.contains(where: { $0.path.hasPrefix(targetPrefix) }) else {
            report(group, "\"$extends\" names \"\(target)\", which is not a group in this system",
                   suggestion: Suggestion.closest(to: target, among: groups.keys))
            return
        }
        if path == target || path.hasPrefix(targetPrefix) {
            report(group, "\"$extends\" is circular: \"\(path)\" lies inside \"\(target)\", which it extends")
            return
        }
        // Groups inside the target that extend others must be complete before copying.
        for inner in groups.values where inner.extends != nil && (inner.path == target || inner.path.hasPrefix(targetPrefix)) {
            extend(inner.path, state: &state, chain: chain + [path])
            if state[inner.path] == false { return }
        }
        let local = path + "."
        let inherited = tokens.filter { $0.path.hasPrefix(targetPrefix) }
        for token in inherited {
            let newPath = local + token.path.dropFirst(targetPrefix.count)
            guard tokenIndex[newPath] == nil else { continue }
            tokenIndex[newPath] = tokens.count
            tokens.append(token.moved(to: newPath))
        }
        for source in groups.values where source.path == target || source.path.hasPrefix(targetPrefix) {
            let newPath = source.path == target ? path : local + source.path.dropFirst(targetPrefix.count)
            var merged = groups[newPath] ?? DTCGGroupEntry(path: newPath, file: source.file, position: source.position)
            merged.type = merged.type ?? source.type
            merged.deprecation = merged.deprecation ?? source.deprecation
            merged.description = merged.description ?? source.description
            groups[newPath] = merged
        }
    }

    private mutating func report(_ group: DTCGGroupEntry, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(file: group.file, position: group.extendsPosition ?? group.position,
                                      tokenPath: group.path.isEmpty ? nil : group.path, message: message, suggestion: suggestion))
    }

    // MARK: Inherited group properties

    /// The `$type` of the closest group around `path` that has one.
    func inheritedType(of token: DTCGTokenEntry) -> String? {
        groupDefaults[token.groupPath]?.type
    }

    /// The `$deprecated` of the closest group around `path` that says.
    func inheritedDeprecation(of token: DTCGTokenEntry) -> DTCGDeprecation? {
        groupDefaults[token.groupPath]?.deprecation
    }

    /// What a group passes down: its own `$type`/`$deprecated`, else its parent's.
    struct GroupDefaults {
        var type: String?
        var deprecation: DTCGDeprecation?
    }

    /// Worked out once per composition (there are far fewer groups than tokens), so each
    /// token needs one lookup.
    private(set) var groupDefaults: [String: GroupDefaults] = [:]

    private mutating func computeGroupDefaults() {
        let ordered = groups.keys.sorted { $0.utf8.count < $1.utf8.count }
        var result = [String: GroupDefaults](minimumCapacity: ordered.count)
        for path in ordered {
            var inherited = GroupDefaults()
            if !path.isEmpty {
                var probe = Substring(path)
                while true {
                    guard let dot = probe.lastIndex(of: ".") else { inherited = result[""] ?? GroupDefaults(); break }
                    probe = probe[..<dot]
                    if let parent = result[String(probe)] { inherited = parent; break }
                }
            }
            let own = groups[path]
            result[path] = GroupDefaults(type: own?.type ?? inherited.type, deprecation: own?.deprecation ?? inherited.deprecation)
        }
        groupDefaults = result
    }
}
