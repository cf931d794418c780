import ShadeColor

/// Fills every role no token filled, from the roles that are filled, so the gallery never has
/// a hole. Each rule is fixed and stated in the fill's reason, followed by the reasons of the
/// derived roles it was computed from (the chain). "Mixed p % over g" means the colour painted
/// at opacity p over g, `RGBA.composited(over:)`; a translucent source is first composited
/// over the page, and a translucent page is read over white.
///
/// | role | derived from |
/// |---|---|
/// | backgroundPrimary | white or black, whichever reads better under foregroundPrimary (if neither is known: black in dark, else white) |
/// | foregroundPrimary | black or white, whichever reads better on backgroundPrimary |
/// | backgroundSecondary, backgroundTertiary | foregroundPrimary mixed 5 %, 10 % over backgroundPrimary |
/// | foregroundSecondary | foregroundPrimary mixed 75 % over backgroundPrimary, or as little less as still reads at 4.5:1 (secondary text is body text) |
/// | foregroundTertiary | foregroundSecondary mixed 80 % over backgroundPrimary |
/// | foregroundPlaceholder | foregroundTertiary mixed 75 % over backgroundPrimary |
/// | outlinePrimary | foregroundPrimary mixed 30 % over backgroundPrimary |
/// | outlineSecondary, outlineTertiary | the outline above mixed 60 %, 55 % over backgroundPrimary |
/// | invertedBackgroundPrimary | foregroundPrimary (the opposite end) |
/// | invertedForegroundPrimary | backgroundPrimary (the opposite end) |
/// | invertedBackgroundSecondary | invertedBackgroundPrimary mixed 85 % over invertedForegroundPrimary |
/// | invertedForegroundSecondary, Tertiary | as foregroundSecondary and Tertiary, over invertedBackgroundPrimary |
/// | accent, success, warning, error | Shade's fixed defaults (a light-page and a dark-page value, whichever reads better on the page), only when the system has no colour of that hue |
/// | onAccent | white where it reads at 4.5:1 on accent (it wins where others would too), else whichever of backgroundPrimary, foregroundPrimary, white, black reads best |
/// | invertedBackgroundTertiary | accent, as Shade's base mapping does |
/// | surfacePrimary, Secondary, Tertiary | backgroundTertiary at 50 %, 30 %, 10 % opacity (composited when drawn) |
/// | invertedSurfacePrimary, Secondary | outlinePrimary at 40 %, 20 % opacity |
enum RoleDerivation {
    /// Light-page and dark-page defaults for roles no system token fills.
    static let defaults: [ColorToken: (light: RGB, dark: RGB)] = [
        .accent: (RGB(0x0969DA), RGB(0x4493F8)),
        .success: (RGB(0x1A7F37), RGB(0x3FB950)),
        .warning: (RGB(0x9A6700), RGB(0xD29922)),
        .error: (RGB(0xD1242F), RGB(0xF85149)),
    ]

    /// What text reads at: WCAG AA for body text.
    static let textContrast = 4.5
    static let white = RGB(0xFFFFFF)
    static let black = RGB(0x000000)

    /// The label Shade draws on a fill where the system names none that reads: white where it
    /// reads at 4.5:1 (designers label a fill white wherever both would), else whichever of the
    /// page, its text, white and black reads best; with the reason, naming the fill `named`.
    /// The accent's label and the label on a status fill (``StatusLabels``) are chosen alike.
    static func label(on fill: RGB, named: String, page: RGB, text: RGB) -> (RGB, String) {
        let options: [(RGB, String)] = [(page, "backgroundPrimary"), (text, "foregroundPrimary"), (white, "white"), (black, "black")]
        let (color, name) = contrastRatio(white, fill) >= 4.5 ? (white, "white") : State.better(fill, options)
        let ratio = RatioText.text(contrastRatio(color, fill))
        let rule = name == "white" ? "white, which reads on \(named) (\(ratio):1) and wins where others do too"
            : "\(name), whichever of backgroundPrimary, foregroundPrimary, white and black reads best on \(named) (\(ratio):1)"
        return (color, rule)
    }

