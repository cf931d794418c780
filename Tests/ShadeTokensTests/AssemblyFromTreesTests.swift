import ShadeJSON
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// A folder's system assembled from the trees the search parsed (``ThemeCatalog/treeKeepingBytes``)
/// is resolved from them, never from the files parsed a second time.
@Suite struct AssemblyFromTreesTests {
    static let palette = ##"{"color": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}, "blue": {"$value": "#3355ff"}}}"##
    static let semantic = ##"{"bg": {"$type": "color", "page": {"$value": "{color.white}"}}, "fg": {"$type": "color", "text": {"$value": "{color.ink}"}}}"##

    /// A file whose bytes are no JSON at all, with the tree of `text`: only the tree can give
    /// its tokens.
    static func file(_ label: String, _ text: String) throws -> FolderSystems.File {
        let root = try JSONParser.parse(Array(text.utf8))
        return FolderSystems.File(label: label, source: .file(label), bytes: Array("not JSON".utf8), facts: TokenFileFacts(root), tree: root)
    }

    @Test func theAssemblyResolvesFromTheTreesTheSearchKept() throws {
        let files = [try Self.file("/nowhere/tokens/palette.json", Self.palette), try Self.file("/nowhere/tokens/semantic.json", Self.semantic)]
        let systems = AssembledSystem.open(files, roots: ["/nowhere"])
        #expect(systems.count == 1)
        let system = try #require(systems.first?.0)
        let resolved = system.resolve(system.defaultContext)
        #expect(resolved.colors.first { $0.path == "bg.page" }?.color.rgb.hex == "#FFFFFF")
        #expect(resolved.colors.first { $0.path == "fg.text" }?.written == "{color.ink}")
        #expect(!resolved.diagnostics.contains { $0.message.contains("JSON") })
    }
}
