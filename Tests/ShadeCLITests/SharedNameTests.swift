import Foundation
import Testing
@testable import ShadeCLI
@testable import ShadeCatalog
@testable import ShadeTokens

/// Two systems in different folders may have one name (two `brand/` token folders, two
/// resolvers named Acme): both are listed, each with the folder that tells it apart, and a
/// command asked for the shared name says which themes it could mean.
@Suite struct SharedNameTests {
    static let tokens = ##"{"bg": {"$type": "color", "page": {"$value": "#ffffff"}}, "fg": {"$type": "color", "text": {"$value": "#111111"}, "accent": {"$value": "ACCENT"}}}"##

    static func folder(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "shade-names-" + UUID().uuidString
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return root
    }

    static func resolver(_ name: String) -> String {
        ##"{"name": "NAME", "version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/base"}], "sets": {"base": {"sources": [{"$ref": "./c.tokens.json"}]}}}"##
            .replacingOccurrences(of: "NAME", with: name)
    }

    @Test func systemsThatShareANameAreAllListedAndToldApart() throws {
        let root = try Self.folder([
            "one/brand/colors.tokens.json": Self.tokens.replacingOccurrences(of: "ACCENT", with: "#0055ff"),
            "two/brand/colors.tokens.json": Self.tokens.replacingOccurrences(of: "ACCENT", with: "#ff3300"),
            "r1/acme.resolver.json": Self.resolver("Acme"),
            "r1/c.tokens.json": Self.tokens.replacingOccurrences(of: "ACCENT", with: "#00aa00"),
            "r2/acme.resolver.json": Self.resolver("Acme"),
            "r2/c.tokens.json": Self.tokens.replacingOccurrences(of: "ACCENT", with: "#aa00aa"),
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(catalog.themes.filter { $0.source != .bundled }.map(\.name).sorted() == ["Acme (r1)", "Acme (r2)", "brand (one)", "brand (two)"])
        #expect(catalog.themes(sharingName: "acme").map(\.name) == ["Acme (r1)", "Acme (r2)"])
        #expect(throws: CommandFailure.self) { try catalog.requireTheme("brand") }
        do {
            _ = try catalog.requireTheme("Brand")
        } catch let failure as CommandFailure {
            #expect(failure.message.contains("names 2 themes") && failure.message.contains("brand (one)") && failure.message.contains("brand (two)"), "\(failure.message)")
        }
        #expect(try catalog.requireTheme("brand (two)").name == "brand (two)")
        // Every report heads with the name the theme is listed under, which is the one a user
        // types back (`--theme`), not the system's own name the catalog told apart.
        let acme = try catalog.requireTheme("Acme (r2)")
        #expect(try acme.resolve(Resolution(.light)).themeName == "Acme (r2)")
        #expect(try acme.pinning(RoleMap(file: "acme.shade.json", entries: [])).resolve(Resolution(.light)).themeName == "Acme (r2)")
    }

    @Test func theFolderThatTellsPathsApartIsTheNearestThatDiffers() {
        #expect(SystemNames.distinguishingFolders(["a/one/brand/c.json", "a/two/brand/c.json"]) == ["one", "two"])
        #expect(SystemNames.distinguishingFolders(["x/one/", "y/one/"]) == ["x", "y"])
        #expect(SystemNames.distinguishingFolders(["a/b/light.json", "a/b/dark.json"]) == ["light.json", "dark.json"])
    }
}
