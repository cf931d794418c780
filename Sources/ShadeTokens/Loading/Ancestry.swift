/// The layers beneath each theme (the base mapping, then the themes it extends, farthest
/// first), worked out once per theme: a theme's layers are its parent's plus the parent,
/// so a chain of thousands costs one walk, not one walk per theme.
struct Ancestry {
    /// What lies beneath one theme.
    private enum Node {
        /// The layers beneath it, base first.
        case layers([ThemeDocument])
        /// Its chain is broken at the theme with this (lower-cased) name.
        case broken(root: String)
    }

    private let names: [String: ThemeDocument]
    private let base: ThemeDocument
    /// Per lower-cased theme name, once worked out.
    private var known: [String: Node] = [:]
    /// The theme where each chain breaks and why, in the order found.
    private var reported: [(key: String, diagnostic: Diagnostic)] = []
    /// Per theme where a chain breaks: how many themes above it are skipped with it.
    private var skipped: [String: Int] = [:]

    init(names: [String: ThemeDocument], base: ThemeDocument) {
        self.names = names
        self.base = base
    }

    /// One diagnostic per broken chain, at the theme where it breaks, saying how many
    /// themes that extend it are skipped too.
    var diagnostics: [Diagnostic] {
        reported.map { key, diagnostic in
            guard let count = skipped[key], count > 0 else { return diagnostic }
            var diagnostic = diagnostic
            diagnostic.message += "; \(count) theme\(count == 1 ? "" : "s") extending it \(count == 1 ? "is" : "are") skipped too"
            return diagnostic
        }
    }

    /// The layers beneath `document`, base first; nil when its chain is broken (a missing
    /// parent, a circle, or deeper than `ThemeCatalog.maximumExtendsDepth`).
    mutating func layers(beneath document: ThemeDocument) -> [ThemeDocument]? {
        // Walk up to the first theme already worked out (or the top of the chain), then
        // fill in downwards. `pending` runs from `document` upwards; `top` is what lies
        // beneath its last element.
        var pending: [ThemeDocument] = []
        var onPath: Set<String> = []
        var current = document
        var top: Node
        while true {
            let key = current.name.lowercased()
            if let node = known[key] {
                if case .layers(let layers) = node { top = .layers(layers + [current]) } else { top = node }
                break
            }
            guard onPath.insert(key).inserted else {
                report(key, Diagnostic(file: current.file, tokenPath: "$extensions.dev.shade.extends",
                                       message: "themes extend each other in a circle through '\(current.name)'"))
                top = .broken(root: key)
                break
            }
            pending.append(current)
            guard let parentName = current.extends else {
                top = .layers([base])
                break
            }
            guard let parent = names[parentName.lowercased()] else {
                report(key, Diagnostic(
                    file: current.file, tokenPath: "$extensions.dev.shade.extends",
                    message: "extends '\(parentName)', but no theme has that name",
                    suggestion: Suggestion.closest(to: parentName, among: names.values.map(\.name))))
                top = .broken(root: key)
                break
            }
            current = parent
        }
        var beneath = top
        for layer in pending.reversed() {
            let key = layer.name.lowercased()
            if case .layers(let layers) = beneath, layers.count - 1 > ThemeCatalog.maximumExtendsDepth {
                report(key, Diagnostic(
                    file: layer.file, tokenPath: "$extensions.dev.shade.extends",
                    message: "the extends chain is more than \(ThemeCatalog.maximumExtendsDepth) themes deep (the most allowed)"))
                beneath = .broken(root: key)
            }
            known[key] = beneath
            switch beneath {
            case .layers(let layers): beneath = .layers(layers + [layer])
            case .broken(let root): if root != key { skipped[root, default: 0] += 1 }
            }
        }
        if case .layers(let layers) = known[document.name.lowercased()] { return layers }
        return nil
    }

    private mutating func report(_ key: String, _ diagnostic: Diagnostic) {
        reported.append((key, diagnostic))
    }
}
