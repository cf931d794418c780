import ShadeColor
import Testing
@testable import ShadeTokens
import ShadeJSON

/// Explicit role maps in documents and sidecars: valid forms, per-context choices, and every
/// problem reported at its place.
@Suite struct RoleMapTests {
    typealias F = RoleFixtures

    static let tokens = F.tokens([
        ("color.brand.primary", "#5B3FD9"), ("color.text.default", "#111111"), ("color.text.subtle", "#666666"),
        ("color.text.subtle-dark", "#999999"), ("color.text.$root", "#222222"), ("color.border.strong", "#444444"),
        ("color.bg.default", "#FFFFFF"),
    ], file: "acme.tokens.json")

    func map(_ json: String, file: String = "acme.resolver.json") throws -> RoleMap {
        try #require(RoleMap.read(document: JSONParser.parse(json), file: file))
    }

    @Test func aDocumentMapFillsRolesExplicitly() throws {
        let map = try map("""
        {
          "version": "2025.10",
          "$extensions": { "dev.shade": { "roles": {
            "accent": "color.brand.primary",
            "foregroundSecondary": "{color.text.subtle}",
            "foregroundPrimary": "color.text"
          } } }
        }
        """)
        #expect(map.diagnostics.isEmpty)
        let roles = RoleFiller.fill(tokens: Self.tokens, roleMap: map)
        #expect(roles.diagnostics.isEmpty)
        #expect(roles[.accent].token == "color.brand.primary")
        #expect(roles[.accent].origin == .explicit)
        #expect(roles[.accent].reason == "explicit: roles.accent in acme.resolver.json:4:15")
        #expect(roles[.accent].color == RGBA(RGB(0x5B3FD9)))
        #expect(roles[.foregroundSecondary].token == "color.text.subtle")  // the alias form
        #expect(roles[.foregroundPrimary].token == "color.text.$root")    // a group names its $root
        // Roles the map leaves out are still matched.
        #expect(roles[.backgroundPrimary].origin == .matched)
    }

    @Test func aDocumentWithoutAMapHasNone() throws {
        #expect(RoleMap.read(document: try JSONParser.parse(#"{"$extensions": {"dev.shade": {"role": "base"}}}"#), file: "t.json") == nil)
        #expect(RoleMap.read(document: try JSONParser.parse("{}"), file: "t.json") == nil)
    }

    @Test func choicesByContext() throws {
        let map = try map("""
        {"$extensions": {"dev.shade": {"roles": {
          "foregroundTertiary": { "dark": "color.text.subtle-dark", "*": "color.text.subtle" },
          "outlineTertiary": { "appearance=dark": { "contrast=high": "color.border.strong", "*": null } },
          "accent": { "light": "color.brand.primary" }
        }}}}
        """)
        #expect(map.diagnostics.isEmpty)
        let dark = RoleFiller.fill(tokens: Self.tokens, roleMap: map, context: ["appearance": "dark", "contrast": "standard"])
        #expect(dark[.foregroundTertiary].token == "color.text.subtle-dark")
        #expect(dark[.outlineTertiary].origin == .derived)  // null: left to matching, and nothing matches
        #expect(dark[.accent].origin == .matched)           // no selector fits: matched instead
        let darkHigh = RoleFiller.fill(tokens: Self.tokens, roleMap: map, context: ["appearance": "dark", "contrast": "high"])
        #expect(darkHigh[.outlineTertiary].token == "color.border.strong")
        let light = RoleFiller.fill(tokens: Self.tokens, roleMap: map, context: ["appearance": "light"])
        #expect(light[.foregroundTertiary].token == "color.text.subtle")
        #expect(light[.accent].origin == .explicit)
        #expect(light[.outlineTertiary].origin == .derived)
    }

