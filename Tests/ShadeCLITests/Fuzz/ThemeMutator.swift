import ShadeTestSupport

/// Damages a self-contained theme the way a careless editor, a broken generator or an
/// attacker might: extreme numbers, control characters, missing and repeated keys, values of
/// the wrong type, alias loops, deep nesting and huge arrays.
struct ThemeMutator {
    enum Mutation: CaseIterable {
        case extremeNumber, hostileString, deleteKey, duplicateKey, swapType, unknownType
        case aliasCycle, danglingAlias, longAliasChain, deepNesting, hugeArray
        case hostileOpacity, hostileName, hostileDimension, hostileColorObject
    }

    /// Numbers at and beyond every edge, some of them not JSON at all.
    static let extremeNumbers = [
        "1e300", "-1e300", "1e308", "-1e308", "1e19", "-1e19", "9223372036854775807", "-9223372036854775809",
        "1e400", "-1e400", "1e-320", "-0", "0", "0.5", "-1", "2", "NaN", "Infinity", "-Infinity", "1e", "0x10",
        "123456789012345678901234567890", "4.9e-324", "1.7976931348623157e308",
        "100000", "-100000", "6250", "-6250", "99999.995", "3600", "-3600", "1000", "-1000",
    ]

    /// String bodies with C0, C1, ESC sequences, bidi controls, DEL and invalid escapes.
    static let hostileStrings = [
        "\\u001b]52;c;SGFja2Vk\\u0007", "\\u001b[2J\\u001bc", "\\u001bP+q\\u001b\\\\", "\u{9B}31m", "\u{85}\u{9D}0;x\u{9C}",
        "\u{202E}evil\u{202C}", "\u{2066}\u{2067}\u{2069}", "\\u007f", "\u{7F}", "tab\\there", "\\u0000", "\\x41", "\\u12",
        "\\ud800", "\\udc00\\ud800", "{", "{}", "{{a}}", "{palette.50", "#", "#GGG", "#12345", "#123456789",
        "none", "", " ", "\\n\\r", "\u{FEFF}bom", "e\u{301}\u{301}\u{301}", "👩‍👩‍👧‍👦",
    ]

    static let typeNames = ["color", "dimension", "shadow", "number", "fontFamily", "colour", "", "\\u001b[31m", "Color"]

    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// `count` mutations of `theme`, chosen and placed by the seed.
    mutating func mutate(_ theme: FuzzJSON, count: Int) -> FuzzJSON {
        var result = theme
        for _ in 0..<count {
            let mutation = Mutation.allCases.randomElement(using: &random) ?? .extremeNumber
            result = apply(mutation, to: result)
        }
        return result
    }

    // MARK: Mutations

