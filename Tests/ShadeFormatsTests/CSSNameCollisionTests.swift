import ShadeColor
@testable import ShadeFormats
import ShadeTokens
import Testing

/// A system's own token whose CSS name another property already holds — a role (shadcn's
/// `accent`), a role's kebab form (`background.primary`, Tailwind's `--color-background-primary`)
/// or a second path that writes the same (`color.text`, `color-text`) — is written under the
/// next free name, so no declaration replaces another in the browser.
@Suite struct CSSNameCollisionTests {
    func theme() throws -> ExportTheme {
        let role = ExportTheme.Color(try RGBA(hex: "#000000"))
        func token(_ path: String, _ hex: String) throws -> ExportTheme.Token {
            ExportTheme.Token(path: path, color: ExportTheme.Color(try RGBA(hex: hex)))
        }
        let light = ExportTheme.Variant(roles: Array(repeating: role, count: ColorToken.allCases.count), tokens: [
            try token("accent", "#F5F5F5"), try token("background.primary", "#EEEEEE"),
            try token("color.text", "#111111"), try token("color-text", "#222222"),
        ])
        var dark = light
        dark.tokens = [try token("accent", "#262626"), try token("color-text", "#DDDDDD")]
        return ExportTheme(name: "Collide", variants: [Resolution(.light): light, Resolution(.dark): dark])
    }

    @Test func everyPropertyNameIsWrittenOnceAndTheRolesKeepTheirs() throws {
        let css = CSSWriter.text(try theme())
        let names = css.split(separator: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("--"), let colon = text.firstIndex(of: ":") else { return nil }
            return String(text[..<colon])
        }
        #expect(Set(names).count == names.count, "\(names)")
        #expect(css.contains("--accent: light-dark(#000000, #000000);"))
        #expect(css.contains("--accent-2: light-dark(#F5F5F5, #262626); /* token accent: --accent is taken */"))
        #expect(css.contains("--background-primary-2: #EEEEEE;"))
        #expect(css.contains("--color-text: #111111;"))
        #expect(css.contains("--color-text-2: light-dark(#222222, #DDDDDD);"))
    }

    @Test func tailwindUtilityNamesStayDistinct() throws {
        let text = TailwindWriter.text(try theme())
        let theme = try #require(text.split(separator: "@theme inline").last)
        let names = theme.split(separator: "\n").compactMap { line in
            line.trimmingCharacters(in: .whitespaces).split(separator: ":").first.map(String.init)
        }.filter { $0.hasPrefix("--color-") }
        #expect(Set(names).count == names.count, "\(names)")
        #expect(names.contains("--color-background-primary") && names.contains("--color-background-primary-2"))
    }
}
