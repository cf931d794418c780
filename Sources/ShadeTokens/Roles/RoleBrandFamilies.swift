/// The members of a family of product brands: sibling groups that each hold the same accent
/// word under a name of their own (`color.boundary.brand`, `color.consul.brand`,
/// `color.nomad.brand`, or the palette's `boundary-brand`, `consul-brand`…).
///
/// A design system shared by several products keeps each product's brand colour beside the
/// others; none of them is the system's accent, which is the colour its primary action is
/// drawn with. A family is at least ``least`` distinct names in one shape: the path's words
/// with a run of words no rule knows (the product's name) standing in for each, before an
/// accent word. Ramps are no family: steps, levels, states, hues and components are words the
/// rules know, and a step the rules do not know comes after the accent word (`accent.bright`).
enum RoleBrandFamilies {
    /// How many sibling names make a family: two brands may be a brand and its partner's.
    static let least = 3

    /// Whether a word is a name of the system's own (a product's, a category's): a word no rule
    /// knows, starting with a letter, and no state, step or component.
    static func isName(_ word: String) -> Bool {
        WordInfo.table[word] == nil && word.first?.isLetter == true
            && !RoleValueRules.stateWords.contains(word) && !RoleValueRules.stepWords.contains(word)
            && !RoleValueRules.componentWords.contains(word)
    }

    /// The indices of the tokens that belong to a family of product brands.
    static func members(pathWords: [[String]], classes: [PathClasses]) -> Set<Int> {
        var names: [[String]: Set<[String]>] = [:]
        var runs: [Int: [[String]]] = [:]
        for (index, words) in pathWords.enumerated() where classes[index].contains(.accent) {
            // Each run of name words in turn stands for the product (`consul.gradient.primary.stop`
            // is Consul's, not a family of gradients), with an accent word after it: the product's
            // brand. After the accent word, names are its ramp's steps (`accent.bright`, `accent.lower`).
            var start = words.startIndex
            while let first = words[start...].firstIndex(where: isName) {
                let end = words[first...].firstIndex(where: { !isName($0) }) ?? words.endIndex
                let shape = Array(words[..<first]) + ["*"] + Array(words[end...])
                if words[end...].contains(where: { WordRules.accentWords.contains($0) || WordRules.bareAccentWords.contains($0) }) {
                    names[shape, default: []].insert(Array(words[first..<end]))
                    runs[index, default: []].append(Array(words[first..<end]))
                }
                start = end
            }
        }
        // The products are the names of every family; any accent token of a product's is its
        // (`terraform.brand-on-dark`, though no sibling has one).
        let products = Set(names.values.filter { $0.count >= least }.joined())
        return Set(runs.compactMap { index, runs in runs.contains(where: products.contains) ? index : nil })
    }
}
