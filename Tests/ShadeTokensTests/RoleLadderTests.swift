import ShadeColor
import Testing
@testable import ShadeTokens

/// Level words whose meaning is their rank among their siblings (``RoleChooser/climbLadders(excluding:)``).
@Suite struct RoleLadderTests {
    private func fill(_ entries: [(String, String)], appearance: Appearance? = .light) -> RoleAssignment {
        RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: appearance)
    }

    /// Invented intensity words, and two known ones in the opposite order to their fixed ranks
    /// (`soft` is rank 2, `faint` rank 3): the values decide.
    private static let ladder: [(String, String)] = [
        ("acme.text.deep", "#111111"), ("acme.text.calm", "#555555"), ("acme.text.hushed", "#767676"),
        ("acme.text.whisper", "#9A9A9A"),
        ("acme.bg.blank", "#FFFFFF"), ("acme.bg.soft", "#E4E4E4"), ("acme.bg.faint", "#F6F6F6"),
        ("acme.border.default", "#8A8A8A"),
    ]

    @Test func aSystemsOwnLevelWordsAreRankedByValue() {
        for entries in [Self.ladder, RoleFixtures.shuffled(Self.ladder, seed: 7)] {
            let roles = fill(entries)
            #expect(roles[.foregroundPrimary].token == "acme.text.deep")
            #expect(roles[.foregroundSecondary].token == "acme.text.calm")
            #expect(roles[.foregroundTertiary].token == "acme.text.hushed")
            #expect(roles[.backgroundPrimary].token == "acme.bg.blank")
            #expect(roles[.backgroundSecondary].token == "acme.bg.faint", "the step nearest the page, whatever its word's fixed rank")
            #expect(roles[.backgroundTertiary].token == "acme.bg.soft")
        }
    }

    @Test func anEmphasisedStepIsNotTheDefault() {
        let roles = fill([("acme.text.extreme", "#000000")] + Self.ladder)
        #expect(roles[.foregroundPrimary].token == "acme.text.deep")
    }

    @Test func ordinalLevelWordsKeepTheirNamesOrder() {
        // `muted` is louder here than the unranked `note`: the ordinal names its level.
        let roles = fill([
            ("text.default", "#111111"), ("text.muted", "#6E6E6E"), ("text.note", "#444444"),
            ("bg.default", "#FFFFFF"),
        ])
        #expect(roles[.foregroundSecondary].token == "text.muted")
    }

    @Test func aForegroundLadderThatNeverReadsAsTextDrawsTheLines() {
        let graphics: [(String, String)] = [
            ("ui.txt.main", "#1A1A1A"), ("ui.bg.base", "#FFFFFF"),
            ("ui.fg.hard", "#75838F"), ("ui.fg.mid", "#8C98A2"), ("ui.fg.gentle", "#A3ADB5"),
        ]
        let roles = fill(graphics)
        #expect(roles[.outlinePrimary].token == "ui.fg.hard")
        #expect(roles[.outlineSecondary].token == "ui.fg.mid")
        #expect(roles[.outlineTertiary].token == "ui.fg.gentle")
        // A step that reads as text makes it a text ladder, not graphics.
        let text = fill(graphics.map { $0.0 == "ui.fg.hard" ? ($0.0, "#4A4A4A") : $0 })
        #expect(text[.outlinePrimary].origin == .derived)
        // A system that names a line keeps it.
        let named = fill(graphics + [("ui.border.base", "#CCCCCC")])
        #expect(named[.outlinePrimary].token == "ui.border.base")
    }

    @Test func aStrongNeutralFillAndTheTextOnItAreTheInvertedPairWhereNoneIsNamed() {
        let pair: [(String, String)] = [
            ("text.default", "#1E1E1E"), ("bg.default", "#FFFFFF"),
            ("bg.slab", "#4A4A4A"), ("icon.slab.on-slab", "#EEEEEE"), ("text.slab.on-slab", "#F3F3F3"),
        ]
        let roles = fill(pair)
        #expect(roles[.invertedBackgroundPrimary].token == "bg.slab")
        #expect(roles[.invertedForegroundPrimary].token == "text.slab.on-slab", "text before an icon's colour")
        // A pale fill is no inverted ground: the pair is derived from the page and text instead.
        let pale = fill(pair.map { $0.0 == "bg.slab" ? ($0.0, "#E8E8E8") : $0 })
        #expect(pale[.invertedBackgroundPrimary].origin == .derived)
    }

    @Test func aPlaceholderAtAGroundsContrastGivesWayToTheTertiaryText() {
        let roles = fill([
            ("text.default", "#111111"), ("text.secondary", "#555555"), ("text.tertiary", "#8A8A8A"),
            ("text.quaternary", "#F7F7F7"), ("bg.default", "#FFFFFF"),
        ])
        #expect(roles[.foregroundPlaceholder].token == "text.tertiary")
        #expect(roles[.foregroundPlaceholder].token != "text.quaternary")
    }

    @Test func theInvertedGroundsTranslucentStepsAreItsLayers() {
        // An inverse ladder of white washes over a black ground, as Sage's light mode names it:
        // each is drawn over the inverted ground, where it is a layer, not a wash.
        let roles = fill([
            ("ui.txt.severe", "#1A1A1A"), ("ui.bg.nought", "#FFFFFF"),
            ("ui.bg.inverse.nought", "#000000"), ("ui.bg.inverse.faint", "#FFFFFF0D"),
            ("ui.bg.inverse.delicate", "#FFFFFF1A"), ("ui.bg.inverse.soft", "#FFFFFF26"),
        ])
        #expect(roles[.invertedBackgroundPrimary].token == "ui.bg.inverse.nought")
        #expect(roles[.invertedBackgroundSecondary].token == "ui.bg.inverse.faint", "the step nearest the inverted ground")
        #expect(roles[.invertedBackgroundTertiary].token == "ui.bg.inverse.delicate")
    }
}

