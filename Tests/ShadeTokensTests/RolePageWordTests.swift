import ShadeColor
@testable import ShadeTokens
import Testing

/// `body` names the page itself, as HTML's element does: a ground or text named with it is
/// the page's own, never a level of it and never a namespace.
struct RolePageWordTests {
    private func fill(_ entries: [(String, String)]) -> RoleAssignment {
        RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: .light)
    }

    /// Slot names in the Office UI Fabric manner: the body's ground beside the resting ground of
    /// interactive elements, named `default`, which is a state's and a shade off the page.
    private let slots: [(String, String)] = [
        ("ui.defaultStateBackground", "#FAF9F8"), ("ui.bodyBackground", "#FFFFFF"),
        ("ui.bodyText", "#323130"), ("ui.bodySubtext", "#605E5C"),
        ("ui.bodyBackgroundHovered", "#F3F2F1"), ("ui.link", "#0078D4"),
    ]

    @Test func theBodysGroundIsThePage() {
        let roles = fill(slots)
        #expect(roles[.backgroundPrimary].token == "ui.bodyBackground")
        #expect(roles[.foregroundPrimary].token == "ui.bodyText")
    }

    @Test func theBodysHoverFillIsTheFirstSurface() {
        #expect(fill(slots)[.surfacePrimary].token == "ui.bodyBackgroundHovered")
    }

    @Test func aPageNamedForTheBodyIsNotSwappedIntoTheInvertedPair() {
        // Swapping is for a page named by its kind alone (`background` with `foreground`); a
        // system of named slots names no inverse here, and the pair is derived.
        let roles = fill(slots)
        #expect(roles[.invertedBackgroundPrimary].token == nil)
        #expect(roles[.invertedForegroundPrimary].token == nil)
    }

    @Test func theBodysStandoutGroundIsTheSecondLayerBeforeACards() {
        // Fabric's "standout color for highlighted content backgrounds … a shade darker than
        // bodyBackground", beside a card's standout ground in the page's own white.
        let roles = fill(slots + [("ui.cardStandoutBackground", "#FFFFFF"), ("ui.bodyStandoutBackground", "#FAF9F8")])
        #expect(roles[.backgroundSecondary].token == "ui.bodyStandoutBackground")
    }

    @Test func aCardInThePagesWhiteIsStillTheSecondLayerWhereNothingOfThePagesOwnIs() {
        let roles = fill([
            ("background", "#FFFFFF"), ("foreground", "#09090B"), ("card", "#FFFFFF"), ("muted", "#F4F4F5"),
        ])
        #expect(roles[.backgroundSecondary].token == "card")
    }

    @Test func bootstrapsBodyVariablesAreThePageAndItsText() {
        let roles = fill([
            ("bs-tertiary-bg", "#F8F9FA"), ("bs-body-bg", "#FFFFFF"), ("bs-body-color", "#212529"),
            ("bs-secondary-color", "#595C5F"), ("bs-primary", "#0D6EFD"),
        ])
        #expect(roles[.backgroundPrimary].token == "bs-body-bg")
        #expect(roles[.foregroundPrimary].token == "bs-body-color")
    }
}

/// A ground named for the page (`background.body`, `bg-page`) beside the bare ground
/// (`background`): the page is the one named so, the bare ground the first layer on it.
struct RoleNamedPageTests {
    private static let system: [(String, String)] = [
        ("ink.text", "#121C2D"), ("ink.background", "#F4F4F6"), ("ink.background.body", "#FFFFFF"),
        ("ink.background.weak", "#F9F9FA"), ("ink.background.strong", "#E1E3EA"), ("ink.background.stronger", "#8891AA"),
        ("ink.background.inverse", "#1F304C"), ("ink.background.body.inverse", "#121C2D"),
        ("ink.background.inverse.strong", "#394762"), ("ink.text.inverse", "#FFFFFF"),
    ]

    @Test func theGroundNamedForTheBodyIsThePageAndTheBareGroundItsFirstLayer() {
        for entries in [Self.system, RoleFixtures.shuffled(Self.system, seed: 5)] {
            let roles = RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: .light)
            #expect(roles[.backgroundPrimary].token == "ink.background.body")
            #expect(roles[.backgroundSecondary].token == "ink.background", "the containers' ground")
            #expect(roles[.backgroundTertiary].token == "ink.background.strong", "the next step from it, not the paler `weak`")
            #expect(roles[.invertedBackgroundPrimary].token == "ink.background.body.inverse")
            #expect(roles[.invertedBackgroundSecondary].token == "ink.background.inverse")
            #expect(roles[.invertedBackgroundTertiary].token == "ink.background.inverse.strong")
        }
    }

    @Test func aPageNamedSoBeatsAVocabularysBareBackground() {
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens([
            ("background", "#F4F4F5"), ("background-page", "#FFFFFF"), ("foreground", "#09090B"),
        ]), appearance: .light)
        #expect(roles[.backgroundPrimary].token == "background-page")
    }

    @Test func aPageWordOffItsAppearanceLeavesTheBareGround() {
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens([
            ("background", "#FFFFFF"), ("background-app", "#1A1A1A"), ("foreground", "#09090B"),
        ]), appearance: .light)
        #expect(roles[.backgroundPrimary].token == "background")
    }
}
