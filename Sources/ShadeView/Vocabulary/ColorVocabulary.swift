import ShadeColor
import ShadeText

/// A colour token as the Tokens screen lists it. Shade's themes fill these today; design
/// systems with their own vocabulary fill the same values.
public struct TokenEntry: Hashable, Sendable {
    /// The token's path, e.g. `palette.600` or `color.brand.primary`.
    public var path: String
    /// The colour shown (opaque).
    public var color: RGB
    /// The aliases followed, in order, ending at the path holding the literal.
    public var aliasChain: [String]
    /// The roles this token fills (for a role token, itself).
    public var roles: [String]
    /// Why the token is deprecated, or nil.
    public var deprecated: String?
    /// Whether the literal lay outside sRGB.
    public var outOfGamut: Bool
    /// For a design system's role token: how sure the role is (`RoleFill.confidenceWord`).
    public var confidence: String?
    /// For a design system's role token: whether Shade guessed it.
    public var guessed = false

    /// A token entry.
    public init(path: String, color: RGB, aliasChain: [String] = [], roles: [String] = [], deprecated: String? = nil, outOfGamut: Bool = false) {
        self.path = path
        self.color = color
        self.aliasChain = aliasChain
        self.roles = roles
        self.deprecated = deprecated
        self.outOfGamut = outOfGamut
    }
}

extension TokenEntry {
    /// Tokens whose path, hex, roles or alias chain contain `filter`, ignoring case: what the
    /// Tokens screen lists and what `y` copies from.
    /// Current tokens come first and deprecated ones after them, each in their own order, so
    /// what is on its way out is listed apart from what to use.
    public static func matching(_ tokens: [TokenEntry], _ filter: String) -> [TokenEntry] {
        let needle = filter.lowercased()
        let found = needle.isEmpty ? tokens : tokens.filter { token in
            ([token.path, token.color.hex] + token.roles + token.aliasChain).contains { $0.lowercased().contains(needle) }
        }
        guard found.contains(where: { $0.deprecated != nil }) else { return found }
        return found.filter { $0.deprecated == nil } + found.filter { $0.deprecated != nil }
    }

    /// The focused row for a cursor among `count` listed tokens (the cursor may run past the
    /// end after the filter narrowed the list).
    public static func focus(_ cursor: Int, among count: Int) -> Int { min(cursor, max(0, count - 1)) }
}

/// One step of a colour ramp.
public struct RampStep: Hashable, Sendable {
    /// The step's name within the ramp (`600`).
    public var name: String
    /// The full path (`palette.600`).
    public var path: String
    /// The colour (opaque).
    public var color: RGB
    /// The roles that use this step.
    public var roles: [String]

    /// A step.
    public init(name: String, path: String, color: RGB, roles: [String] = []) {
        self.name = name
        self.path = path
        self.color = color
        self.roles = roles
    }
}

/// A ramp of colours grouped by path, as the designer defined it.
public struct Ramp: Hashable, Sendable {
    /// The group's path (`palette`, `color.blue`).
    public var name: String
    /// The steps in the designer's order.
    public var steps: [RampStep]

    /// A ramp.
    public init(name: String, steps: [RampStep]) {
        self.name = name
        self.steps = steps
    }
}

/// Everything the Palette and Tokens screens read about a theme's colours: its ramps, its
/// tokens, and the page they are measured against.
public protocol ColorVocabulary: Sendable {
    /// The ramps, in the order to show them.
    var ramps: [Ramp] { get }
    /// Every colour token, in the order to list them.
    var tokens: [TokenEntry] { get }
    /// The page background, for contrast.
    var page: RGB { get }
}

extension Ramp {
    /// Groups paths by everything before their last segment (`color.blue.500` → `color.blue`),
    /// keeping first-seen order; for vocabularies that come as a flat list of tokens.
    public static func grouping(_ steps: [RampStep]) -> [Ramp] {
        var order: [String] = []
        var groups: [String: [RampStep]] = [:]
        for step in steps {
            let group = step.path.split(separator: ".").dropLast().joined(separator: ".")
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(step)
        }
        return order.map { Ramp(name: $0, steps: groups[$0]!) }
    }
}
