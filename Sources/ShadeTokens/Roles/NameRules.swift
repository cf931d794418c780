/// Rules that recognise one design system's own token names, exactly.
///
/// Each rule names a token as its system writes it (`secondaryLabel`, `on-surface-variant`,
/// `fgColor.onEmphasis`) and the role it fills, with a score. Names are compared as
/// ``PathWords`` keys, so `md.sys.color.on-surface`, `onSurface` and `--on-surface` are the
/// same name, and a path may carry a namespace in front (`acme.fgColor.default`,
/// `dark.foregroundPrimary`) as long as the namespace holds no word the ``WordRules`` read.
/// A rule with `requires` applies only when the system also has that token, and one with
/// `unless` only when it does not: shadcn/ui's `accent` is a hover fill, not the brand colour,
/// and is read that way only beside `primary-foreground`, where Shade's own `accent` rule is off.
struct NameRule: Sendable {
    /// The system the rule comes from, e.g. `Apple`.
    var vocabulary: String
    /// The token name as that system writes it.
    var name: String
    /// The role it fills.
    var role: ColorToken
    /// Higher wins; 100 is the system's own word for the role, lower scores are stand-ins.
    var score: Int
    /// The key of a token that must also exist for the rule to apply.
    var requires: String?
    /// The key of a token whose presence turns the rule off.
    var unless: String?
    /// The rule's name in a reason: `Apple: secondaryLabel`.
    let title: String

    init(vocabulary: String, name: String, role: ColorToken, score: Int, requires: String? = nil, unless: String? = nil) {
        self.vocabulary = vocabulary
        self.name = name
        self.role = role
        self.score = score
        self.requires = requires
        self.unless = unless
        title = "\(vocabulary): \(name)"
    }
}

enum NameRules {
    /// Every rule, grouped by vocabulary; the README's matching table is written from this list.
    static let all: [NameRule] = shade + seed + apple + material + shadcn + primer + fluent + carbon

    /// Rules by the ``PathWords`` key of their name, among the vocabularies in use
    /// (``RoleVocabularies``). Where vocabularies share a name for the same role (`error`,
    /// `background`), the highest score is kept, and the first vocabulary listed among equals
    /// names it.
    static var byKey: [String: [NameRule]] { tables.value.byKey }

    /// The keys rules in use are conditional on.
    static var conditionKeys: Set<String> { tables.value.conditionKeys }

    private static let tables = RoleVocabularies.Cache(tables(without:))

    /// The rules by key, and the keys they are conditional on, with `off`'s vocabularies left out.
    static func tables(without off: Set<String>) -> (byKey: [String: [NameRule]], conditionKeys: Set<String>) {
        let rules = all.filter { !off.contains($0.vocabulary) }.map { rule in
            // A condition that reads another vocabulary's sign goes with that vocabulary.
            var rule = rule
            if let sign = rule.unless, let owner = signOwners[sign], off.contains(owner) { rule.unless = nil }
            if let sign = rule.requires, let owner = signOwners[sign], off.contains(owner) { return nil as NameRule? }
            return rule
        }.compactMap { $0 }
        var byKey: [String: [NameRule]] = [:]
        for rule in rules {
            let key = PathWords.key(of: rule.name)
            var rules = byKey[key, default: []]
            if let same = rules.firstIndex(where: { $0.role == rule.role && $0.requires == rule.requires && $0.unless == rule.unless }) {
                if rule.score > rules[same].score { rules[same] = rule }
            } else {
                rules.append(rule)
            }
            byKey[key] = rules
        }
        return (byKey: byKey, conditionKeys: Set(rules.flatMap { [$0.requires, $0.unless].compactMap { $0 } }))
    }

    /// Every word used in a rule's name: a key is looked up only when all its words are here.
    static let words: Set<String> = Set(all.flatMap { PathWords.words(of: $0.name) })

    private static func rules(_ vocabulary: String, _ entries: [(String, ColorToken, Int)], requires: String? = nil,
                              unless: String? = nil) -> [NameRule] {
        entries.map {
            NameRule(vocabulary: vocabulary, name: $0.0, role: $0.1, score: $0.2, requires: requires, unless: unless)
        }
    }

    /// shadcn/ui's sign: beside it, `accent` is a hover fill.
    static let shadcnSign = "primary foreground"
    /// The vocabulary each sign a condition reads belongs to.
    static let signOwners: [String: String] = [shadcnSign: "shadcn/ui"]

