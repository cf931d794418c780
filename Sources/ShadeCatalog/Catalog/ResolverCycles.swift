import ShadeJSON
import ShadeTokens
import ShadeFiles

/// Resolvers that name other resolvers as sources. A resolver is not a token file, so one
/// named by another is still a theme of its own, never hidden as "a source"; and resolvers
/// that name each other in a circle (`a → b → a`) are named, each `$ref` by file and line,
/// rather than both vanishing from the list as each other's sources.
enum ResolverCycles {
    /// The resolver files among `referenced` (normalised paths), which the catalog must not
    /// hide, and one diagnostic per circle of references among `resolvers` (label → root).
    static func find(resolvers: [String: JSONNode]) -> (resolverFiles: Set<String>, diagnostics: [Diagnostic]) {
        var byPath: [String: String] = [:]
        for label in resolvers.keys { byPath[SourcePath.normalised(label)] = label }
        // Edges, each with where the `$ref` is written.
        var edges: [String: [(target: String, position: SourcePosition?)]] = [:]
        for (label, root) in resolvers.sorted(by: { $0.key < $1.key }) {
            let targets = ResolverFolders.referencedFiles(resolver: root, file: label).compactMap { byPath[$0] }.sorted()
            edges[label] = targets.map { ($0, referencePosition(to: $0, in: root, from: label)) }
        }
        var diagnostics: [Diagnostic] = []
        var state: [String: Bool] = [:]  // false: on the current path; true: done.
        var path: [String] = []
        var reported: Set<Set<String>> = []
        // Depth first, iteratively: a chain of thousands of resolvers must not deepen the stack.
        for start in resolvers.keys.sorted() where state[start] == nil {
            var stack: [(label: String, next: Int)] = [(start, 0)]
            state[start] = false
            path = [start]
            while let top = stack.last {
                let outgoing = edges[top.label] ?? []
                guard top.next < outgoing.count else {
                    state[top.label] = true
                    stack.removeLast()
                    path.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = outgoing[top.next].target
                switch state[target] {
                case nil:
                    state[target] = false
                    stack.append((target, 0))
                    path.append(target)
                case false?:
                    guard let from = path.firstIndex(of: target) else { continue }
                    let circle = Array(path[from...])
                    guard reported.insert(Set(circle)).inserted else { continue }
                    diagnostics.append(diagnostic(circle, edges: edges))
                case true?:
                    continue
                }
            }
        }
        return (Set(byPath.keys), diagnostics)
    }

    /// "resolvers reference each other in a circle: a.resolver.json:3:9 → b.resolver.json:3:9 → a.resolver.json".
    private static func diagnostic(_ circle: [String], edges: [String: [(target: String, position: SourcePosition?)]]) -> Diagnostic {
        var text = ""
        for (index, label) in circle.enumerated() {
            let next = circle[(index + 1) % circle.count]
            let position = edges[label]?.first { $0.target == next }?.position
            text += label + (position.map { ":\($0.line):\($0.column)" } ?? "") + " → "
        }
        text += circle[0]
        let firstPosition = edges[circle[0]]?.first { $0.target == circle[circle.count > 1 ? 1 : 0] }?.position
        return Diagnostic(file: circle[0], position: firstPosition,
                          message: "resolvers reference each other in a circle: \(text); a resolver is not a token file, so none of them has these sources")
    }

    /// Where `root` (the resolver `file`) writes the `$ref` that leads to `target`.
    private static func referencePosition(to target: String, in root: JSONNode, from file: String) -> SourcePosition? {
        let folder = file.lastIndex(of: "/").map { String(file[...$0]) } ?? ""
        let wanted = SourcePath.normalised(target)
        var pending: [(node: JSONNode, depth: Int)] = [(root, 0)]
        while let (node, depth) = pending.popLast() {
            guard depth < 64 else { continue }
            if let object = node.object {
                if let reference = object["$ref"], let text = reference.string {
                    let file = String(text.prefix { $0 != "#" })
                    if !file.isEmpty, SourcePath.normalised(file.hasPrefix("/") ? file : folder + file) == wanted { return reference.position }
                }
                pending += object.members.reversed().map { ($0.value, depth + 1) }
            } else if let array = node.array {
                pending += array.reversed().map { ($0, depth + 1) }
            }
        }
        return nil
    }
}
