import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// What reading a rendition found (a copy of a listed system, left out) is said in one line,
/// not once per copy: the listed system's problems stay, the copies' go.
@Suite struct RenditionProblemsTests {
    @Test func aRenditionsProblemsAreSaidOnce() throws {
        // Two builds of the system's colours, each with a property that refers to nothing.
        let broken = RenditionsTests.sheet(RenditionsTests.light, RenditionsTests.dark, prefix: "cpd-color")
            .replacingOccurrences(of: ":root {\n", with: ":root {\n  --cpd-color-extra: var(--nowhere);\n")
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "@acme/compound-tokens"}"##,
            "tokens/light.json": RenditionsTests.tokens(RenditionsTests.light),
            "tokens/dark.json": RenditionsTests.tokens(RenditionsTests.dark),
            "assets/web/css/compound.css": broken,
            "assets/ios/css/compound.css": broken,
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(catalog.themes.filter { $0.source != .bundled }.map(\.name) == ["compound-tokens"])
        let copies = catalog.diagnostics.filter { $0.file.contains("/assets/") }
        #expect(copies.count == 1, "\(copies.map(\.description))")
        #expect(copies.first?.message.contains("2 files (this one and 1 more) left out as renditions") == true)
    }
}
