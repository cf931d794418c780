import Foundation

/// Writes a themes folder of mixed real-world formats, laid out as people keep them (issue
/// 18): terminal themes from Ghostty's and kitty's collections, base16 schemes, a few web
/// projects' `globals.css`, paired `NAME.css`/`NAME-dark.css` sheets, an app's asset catalog,
/// a Tokens Studio repository, Shade's own themes, plain DTCG token files and Material Theme
/// Builder exports, in the shapes of the real files in `../shared/corpus/`, with generated
/// colours.
enum MixedFolderGenerator {
    /// How many files of each kind the folder holds; 600 in all.
    static let counts: [(kind: Kind, files: Int)] = [
        (.ghostty, 60), (.ghosttyConf, 60), (.kitty, 80), (.base16, 80), (.globalsCSS, 20), (.pairedCSS, 80),
        (.assetCatalog, 40), (.tokensStudio, 10), (.shadeJSON, 80), (.dtcg, 50), (.material, 40),
    ]

    /// How many files `write` writes.
    static var fileCount: Int { counts.reduce(0) { $0 + $1.files } }

    /// The kinds of file, each in the folder a user would have put it in.
    enum Kind {
        case ghostty, ghosttyConf, kitty, base16, globalsCSS, pairedCSS, assetCatalog, tokensStudio, shadeJSON, dtcg, material
    }