/// A ladder spelled in level words (`weak`, `weaker`, `strong`) beside words of purpose
/// (`guest`, `trialist`, a `neutral` status): the purposes are no steps of it.
@Suite struct RolePurposeStepTests {
    private static let system: [(String, String)] = [
        ("ink.text", "#121C2D"), ("ink.text.weak", "#606B85"), ("ink.text.weaker", "#8B93AA"),
        ("ink.text.weakest", "#FFFFFF"), ("ink.text.guest", "#121C2D"), ("ink.text.neutral", "#2F3A52"),
        ("ink.background", "#FFFFFF"), ("ink.background.weak", "#F7F7F8"), ("ink.background.strong", "#E1E3EA"),
        ("ink.background.stronger", "#8891AA"), ("ink.background.trialist", "#D1FAE0"), ("ink.background.guest", "#F1ECFB"),
        ("ink.border", "#8B93AA"), ("ink.border.weak", "#CACDD8"), ("ink.border.weaker", "#E1E3EA"),
        ("ink.border.weakest", "#FFFFFF"), ("ink.border.guest", "#E7DCFA"),
    ]

    @Test func purposeWordsAreNoStepsOfALevelWordLadder() {
        for entries in [Self.system, RoleFixtures.shuffled(Self.system, seed: 11)] {
            let roles = RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: .light)
            #expect(roles[.foregroundSecondary].token == "ink.text.weak", "not the guest's text, the page's own colour")
            #expect(roles[.foregroundTertiary].token == "ink.text.weaker")
            #expect(roles[.backgroundSecondary].token == "ink.background.weak", "not a trial account's mint")
            #expect(roles[.backgroundTertiary].token == "ink.background.strong", "a ground's stronger step lies further from the page")
            #expect(roles[.outlineTertiary].token == "ink.border.weaker", "not the guest's lilac border")
        }
    }

    @Test func aSystemsOwnWordsStillMakeALadderWhereLevelWordsDoNot() {
        // One level word (`soft`) beside the system's own: those are its levels.
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens([
            ("ui.txt.severe", "#111111"), ("ui.txt.moderate", "#555555"), ("ui.txt.soft", "#767676"),
            ("ui.txt.delicate", "#9A9A9A"), ("ui.bg.nought", "#FFFFFF"),
        ]), appearance: .light)
        #expect(roles[.foregroundSecondary].token == "ui.txt.moderate")
        #expect(roles[.foregroundTertiary].token == "ui.txt.soft")
    }
}
