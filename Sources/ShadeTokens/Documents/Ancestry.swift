/// The layers beneath each theme (the base mapping, then the themes it extends, farthest
/// first), worked out once per theme: a theme's layers are its parent's plus the parent,
/// so a chain of thousands costs one walk, not one walk per theme.
package struct Ancestry {
    /// The most themes an extends chain may hold (see `ThemeCatalog.maximumExtendsDepth`).
    package static let maximumDepth = 32

    /// What lies beneath one theme.
    private enum Node {
        /// The layers beneath it, base first.
        case layers([ThemeDocument])
        /// Its chain is broken at the theme numbered this.
        case broken(root: Int)
    }

    /// The themes, numbered by position; walking a chain passes numbers, not documents,
    /// so a chain of thousands copies none of them (issue 8).
    private let documents: [ThemeDocument]
    /// Each theme's number, by lower-cased name.
    private let numbers: [String: Int]
    private let base: ThemeDocument
    /// Per theme number, once worked out.
    private var known: [Node?]
    /// The theme where each chain breaks and why, in the order found.
    private var reported: [(root: Int, diagnostic: Diagnostic)] = []
    /// Per theme where a chain breaks: how many themes above it are skipped with it.
    private var skipped: [Int: Int] = [:]

    package init(names: [String: ThemeDocument], base: ThemeDocument) {
        var documents: [ThemeDocument] = []
        var numbers: [String: Int] = [:]
        documents.reserveCapacity(names.count)
        numbers.reserveCapacity(names.count)
        for (key, document) in names {
            numbers[key] = documents.count
            documents.append(document)
        }
        self.documents = documents
        self.numbers = numbers
        self.base = base
        known = Array(repeating: nil, count: documents.count)
    }

    /// One diagnostic per broken chain, at the theme where it breaks, saying how many
    /// themes that extend it are skipped too.
    package var diagnostics: [Diagnostic] {
        reported.map { root, diagnostic in
            guard let count = skipped[root], count > 0 else { return diagnostic }
            var diagnostic = diagnostic
            diagnostic.message += "; \(count) theme\(count == 1 ? "" : "s") extending it \(count == 1 ? "is" : "are") skipped too"
            return diagnostic
        }
    }

    /// The layers beneath `document`, base first; nil when its chain is broken (a missing
    /// parent, a circle, or deeper than `Self.maximumDepth`).
    package mutating func layers(beneath document: ThemeDocument) -> [ThemeDocument]? {
        guard let start = numbers[document.name.lowercased()] else { return nil }
        // Most themes extend none: nothing to walk, and nothing to remember.
        if document.extends == nil { return [base] }
        // Walk up to the first theme already worked out (or the top of the chain), then
        // fill in downwards. `pending` runs from `start` upwards; `top` is what lies
        // beneath its last element.
        var pending: [Int] = []
        var onPath: Set<Int> = []
        var current = start
        var top: Node
        while true {
            if let node = known[current] {
                if case .layers(let layers) = node { top = .layers(layers + [documents[current]]) } else { top = node }
                break
            }
            guard onPath.insert(current).inserted else {
                report(current, Diagnostic(file: documents[current].file, tokenPath: "$extensions.dev.shade.extends",
                                           message: "themes extend each other in a circle through '\(documents[current].name)'"))
                top = .broken(root: current)
                break
            }
            pending.append(current)
            guard let parentName = documents[current].extends else {
                top = .layers([base])
                break
            }
            guard let parent = numbers[parentName.lowercased()] else {
                report(current, Diagnostic(
                    file: documents[current].file, tokenPath: "$extensions.dev.shade.extends",
                    message: "extends '\(parentName)', but no theme has that name",
                    suggestion: Suggestion.closest(to: parentName, among: documents.map(\.name))))
                top = .broken(root: current)
                break
            }
            current = parent
        }
        var beneath = top
        for number in pending.reversed() {
            if case .layers(let layers) = beneath, layers.count - 1 > Self.maximumDepth {
                report(number, Diagnostic(
                    file: documents[number].file, tokenPath: "$extensions.dev.shade.extends",
                    message: "the extends chain is more than \(Self.maximumDepth) themes deep (the most allowed)"))
                beneath = .broken(root: number)
            }
            known[number] = beneath
            switch beneath {
            case .layers(let layers): beneath = .layers(layers + [documents[number]])
            case .broken(let root): if root != number { skipped[root, default: 0] += 1 }
            }
        }
        if case .layers(let layers) = known[start] { return layers }
        return nil
    }

    private mutating func report(_ root: Int, _ diagnostic: Diagnostic) {
        reported.append((root, diagnostic))
    }
}
