import ShadeColor
import Testing
@testable import ShadeTokens
import ShadeJSON

/// The sidecar writer's drafts read back as the same roles, now explicit.
@Suite struct RoleSidecarTests {
    typealias F = RoleFixtures

    func readBack(_ text: String) throws -> RoleMap {
        let map = RoleMap.read(sidecar: try JSONParser.parse(text), file: "system.shade.json")
        #expect(map.diagnostics.isEmpty, "\(map.diagnostics)")
        return map
    }

    @Test(arguments: [F.primer, F.apple, F.material, F.shadcn, F.seed, F.fluent, F.carbon, F.generic].indices)
    func aWrittenSidecarReadsBackAsTheSameRoles(fixture: Int) throws {
        let entries = [F.primer, F.apple, F.material, F.shadcn, F.seed, F.fluent, F.carbon, F.generic][fixture]
        let tokens = F.tokens(entries)
        let matched = RoleFiller.fill(tokens: tokens)
        let text = RoleSidecarWriter.text(for: matched, source: "system.resolver.json")
        let again = RoleFiller.fill(tokens: tokens, roleMap: try readBack(text))
        #expect(again.diagnostics.isEmpty)
        for role in ColorToken.allCases {
            #expect(again[role].token == matched[role].token, "\(role)")
            #expect(again[role].color == matched[role].color, "\(role)")
            #expect(again[role].origin == (matched[role].token == nil ? .derived : .explicit), "\(role)")
        }
        // Writing the explicit assignment again gives the same text.
        #expect(RoleSidecarWriter.text(for: again, source: "system.resolver.json") == text)
    }

    @Test func aShadeThemesRolesReadBackByTheirOwnNames() throws {
        let resolved = try Fixtures.resolve("Sky", .dark)
        let theme = RoleAssignment(themeColors: ColorToken.allCases.map { resolved.details($0).written })
        #expect(theme.count(of: .theme) == ColorToken.allCases.count)
        let text = RoleSidecarWriter.text(for: theme)
        #expect(!text.contains("\"derived\""))
        let tokens = ColorToken.allCases.map {
            SystemColorToken(path: $0.rawValue, color: theme[$0].color, written: "", file: "sky.json")
        }
        let again = RoleFiller.fill(tokens: tokens, roleMap: try readBack(text))
        #expect(again.fills.allSatisfy { $0.origin == .explicit && $0.token == $0.role.rawValue })
        #expect(again.fills.map(\.color) == theme.fills.map(\.color))
    }

    @Test func theDraftIsReadable() {
        let roles = F.fill([("label", "#000000"), ("systemBackground", "#FFFFFF"), ("weird\"name\\n", "#123456")])
        let text = RoleSidecarWriter.text(for: roles)
        #expect(text.hasPrefix("{\n  \"$description\": \"Shade roles. Each role names the token"))
        #expect(text.contains("\n  \"roles\": {\n    \"foregroundPrimary\": \"label\",\n    \"backgroundPrimary\": \"systemBackground\"\n  },\n"))
        #expect(text.contains("\n  \"derived\": {\n    \"foregroundSecondary\": \"derived: foregroundPrimary mixed 75 % over backgroundPrimary\",\n"))
        #expect(text.hasSuffix("\n  }\n}\n"))
    }

    @Test func theSourceNameIsEscaped() {
        let roles = F.fill([("label", "#000000"), ("systemBackground", "#FFFFFF")])
        let text = RoleSidecarWriter.text(for: roles, source: "a\"b\\c\u{1B}d\ne\u{9B}\u{202E}")
        #expect(text.contains(#"Shade roles for a\"b\\c\u001bd\ne\u009b\u202e. Each role"#), "C0, C1 and bidi controls")
    }

    @Test func rolesThatDifferByContextAreWrittenByContext() throws {
        let light = F.tokens([("text.main", "#111111"), ("bg.main", "#FFFFFF"), ("accent.light", "#0969DA")])
        let dark = F.tokens([("text.main", "#EEEEEE"), ("bg.main", "#0D1117"), ("accent.dark", "#4493F8")])
        // Each context names its own accent explicitly; the rest is matched alike.
        let lightRoles = RoleFiller.fill(tokens: light, roleMap: RoleMap(file: "m", entries: [
            .init(role: .accent, position: .init(line: 1, column: 1), value: .path("accent.light", .init(line: 1, column: 1))),
        ]))
        let darkRoles = RoleFiller.fill(tokens: dark, roleMap: RoleMap(file: "m", entries: [
            .init(role: .accent, position: .init(line: 1, column: 1), value: .path("accent.dark", .init(line: 1, column: 1))),
        ]))
        let text = RoleSidecarWriter.text(for: [("light", lightRoles), ("dark", darkRoles)])
        #expect(text.contains("\"foregroundPrimary\": \"text.main\""))
        #expect(text.contains("\"accent\": {\n      \"light\": \"accent.light\",\n      \"dark\": \"accent.dark\"\n    }"))
        let map = try readBack(text)
        for (tokens, roles, context) in [(light, lightRoles, "light"), (dark, darkRoles, "dark")] {
            let again = RoleFiller.fill(tokens: tokens, roleMap: map, context: ["appearance": context])
            #expect(again.fills.map(\.token) == roles.fills.map(\.token))
            #expect(again.fills.map(\.color) == roles.fills.map(\.color))
        }
    }
}