    @Test func selectorsFitByNameByModifierOrAlways() {
        let context = ["appearance": "dark", "density": "compact"]
        #expect(RoleMap.fits("*", context))
        #expect(RoleMap.fits("dark", context))
        #expect(RoleMap.fits("compact", context))
        #expect(!RoleMap.fits("light", context))
        #expect(RoleMap.fits("appearance=dark", context))
        #expect(!RoleMap.fits("density=dark", context))
    }

    @Test func problemsAreReportedWhereTheyStand() throws {
        let map = try map("""
        {"$extensions": {"dev.shade": {"roles": {
          "forgroundPrimary": "color.text.default",
          "accent": 42,
          "error": "",
          "warning": {},
          "success": { "=dark": "color.brand.primary" },
          "onAccent": ["color.bg.default"],
          "outlinePrimary": "color.border.strng"
        }}}}
        """)
        let messages = map.diagnostics.map(\.description)
        #expect(messages == [
            "acme.resolver.json:2:3: forgroundPrimary: not one of Shade's roles (did you mean foregroundPrimary?)",
            "acme.resolver.json:3:13: roles.accent: expected a token path (a string), null, or an object by context, found number",
            "acme.resolver.json:4:12: roles.error: expected a token path, found an empty string",
            "acme.resolver.json:5:14: roles.warning: expected context selectors (\"dark\", \"modifier=context\", \"*\"), found an empty object",
            "acme.resolver.json:6:16: roles.success: a selector is a context name, \"modifier=context\" or \"*\"",
            "acme.resolver.json:7:15: roles.onAccent: expected a token path (a string), null, or an object by context, found array",
        ])
        let roles = RoleFiller.fill(tokens: Self.tokens, roleMap: map)
        #expect(roles.diagnostics.count == 7)
        let missing = try #require(roles.diagnostics.last)
        #expect(missing.description == "acme.resolver.json:8:21: roles.outlinePrimary: \"color.border.strng\" names no colour token of this system; the role is matched instead (did you mean color.border.strong?)")
        #expect(roles[.outlinePrimary].origin == .matched)
        #expect(roles[.outlinePrimary].token == "color.border.strong")
    }

    @Test func rolesMustBeAnObject() throws {
        let map = try map(#"{"$extensions": {"dev.shade": {"roles": ["accent"]}}}"#)
        #expect(map.entries.isEmpty)
        #expect(map.diagnostics.map(\.description) == [
            "acme.resolver.json:1:41: roles: expected an object of role → token path, found array",
        ])
    }

    @Test func aSidecarHoldsRolesAndReservedKeys() throws {
        let sidecar = try JSONParser.parse("""
        {
          "$description": "Acme's roles",
          "roles": { "accent": "color.brand.primary" },
          "derived": { "surfacePrimary": "derived: anything" },
          "pairs": [],
          "role": {}
        }
        """)
        let map = RoleMap.read(sidecar: sidecar, file: "acme.shade.json")
        #expect(map.entries.map(\.role) == [.accent])
        #expect(map.diagnostics.map(\.description) == [
            "acme.shade.json:6:3: role: unknown key in a sidecar; Shade reads \"roles\" (did you mean roles?)",
        ])
        let notAnObject = RoleMap.read(sidecar: try JSONParser.parse("[1]"), file: "x.shade.json")
        #expect(notAnObject.diagnostics.map(\.description) == [
            "x.shade.json:1:1: a sidecar must be a JSON object with \"roles\", found array",
        ])
        let noRoles = RoleMap.read(sidecar: try JSONParser.parse("{}"), file: "x.shade.json")
        #expect(noRoles.diagnostics.map(\.message) == ["the sidecar has no \"roles\""])
    }

    @Test func anExplicitEntryBeatsABetterMatch() throws {
        let map = try map(#"{"$extensions": {"dev.shade": {"roles": {"foregroundPrimary": "color.border.strong"}}}}"#)
        let roles = RoleFiller.fill(tokens: Self.tokens, roleMap: map)
        #expect(roles[.foregroundPrimary].token == "color.border.strong")
        #expect(roles[.foregroundPrimary].origin == .explicit)
    }
}
