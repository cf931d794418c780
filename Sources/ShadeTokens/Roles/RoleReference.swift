import ShadeColor

/// The roles of a system's reference appearance — light at standard contrast where it has one,
/// else the one it opens in — which its other appearances and contrast levels take as strong
/// evidence: a design system's semantic names keep their meaning across its appearances (the
/// mode changes values, not meanings), while the order of a ladder's values turns over in dark
/// and names read alone would be read differently there.
///
/// ```swift
/// let light = RoleFiller.fill(tokens: lightTokens, appearance: .light)
/// let dark = RoleFiller.fill(tokens: darkTokens, appearance: .dark,
///                            reference: RoleReference(roles: light, appearance: .light, name: "light"))
/// dark[.foregroundSecondary].reason   // "as in light: matched rule '…'"
/// ```
public struct RoleReference: Sendable {
    /// The reference appearance's roles, chosen alone.
    public var roles: RoleAssignment
    /// The appearance they were chosen for; nil when the page may be at either end.
    public var appearance: Appearance?
    /// What a fill's reason calls the reference (`light`).
    public var name: String

    /// The resolution whose roles a system's others keep: light at standard contrast where
    /// `available` holds it, else `drawnByDefault` (the one its defaults draw); nil when the
    /// system has one resolution, so nothing follows it. The previewer and `shade export`
    /// both ask here, so an export is what was drawn.
    public static func resolution(among available: [Resolution], drawnByDefault: Resolution?) -> Resolution? {
        guard available.count > 1 else { return nil }
        return available.contains(Resolution(.light)) ? Resolution(.light) : drawnByDefault
    }

    /// The roles `roles`, chosen for `appearance`, called `name` in reasons.
    public init(roles: RoleAssignment, appearance: Appearance?, name: String) {
        self.roles = roles
        self.appearance = appearance
        self.name = name
    }

    /// Where the reference's page was drawn: over white, or black in dark.
    var page: RGB { roles[.backgroundPrimary].color.composited(over: appearance == .dark ? RGB(0x000000) : RGB(0xFFFFFF)) }

    /// The contrast the reference's token for `role` had on `ground` (a role of the reference),
    /// over the reference's page.
    func contrast(of role: ColorToken, on ground: ColorToken) -> Double {
        let under = ground == .backgroundPrimary ? page : roles[ground].color.composited(over: page)
        return contrastRatio(roles[role].color.composited(over: under), under)
    }
}

extension RoleChooser {
    /// The roles in the order the reference is taken: the page first (every other check reads
    /// against it), then what the labels are read on, then the rest.
    private static let referenceOrder: [ColorToken] = {
        let first: [ColorToken] = [.backgroundPrimary, .foregroundPrimary, .invertedBackgroundPrimary, .accent]
        return first + ColorToken.allCases.filter { !first.contains($0) }
    }()

    /// Texts read on the page, and the contrast each must reach here (or less: ``least(_:on:_:_:)``).
    private static let pageTexts: [ColorToken: Double] = [
        .foregroundPrimary: RoleValueRules.textContrast, .foregroundSecondary: RoleValueRules.textContrast,
        .foregroundTertiary: RoleValueRules.textLeast, .foregroundPlaceholder: RoleValueRules.textLeast,
    ]

    /// Texts read on the inverted ground, and the contrast each must reach there.
    private static let invertedTexts: [ColorToken: Double] = [
        .invertedForegroundPrimary: RoleValueRules.textContrast, .invertedForegroundSecondary: RoleValueRules.textLeast,
        .invertedForegroundTertiary: RoleValueRules.textLeast,
    ]

