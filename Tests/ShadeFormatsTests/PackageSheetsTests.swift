import ShadeColor
import ShadeFiles
import ShadeFormats
import ShadeTokens
import Testing
@testable import ShadeCatalog

/// A workspace whose packages each ship their system as several style sheets (issue 32: the
/// shape of enovaui's `packages/*-tokens/css/color-semantic-*.css`): one system per package,
/// named by it, its sheets its contexts.
@Suite struct PackageSheetsTests {
    /// A workspace root, a palette package, and `sheets` (file name → text) in a package `brand`.
    private func writeWorkspace(_ root: String, listed: Bool = true, sheets: [String: String]) {
        let workspaces = listed ? #", "workspaces": ["packages/*"]"# : ""
        Support.write(#"{ "name": "@acme/design-tokens", "private": true\#(workspaces) }"#, root + "/package.json")
        Support.write(#"{ "name": "@acme/core-tokens" }"#, root + "/packages/core/package.json")
        Support.write(":root { --p-white: #ffffff; --p-black: #000000; --p-gray-10: #1a1a1a; --p-gray-90: #e6e6e6; "
                      + "--p-blue-40: #0b5fd6; --p-red-50: #d11a2a; --p-yellow: #ffe000; }\n", root + "/packages/core/css/palette.css")
        Support.write(#"{ "name": "@acme/brand-tokens" }"#, root + "/packages/brand/package.json")
        for (name, text) in sheets { Support.write(text, root + "/packages/brand/css/" + name) }
    }

    private func sheet(page: String, text: String, accent: String) -> String {
        """
        @import "@acme/core-tokens/css/palette.css";
        :root {
          --semantic-color-background: var(\(page));
          --semantic-color-on-background: var(\(text));
          --semantic-color-accent: var(\(accent));
        }
        """
    }

    private func themes(_ catalog: ThemeCatalog) -> [Theme] { catalog.themes.filter { $0.source != .bundled } }

    private func background(_ theme: Theme, _ context: SystemContext) -> RGB? {
        theme.system?.resolve(context).colors.first { $0.path == "semantic-color-background" }?.color.rgb
    }

    /// The workspace's `packages/` named on its own, its root above the search: the palette
    /// package the sheets import is found among the searched folder's own packages, and the
    /// sheets are still one system per package.
    @Test func aPackagesFolderNamedOnItsOwnReadsItsPackages() throws {
        let root = Support.scratch() + "/acme-packages"
        writeWorkspace(root, sheets: [
            "color-semantic-web.css": sheet(page: "--p-white", text: "--p-gray-10", accent: "--p-blue-40"),
            "color-semantic-mono-black.css": sheet(page: "--p-black", text: "--p-gray-90", accent: "--p-yellow"),
        ])
        let catalog = ThemeCatalog.load(paths: [root + "/packages"], foreign: .formats)
        let found = themes(catalog)
        #expect(found.map(\.name) == ["brand-tokens"], "\(found.map(\.name))")
        #expect(!catalog.diagnostics.contains { $0.message.contains("is not read") }, "\(catalog.diagnostics.map(\.description))")
        let theme = try #require(found.first)
        let system = try #require(theme.system)
        #expect(background(theme, system.context(for: Resolution(.light), extras: ["theme": "web"])) == RGB(0xFFFFFF))
    }

    @Test func aPackagesThemeSheetsAreOneSystemNamedByThePackage() throws {
        let root = Support.scratch() + "/acme-brands"
        writeWorkspace(root, sheets: [
            "color-semantic-web.css": sheet(page: "--p-white", text: "--p-gray-10", accent: "--p-blue-40"),
            "color-semantic-lg-brand.css": sheet(page: "--p-gray-90", text: "--p-gray-10", accent: "--p-red-50"),
            "color-semantic-mono-black.css": sheet(page: "--p-black", text: "--p-gray-90", accent: "--p-yellow"),
        ])
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        let found = themes(catalog)
        #expect(found.map(\.name) == ["brand-tokens"], "\(found.map(\.name))")
        let theme = try #require(found.first)
        let axis = try #require(theme.axes.first { $0.name == "theme" })
        #expect(Set(axis.contexts) == ["web", "lg-brand", "mono-black"])
        // mono-black's name says no appearance, but its page is black: it is the dark one.
        let system = try #require(theme.system)
        #expect(background(theme, system.context(for: Resolution(.dark), extras: ["theme": "mono-black"])) == RGB(0x000000))
        #expect(background(theme, system.context(for: Resolution(.light), extras: ["theme": "lg-brand"])) == RGB(0xE6E6E6))
        #expect(system.appearances == [.light, .dark])
        let explanation = try #require(catalog.explanation(of: theme))
        #expect(explanation.reason.contains("workspace package's 3 style sheets"), "\(explanation.reason)")
        #expect(explanation.taken.contains { $0.path.hasSuffix("color-semantic-web.css") && $0.note.hasPrefix("theme: web") })
    }

    /// A light sheet read with its dark partner, beside a sheet that only names a contrast
    /// level: one system in light and dark, that sheet its high contrast.
    @Test func aContrastSheetIsTheSystemsHighContrast() throws {
        let root = Support.scratch() + "/acme-contrast"
        writeWorkspace(root, sheets: [
            "color-semantic-light.css": sheet(page: "--p-white", text: "--p-gray-10", accent: "--p-blue-40"),
            "color-semantic-dark.css": sheet(page: "--p-gray-10", text: "--p-gray-90", accent: "--p-blue-40"),
            "color-semantic-high-contrast.css": sheet(page: "--p-black", text: "--p-white", accent: "--p-yellow"),
        ])
        let found = themes(ThemeCatalog.load(paths: [root], foreign: .formats))
        #expect(found.map(\.name) == ["brand-tokens"], "\(found.map(\.name))")
        let system = try #require(found.first?.system)
        #expect(system.appearances == [.light, .dark] && system.contrasts == [.standard, .high])
        #expect(background(found[0], system.context(for: Resolution(.dark))) == RGB(0x1A1A1A))
        #expect(background(found[0], system.context(for: Resolution(.light, .high))) == RGB(0x000000))
    }

    /// A package of one dark sheet over an imported palette is dark only: the palette it
    /// imports is read under it, not as a light page of its own.
    @Test func aLoneDarkSheetOverAPaletteIsDarkOnly() throws {
        let root = Support.scratch() + "/acme-dark"
        writeWorkspace(root, sheets: ["color-semantic-dark.css": sheet(page: "--p-gray-10", text: "--p-gray-90", accent: "--p-yellow")])
        let found = themes(ThemeCatalog.load(paths: [root], foreign: .formats))
        #expect(found.map(\.name) == ["brand-tokens"], "\(found.map(\.name))")
        #expect(found.first?.system?.appearances == [.dark])
    }

    /// Sheets in a folder no workspace lists (a one-package repository of colour variants, a
    /// folder of themes) are read as they are: one theme each.
    @Test func sheetsOutsideAWorkspacesPackagesStayThemesOfTheirOwn() {
        let root = Support.scratch() + "/acme-unlisted"
        writeWorkspace(root, listed: false, sheets: [
            "theme-web.css": ":root { --color-background: #ffffff; --color-text: #1a1a1a; --color-accent: #0b5fd6; }\n",
            "theme-brand.css": ":root { --color-background: #e6e6e6; --color-text: #1a1a1a; --color-accent: #d11a2a; }\n",
        ])
        let found = themes(ThemeCatalog.load(paths: [root], foreign: .formats))
        #expect(found.count == 2, "\(found.map(\.name))")
    }

    @Test func workspaceGlobsMatchPackageFolders() {
        #expect(WorkspacePackages.listing(["packages/*"])("packages/web"))
        #expect(WorkspacePackages.listing(["./packages/*/"])("packages/web"))
        #expect(WorkspacePackages.listing(["packages/**"])("packages/a/b"))
        #expect(!WorkspacePackages.listing(["packages/*"])("packages/a/b"))
        #expect(!WorkspacePackages.listing(["packages/*"])("apps/web"))
        #expect(WorkspacePackages.listing(["apps/web"])("apps/web"))
    }
}
