import Foundation
import ShadeColor
@testable import ShadeFormats
import ShadeTokens
import ShadeFiles
import Testing
@testable import ShadeCatalog

/// Sheets that import a sibling workspace package by its name (`@import
/// "@acme/core-tokens/css/colors.css"`, issue 32): the package is found by its `package.json`
/// `name` among the root's `workspaces`, inside the searched folder only.
@Suite struct WorkspacePackagesTests {
    /// A workspace of two packages: core's primitives, and web's semantic sheet over them.
    private func writeWorkspace(_ root: String, workspaces: String = #""workspaces": ["packages/*"]"#) {
        Support.write(#"{ "name": "@acme/design-tokens", "private": true, \#(workspaces) }"#, root + "/package.json")
        Support.write(#"{ "name": "@acme/core-tokens" }"#, root + "/packages/core/package.json")
        Support.write(":root { --primitive-white: #ffffff; --primitive-gray-90: #1a1a1a; --primitive-blue-60: #0b5fd6; }\n", root + "/packages/core/css/colors.css")
        Support.write(#"{ "name": "@acme/web-tokens" }"#, root + "/packages/web/package.json")
        Support.write("""
            @import "@acme/core-tokens/css/colors.css";
            :root {
              --color-background: var(--primitive-white);
              --color-text: var(--primitive-gray-90);
              --color-accent: var(--primitive-blue-60);
            }
            """, root + "/packages/web/css/semantic.css")
    }

    @Test func aPackageImportIsReadFromTheWorkspaceInsideTheSearchedFolder() throws {
        let root = Support.scratch() + "/acme-workspace"
        writeWorkspace(root)
        ReadConfinement.confine(below: [root])
        let reading = CSSReader.read(path: root + "/packages/web/css/semantic.css", files: DiskTokenFiles())
        let system = try #require(reading.system, "\(reading.diagnostics)")
        let colors = Dictionary(system.resolve(system.context(for: Resolution(.light))).colors.map { ($0.path, $0.color.rgb) }, uniquingKeysWith: { a, _ in a })
        #expect(colors["color-text"] == RGB(0x1A1A1A) && colors["color-accent"] == RGB(0x0B5FD6), "\(reading.diagnostics)")
        #expect(!reading.diagnostics.contains { $0.message.contains("is not read") })
    }

    @Test func pnpmWorkspacesAreFoundToo() throws {
        let root = Support.scratch() + "/acme-pnpm"
        writeWorkspace(root, workspaces: #""version": "1.0.0""#)
        Support.write("packages:\n  - 'packages/*'\n  - '!**/test/**'\n", root + "/pnpm-workspace.yaml")
        ReadConfinement.confine(below: [root])
        #expect(WorkspacePackages.workspacePatterns(root, files: DiskTokenFiles()) == ["packages/*"])
        let reading = CSSReader.read(path: root + "/packages/web/css/semantic.css", files: DiskTokenFiles())
        #expect(reading.system != nil && !reading.diagnostics.contains { $0.message.contains("is not read") }, "\(reading.diagnostics)")
    }

    /// Pointed at one package, the workspace's root is above the searched folder: not read, and said.
    @Test func aWorkspaceAboveTheSearchedFolderIsNotReadAndSaid() throws {
        let root = Support.scratch() + "/acme-above"
        writeWorkspace(root)
        let catalog = ThemeCatalog.load(paths: [root + "/packages/web"], foreign: .formats)
        let said = catalog.diagnostics.map(\.description).joined(separator: "\n")
        #expect(said.contains("@import \"@acme/core-tokens/css/colors.css\" is not read"), "\(said)")
        #expect(said.contains("outside the searched folder"), "\(said)")
    }

    @Test func aPackageTheWorkspaceDoesNotHoldIsSaid() throws {
        let root = Support.scratch() + "/acme-missing"
        writeWorkspace(root)
        Support.write("@import \"@acme/brand-tokens/css/colors.css\";\n:root { --color-text: var(--brand-ink); --color-page: #ffffff; }\n", root + "/packages/web/css/brand.css")
        ReadConfinement.confine(below: [root])
        let reading = CSSReader.read(path: root + "/packages/web/css/brand.css", files: DiskTokenFiles())
        #expect(reading.diagnostics.contains { $0.message.contains("has no package of that name") }, "\(reading.diagnostics)")
    }

    @Test func specifiersAreScopedPackagesNotPaths() {
        #expect(WorkspacePackages.specifier("@acme/core/css/x.css")! == ("@acme/core", "css/x.css"))
        #expect(WorkspacePackages.specifier("~core/x.css")! == ("core", "x.css"))
        #expect(WorkspacePackages.specifier("./x.css") == nil && WorkspacePackages.specifier("core/x.css") == nil)
        #expect(WorkspacePackages.specifier("@acme/core/../../etc/x.css") == nil)
    }

    /// A Style Dictionary config whose sources include a sibling package's files
    /// (`../../packages/basis/figma/**/*.tokens.json`): followed inside the searched folder's
    /// workspace; a commented-out source is no source.
    private func writeSiblings(_ root: String) {
        Support.write("packages:\n  - packages/*\n  - proprietary/*\n", root + "/pnpm-workspace.yaml")
        Support.write(#"{ "name": "themes", "private": true }"#, root + "/package.json")
        Support.write(##"{ "basis": { "color": { "white": { "$type": "color", "$value": "#ffffff" }, "ink": { "$type": "color", "$value": "#1a1a1a" } } } }"##,
                      root + "/packages/basis/figma/color.tokens.json")
        Support.write(#"{ "name": "@acme/basis" }"#, root + "/packages/basis/package.json")
        Support.write(##"{ "acme": { "color": { "page": { "$type": "color", "$value": "{basis.color.white}" }, "text": { "$type": "color", "$value": "{basis.color.ink}" } } } }"##,
                      root + "/proprietary/acme/src/brand.tokens.json")
        Support.write(#"{ "name": "@acme/acme-tokens" }"#, root + "/proprietary/acme/package.json")
        Support.write("""
            import StyleDictionary from 'style-dictionary';
            const sd = new StyleDictionary({
              source: [
                // '../../packages/old/**/*.tokens.json',
                '../../packages/basis/figma/**/*.tokens.json',
                'src/**/*.tokens.json',
              ],
              platforms: { css: { transformGroup: 'css' } },
            });
            """, root + "/proprietary/acme/style-dictionary.config.mjs")
    }

    @Test func aSiblingPackagesSourcesAreReadInsideTheSearchedFolder() throws {
        let root = Support.scratch() + "/acme-siblings"
        writeSiblings(root)
        ReadConfinement.confine(below: [root])
        let project = root + "/proprietary/acme"
        let builds = StyleDictionaryProject.builds(project: project, files: DiskTokenFiles())
        #expect(builds.map(\.globs) == [["../../packages/basis/figma/**/*.tokens.json", "src/**/*.tokens.json"]], "the commented-out source is no source")
        #expect(builds.allSatisfy { $0.outside.isEmpty })
        let reading = TokensStudioReader.read(path: project, files: DiskTokenFiles())
        let system = try #require(reading.system, "\(reading.diagnostics)")
        let colors = Dictionary(system.resolve(system.context(for: Resolution(.light))).colors.map { ($0.path, $0.color.rgb) }, uniquingKeysWith: { a, _ in a })
        #expect(colors["acme.color.text"] == RGB(0x1A1A1A), "\(reading.diagnostics)")
        #expect(!reading.diagnostics.contains { $0.message.contains("names no token") || $0.message.contains("leads out") }, "\(reading.diagnostics)")
    }

    /// Pointed at the one package, the sibling lies outside the searched folder: refused, said.
    @Test func aSiblingOutsideTheSearchedFolderIsRefused() throws {
        let root = Support.scratch() + "/acme-siblings-out"
        writeSiblings(root)
        let project = root + "/proprietary/acme"
        ReadConfinement.confine(below: [project])
        let reading = TokensStudioReader.read(path: project, files: DiskTokenFiles())
        #expect(reading.diagnostics.contains { $0.message.contains("\"../../packages/basis/figma/**/*.tokens.json\" leads out") }, "\(reading.diagnostics)")
    }
}