    /// Takes the reference appearance's token for each role no role map states, where the
    /// reference chose it by name (or from its palette, where the path names one colour, no
    /// step of a ramp: ``namesOneColour(_:)``), the same path is a colour token here, and its value here
    /// keeps this appearance's own rule for the role (``holdsHere(_:_:as:in:)``): the page at
    /// this appearance's end, a text readable on its ground, a label on its fill, a layer near
    /// the page. Where it does not, this appearance's own choice stands (a palette step chosen
    /// for light is read against dark's page and fails there). Each fill taken says so.
    mutating func keep(_ reference: RoleReference, excluding stated: Set<Int>) {
        for role in Self.referenceOrder where !stated.contains(role.index) {
            let kept = reference.roles[role]
            guard kept.origin == .matched || kept.origin == .palette && Self.namesOneColour(kept.token.map(words) ?? []),
                  let path = kept.token, let index = byPath[path],
                  fills[role.index]?.token != path, let found = holdsHere(role, index, as: kept, in: reference) else { continue }
            let here = appearance?.rawValue ?? "this appearance"
            let own = fills[role.index].map { "\($0.token ?? "a derived colour"): \(here) alone would choose it (\($0.reason))" }
            fills[role.index] = RoleFill(role: role, token: path, origin: .matched, reason: "as in \(reference.name): \(kept.reason)",
                                         color: tokens[index].color, confidence: .nameAndValue, valueReason: found,
                                         alternative: own ?? "\(here) alone would derive it")
        }
    }

    /// Words of a step's lightness that no level word covers (`red.light`, `blue-darker`).
    private static let lightnessWords: Set<String> = ["light", "lighter", "lightest", "dark", "darker", "darkest", "pale", "deep"]

    /// Whether a palette colour's path names one colour rather than a step of a ramp: no number
    /// (`red.600`, `gray-5`) and no level or lightness word (`blue.weak`, `red.light`). Apple's
    /// `systemOrange` is the same colour in light and dark, and light's choice of it is the
    /// system's meaning in both; a ramp's step is a place on a scale, which each appearance
    /// chooses for itself (light's darker step, dark's lighter one).
    static func namesOneColour(_ words: [String]) -> Bool {
        !words.isEmpty && !words.contains { word in
            word.contains(where: \.isNumber) || lightnessWords.contains(word) || WordRules.intensityWords.contains(word)
                || WordRules.emphasisWords.contains(word) || WordRules.comparativeEmphasisWords.contains(word)
                || (WordRules.levelWords[word] != nil && !WordRules.weakLevelWords.contains(word))
        }
    }

    /// The words of a path here (``RoleMatches/pathWords``); none when it is no token here.
    private func words(_ path: String) -> [String] { byPath[path].map { pathWords[$0] } ?? [] }

    /// What the reference's token (`index` here) keeps of `role`'s rule in this appearance, in
    /// words; nil when it breaks it. Contrasts are asked as ``least(_:on:_:_:)`` says.
    private func holdsHere(_ role: ColorToken, _ index: Int, as kept: RoleFill, in reference: RoleReference) -> String? {
        let token = tokens[index], color = lch(index)
        if !RoleValueRules.translucentRoles.contains(role), token.color.alpha < RoleValueRules.solidAlpha { return nil }
        let keptColor = OKLab(kept.color.rgb).lch
        let keptChromatic = keptColor.c > RoleValueRules.pageChroma
        switch role {
        case .backgroundPrimary:
            guard Self.pageVerdict(color, appearance: appearance).failure == nil else { return nil }
            // The text chosen here must read on it as well as it read on this appearance's own page.
            if let text = fills[ColorToken.foregroundPrimary.index] {
                let ground = token.color.composited(over: appearance == .dark ? RGB(0x000000) : RGB(0xFFFFFF))
                let before = contrastRatio(text.color.composited(over: page), page)
                guard contrastRatio(text.color.composited(over: ground), ground) >= min(RoleValueRules.textContrast, before) else { return nil }
            }
            return Self.pageVerdict(color, appearance: appearance).found
        case _ where Self.pageTexts[role] != nil:
            let here = contrast(index)
            return here >= least(role, on: .backgroundPrimary, Self.pageTexts[role] ?? 0, reference) ? "reads \(Self.ratio(here)) on the page here" : nil
        case _ where Self.invertedTexts[role] != nil:
            return readsOn(.invertedBackgroundPrimary, index, role, least: Self.invertedTexts[role] ?? 0, reference)
        case .onAccent:
            return readsOn(.accent, index, role, least: RoleValueRules.textContrast, reference)
        case .accent:
            let here = contrast(index)
            guard here >= min(RoleValueRules.accentContrast, reference.contrast(of: role, on: .backgroundPrimary)),
                  !keptChromatic || color.c > RoleValueRules.pageChroma,
                  labelStillReads(on: index, ground: .accent, label: .onAccent, reference) else { return nil }
            return "\(Self.ratio(here)) on the page here"
        case .backgroundSecondary, .backgroundTertiary, .surfacePrimary, .surfaceSecondary, .surfaceTertiary:
            let here = contrast(index)
            guard here <= RoleValueRules.layerContrast, keptChromatic || color.c <= RoleValueRules.pageChroma else { return nil }
            return "a layer of the page here (\(Self.ratio(here)) against it)"
        case .invertedBackgroundPrimary, .invertedBackgroundSecondary, .invertedBackgroundTertiary,
             .invertedSurfacePrimary, .invertedSurfaceSecondary:
            // At the other end from the page: nearer the text than the page.
            let text = fills[ColorToken.foregroundPrimary.index]?.color.composited(over: page) ?? (appearance == .dark ? RGB(0xFFFFFF) : RGB(0x000000))
            let ground = token.color.composited(over: page)
            guard contrastRatio(ground, page) >= contrastRatio(ground, text) else { return nil }
            if role == .invertedBackgroundPrimary, !labelStillReads(on: index, ground: role, label: .invertedForegroundPrimary, reference) { return nil }
            return "at the other end from the page here (\(Self.ratio(contrastRatio(ground, page))) against it)"
        case .outlinePrimary, .outlineSecondary, .outlineTertiary:
            let here = contrast(index)
            guard here > 1, keptChromatic || color.c <= RoleValueRules.pageChroma else { return nil }
            return "\(Self.ratio(here)) against the page here"
        case .success, .warning, .error:
            let here = contrast(index)
            let inFamily = RoleValueRules.inHueFamily(keptColor, role)
            guard !inFamily || RoleValueRules.inHueFamily(color, role),
                  here >= min(RoleValueRules.statusContrast, reference.contrast(of: role, on: .backgroundPrimary)) else { return nil }
            return "hue \(Int(clamping: color.h.rounded()))°, \(Self.ratio(here)) on the page here"
        default:
            return nil
        }
    }