    /// Shade's own role names, for systems written in Shade's vocabulary.
    static let shade = rules("Shade", ColorToken.allCases.filter { $0 != .accent }.map { ($0.rawValue, $0, 100) })
        + rules("Shade", [("accent", .accent, 100)], unless: shadcnSign)

    /// The vocabulary of seed 000 (SwiftUI `ColorTokens`).
    static let seed = rules("Seed 000", [
        ("textPrimary", .foregroundPrimary, 100), ("textSecondary", .foregroundSecondary, 100),
        ("textTertiary", .foregroundTertiary, 100),
        // The seed uses its tertiary text for placeholders too.
        ("textTertiary", .foregroundPlaceholder, 80),
        ("textOnAccent", .onAccent, 100),
        ("surfaceCard", .backgroundSecondary, 85), ("surfaceElevated", .backgroundSecondary, 80),
        ("borderDefault", .outlinePrimary, 100), ("borderSubtle", .outlineSecondary, 100),
    ])

    /// Apple's UIKit/AppKit semantic colours.
    static let apple = rules("Apple", [
        ("label", .foregroundPrimary, 100), ("secondaryLabel", .foregroundSecondary, 100),
        ("tertiaryLabel", .foregroundTertiary, 100), ("placeholderText", .foregroundPlaceholder, 100),
        ("quaternaryLabel", .foregroundPlaceholder, 80),
        ("systemBackground", .backgroundPrimary, 100), ("secondarySystemBackground", .backgroundSecondary, 100),
        ("tertiarySystemBackground", .backgroundTertiary, 100),
        ("systemGroupedBackground", .backgroundPrimary, 90),
        ("secondarySystemGroupedBackground", .backgroundSecondary, 90),
        ("tertiarySystemGroupedBackground", .backgroundTertiary, 90),
        ("windowBackgroundColor", .backgroundPrimary, 95),
        ("systemFill", .surfacePrimary, 100), ("secondarySystemFill", .surfaceSecondary, 100),
        ("tertiarySystemFill", .surfaceTertiary, 100),
        ("opaqueSeparator", .outlinePrimary, 100), ("separator", .outlineSecondary, 100),
        ("controlAccentColor", .accent, 100), ("systemBlue", .accent, 90), ("link", .accent, 70),
        ("systemGreen", .success, 95), ("systemOrange", .warning, 95), ("systemYellow", .warning, 85),
        ("systemRed", .error, 95),
    ])

    /// Material 3 system colours (`md.sys.color.*`).
    static let material = rules("Material 3", [
        ("surface", .backgroundPrimary, 100), ("background", .backgroundPrimary, 95),
        ("on-surface", .foregroundPrimary, 100), ("on-background", .foregroundPrimary, 95),
        ("on-surface-variant", .foregroundSecondary, 100),
        ("surface-container", .backgroundSecondary, 100), ("surface-container-low", .backgroundSecondary, 95),
        ("surface-container-high", .backgroundTertiary, 100), ("surface-container-highest", .backgroundTertiary, 95),
        ("surface-variant", .backgroundTertiary, 90),
        ("inverse-surface", .invertedBackgroundPrimary, 100), ("inverse-on-surface", .invertedForegroundPrimary, 100),
        ("primary", .accent, 100), ("on-primary", .onAccent, 100),
        ("outline", .outlinePrimary, 100), ("outline-variant", .outlineSecondary, 100),
        ("error", .error, 100),
    ])

    /// shadcn/ui CSS variables (`--background`, `--muted-foreground`…). Its bare words that
    /// mean something else elsewhere (`border` is a system's main line colour, `muted` may be
    /// text) are read shadcn's way only beside `primary-foreground`.
    static let shadcn = rules("shadcn/ui", [
        ("background", .backgroundPrimary, 100), ("foreground", .foregroundPrimary, 100),
        ("card", .backgroundSecondary, 100), ("muted-foreground", .foregroundSecondary, 100),
        ("primary", .accent, 100), ("primary-foreground", .onAccent, 100), ("destructive", .error, 100),
    ]) + rules("shadcn/ui", [
        ("muted", .backgroundTertiary, 100), ("accent", .surfacePrimary, 100),
        ("input", .outlinePrimary, 100), ("ring", .outlinePrimary, 80), ("border", .outlineSecondary, 100),
    ], requires: shadcnSign)

