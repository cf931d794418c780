/// A theme's merged token paths numbered, with where each alias points, worked out once per
/// `ThemeTokens` and read by every resolver of it (four variants and the token check).
///
/// Following a chain by path hashed each path several times per step and re-read the alias
/// text of every token it passed; with 10,000 aliases that was most of `shade validate`'s time
/// (issue 8). Numbers turn each step into array reads. They are only positions: nothing may
/// depend on their order, which follows the dictionary's and so changes from run to run.
struct TokenNumbering: Sendable {
    /// `target` for a token that is not an alias.
    static let notAnAlias = -1
    /// `target` for an alias to a path no layer defines.
    static let dangling = -2

    /// Per path, its number.
    let numbers: [String: Int]
    /// Per number, the path.
    let paths: [String]
    /// Per number, the definition from the most specific layer.
    let definitions: [TokenDefinition]
    /// Per number, the number of the token its alias names, `notAnAlias` or `dangling`.
    let targets: [Int]
    /// Per number, the layer its definition comes from (0 = base).
    let layers: [Int]
    /// Per path of `Resolution.candidateSlots`, its number, or `notAnAlias` (-1) when no
    /// layer defines it: numbered once per theme, and for a layer added only its own paths.
    let candidateNumbers: [Int]

    /// `spare`: room for that many more paths in `numbers` (see `ThemeTokens`).
    init(_ merged: [String: LayeredDefinition], spare: Int = 0) {
        var numbers: [String: Int] = [:]
        numbers.reserveCapacity(merged.count + spare)
        var paths: [String] = []
        paths.reserveCapacity(merged.count)
        var definitions: [TokenDefinition] = []
        definitions.reserveCapacity(merged.count)
        var layers: [Int] = []
        layers.reserveCapacity(merged.count)
        for (path, layered) in merged {
            numbers[path] = paths.count
            paths.append(path)
            definitions.append(layered.definition)
            layers.append(layered.layer)
        }
        targets = definitions.map { definition in
            guard let target = definition.aliasTarget else { return Self.notAnAlias }
            return numbers[target] ?? Self.dangling
        }
        candidateNumbers = Resolution.candidateSlots.map { numbers[$0] ?? Self.notAnAlias }
        self.numbers = numbers
        self.paths = paths
        self.definitions = definitions
        self.layers = layers
    }

    /// `beneath` with one more layer, `table`, on top: what numbering the merged table of
    /// all those layers gives, each path keeping its number beneath. Copying the numbers of
    /// layers shared by thousands of themes costs less than hashing every path again.
    init(_ beneath: TokenNumbering, adding table: [String: TokenDefinition], layer: Int) {
        var numbers = beneath.numbers, paths = beneath.paths, definitions = beneath.definitions
        var targets = beneath.targets, layers = beneath.layers
        var candidateNumbers = beneath.candidateNumbers
        var changed: [Int] = []
        changed.reserveCapacity(table.count)
        var added = false
        for (path, definition) in table {
            if let number = numbers[path] {
                definitions[number] = definition
                layers[number] = layer
                changed.append(number)
            } else {
                if let slot = Resolution.candidateSlotIndex[path] { candidateNumbers[slot] = paths.count }
                numbers[path] = paths.count
                changed.append(paths.count)
                paths.append(path)
                definitions.append(definition)
                layers.append(layer)
                targets.append(Self.notAnAlias)
                added = true
            }
        }
        func target(_ definition: TokenDefinition) -> Int {
            guard let target = definition.aliasTarget else { return Self.notAnAlias }
            return numbers[target] ?? Self.dangling
        }
        for number in changed { targets[number] = target(definitions[number]) }
        // An alias beneath that named nothing may name one of the new paths.
        if added {
            for number in beneath.targets.indices where beneath.targets[number] == Self.dangling && layers[number] != layer {
                targets[number] = target(definitions[number])
            }
        }
        self.numbers = numbers
        self.paths = paths
        self.definitions = definitions
        self.targets = targets
        self.layers = layers
        self.candidateNumbers = candidateNumbers
    }

    /// How many tokens there are.
    var count: Int { paths.count }

    /// The number of the token `definition`'s alias names, or nil when it is no alias or
    /// names nothing defined; for a definition that may not be a token itself (a shadow part).
    func target(of definition: TokenDefinition) -> Int? {
        definition.aliasTarget.flatMap { numbers[$0] }
    }

    /// The number of the token `number`'s alias names, or nil when it is no alias or dangles.
    func target(of number: Int) -> Int? {
        let target = targets[number]
        return target >= 0 ? target : nil
    }
}