    /// Texts that must read (body text and the labels on the accent and the inverted ground).
    private static let mustRead: Set<ColorToken> = [.foregroundPrimary, .foregroundSecondary, .invertedForegroundPrimary, .onAccent]

    /// The contrast on `ground` a reference token must reach here to fill `role`: the role's
    /// `bar`, lowered for the quieter texts to what the reference's token reached there (the
    /// system's own meaning), but for a text that must read only to what this appearance's own
    /// choice reaches, so keeping the reference never makes body text or a label less readable.
    private func least(_ role: ColorToken, on ground: ColorToken, _ bar: Double, _ reference: RoleReference) -> Double {
        guard Self.mustRead.contains(role) else { return min(bar, reference.contrast(of: role, on: ground)) }
        let under = ground == .backgroundPrimary ? page : fills[ground.index].map { $0.color.composited(over: page) }
        guard let own = fills[role.index], let under else { return bar }
        return min(bar, contrastRatio(own.color.composited(over: under), under))
    }

    /// Whether a text (`index`, for `role`) reads on this appearance's `ground` as its role
    /// asks (`least`, or what the reference's token reached on the reference's ground), in words.
    private func readsOn(_ ground: ColorToken, _ index: Int, _ role: ColorToken, least: Double, _ reference: RoleReference) -> String? {
        guard let fill = fills[ground.index] else { return nil }
        let under = fill.color.composited(over: page)
        let here = contrastRatio(tokens[index].color.composited(over: under), under)
        guard here >= self.least(role, on: ground, least, reference) else { return nil }
        return "reads \(Self.ratio(here)) on \(fill.token ?? ground.rawValue) here"
    }

    /// Whether a label reads on `index` in place of `ground` at least as this appearance's own
    /// label read on its own ground (4.5:1 at most): its own label, or the reference's (taken
    /// after the ground, where it holds).
    private func labelStillReads(on index: Int, ground: ColorToken, label: ColorToken, _ reference: RoleReference) -> Bool {
        guard let text = fills[label.index], let current = fills[ground.index] else { return true }
        let old = current.color.composited(over: page), new = tokens[index].color.composited(over: page)
        let bar = min(RoleValueRules.textContrast, contrastRatio(text.color.composited(over: old), old))
        let theirs = reference.roles[label].token.flatMap { byPath[$0] }.map { tokens[$0].color }
        return [text.color, theirs].contains { label in label.map { contrastRatio($0.composited(over: new), new) >= bar } ?? false }
    }
}