    /// Completes `fills` (by role index, nil where nothing filled the role).
    /// - Parameter pageNote: why the system's own colours gave no page and text, said in the
    ///   page's reason (a palette of mid greys: the page follows the appearance).
    static func complete(_ fills: [RoleFill?], appearance: Appearance? = nil, pageNote: String? = nil) -> [RoleFill] {
        var state = State(fills: fills, appearance: appearance)
        state.pageNote = pageNote
        state.derivePage()
        state.mix(.backgroundSecondary, from: .foregroundPrimary, percent: 5, over: .backgroundPrimary)
        state.mix(.backgroundTertiary, from: .foregroundPrimary, percent: 10, over: .backgroundPrimary)
        state.mix(.foregroundSecondary, from: .foregroundPrimary, percent: 75, over: .backgroundPrimary, reading: textContrast)
        state.mix(.foregroundTertiary, from: .foregroundSecondary, percent: 80, over: .backgroundPrimary)
        state.mix(.foregroundPlaceholder, from: .foregroundTertiary, percent: 75, over: .backgroundPrimary)
        state.mix(.outlinePrimary, from: .foregroundPrimary, percent: 30, over: .backgroundPrimary)
        state.mix(.outlineSecondary, from: .outlinePrimary, percent: 60, over: .backgroundPrimary)
        state.mix(.outlineTertiary, from: .outlineSecondary, percent: 55, over: .backgroundPrimary)
        state.copy(.invertedBackgroundPrimary, from: .foregroundPrimary, why: "the opposite end")
        state.copy(.invertedForegroundPrimary, from: .backgroundPrimary, why: "the opposite end")
        state.mix(.invertedBackgroundSecondary, from: .invertedBackgroundPrimary, percent: 85,
                  over: .invertedForegroundPrimary)
        state.mix(.invertedForegroundSecondary, from: .invertedForegroundPrimary, percent: 75,
                  over: .invertedBackgroundPrimary, reading: textContrast)
        state.mix(.invertedForegroundTertiary, from: .invertedForegroundSecondary, percent: 80,
                  over: .invertedBackgroundPrimary)
        for role in [ColorToken.accent, .success, .warning, .error] { state.defaultColor(role) }
        state.deriveOnAccent()
        state.copy(.invertedBackgroundTertiary, from: .accent, why: "as Shade's base mapping does")
        state.fade(.surfacePrimary, from: .backgroundTertiary, percent: 50)
        state.fade(.surfaceSecondary, from: .backgroundTertiary, percent: 30)
        state.fade(.surfaceTertiary, from: .backgroundTertiary, percent: 10)
        state.fade(.invertedSurfacePrimary, from: .outlinePrimary, percent: 40)
        state.fade(.invertedSurfaceSecondary, from: .outlinePrimary, percent: 20)
        return state.fills.map { $0! }
    }

    /// The fills while rules run; each rule reads only roles earlier rules have filled.
    private struct State {
        var fills: [RoleFill?]
        /// The appearance drawn, which a page with nothing to go by follows.
        var appearance: Appearance?
        /// Why the system's colours gave no page, when they had some to give.
        var pageNote: String?

        func fill(_ role: ColorToken) -> RoleFill { fills[role.index]! }
        func isOpen(_ role: ColorToken) -> Bool { fills[role.index] == nil }

        /// The page as an opaque colour.
        var page: RGB { fill(.backgroundPrimary).color.composited(over: appearance == .dark ? black : white) }

        /// `role` as an opaque colour on the page.
        func opaque(_ role: ColorToken) -> RGB {
            role == .backgroundPrimary ? page : fill(role).color.composited(over: page)
        }

        /// Each derived role's own rule, and the derived roles it rests on (each once, nearest first).
        var rules: [ColorToken: String] = [:]
        var chains: [ColorToken: [ColorToken]] = [:]

        /// The reason of a role derived by `rule` from `sources`: the rule, then the rule of
        /// every derived role it rests on, each once.
        mutating func reason(_ rule: String, sources: [ColorToken], for role: ColorToken) -> String {
            var chain: [ColorToken] = []
            for source in sources where fill(source).origin == .derived {
                for step in [source] + (chains[source] ?? []) where !chain.contains(step) { chain.append(step) }
            }
            rules[role] = rule
            chains[role] = chain
            return "derived: " + rule + chain.map { "; \($0.rawValue) derived: " + rules[$0]! }.joined()
        }

        mutating func set(_ role: ColorToken, _ color: RGBA, _ rule: String, sources: [ColorToken] = []) {
            let reason = reason(rule, sources: sources, for: role)
            fills[role.index] = RoleFill(role: role, token: nil, origin: .derived, reason: reason, color: color)
        }

