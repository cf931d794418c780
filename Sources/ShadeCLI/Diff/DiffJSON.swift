import ShadeColor
import ShadeTokens

/// `shade diff --format json`: every theme's diff for tools, keys sorted, lists in a fixed
/// order (themes by name, resolutions as `Resolution.all`, roles in role order, tokens by
/// path, pairs regressions first), so two runs over the same files print the same bytes.
enum DiffJSON {
    struct Document: Encodable {
        var old: String
        var new: String
        var regressions: Int
        var gatedRegressions: Int
        var failures: Int
        var changedThemes: Int
        var themes: [Theme]
        var unchanged: [String]
    }

    struct Theme: Encodable {
        var name: String
        var status: String
        var old: Side?
        var new: Side?
        var resolutions: [Resolution]
        var failure: Failure?

        private enum CodingKeys: String, CodingKey { case name, status, old, new, resolutions, failure }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(status, forKey: .status)
            // Both sides always present: null says the theme is absent there.
            try container.encode(old, forKey: .old)
            try container.encode(new, forKey: .new)
            try container.encode(resolutions, forKey: .resolutions)
            try container.encodeIfPresent(failure, forKey: .failure)
        }
    }

    struct Failure: Encodable {
        var sides: String
        var problem: String
        var identicalFile: Bool
    }

    struct Side: Encodable {
        var name: String
        var file: String?
    }

    struct Resolution: Encodable {
        var appearance: String
        var contrast: String
        var presence: String
        var unchanged: Bool
        var checkedPairs: [String: Int]
        var namedRoles: [String]
        var guessedRoles: [String]
        var roles: [Role]
        var tokens: [Token]
        var pairs: [Pair]
    }

    struct Role: Encodable {
        var role: String
        var deltaE: Double
        var old: Fill
        var new: Fill
    }

    struct Fill: Encodable {
        var hex: String
        var token: String?
        var origin: String
        var reason: String
        var aliases: [String]

        private enum CodingKeys: String, CodingKey { case hex, token, origin, reason, aliases }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(hex, forKey: .hex)
            try container.encode(token, forKey: .token)
            try container.encode(origin, forKey: .origin)
            try container.encode(reason, forKey: .reason)
            try container.encode(aliases, forKey: .aliases)
        }
    }

    struct Token: Encodable {
        var path: String
        var change: String
        var keepsColour: Bool
        var old: Value?
        var new: Value?

        private enum CodingKeys: String, CodingKey { case path, change, keepsColour, old, new }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(change, forKey: .change)
            try container.encode(keepsColour, forKey: .keepsColour)
            try container.encode(old, forKey: .old)
            try container.encode(new, forKey: .new)
        }
    }

    struct Value: Encodable {
        var hex: String
        var alpha: Double
        var written: String
        var aliases: [String]
    }

    struct Pair: Encodable {
        var foreground: String
        var background: String
        var kind: String
        var change: String
        var owned: Bool
        var old: Measure?
        var new: Measure?

        private enum CodingKeys: String, CodingKey { case foreground, background, kind, change, owned, old, new }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(foreground, forKey: .foreground)
            try container.encode(background, forKey: .background)
            try container.encode(kind, forKey: .kind)
            try container.encode(change, forKey: .change)
            try container.encode(owned, forKey: .owned)
            try container.encode(old, forKey: .old)
            try container.encode(new, forKey: .new)
        }
    }

    struct Measure: Encodable {
        var ratio: Double
        var required: Double
        var pass: Bool
        var level: String
        var foregroundHex: String
        var backgroundHex: String
    }

    static func document(_ report: DiffReport) -> String {
        JSONOutput.encode(Document(
            old: report.oldLabel, new: report.newLabel, regressions: report.regressionCount, gatedRegressions: report.gatedRegressionCount,
            failures: report.failures, changedThemes: report.changed.count,
            themes: report.themes.map(theme), unchanged: report.unchanged.map(\.name)))
    }

    static func theme(_ theme: ThemeDiff) -> Theme {
        Theme(name: theme.name, status: theme.status.rawValue,
              old: theme.old.map { Side(name: $0.name, file: $0.file) }, new: theme.new.map { Side(name: $0.name, file: $0.file) },
              resolutions: theme.resolutions.map { diff in
                  Resolution(appearance: diff.resolution.appearance.rawValue, contrast: diff.resolution.contrast.rawValue,
                             presence: diff.presence.rawValue, unchanged: diff.isUnchanged,
                             checkedPairs: ["old": diff.checkedPairs.old, "new": diff.checkedPairs.new],
                             namedRoles: diff.namedRoles.map(\.rawValue), guessedRoles: diff.guessedRoles.map(\.rawValue),
                             roles: diff.roles.map { Role(role: $0.role.rawValue, deltaE: RatioText.hundredths($0.deltaE), old: fill($0.old), new: fill($0.new)) },
                             tokens: diff.tokens.map { Token(path: $0.path, change: $0.kind.rawValue, keepsColour: $0.keepsColour, old: $0.old.map(value), new: $0.new.map(value)) },
                             pairs: diff.pairs.map(pair))
              }, failure: theme.failure.map { Failure(sides: $0.sides.rawValue, problem: $0.problem, identicalFile: $0.identical) })
    }

    private static func fill(_ value: RoleValue) -> Fill {
        Fill(hex: value.color.hex, token: value.token, origin: value.origin.rawValue, reason: value.reason, aliases: value.aliases)
    }

    private static func value(_ value: TokenValue) -> Value {
        Value(hex: value.color.rgb.hex, alpha: value.color.alpha, written: value.written, aliases: value.aliases)
    }

    private static func pair(_ change: PairChange) -> Pair {
        Pair(foreground: change.pair.foreground.rawValue, background: change.pair.background.rawValue, kind: change.pair.kind.rawValue,
                    change: DiffReport.changeLabel(change), owned: change.isOwned, old: change.old.map(measure), new: change.new.map(measure))
    }

    private static func measure(_ result: ContrastResult) -> Measure {
        Measure(ratio: RatioText.hundredths(result.ratio), required: result.required, pass: result.passes, level: result.level.label,
                foregroundHex: result.foreground.hex, backgroundHex: result.background.hex)
    }
}
