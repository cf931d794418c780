import Foundation
import ShadeColor
import ShadeJSON
import Testing
@testable import ShadeCatalog
@testable import ShadeTokens

/// One name means one thing in every appearance (``RoleReference``): dark keeps light's token
/// for a role where the same path keeps dark's own rule for it, and chooses alone where not.
@Suite struct RoleReferenceTests {
    /// A system whose line ladder keeps its names in dark while its values turn over there:
    /// the weaker lines are the brighter ones on a black page, so values read alone take the
    /// stronger steps for the quieter lines.
    static let light: [(String, String)] = [
        ("ui.ink", "#101528"), ("ui.ink.quiet", "#5E667A"), ("ui.ink.inverse", "#FFFFFF"),
        ("ui.canvas", "#FFFFFF"), ("ui.canvas.inverse", "#101528"),
        ("ui.line", "#E0E4EA"), ("ui.line.neutral", "#6C7489"), ("ui.line.neutral.strong", "#52596E"),
        ("ui.line.neutral.stronger", "#3A3F51"), ("ui.line.neutral.weak", "#AFB7C5"),
        ("ui.line.neutral.weaker", "#E0E4EA"), ("ui.line.neutral.weakest", "#F2F4F7"),
        ("ui.brand", "#0044F4"),
    ]
    /// The same names in dark; the inverse ink turns black, which does not read on the blue brand.
    static let dark: [(String, String)] = light.map { entry in
        let night: [String: String] = ["ui.ink": "#FFFFFF", "ui.ink.quiet": "#AFB7C5", "ui.ink.inverse": "#000000",
                                       "ui.canvas": "#000000", "ui.canvas.inverse": "#FFFFFF", "ui.line": "#3A3F51"]
        return (entry.0, night[entry.0] ?? entry.1)
    }

    private func dark(roleMap: RoleMap? = nil) -> (alone: RoleAssignment, kept: RoleAssignment) {
        let light = RoleFiller.fill(tokens: RoleFixtures.tokens(Self.light), appearance: .light)
        let tokens = RoleFixtures.tokens(Self.dark)
        let reference = RoleReference(roles: light, appearance: .light, name: "light")
        return (RoleFiller.fill(tokens: tokens, roleMap: roleMap, appearance: .dark),
                RoleFiller.fill(tokens: tokens, roleMap: roleMap, appearance: .dark, reference: reference))
    }

    @Test func darkKeepsLightsTokenWhereItHoldsThere() {
        let (alone, kept) = dark()
        #expect(alone[.outlineSecondary].token == "ui.line.neutral.stronger", "dark alone reads the turned-over values")
        #expect(kept[.outlineSecondary].token == "ui.line.neutral.weaker")
        #expect(kept[.outlineTertiary].token == "ui.line.neutral.weakest")
        #expect(kept[.outlineSecondary].reason.hasPrefix("as in light: "), "\(kept[.outlineSecondary].reason)")
        #expect(kept[.outlineSecondary].alternative?.contains("ui.line.neutral.stronger: dark alone would choose it") == true)
        #expect(kept[.outlineTertiary].alternative == "dark alone would derive it")
        // Roles both choose alike are not touched.
        #expect(kept[.foregroundSecondary] == alone[.foregroundSecondary])
    }

    @Test func lightsTokenThatBreaksDarksRuleLeavesDarksChoice() {
        let (alone, kept) = dark()
        // Light's label on the brand is `ui.ink.inverse`; black on the blue brand reads 2.9:1.
        let light = RoleFiller.fill(tokens: RoleFixtures.tokens(Self.light), appearance: .light)
        #expect(light[.onAccent].token == "ui.ink.inverse")
        #expect(kept[.onAccent] == alone[.onAccent])
        #expect(kept[.onAccent].token != "ui.ink.inverse")
    }

