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
}