    private mutating func apply(_ mutation: Mutation, to theme: FuzzJSON) -> FuzzJSON {
        switch mutation {
        case .extremeNumber:
            return replacing(in: theme, where: { if case .number = $0 { true } else { false } }) { mutator, _ in
                .number(mutator.pick(Self.extremeNumbers))
            }
        case .hostileString:
            return replacing(in: theme, where: { if case .string = $0 { true } else { false } }) { mutator, value in
                guard case .string(let body) = value else { return value }
                let hostile = mutator.pick(Self.hostileStrings)
                return .string(mutator.chance(2) ? hostile : body + hostile)
            }
        case .deleteKey:
            return editingObject(in: theme) { mutator, members in
                if !members.isEmpty { members.remove(at: mutator.index(members.count)) }
            }
        case .duplicateKey:
            return editingObject(in: theme) { mutator, members in
                guard !members.isEmpty else { return }
                let member = members[mutator.index(members.count)]
                members.insert(member, at: mutator.index(members.count + 1))
            }
        case .swapType:
            return replacing(in: theme, where: { _ in true }) { mutator, value in
                mutator.pick([.null, .bool(true), .number("16"), .string("16px"), .array([value]),
                              .object([("$value", value)]), .object([]), .array([]), .string("{palette.50}")])
            }
        case .unknownType:
            return settingTokenMember(in: theme, key: "$type") { mutator in .string(mutator.pick(Self.typeNames)) }
        case .aliasCycle:
            let tokens = tokenPaths(theme)
            guard tokens.count >= 2 else { return theme }
            let first = pick(tokens), second = pick(tokens)
            var result = setting(theme, token: first, key: "$value", to: .string("{\(second)}"))
            result = setting(result, token: second, key: "$value", to: .string("{\(first)}"))
            return result
        case .danglingAlias:
            let tokens = tokenPaths(theme)
            guard !tokens.isEmpty else { return theme }
            let target = pick(["nope.nothing", "palette", "palette.51", "light", "", "light.accent.$value", "\\u001b[31m"])
            return setting(theme, token: pick(tokens), key: "$value", to: .string("{\(target)}"))
        case .longAliasChain:
            let length = pick([10, 500, 3000])
            var members: [(key: String, value: FuzzJSON)] = (0..<length).map { ("c\($0)", .object([("$value", .string("{chain.c\($0 + 1)}"))])) }
            members.append(("c\(length)", .object([("$value", .string(chance(2) ? "{chain.c0}" : "#123456"))])))
            var result = appendingRootMember(theme, key: "chain", value: .object([("$type", .string("color"))] + members))
            if let token = tokenPaths(result).filter({ !$0.hasPrefix("chain.") }).randomElement(using: &random) {
                result = setting(result, token: token, key: "$value", to: .string("{chain.c0}"))
            }
            return result
        case .deepNesting:
            let depth = pick([50, 255, 300, 2000])
            return replacing(in: theme, where: { _ in true }) { mutator, value in
                var nested = value
                let useArrays = mutator.chance(2)
                for _ in 0..<depth { nested = useArrays ? .array([nested]) : .object([("$value", nested)]) }
                return nested
            }
        case .hugeArray:
            let length = pick([1000, 20000])
            return replacing(in: theme, where: { _ in true }) { mutator, value in
                .array(Array(repeating: mutator.chance(2) ? value : .number(mutator.pick(Self.extremeNumbers)), count: length))
            }
        case .hostileOpacity:
            return settingTokenMember(in: theme, key: "$extensions") { mutator in
                .object([("dev.shade", .object([
                    ("opacity", mutator.chance(3) ? .string("0.5") : .number(mutator.pick(Self.extremeNumbers))),
                    ("over", .string(mutator.pick(["backgroundPrimary", "surfacePrimary", "nothing", "accent", "\\u001b[5m"]))),
                ]))])
            }
        case .hostileName:
            return appendingRootMember(theme, key: "$extensions", value: .object([("dev.shade", .object([
                ("name", .string("Fuzz" + pick(Self.hostileStrings))),
            ]))]))
        case .hostileDimension:
            let unit = pick(["px", "rem", "em", "", "\\u001b"])
            return settingTokenMember(in: theme, key: "$value") { mutator in
                mutator.chance(3)
                    ? .string(mutator.pick(["1e300px", "99999999999999999999px", "-5px", "px", "--1rem", ".rem", "1.5.5px"]))
                    : .object([("value", .number(mutator.pick(Self.extremeNumbers))), ("unit", .string(unit))])
            }
        case .hostileColorObject:
            let space = pick(["srgb", "oklch", "lab", "lch", "hsl", "hwb", "oklab", "display-p3", "xyz-d65", "a98-rgb", "\\u001b"])
            return settingTokenMember(in: theme, key: "$value") { mutator in
                let count = mutator.pick([0, 2, 3, 3, 3, 4, 5000])
                let components = (0..<count).map { _ in
                    mutator.chance(5) ? FuzzJSON.string(mutator.pick(["none", "x", "1"])) : .number(mutator.pick(Self.extremeNumbers))
                }
                var members: [(key: String, value: FuzzJSON)] = [("colorSpace", .string(space)), ("components", .array(components))]
                if mutator.chance(2) { members.append(("alpha", .number(mutator.pick(Self.extremeNumbers)))) }
                if mutator.chance(3) { members.append(("hex", .string(mutator.pick(Self.hostileStrings)))) }
                return .object(members)
            }
        }
    }

    // MARK: Choosing

