import ShadeJSON
import Testing
@testable import ShadeTokens

/// A plain token file opened from the tree the catalog parsed (so it is parsed once) is the
/// system opened from its bytes: the same appearance from its page, the same tokens, the same
/// problems; only the work is done at once, while the tree is at hand.
@Suite struct TokenFileFromTreeTests {
    static let files: [String: String] = [
        "dark.tokens.json": ##"{ "color": { "$type": "color", "page": { "$value": "#101014" }, "text": { "$value": "#f2f2f2" }, "accent": { "$value": "{color.link}" }, "link": { "$value": "#4d9fff" } } }"##,
        "light.tokens.json": ##"{ "grey": { "$type": "color", "0": { "$value": "#ffffff" }, "9": { "$value": "#111111" } }, "bad": { "$type": "color", "$value": "{grey.missing}" } }"##,
        "palette.tokens.json": ##"{ "c": { "$type": "color", "a": { "$value": { "colorSpace": "srgb", "components": [0.05, 0.05, 0.06] } }, "b": { "$value": "#f4f4f4" }, "c": { "$value": "#e02020" } } }"##,
    ]

    @Test(arguments: files.keys.sorted()) func openedFromItsTreeIsOpenedFromItsBytes(_ name: String) throws {
        let bytes = Array(Self.files[name]!.utf8)
        let disk = MemoryTokenFiles([name: bytes])
        let root = try JSONParser.parse(bytes)
        let extensions = root.object?["$extensions"]?.object
        let fromTree = DesignSystem.open(tokenFile: name, files: disk, root: root, byteCount: bytes.count, extensions: extensions, description: nil)
        let fromBytes = DesignSystem.open(tokenFile: name, files: disk, extensions: extensions, description: nil)
        #expect(fromTree.appearances == fromBytes.appearances)
        let treeResolved = fromTree.resolve(fromTree.defaultContext), bytesResolved = fromBytes.resolve(fromBytes.defaultContext)
        #expect(treeResolved.colors.map(\.path) == bytesResolved.colors.map(\.path))
        #expect(treeResolved.colors.map(\.color) == bytesResolved.colors.map(\.color))
        #expect(treeResolved.diagnostics == bytesResolved.diagnostics)
    }

    @Test func aDarkPageSaysDarkFromTheTree() throws {
        let bytes = Array(Self.files["dark.tokens.json"]!.utf8)
        let system = DesignSystem.open(tokenFile: "dark.tokens.json", files: MemoryTokenFiles(["dark.tokens.json": bytes]),
                                       root: try JSONParser.parse(bytes), byteCount: bytes.count, extensions: nil, description: nil)
        #expect(system.appearances == [.dark])
    }
}