        mutating func derivePage() {
            if isOpen(.backgroundPrimary) {
                if isOpen(.foregroundPrimary) {
                    let dark = appearance == .dark
                    set(.backgroundPrimary, RGBA(dark ? black : white),
                        "\(dark ? "black, for dark" : "white") (" + (pageNote.map { "from the appearance: " + $0 }
                            ?? "no page colour and no text colour found") + ")")
                } else {
                    let text = fill(.foregroundPrimary).color.composited(over: white)
                    let (color, name) = Self.better(text, (white, "white"), (black, "black"))
                    set(.backgroundPrimary, RGBA(color),
                        "\(name), whichever of white and black reads better under foregroundPrimary"
                            + (pageNote.map { " (the system's page lost: " + $0 + ")" } ?? ""),
                        sources: [.foregroundPrimary])
                }
            }
            if isOpen(.foregroundPrimary) {
                let (color, name) = Self.better(page, (black, "black"), (white, "white"))
                set(.foregroundPrimary, RGBA(color),
                    "\(name), whichever of black and white reads better on backgroundPrimary",
                    sources: [.backgroundPrimary])
            }
        }

        /// `source` mixed `percent` % over `ground`. With `reading`, a mix that would read under
        /// that contrast on the ground, where the source itself reads, is mixed stronger, in steps
        /// of 5 %, until it does: Shade's own text is never the unreadable one (a system whose
        /// body text is a 4.6:1 grey gets a secondary text that still reads, not 2.9:1).
        mutating func mix(_ role: ColorToken, from source: ColorToken, percent: Int, over ground: ColorToken,
                          reading least: Double? = nil) {
            guard isOpen(role) else { return }
            let base = opaque(ground)
            let solid = fill(source).color.composited(over: page)
            func mixed(_ percent: Int) -> RGB { RGBA(solid, alpha: Double(percent) / 100).composited(over: base) }
            var used = percent
            if let least, contrastRatio(mixed(used), base) < least, contrastRatio(solid, base) >= least {
                while used < 100, contrastRatio(mixed(used), base) < least { used += 5 }
            }
            let rule = "\(source.rawValue) mixed \(used) % over \(ground.rawValue)"
                + (used == percent ? "" : " (\(percent) % would read under \(RatioText.text(least ?? 0)):1)")
            set(role, RGBA(mixed(used)), rule, sources: [source, ground])
        }

        mutating func copy(_ role: ColorToken, from source: ColorToken, why: String) {
            guard isOpen(role) else { return }
            set(role, fill(source).color, "\(source.rawValue), \(why)", sources: [source])
        }

        mutating func fade(_ role: ColorToken, from source: ColorToken, percent: Int) {
            guard isOpen(role) else { return }
            var color = fill(source).color
            color.alpha *= Double(percent) / 100
            set(role, color, "\(source.rawValue) at \(percent) % opacity, over the page", sources: [source])
        }

        mutating func defaultColor(_ role: ColorToken) {
            guard isOpen(role), let pair = defaults[role] else { return }
            let (color, name) = Self.better(page, (pair.light, "light"), (pair.dark, "dark"))
            let ratio = RatioText.text(contrastRatio(color, page))
            let rule = "Shade's default \(role.rawValue), \(color.hex) (its \(name)-page value, "
                + "\(ratio):1 on backgroundPrimary; the system has no colour of this hue)"
            set(role, RGBA(color), rule, sources: [.backgroundPrimary])
        }

        mutating func deriveOnAccent() {
            guard isOpen(.onAccent) else { return }
            let (color, rule) = RoleDerivation.label(on: opaque(.accent), named: "accent", page: page,
                                                     text: opaque(.foregroundPrimary))
            set(.onAccent, RGBA(color), rule, sources: [.accent])
        }

        /// The option with the highest contrast on `ground`; the first among equals.
        static func better(_ ground: RGB, _ options: (RGB, String)...) -> (RGB, String) {
            better(ground, options)
        }

        static func better(_ ground: RGB, _ options: [(RGB, String)]) -> (RGB, String) {
            var best = options[0]
            for option in options.dropFirst() where contrastRatio(option.0, ground) > contrastRatio(best.0, ground) {
                best = option
            }
            return best
        }
    }
}
