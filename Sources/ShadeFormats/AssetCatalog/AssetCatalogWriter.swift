import ShadeColor
import ShadeText
import ShadeTokens

/// Writes an Xcode asset catalog: one colour set per role (and, for a system with its own
/// vocabulary, one per token under a `Tokens` namespace folder), each with Any, Dark, High
/// Contrast and Dark + High Contrast entries for the resolutions the theme provides,
/// `display-p3` where a colour is wider than sRGB; and a Swift file naming them as SwiftUI
/// `Color`s (seed 002's way: `Color("backgroundPrimary")` switches with the appearance).
public enum AssetCatalogWriter {
    /// The catalog's files and the Swift file, under `NAME.xcassets/` and `NAME+Colors.swift`.
    public static func files(_ theme: ExportTheme) -> [ExportFile] {
        let type = ExportNames.typeName(theme.name)
        let root = type + ".xcassets"
        var files = [ExportFile(path: root + "/Contents.json", text: info)]
        var assets: [(asset: String, about: String)] = []
        for role in ColorToken.allCases {
            let entries = theme.resolutions.map { ($0, theme.variants[$0]![role]) }
            files.append(ExportFile(path: "\(root)/\(role.rawValue).colorset/Contents.json", text: colorSet(entries)))
            assets.append((role.rawValue, "Shade role `\(role.rawValue)`"))
        }
        if theme.hasOwnTokens {
            files.append(ExportFile(path: root + "/Tokens/Contents.json", text: namespace))
            var folders: Set<String> = []
            var seen: Set<String> = []
            for path in tokenPaths(theme) where seen.insert(path).inserted {
                let segments = path.split(separator: ".").map { safeSegment(String($0)) }
                for depth in 1..<max(segments.count, 1) {
                    let folder = segments.prefix(depth).joined(separator: "/")
                    if folders.insert(folder).inserted {
                        files.append(ExportFile(path: "\(root)/Tokens/\(folder)/Contents.json", text: namespace))
                    }
                }
                let entries = theme.resolutions.compactMap { resolution in
                    theme.variants[resolution]!.tokens.first { $0.path == path }.map { (resolution, $0.color) }
                }
                files.append(ExportFile(path: "\(root)/Tokens/\(segments.joined(separator: "/")).colorset/Contents.json",
                                        text: colorSet(entries)))
                assets.append(("Tokens/" + segments.joined(separator: "/"), "token `\(path)`"))
            }
        }
        files.append(ExportFile(path: "\(type)+Colors.swift", text: swiftExtension(theme.name, assets: assets)))
        return files
    }

    static func tokenPaths(_ theme: ExportTheme) -> [String] {
        theme.resolutions.flatMap { theme.variants[$0]!.tokens.map(\.path) }
    }

    static let info = """
    {
      "info" : {
        "author" : "xcode",
        "version" : 1
      }
    }

    """

    static let namespace = """
    {
      "info" : {
        "author" : "xcode",
        "version" : 1
      },
      "properties" : {
        "provides-namespace" : true
      }
    }

    """

    private static func safeSegment(_ text: String) -> String {
        let cleaned = String(text.map { $0 == "/" || $0 == "\\" || $0.asciiValue.map { $0 < 0x20 } == true ? "_" : $0 })
        return cleaned.isEmpty || cleaned.hasPrefix(".") ? "_" + cleaned : cleaned
    }

    /// One colour set's `Contents.json`: light is Any (as Xcode writes it), dark adds
    /// `luminosity: dark`, increased contrast adds `contrast: high`. Xcode needs an Any entry,
    /// so a theme without light writes its first variant as Any too.
    static func colorSet(_ entries: [(Resolution, ExportTheme.Color)]) -> String {
        var items: [String] = []
        if !entries.contains(where: { $0.0 == Resolution(.light) }), let first = entries.first {
            items.append(entry(first.1, conditions: []))
        }
        for (resolution, color) in entries {
            var conditions: [String] = []
            if resolution.appearance == .dark { conditions.append(luminosity("dark")) }
            if resolution.contrast == .high { conditions.append("{ \"appearance\" : \"contrast\", \"value\" : \"high\" }") }
            items.append(entry(color, conditions: conditions))
        }
        return "{\n  \"colors\" : [\n" + items.joined(separator: ",\n") + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }

    private static func luminosity(_ value: String) -> String {
        "{ \"appearance\" : \"luminosity\", \"value\" : \"\(value)\" }"
    }

    private static func entry(_ color: ExportTheme.Color, conditions: [String]) -> String {
        let space: String
        let channels: [Double]
        if DisplayP3.isWide(color), let wide = color.wide {
            space = "display-p3"
            channels = DisplayP3.components(wide)
        } else {
            space = "srgb"
            channels = [color.rgba.rgb.red, color.rgba.rgb.green, color.rgba.rgb.blue].map { Double($0) / 255 }
        }
        var text = "    {\n"
        if !conditions.isEmpty {
            text += "      \"appearances\" : [\n" + conditions.map { "        " + $0 }.joined(separator: ",\n") + "\n      ],\n"
        }
        text += """
              "color" : {
                "color-space" : "\(space)",
                "components" : {
                  "alpha" : "\(color.rgba.alpha.decimalText(places: 3, keepingZeros: true))",
                  "blue" : "\(channels[2].decimalText(places: 3, keepingZeros: true))",
                  "green" : "\(channels[1].decimalText(places: 3, keepingZeros: true))",
                  "red" : "\(channels[0].decimalText(places: 3, keepingZeros: true))"
                }
              },
              "idiom" : "universal"
            }
        """
        return text
    }

    /// The SwiftUI `Color` extension naming every asset.
    static func swiftExtension(_ name: String, assets: [(asset: String, about: String)]) -> String {
        var lines = [
            "// \(SwiftText.comment(name)) colours, written by Shade. Each name reads the asset catalog's colour set,",
            "// which switches with light/dark and Increase Contrast by itself.",
            "// If Xcode's \"Generate Swift Asset Symbol Extensions\" is on for the catalog, it makes the same",
            "// names: turn it off or leave this file out.",
            "import SwiftUI",
            "",
            "extension Color {",
        ]
        var used: Set<String> = []
        for (asset, about) in assets {
            var identifier = ExportNames.identifier(asset.hasPrefix("Tokens/") ? String(asset.dropFirst(7)) : asset)
            var counter = 2
            while !used.insert(identifier).inserted {
                identifier = ExportNames.identifier(asset) + String(counter)
                counter += 1
            }
            lines.append("    /// \(SwiftText.comment(about)).")
            lines.append("    static let \(identifier) = Color(\(SwiftText.literal(asset)), bundle: .main)")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Text made safe inside generated Swift.
enum SwiftText {
    /// A string literal with every character that could end it or hide code escaped.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || (0x2028...0x2029).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value):
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Text for a `//` comment: one line, control characters shown as `?`.
    static func comment(_ text: String) -> String {
        ControlCharacters.oneLine(text)
    }
}