    /// GitHub Primer functional colours (`fgColor.*`, `bgColor.*`, `borderColor.*`).
    static let primer = rules("GitHub Primer", [
        ("fgColor.default", .foregroundPrimary, 100), ("fgColor.muted", .foregroundSecondary, 100),
        ("fgColor.subtle", .foregroundTertiary, 90),
        ("fgColor.onEmphasis", .onAccent, 100), ("fgColor.onEmphasis", .invertedForegroundPrimary, 95),
        ("fgColor.onInverse", .invertedForegroundPrimary, 100),
        ("bgColor.default", .backgroundPrimary, 100), ("bgColor.muted", .backgroundSecondary, 100),
        ("bgColor.inset", .backgroundTertiary, 100),
        ("bgColor.inverse", .invertedBackgroundPrimary, 100), ("bgColor.emphasis", .invertedBackgroundPrimary, 95),
        ("borderColor.default", .outlinePrimary, 100), ("borderColor.muted", .outlineSecondary, 100),
        ("bgColor.accent.emphasis", .accent, 100), ("fgColor.accent", .accent, 95),
        ("fgColor.success", .success, 100), ("fgColor.attention", .warning, 100), ("fgColor.danger", .error, 100),
        ("bgColor.success.emphasis", .success, 90), ("bgColor.attention.emphasis", .warning, 90),
        ("bgColor.danger.emphasis", .error, 90),
    ])

    /// Microsoft Fluent 2 alias tokens (`colorNeutralForeground1`…).
    static let fluent = rules("Fluent", [
        ("colorNeutralForeground1", .foregroundPrimary, 100), ("colorNeutralForeground2", .foregroundSecondary, 100),
        ("colorNeutralForeground3", .foregroundTertiary, 100), ("colorNeutralForeground4", .foregroundPlaceholder, 100),
        ("colorNeutralForegroundInverted", .invertedForegroundPrimary, 100),
        ("colorNeutralForegroundInverted2", .invertedForegroundSecondary, 100),
        ("colorNeutralForegroundOnBrand", .onAccent, 100),
        ("colorNeutralBackground1", .backgroundPrimary, 100), ("colorNeutralBackground2", .backgroundSecondary, 100),
        ("colorNeutralBackground3", .backgroundTertiary, 100),
        ("colorNeutralBackgroundInverted", .invertedBackgroundPrimary, 100),
        ("colorNeutralStroke1", .outlinePrimary, 100), ("colorNeutralStroke2", .outlineSecondary, 100),
        ("colorNeutralStroke3", .outlineTertiary, 100),
        ("colorBrandBackground", .accent, 100), ("colorBrandForeground1", .accent, 90),
        ("colorStatusSuccessForeground1", .success, 100), ("colorStatusWarningForeground1", .warning, 100),
        ("colorStatusDangerForeground1", .error, 100),
        ("colorPaletteGreenForeground1", .success, 90), ("colorPaletteDarkOrangeForeground1", .warning, 90),
        ("colorPaletteYellowForeground1", .warning, 85), ("colorPaletteRedForeground1", .error, 90),
    ])

    /// IBM Carbon theme tokens (`text-primary`, `layer-01`…).
    static let carbon = rules("Carbon", [
        ("background", .backgroundPrimary, 100), ("layer-01", .backgroundSecondary, 100),
        ("layer-02", .backgroundTertiary, 100), ("field-01", .backgroundTertiary, 80),
        ("text-primary", .foregroundPrimary, 100), ("text-secondary", .foregroundSecondary, 100),
        ("text-helper", .foregroundTertiary, 90), ("text-placeholder", .foregroundPlaceholder, 100),
        ("text-on-color", .onAccent, 100), ("text-inverse", .invertedForegroundPrimary, 100),
        ("background-inverse", .invertedBackgroundPrimary, 100),
        ("border-strong-01", .outlinePrimary, 100), ("border-subtle-01", .outlineSecondary, 100),
        ("border-subtle-00", .outlineTertiary, 90),
        ("interactive", .accent, 100), ("link-primary", .accent, 85), ("background-brand", .accent, 80),
        ("support-success", .success, 100), ("support-warning", .warning, 100), ("support-error", .error, 100),
        ("text-error", .error, 90),
    ])
}