    /// Writes the folder at `root`; returns how many files it wrote.
    @discardableResult
    static func write(to root: String) throws -> Int {
        var written = 0
        func put(_ relative: String, _ text: String) throws {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            written += 1
        }
        for (kind, files) in counts {
            switch kind {
            case .ghostty:
                for index in 0..<files { try put("ghostty/themes/Ghostty Theme \(index)", ghostty(index)) }
            case .ghosttyConf:
                for index in 0..<files { try put("catppuccin-like/ghostty/flavour-\(index).conf", ghostty(index + 500)) }
            case .kitty:
                for index in 0..<files { try put("kitty-themes/themes/kitty-\(index).conf", kitty(index)) }
            case .base16:
                for index in 0..<files { try put("base16/schemes/scheme-\(index).yaml", base16(index)) }
            case .globalsCSS:
                for index in 0..<files { try put("projects/site-\(index)/app/globals.css", globalsCSS(index)) }
            case .pairedCSS:
                for index in 0..<files / 2 {
                    try put("css/sheet-\(index).css", sheet(index, dark: false))
                    try put("css/sheet-\(index)-dark.css", sheet(index, dark: true))
                }
            case .assetCatalog:
                let catalog = "MyApp/MyApp/Assets.xcassets"
                try put(catalog + "/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
                for index in 0..<files - 1 { try put(catalog + "/\(colorSetNames[index % colorSetNames.count])\(index).colorset/Contents.json", colorSet(index)) }
            case .tokensStudio:
                for (name, text) in tokensStudio(files: files) { try put("design-tokens/tokens/" + name, text) }
            case .shadeJSON:
                for index in 0..<files { try put("shade/theme-\(index).json", shadeTheme(index)) }
            case .dtcg:
                for index in 0..<files { try put("dtcg/tokens-\(index).tokens.json", dtcg(index)) }
            case .material:
                for index in 0..<files { try put("material/material-theme-\(index).json", material(index)) }
            }
        }
        return written
    }

    private static let colorSetNames = ["AccentColor", "Background", "Label", "Separator", "Tint", "Surface", "Danger", "Success"]

    private static func hex(_ value: Int) -> String { String(format: "%02x", value % 256) }
    private static func color(_ seed: Int, _ level: Int) -> String { "#" + hex(seed * 37) + hex(level) + hex(seed * 11 + level / 2) }

    /// Ghostty: `key = value`, no extension or `.conf`.
    private static func ghostty(_ index: Int) -> String {
        let dark = index % 2 == 0
        var lines = (0..<16).map { "palette = \($0)=\(color(index + $0, $0 * 15))" }
        lines += ["background = \(dark ? "1e1e2e" : "eff1f5")", "foreground = \(dark ? "cdd6f4" : "4c4f69")", "cursor-color = f5e0dc",
                  "selection-background = \(dark ? "353749" : "acb0be")", "selection-foreground = \(dark ? "cdd6f4" : "4c4f69")"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// kitty: `key value`, a `## name:` header.
    private static func kitty(_ index: Int) -> String {
        var lines = ["## name: Kitty Theme \(index)", "## author: someone", "", "background #011627", "foreground #d6deeb",
                     "selection_background #5f7e97", "selection_foreground #dfe5ee", "cursor #7e57c2"]
        lines += (0..<16).map { "color\($0) \(color(index * 3 + $0, $0 * 14))" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// base16 as tinted-theming writes it.
    private static func base16(_ index: Int) -> String {
        let slots = (0..<16).map { String(format: "base%02X", $0) }
        var lines = ["system: \"base16\"", "name: \"Scheme \(index)\"", "author: \"Someone\"", "variant: \"\(index % 2 == 0 ? "dark" : "light")\"", "palette:"]
        lines += slots.enumerated().map { offset, slot in "  \(slot): \"\(color(index + offset, index % 2 == 0 ? offset * 16 : 255 - offset * 16))\"" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// shadcn's `globals.css`: `@import`s, oklch custom properties on `:root` and `.dark`.
    private static func globalsCSS(_ index: Int) -> String {
        let roles = ["background", "foreground", "card", "card-foreground", "popover", "popover-foreground", "primary", "primary-foreground",
                     "secondary", "secondary-foreground", "muted", "muted-foreground", "accent", "accent-foreground", "destructive",
                     "border", "input", "ring"]
        func block(_ selector: String, dark: Bool) -> String {
            let lines = roles.enumerated().map { offset, role in
                let foreground = role.hasSuffix("foreground")
                let lightness = (dark != foreground) ? 0.145 + Double(offset % 3) * 0.05 : 0.985 - Double(offset % 3) * 0.03
                return String(format: "  --%@: oklch(%.3f %.3f %d);", role, lightness, Double((index + offset) % 5) * 0.04, (index * 29 + offset * 17) % 360)
            }
            return "\(selector) {\n  --radius: 0.625rem;\n" + lines.joined(separator: "\n") + "\n}\n"
        }
        return """
            @import "tailwindcss";
            @import "tw-animate-css";

            @custom-variant dark (&:is(.dark *));

            @theme inline {
              --color-background: var(--background);
              --color-foreground: var(--foreground);
              --font-sans: var(--font-sans);
            }

            """ + block(":root", dark: false) + "\n" + block(".dark", dark: true) + """

            @layer base {
              * { @apply border-border outline-ring/50; }
              body { @apply bg-background text-foreground; }
            }

            """
    }

    /// One half of a paired sheet: `NAME.css` is light, `NAME-dark.css` dark.
    private static func sheet(_ index: Int, dark: Bool) -> String {
        let names = ["background", "foreground", "primary", "primary-foreground", "muted", "muted-foreground", "border", "danger", "success"]
        let lines = names.enumerated().map { offset, name in
            let foreground = name.hasSuffix("foreground")
            let level = (dark != foreground) ? 20 + offset * 4 : 240 - offset * 4
            return "  --\(name): \(color(index + offset, level));"
        }
        return ":root {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    /// An asset catalog colour set with a dark appearance, as Xcode writes it.
    private static func colorSet(_ index: Int) -> String {
        func components(_ level: Int) -> String {
            String(format: #"{ "red" : "%.3f", "green" : "%.3f", "blue" : "%.3f", "alpha" : "1.000" }"#,
                   Double((index * 37) % 256) / 255, Double(level) / 255, Double((index * 11 + level) % 256) / 255)
        }
        return """
            {
              "colors" : [
                { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : \(components(200)) } },
                { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : \(components(60)) } }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }

            """
    }

    /// A Tokens Studio repository: `$themes.json` with a mode group, `$metadata.json`, a core
    /// palette, light and dark sets, and component sets up to `files` files.
    private static func tokensStudio(files: Int) -> [(String, String)] {
        let components = (0..<max(0, files - 5)).map { "component-\($0)" }
        let order = (["core", "light", "dark"] + components).map { "\"\($0)\"" }.joined(separator: ", ")
        let componentSets = components.map { "\"\($0)\": \"enabled\"" }.joined(separator: ", ")
        let core = (0..<10).map { step in "\"\(step * 100 + 50)\": { \"value\": \"\(color(step, 250 - step * 24))\", \"type\": \"color\" }" }
            .joined(separator: ", ")
        var sets: [(String, String)] = [
            ("$metadata.json", "{ \"tokenSetOrder\": [\(order)] }\n"),
            ("$themes.json", """
                [
                  { "id": "light", "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "light": "enabled", \(componentSets) } },
                  { "id": "dark", "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "dark": "enabled", \(componentSets) } }
                ]

                """),
            ("core.json", "{ \"blue\": { \(core) }, \"black\": { \"value\": \"#000000\", \"type\": \"color\" }, \"white\": { \"value\": \"#ffffff\", \"type\": \"color\" } }\n"),
            ("light.json", ##"{ "bg": { "page": { "value": "{white}", "type": "color" }, "subtle": { "value": "{blue.50}", "type": "color" } }, "fg": { "default": { "value": "{black}", "type": "color" } }, "accent": { "value": "{blue.650}", "type": "color" } }"## + "\n"),
            ("dark.json", ##"{ "bg": { "page": { "value": "{black}", "type": "color" }, "subtle": { "value": "{blue.950}", "type": "color" } }, "fg": { "default": { "value": "{white}", "type": "color" } }, "accent": { "value": "{blue.350}", "type": "color" } }"## + "\n"),
        ]
        for name in components {
            sets.append((name + ".json", ##"{ "button": { "background": { "value": "{accent}", "type": "color" }, "text": { "value": "{bg.page}", "type": "color" } } }"## + "\n"))
        }
        return sets
    }

    /// Shade's own theme file: half extend a bundled theme, half stand alone.
    private static func shadeTheme(_ index: Int) -> String {
        if index % 2 == 0 {
            return ##"{ "$extensions": { "dev.shade": { "name": "Shade Theme \##(index)", "extends": "Sky" } }, "light": { "$type": "color", "accent": { "$value": "\##(color(index, 90))" } } }"## + "\n"
        }
        let stops = [50] + Array(stride(from: 100, through: 900, by: 100))
        let palette = stops.enumerated().map { offset, stop in "    \"\(stop)\": { \"$value\": \"\(color(index + offset, 245 - offset * 24))\" }" }
            .joined(separator: ",\n")
        return ScaleScenario.paletteTheme(name: "Shade Theme \(index)", description: "Shade theme \(index)", palette: palette)
    }

    /// A plain DTCG token file: a colour group with references, no Shade extension.
    private static func dtcg(_ index: Int) -> String {
        """
        {
          "color": {
            "$type": "color",
            "base": {
              "white": { "$value": "#ffffff" },
              "ink": { "$value": "\(color(index, 30))" },
              "brand": { "$value": "\(color(index, 120))" }
            },
            "background": { "$value": "{color.base.white}" },
            "text": { "$value": "{color.base.ink}" },
            "accent": { "$value": "{color.base.brand}" },
            "border": { "$value": "\(color(index, 200))" }
          }
        }

        """
    }

    /// Material Theme Builder's export: schemes × contrast, tonal palettes, core colours.
    private static func material(_ index: Int) -> String {
        func scheme(_ dark: Bool, _ shift: Int) -> String {
            let pairs = [("primary", dark ? 200 : 80), ("onPrimary", dark ? 40 : 255), ("background", dark ? 18 : 249), ("onBackground", dark ? 226 : 26),
                         ("surface", dark ? 18 : 249), ("onSurface", dark ? 226 : 26), ("onSurfaceVariant", dark ? 197 : 68), ("outline", dark ? 143 : 117),
                         ("outlineVariant", dark ? 68 : 197), ("error", dark ? 255 : 186), ("surfaceContainer", dark ? 30 : 238)]
            return "{ " + pairs.map { "\"\($0.0)\": \"\(color(index + shift, $0.1).uppercased())\"" }.joined(separator: ", ") + " }"
        }
        let tones = [0, 10, 20, 40, 60, 80, 90, 95, 99, 100]
        func palette(_ seed: Int) -> String { "{ " + tones.map { "\"\($0)\": \"\(color(seed, $0 * 255 / 100).uppercased())\"" }.joined(separator: ", ") + " }" }
        return """
            {
              "description": "TYPE: CUSTOM\\nMaterial Theme Builder export",
              "seed": "\(color(index, 120).uppercased())",
              "coreColors": { "primary": "\(color(index, 120).uppercased())" },
              "extendedColors": [],
              "schemes": {
                "light": \(scheme(false, 0)),
                "light-medium-contrast": \(scheme(false, 1)),
                "light-high-contrast": \(scheme(false, 2)),
                "dark": \(scheme(true, 0)),
                "dark-medium-contrast": \(scheme(true, 1)),
                "dark-high-contrast": \(scheme(true, 2))
              },
              "palettes": {
                "primary": \(palette(index)),
                "secondary": \(palette(index + 1)),
                "neutral": \(palette(index + 2))
              }
            }

            """
    }
}
