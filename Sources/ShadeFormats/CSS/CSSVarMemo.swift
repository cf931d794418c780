import ShadeTokens

/// What `var()` substitution has worked out at one resolution, so each custom property is
/// substituted once however many others refer to it, and a chain of thousands of `var()`s
/// costs one step per link instead of a walk down the chain for every link (20,000 links
/// walked 64 deep each took over a second).
///
/// Only successes are kept: a failure's line names the path it took (a cycle's `a → b → a`),
/// which depends on where the walk began. A success does not: had the property's value led
/// back to a property still being walked, that would have been a cycle and no success.
struct SubstitutionMemo {
    /// A property's substituted value and the aliases its substitution followed.
    struct Known {
        var value: [CSSComponent]
        var aliases: [String]
    }

    /// By property name (`--primary`).
    private(set) var known: [String: Known] = [:]

    /// Whether the sheet imports Tailwind, whose default colours (``TailwindThemeColors``)
    /// stand in for the names it uses and leaves undefined.
    var tailwindDefaults = false

    /// "Did you mean …?" for the undefined names of this resolution, within the budget every
    /// reader shares: each suggestion compares a name with every property.
    var suggestions = SuggestionBudget()

    /// Values longer than this are walked again rather than kept: a colour is a few dozen
    /// component values, and keeping every fanned-out value of a hostile sheet would hold
    /// thousands of them per property.
    static let largestKept = 256

    /// Keeps what substituting `name` gave. Of a chain longer than 16 aliases only the first
    /// 15 and the last (the property holding the colour) are kept, as ``SystemColorToken``
    /// keeps them: each link of a long chain holding the whole chain below it was quadratic.
    mutating func keep(_ name: String, _ value: [CSSComponent], _ aliases: [String]) {
        guard value.count <= Self.largestKept else { return }
        let kept = aliases.count > 16 ? Array(aliases.prefix(15)) + [aliases[aliases.count - 1]] : aliases
        known[name] = Known(value: value, aliases: kept)
    }
}

extension CSSReader {
    /// `names` (document order) with every property a value refers to before the value's own
    /// property: substituted in this order, each `var()` finds its target done. Worked out
    /// without recursion (a chain may be as long as the sheet); a cycle is left as it is, for
    /// the substitution to report.
    static func dependencyOrder(_ names: [String], _ properties: [String: CSSDeclaration]) -> [String] {
        var order: [String] = []
        order.reserveCapacity(properties.count)
        var state: [String: Bool] = [:]  // false: being visited; true: placed
        for root in names where state[root] == nil && properties[root] != nil {
            var stack: [(name: String, references: [String], next: Int)] = [(root, references(in: properties[root]!.value), 0)]
            state[root] = false
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].next < stack[top].references.count {
                    let reference = stack[top].references[stack[top].next]
                    stack[top].next += 1
                    if state[reference] == nil, let target = properties[reference] {
                        state[reference] = false
                        stack.append((reference, references(in: target.value), 0))
                    }
                } else {
                    state[stack[top].name] = true
                    order.append(stack[top].name)
                    stack.removeLast()
                }
            }
        }
        return order
    }

    /// The custom properties `value` names in `var()`s, fallbacks and nested functions included.
    static func references(in value: [CSSComponent]) -> [String] {
        var found: [String] = []
        func walk(_ components: [CSSComponent]) {
            for component in components {
                switch component {
                case .function(let name, let arguments, _):
                    if name.lowercased() == "var", let first = split(arguments).first {
                        let reference = CSSParser.text(first).trimmingCharacters(in: " ")
                        if reference.hasPrefix("--") { found.append(reference) }
                    }
                    walk(arguments)
                case .block(_, let contents, _): walk(contents)
                case .token: break
                }
            }
        }
        walk(value)
        return found
    }
}
