import Foundation
import ShadeColor
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// A folder that holds one design system is one theme: the files a resolver keeps in its
/// folder, and plain token files that complete one another (aliases across files, light and
/// dark pairs, files of no colour), are never themes of their own.
@Suite struct SystemFolderTests {
    /// A fresh folder with `files` (relative path → text) in it.
    static func folder(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "shade-systems-" + UUID().uuidString
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return root
    }

    static func userThemes(_ catalog: ThemeCatalog) -> [String] {
        catalog.themes.filter { $0.source != .bundled }.map(\.name).sorted()
    }

    static func resolver(_ name: String, base: [String], modifier: (String, [String: [String]])? = nil) -> String {
        let sources = base.map { "{\"$ref\": \"\($0)\"}" }.joined(separator: ",")
        var modifiers = ""
        var order = "{\"$ref\": \"#/sets/base\"}"
        if let (modifierName, contexts) = modifier {
            let body = contexts.map { "\"\($0.key)\": [" + $0.value.map { "{\"$ref\": \"\($0)\"}" }.joined(separator: ",") + "]" }.joined(separator: ",")
            modifiers = ", \"modifiers\": {\"\(modifierName)\": {\"contexts\": {\(body)}, \"default\": \"\(contexts.keys.sorted().last!)\"}}"
            order += ", {\"$ref\": \"#/modifiers/\(modifierName)\"}"
        }
        return "{\"name\": \"\(name)\", \"version\": \"2025.10\", \"resolutionOrder\": [\(order)], \"sets\": {\"base\": {\"sources\": [\(sources)]}}\(modifiers)}"
    }

    static let palette = ##"{"color": {"$type": "color", "blue": {"$value": "#1f6feb"}, "white": {"$value": "#ffffff"}, "black": {"$value": "#0d1117"}, "gray": {"$value": "#57606a"}}}"##
    static let lightSemantic = ##"{"bg": {"$type": "color", "default": {"$value": "{color.white}"}}, "fg": {"$type": "color", "default": {"$value": "{color.black}"}, "accent": {"$value": "{color.blue}"}}}"##
    static let darkSemantic = ##"{"bg": {"$type": "color", "default": {"$value": "{color.black}"}}, "fg": {"$type": "color", "default": {"$value": "{color.white}"}, "accent": {"$value": "{color.blue}"}}}"##
    static let spacing = ##"{"space": {"$type": "dimension", "sm": {"$value": {"value": 4, "unit": "px"}}}}"##

    // MARK: - A resolver and its folder

    @Test func filesInAResolversFolderAreItsOwnReadOrNot() throws {
        let root = try Self.folder([
            "acme.resolver.json": Self.resolver("Acme", base: ["./acme/base/palette.tokens.json"],
                                                modifier: ("theme", ["light": ["./acme/light.tokens.json"], "dark": ["./acme/dark.tokens.json"]])),
            "acme/base/palette.tokens.json": Self.palette,
            "acme/light.tokens.json": Self.lightSemantic,
            "acme/dark.tokens.json": Self.darkSemantic,
            // Not read by the resolver: a retired file, a component, a viewport of no colour.
            "acme/removed/testing.tokens.json": Self.palette,
            "acme/component/avatarStack.tokens.json": ##"{"avatar": {"$type": "color", "ring": {"$value": "{color.blue}"}}}"##,
            "acme/functional/size/viewport.tokens.json": Self.spacing,
            "acme/base/dark/dark.dimmed.tokens.json": Self.darkSemantic,
            "globex.resolver.json": Self.resolver("Globex", base: ["./globex/color.tokens.json"]),
            "globex/color.tokens.json": Self.lightSemantic.replacingOccurrences(of: "{color.", with: "{gx."),
            "globex/palette.json": ##"{"gx": {"$type": "color", "white": {"$value": "#fafafa"}, "black": {"$value": "#111111"}, "blue": {"$value": "#0050b3"}}}"##,
            // A theme of the user's own beside the systems stays a theme.
            "mine.tokens.json": Self.lightSemantic.replacingOccurrences(of: "{color.white}", with: "#fefefe")
                .replacingOccurrences(of: "{color.black}", with: "#101010").replacingOccurrences(of: "{color.blue}", with: "#3355ff"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(Self.userThemes(catalog) == ["Acme", "Globex", "mine"])
        let acme = try #require(catalog.explanations.first { $0.system.hasSuffix("acme.resolver.json") })
        #expect(Set(acme.left.map { ($0.path as NSString).lastPathComponent })
                == ["testing.tokens.json", "avatarStack.tokens.json", "viewport.tokens.json", "dark.dimmed.tokens.json"])
        #expect(acme.taken.count == 3)
    }

    @Test func aResolverBesideItsSourcesKeepsItsFolder() throws {
        let root = try Self.folder([
            "tokens/sys.resolver.json": Self.resolver("Sys", base: ["./palette.tokens.json", "./light.tokens.json"]),
            "tokens/palette.tokens.json": Self.palette,
            "tokens/light.tokens.json": Self.lightSemantic,
            "tokens/typography.tokens.json": ##"{"font": {"$type": "fontFamily", "body": {"$value": "Inter"}}}"##,
            "tokens/extra/brand.tokens.json": ##"{"brand": {"$type": "color", "main": {"$value": "#ff0000"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Self.userThemes(ThemeCatalog.load(paths: [root])) == ["Sys"])
    }

    @Test func resolversSharingAFolderKeepOnlyWhatTheyName() throws {
        let root = try Self.folder([
            "a.resolver.json": Self.resolver("A", base: ["./a-palette.tokens.json"]),
            "a-palette.tokens.json": Self.palette,
            "b.resolver.json": Self.resolver("B", base: ["./b-palette.tokens.json"]),
            "b-palette.tokens.json": Self.palette,
            "standalone.tokens.json": ##"{"bg": {"$type": "color", "page": {"$value": "#ffffff"}}, "fg": {"$type": "color", "text": {"$value": "#222222"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Self.userThemes(ThemeCatalog.load(paths: [root])) == ["A", "B", "standalone"])
    }
}
