import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// A repository pointed at whole: its system once, under its own name, however many
/// renditions of it the project keeps (a build's CSS, variants of one sheet), and none of its
/// components' style sheets.
@Suite struct RenditionsTests {
    /// Ten colours per appearance: a page, text, an accent ramp and status colours.
    static let light: [(String, String)] = [("bg", "#ffffff"), ("fg", "#111418"), ("muted", "#5c6670"), ("border", "#d0d7de"),
                                            ("accent-1", "#ddeeff"), ("accent-2", "#5599ee"), ("accent-3", "#1f6feb"),
                                            ("danger", "#cf222e"), ("success", "#1a7f37"), ("warning", "#9a6700")]
    static let dark: [(String, String)] = [("bg", "#0d1117"), ("fg", "#e6edf3"), ("muted", "#8d96a0"), ("border", "#30363d"),
                                           ("accent-1", "#0b2a55"), ("accent-2", "#2f6fbf"), ("accent-3", "#58a6ff"),
                                           ("danger", "#f85149"), ("success", "#3fb950"), ("warning", "#d29922")]

    static func tokens(_ colours: [(String, String)]) -> String {
        let entries = colours.map { "\"\($0.0)\": {\"$value\": \"\($0.1)\"}" }.joined(separator: ", ")
        return "{\"color\": {\"$type\": \"color\", \(entries)}}"
    }

    static func sheet(_ light: [(String, String)], _ dark: [(String, String)]?, prefix: String = "color", header: String = "") -> String {
        func block(_ colours: [(String, String)]) -> String { colours.map { "  --\(prefix)-\($0.0): \($0.1);" }.joined(separator: "\n") }
        var text = header + ":root {\n\(block(light))\n}\n"
        if let dark { text += "[data-theme=\"dark\"] {\n\(block(dark))\n}\n" }
        return text
    }

    /// The accent ramp in another hue: a colour variant of the same sheet.
    static func amber(_ colours: [(String, String)]) -> [(String, String)] {
        colours.map { name, value in
            switch name {
            case "accent-1": (name, "#fff1cc")
            case "accent-2": (name, "#e8a317")
            case "accent-3": (name, "#b7791f")
            default: (name, value)
            }
        }
    }

