import Testing
import Foundation
@testable import ShadeTokens
@testable import ShadeCatalog

/// Every catalog step that asks which project a path is in (build outputs, renditions,
/// component sheets, support folders, code palettes) asks one `ProjectFolders` made from the
/// searched roots, with one rule for a path equal to a root.
@Suite struct ProjectFoldersTests {
    static let sheet = ":root { --color-page: #ffffff; --color-text: #111111; --color-accent: #0055cc; --color-danger: #cc0000; }\n"

    @Test func aPathEqualToARootIsInThatRootsProject() throws {
        let root = try SystemFolderTests.folder(["package.json": ##"{"name": "kit"}"##, "tokens/palette.json": SystemFolderTests.palette])
        var projects = ProjectFolders(roots: [root])
        #expect(projects.root(of: root) == root)
        #expect(projects.root(of: root + "/") == root)
        #expect(projects.project(of: root + "/", isFolder: true) == root)
        #expect(projects.project(of: root + "/tokens/palette.json", isFolder: false) == root)
        #expect(projects.root(of: root + "-other/x.json") == nil, "a sibling whose name starts as the root's is outside it")
    }

    @Test func noFolderAboveTheRootIsAsked() throws {
        // The parent is a project; the searched folder inside it is not.
        let parent = try SystemFolderTests.folder(["package.json": ##"{"name": "outer"}"##, "inner/a.json": SystemFolderTests.palette])
        var projects = ProjectFolders(roots: [parent + "/inner"])
        #expect(projects.project(of: parent + "/inner", isFolder: false) == nil)
        #expect(projects.project(of: parent + "/inner/a.json", isFolder: false) == nil)
    }

    @Test func theNearestRootHoldsAPath() throws {
        let root = try SystemFolderTests.folder(["kit/package.json": ##"{"name": "kit"}"##, "kit/a.css": Self.sheet])
        let projects = ProjectFolders(roots: [root, root + "/kit"])
        #expect(projects.root(of: root + "/kit/a.css") == root + "/kit")
        #expect(projects.root(of: root + "/b.css") == root)
    }

    /// A system assembled from the searched folder itself is named by that folder: it is the
    /// project's own system, so the project's test snapshots are not all it holds.
    @Test func aSystemFoundAtTheRootSilencesTheSupportLine() throws {
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "kit"}"##,
            "palette.json": SystemFolderTests.palette,
            "semantic.json": SystemFolderTests.lightSemantic,
            "tests/__snapshots__/kit.css": Self.sheet,
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        let own = catalog.themes.filter { $0.source != .bundled }
        #expect(own.count == 1 && own.first?.source.label == root + "/", "\(own.map(\.source.label))")
        #expect(catalog.explanations.flatMap(\.left).contains { $0.note == "in tests/" })
        #expect(!catalog.diagnostics.contains { $0.message.hasSuffix("; " + Unreadable.suffix) }, "\(catalog.diagnostics)")
    }
}