    mutating func pick<T>(_ items: [T]) -> T { items[index(items.count)] }

    mutating func index(_ count: Int) -> Int { Int.random(in: 0..<max(1, count), using: &random) }

    mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }

    // MARK: Editing the tree

    /// Every location in the tree (indices through objects and arrays) whose value matches.
    private func locations(in value: FuzzJSON, where matches: (FuzzJSON) -> Bool, prefix: [Int] = [],
                           into found: inout [[Int]]) {
        if !prefix.isEmpty, matches(value) { found.append(prefix) }
        switch value {
        case .object(let members):
            for (index, member) in members.enumerated() { locations(in: member.value, where: matches, prefix: prefix + [index], into: &found) }
        case .array(let items):
            for (index, item) in items.enumerated() { locations(in: item, where: matches, prefix: prefix + [index], into: &found) }
        default: break
        }
    }

    private func transform(_ value: FuzzJSON, at path: ArraySlice<Int>, _ change: (FuzzJSON) -> FuzzJSON) -> FuzzJSON {
        guard let first = path.first else { return change(value) }
        switch value {
        case .object(var members) where first < members.count:
            members[first].value = transform(members[first].value, at: path.dropFirst(), change)
            return .object(members)
        case .array(var items) where first < items.count:
            items[first] = transform(items[first], at: path.dropFirst(), change)
            return .array(items)
        default:
            return value
        }
    }

    private mutating func replacing(in theme: FuzzJSON, where matches: (FuzzJSON) -> Bool,
                                    with make: (inout ThemeMutator, FuzzJSON) -> FuzzJSON) -> FuzzJSON {
        var found: [[Int]] = []
        locations(in: theme, where: matches, into: &found)
        guard !found.isEmpty else { return theme }
        let path = pick(found)
        var replacement: FuzzJSON?
        let result = transform(theme, at: path[...]) { old in
            let new = make(&self, old)
            replacement = new
            return new
        }
        return replacement == nil ? theme : result
    }

    private mutating func editingObject(in theme: FuzzJSON, _ edit: (inout ThemeMutator, inout [(key: String, value: FuzzJSON)]) -> Void) -> FuzzJSON {
        replacing(in: theme, where: { if case .object = $0 { true } else { false } }) { mutator, value in
            guard case .object(var members) = value else { return value }
            edit(&mutator, &members)
            return .object(members)
        }
    }

    /// Dotted paths of every token (an object with `$value`).
    private func tokenPaths(_ value: FuzzJSON, prefix: String = "") -> [String] {
        guard case .object(let members) = value else { return [] }
        if members.contains(where: { $0.key == "$value" }) { return prefix.isEmpty ? [] : [prefix] }
        return members.filter { !$0.key.hasPrefix("$") }.flatMap { tokenPaths($0.value, prefix: prefix.isEmpty ? $0.key : prefix + "." + $0.key) }
    }

    private func setting(_ theme: FuzzJSON, token: String, key: String, to newValue: FuzzJSON) -> FuzzJSON {
        func set(_ value: FuzzJSON, _ names: ArraySlice<Substring>) -> FuzzJSON {
            guard case .object(var members) = value else { return value }
            guard let name = names.first else {
                if let index = members.firstIndex(where: { $0.key == key }) { members[index].value = newValue } else { members.append((key, newValue)) }
                return .object(members)
            }
            guard let index = members.firstIndex(where: { $0.key == name }) else { return value }
            members[index].value = set(members[index].value, names.dropFirst())
            return .object(members)
        }
        return set(theme, token.split(separator: ".")[...])
    }

    private mutating func settingTokenMember(in theme: FuzzJSON, key: String, _ make: (inout ThemeMutator) -> FuzzJSON) -> FuzzJSON {
        let tokens = tokenPaths(theme)
        guard !tokens.isEmpty else { return theme }
        let token = pick(tokens)
        return setting(theme, token: token, key: key, to: make(&self))
    }

    private func appendingRootMember(_ theme: FuzzJSON, key: String, value: FuzzJSON) -> FuzzJSON {
        theme.merging(.object([(key, value)]))
    }
}