    @Test func aSystemAndItsBuildsUnderUnknownFoldersAreOneTheme() throws {
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "@acme/compound-tokens"}"##,
            "tokens/light.json": Self.tokens(Self.light),
            "tokens/dark.json": Self.tokens(Self.dark),
            // A build's outputs under folder names no list knows, and a nameless playground package.
            "assets/web/css/compound.css": Self.sheet(Self.light, Self.dark, prefix: "cpd-color"),
            "playground/package.json": ##"{"private": true, "devDependencies": {"tailwindcss": "^3.3.3"}}"##,
            "playground/theme.css": Self.sheet(Self.light, Self.dark),
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        let listed = catalog.themes.filter { $0.source != .bundled }
        #expect(listed.map(\.name) == ["compound-tokens"])
        #expect(listed.first?.source.label.contains("/tokens") == true)
        let renditions = catalog.explanations.flatMap(\.left).filter { $0.note.hasPrefix("same colours as") }
        #expect(Set(renditions.map { String($0.path.dropFirst(root.count + 1)) }) == ["assets/web/css/compound.css"])
        // The playground is left out before it is compared: a project's playground is not its system.
        let support = catalog.explanations.flatMap(\.left).filter { $0.note == "in playground/" }
        #expect(support.map { String($0.path.dropFirst(root.count + 1)) } == ["playground/theme.css"])
    }

    /// Four of ten colours changed: what a hand-kept second copy drifts to.
    static func drifted(_ colours: [(String, String)]) -> [(String, String)] {
        let changed = ["muted": "#6a737d", "border": "#c8ccd0", "accent-1": "#cce4ff", "warning": "#bf8700"]
        return colours.map { ($0.0, changed[$0.0] ?? $0.1) }
    }

    /// MetaMask's shape: one package keeps its tokens and a style sheet that drifted from them
    /// (60 % of the values the same). A sheet beside a package's tokens is the system written
    /// again: one theme. Two systems in one format that share as much stay two.
    @Test func aSheetBesideAPackagesTokensIsTheSystemAgainThoughItDrifted() throws {
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "@acme/design-tokens"}"##,
            "src/figma/light.json": Self.tokens(Self.light),
            "src/figma/dark.json": Self.tokens(Self.dark),
            "src/css/theme.css": Self.sheet(Self.drifted(Self.light), Self.drifted(Self.dark), prefix: "acme-color"),
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(catalog.themes.filter { $0.source != .bundled }.map(\.name) == ["acme"], "\(catalog.explanations.map(\.reason))")
        let renditions = catalog.explanations.flatMap(\.left).filter { $0.note.hasPrefix("same colours as") }
        #expect(renditions.count == 1)

        let sheets = try SystemFolderTests.folder([
            "package.json": ##"{"name": "@acme/sheets"}"##,
            "css/one.css": Self.sheet(Self.light, Self.dark),
            "css/two.css": Self.sheet(Self.drifted(Self.light), Self.drifted(Self.dark), prefix: "two"),
        ])
        #expect(ThemeCatalog.load(paths: [sheets]).themes.filter { $0.source != .bundled }.count == 2, "one format: two systems")
    }

    @Test func variantsOfOneSheetCollapseButColourVariantsStay() throws {
        let classless = Array(Self.light.dropLast()), classlessDark = Array(Self.dark.dropLast())
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "kit"}"##,
            "css/kit.css": Self.sheet(Self.light, Self.dark),
            "css/kit.classless.css": Self.sheet(classless, classlessDark),
            "css/kit.fluid.classless.css": Self.sheet(classless, classlessDark),
            "css/kit.amber.css": Self.sheet(Self.amber(Self.light), Self.amber(Self.dark)),
            "css/kit.classless.amber.css": Self.sheet(Self.amber(classless), Self.amber(classlessDark)),
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(SystemFolderTests.userThemes(catalog) == ["kit", "kit.amber"])
        let left = catalog.explanations.flatMap(\.left).filter { $0.note.hasPrefix("same colours as") }
        #expect(Set(left.map { FileSystemName.of($0.path) + " " + $0.note })
                == ["kit.classless.css same colours as kit.css: a rendition", "kit.fluid.classless.css same colours as kit.css: a rendition",
                    "kit.classless.amber.css same colours as kit.amber.css: a rendition"])
    }

    @Test func namedPackagesOfAMonorepoAreSystemsOfTheirOwnWhateverTheyShare() throws {
        // A brand's package over a shared starting theme: its own few colours among the base's.
        let brand = Self.tokens(Self.light + [("brand", "#e30613")])
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "themes", "private": true}"##,
            "packages/start/package.json": ##"{"name": "@gov/start-design-tokens"}"##,
            "packages/start/tokens.json": Self.tokens(Self.light),
            "packages/city/package.json": ##"{"name": "@gov/city-design-tokens"}"##,
            "packages/city/figma/city.tokens.json": brand,
            // A folder system named by its package's folder.
            "packages/town/package.json": ##"{"name": "@gov/town-design-tokens"}"##,
            "packages/town/src/colors.json": Self.tokens(Self.light + [("brand", "#0065bd")]),
            "packages/town/src/semantic.json": ##"{"page": {"$type": "color", "bg": {"$value": "{color.bg}"}}}"##,
        ])
        #expect(SystemFolderTests.userThemes(ThemeCatalog.load(paths: [root])).count == 3)
    }

    @Test func aLightVariantWithTheSameColoursAsADarkOneIsKept() throws {
        // The same ten values, one sheet's page light, the other's dark (as base16 light
        // variants swap their greys): different appearances, so no rendition.
        let swapped = Self.light.map { name, value in (name, Self.light.first { $0.0 == (name == "bg" ? "fg" : name == "fg" ? "bg" : name) }!.1) }
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "pair"}"##,
            "css/sunrise.css": Self.sheet(Self.light, nil),
            "css/midnight.css": "[data-theme=\"dark\"] {\n" + swapped.map { "  --color-\($0.0): \($0.1);" }.joined(separator: "\n") + "\n}\n",
        ])
        #expect(SystemFolderTests.userThemes(ThemeCatalog.load(paths: [root])).count == 2)
    }

    @Test func anOutputWithAnAppearanceItsSourcesLackIsKept() throws {
        let generated = "/**\n * Do not edit directly, this file was auto-generated.\n */\n"
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "oelp-tokens"}"##,
            // The source Shade reads holds light only; the build wrote light and dark.
            "color-tokens.json": Self.tokens(Self.light),
            "css/variables.css": Self.sheet(Self.light, nil, header: generated),
            "css/variables-dark.css": generated + ":root {\n" + Self.dark.map { "  --color-\($0.0): \($0.1);" }.joined(separator: "\n") + "\n}\n",
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        let listed = catalog.themes.filter { $0.source != .bundled }
        #expect(listed.count == 1)
        #expect(listed.first?.name == "oelp-tokens")
        #expect(listed.first?.source.label.hasSuffix("css/variables.css") == true)
        #expect(listed.first?.system?.appearances.contains(.dark) == true)
        #expect(catalog.explanations.flatMap(\.left).contains { $0.path.hasSuffix("color-tokens.json") && $0.note.hasPrefix("same colours as") })
    }

    @Test func componentStyleSheetsInAProjectAreNoThemes() throws {
        let component = ":root {\n" + (1...6).map { "  --button-color-\($0): var(--color-accent-\($0));" }.joined(separator: "\n")
            + "\n  --button-color-ghost: transparent;\n}\n"
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "acme-ui"}"##,
            "packages/theme/package.json": ##"{"name": "@acme/theme"}"##,
            "packages/theme/theme.css": Self.sheet([("background", "#ffffff"), ("text", "#111418"), ("primary", "#1f6feb"),
                                                    ("border", "#d0d7de")], [("background", "#0d1117"), ("text", "#e6edf3"),
                                                                             ("primary", "#58a6ff"), ("border", "#30363d")]),
            "packages/button/package.json": ##"{"name": "@acme/button"}"##,
            "packages/button/Button.module.css": component,
            "packages/drawer/package.json": ##"{"name": "@acme/drawer"}"##,
            "packages/drawer/Drawer.module.css": ":root {\n  --drawer-overlay: rgb(40 40 40 / 0.5);\n}\n.drawer { color: var(--text); }\n",
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        // `@acme/theme` names its scope's system: `theme` says what the package holds.
        #expect(SystemFolderTests.userThemes(catalog) == ["acme"])
        let components = catalog.explanations.filter { $0.reason.contains("component") }.map { FileSystemName.of($0.system) }
        #expect(Set(components) == ["Button.module.css", "Drawer.module.css"])
    }

    @Test func aSheetOutsideAnyProjectIsReadAsItIs() throws {
        // A folder the user collects themes in: no package.json, no .git.
        let root = try SystemFolderTests.folder(["overlay.css": ":root {\n  --drawer-overlay: rgb(40 40 40 / 0.5);\n}\n"])
        #expect(SystemFolderTests.userThemes(ThemeCatalog.load(paths: [root])) == ["overlay"])
    }

    @Test func generatedFileNamesAndScopesNameNoSystem() throws {
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "@telco/design-tokens"}"##,
            "output/telco/figma/telco-design-tokens.all.css": Self.sheet(Self.light, Self.dark),
        ])
        #expect(SystemFolderTests.userThemes(ThemeCatalog.load(paths: [root])) == ["telco"])
        let loose = try SystemFolderTests.folder([
            "package.json": ##"{"name": "brand"}"##,
            "design-tokens.all.css": Self.sheet(Self.light, Self.dark),
        ])
        #expect(SystemFolderTests.userThemes(ThemeCatalog.load(paths: [loose])) == ["brand"])
    }

    @Test(arguments: [("@vector-im/compound-design-tokens", "compound-design-tokens"), ("@metamask/design-tokens", "metamask"),
                      ("@launchpad-ui/tokens", "launchpad-ui"), ("plain-name", "plain-name"), ("@acme/web-tokens", "acme")])
    func aPackagesScopeIsDropped(name: String, shown: String) {
        #expect(SystemNames.unscoped(name) == shown)
    }
}

/// A path's last part, for comparing explanations without the temporary folder.
private enum FileSystemName {
    static func of(_ path: String) -> String {
        String((path.hasSuffix("/") ? path.dropLast() : Substring(path)).split(separator: "/").last ?? "")
    }
}