    @Test func aPinnedRoleIsUntouched() throws {
        let map = RoleMap.read(sidecar: try JSONParser.parse(#"{ "roles": { "outlineSecondary": "ui.line.neutral.strong" } }"#), file: "ui.shade.json")
        let (_, kept) = dark(roleMap: map)
        #expect(kept[.outlineSecondary].token == "ui.line.neutral.strong")
        #expect(kept[.outlineSecondary].origin == .explicit)
        #expect(kept[.outlineTertiary].token == "ui.line.neutral.weakest")
    }

    @Test func aSystemThemesDarkTakesItsLightRoles() throws {
        func file(_ entries: [(String, String)]) -> String {
            let tokens = entries.map { #""\#($0.0.replacingOccurrences(of: ".", with: "-"))": { "$value": "\#($0.1)" }"# }
            return #"{ "$type": "color", "# + tokens.joined(separator: ", ") + " }"
        }
        let folder = try SystemThemeTests.folder([
            "ui.resolver.json": ##"""
            { "version": "2025.10", "name": "UI",
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """##,
            "light.json": file(Self.light), "dark.json": file(Self.dark),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let theme = try #require(ThemeCatalog.load(paths: [folder]).theme(named: "UI"))
        let dark = try theme.resolve(Resolution(.dark)).roles
        #expect(dark[.outlineSecondary].token == "ui-line-neutral-weaker")
        #expect(dark[.outlineSecondary].reason.hasPrefix("as in light: "))
        #expect(try theme.resolve(Resolution(.light)).roles[.outlineSecondary].reason.hasPrefix("as in") == false)
    }

    @Test func aPaletteColourIsKeptByNameAndARampsStepIsNot() {
        #expect(RoleChooser.namesOneColour(["color", "system", "orange"]))
        #expect(!RoleChooser.namesOneColour(["red", "600"]))
        #expect(!RoleChooser.namesOneColour(["blue", "light"]))
        #expect(!RoleChooser.namesOneColour(["gray", "weaker"]))
        #expect(!RoleChooser.namesOneColour([]))
    }

    /// A palette-only system: light and dark choose their own steps of each ramp.
    @Test func aPaletteOnlySystemsDarkKeepsItsOwnSteps() {
        let ramp: [(String, String)] = [
            ("gray.50", "#F9FAFB"), ("gray.100", "#F3F4F6"), ("gray.200", "#E5E7EB"), ("gray.300", "#D1D5DB"),
            ("gray.500", "#6B7280"), ("gray.700", "#374151"), ("gray.800", "#1F2937"), ("gray.900", "#111827"),
            ("red.400", "#F87171"), ("red.600", "#DC2626"), ("green.400", "#4ADE80"), ("green.700", "#15803D"),
            ("amber.300", "#FCD34D"), ("amber.700", "#B45309"), ("blue.400", "#60A5FA"), ("blue.600", "#2563EB"),
        ]
        let tokens = RoleFixtures.tokens(ramp)
        let light = RoleFiller.fill(tokens: tokens, appearance: .light)
        let alone = RoleFiller.fill(tokens: tokens, appearance: .dark)
        let kept = RoleFiller.fill(tokens: tokens, appearance: .dark,
                                   reference: RoleReference(roles: light, appearance: .light, name: "light"))
        #expect(kept == alone)
        #expect(ColorToken.allCases.contains { light[$0].origin == .palette && light[$0].token != alone[$0].token })
    }

    /// One colour of a hue per appearance, chosen from the palette by value: light's choice is
    /// the system's warning in dark too, where it keeps dark's rule.
    @Test func aPaletteColourNamedOnceKeepsLightsChoice() {
        func system(_ orange: String, _ yellow: String) -> [(String, String)] {
            [("ink", "#000000"), ("paper", "#FFFFFF"), ("tone.orange", orange), ("tone.yellow", yellow),
             ("tone.green", "#248A3D"), ("tone.red", "#D70015"), ("tone.blue", "#0040DD")]
        }
        let light = RoleFiller.fill(tokens: RoleFixtures.tokens(system("#FF9500", "#FFCC00")), appearance: .light)
        let dark = RoleFixtures.tokens(system("#FF9F0A", "#FFD60A").map { ($0.0, $0.0 == "ink" ? "#FFFFFF" : $0.0 == "paper" ? "#000000" : $0.1) })
        let alone = RoleFiller.fill(tokens: dark, appearance: .dark)
        let kept = RoleFiller.fill(tokens: dark, appearance: .dark, reference: RoleReference(roles: light, appearance: .light, name: "light"))
        #expect(light[.warning].token == "tone.orange" && light[.warning].origin == .palette)
        #expect(alone[.warning].token == "tone.yellow", "dark alone takes the yellow that reads best")
        #expect(kept[.warning].token == "tone.orange")
        #expect(kept[.warning].reason.hasPrefix("as in light: "))
    }

    /// Light's secondary text reads under 4.5:1 there (4.0:1); in dark the same path reads
    /// 4.3:1, more than it did in light, but dark's own secondary reads: keeping light's would
    /// make dark's body text less readable.
    @Test func aBodyTextIsNeverKeptLessReadableThanDarksOwn() {
        let light = RoleFiller.fill(tokens: RoleFixtures.tokens([
            ("text.primary", "#111111"), ("text.theme-secondary", "#3D7DE0"), ("text.muted", "#5C5C5C"), ("bg.page", "#FFFFFF"),
        ]), appearance: .light)
        let tokens = RoleFixtures.tokens([
            ("text.primary", "#F2F2F2"), ("text.theme-secondary", "#3F75C4"), ("text.muted", "#A8A8A8"), ("bg.page", "#0B0B0B"),
        ])
        // Light as a system whose secondary text is its blue one, 3.9:1 on white.
        var reference = light
        reference.fills[ColorToken.foregroundSecondary.index] = RoleFill(
            role: .foregroundSecondary, token: "text.theme-secondary", origin: .matched, reason: "matched", color: try! RGBA(hex: "#3D7DE0"))
        let alone = RoleFiller.fill(tokens: tokens, appearance: .dark)
        let kept = RoleFiller.fill(tokens: tokens, appearance: .dark, reference: RoleReference(roles: reference, appearance: .light, name: "light"))
        #expect(alone[.foregroundSecondary].token == "text.muted")
        #expect(kept[.foregroundSecondary].token == "text.muted", "\(kept[.foregroundSecondary].reason)")
        // Where dark's own secondary reads no better, the system's meaning is kept.
        let quiet = tokens.map { token in
            var token = token
            if token.path == "text.muted" { token.color = try! RGBA(hex: "#5A5A5A") }
            return token
        }
        let keptQuiet = RoleFiller.fill(tokens: quiet, appearance: .dark, reference: RoleReference(roles: reference, appearance: .light, name: "light"))
        #expect(RoleFiller.fill(tokens: quiet, appearance: .dark)[.foregroundSecondary].token == "text.muted")
        #expect(keptQuiet[.foregroundSecondary].token == "text.theme-secondary")
    }
}
