import ShadeColor
import ShadeTokens

/// Writes a self-contained Swift file of dynamic `UIColor`s (seed 004's way, for code without
/// an asset catalog): each colour resolves from the trait collection's `userInterfaceStyle`
/// and `accessibilityContrast`. A resolution the theme lacks shows what the system would:
/// dark falls back to light (and light to dark), high contrast to standard.
public enum SwiftWriter {
    /// The Swift source.
    public static func text(_ theme: ExportTheme) -> String {
        let type = ExportNames.typeName(theme.name) + "Colors"
        var lines = [
            "// \(SwiftText.comment(theme.name)) colours, written by Shade. Each colour follows the trait collection:",
            "// light or dark (userInterfaceStyle) and Increase Contrast (accessibilityContrast).",
            "import UIKit",
            "",
            "/// \(SwiftText.comment(theme.name)): Shade's roles\(theme.hasOwnTokens ? " and the system's own tokens" : "") as dynamic colours.",
            "public enum \(type) {",
        ]
        var used: Set<String> = []
        func add(_ identifier: String, _ about: String, _ colors: [Resolution: ExportTheme.Color]) {
            var name = identifier
            var counter = 2
            while !used.insert(name).inserted { name = identifier + String(counter); counter += 1 }
            let ordered = Resolution.all.map { resolution in
                colors[resolution] ?? colors[Resolution(resolution.appearance)] ?? colors[Resolution(resolution.appearance.toggled, resolution.contrast)]
                    ?? colors[Resolution(resolution.appearance.toggled)] ?? colors.values.first!
            }
            lines.append("    /// \(SwiftText.comment(about)).")
            lines.append("    public static let \(name) = dynamic(")
            let labels = ["light", "dark", "lightHighContrast", "darkHighContrast"]
            for (offset, color) in ordered.enumerated() {
                lines.append("        \(labels[offset]): \(literal(color))" + (offset == 3 ? "" : ","))
            }
            lines.append("    )")
        }
        for role in ColorToken.allCases {
            add(role.rawValue, "Shade role `\(role.rawValue)`", theme.variants.mapValues { $0[role] })
        }
        var tokenColors: [String: [Resolution: ExportTheme.Color]] = [:]
        var tokenOrder: [String] = []
        for resolution in theme.resolutions {
            for token in theme.variants[resolution]!.tokens {
                if tokenColors[token.path] == nil { tokenOrder.append(token.path) }
                tokenColors[token.path, default: [:]][resolution] = token.color
            }
        }
        for path in tokenOrder {
            add(ExportNames.identifier(path), "token `\(path)`", tokenColors[path]!)
        }
        lines += [
            "",
            "    private static func dynamic(light: UIColor, dark: UIColor, lightHighContrast: UIColor, darkHighContrast: UIColor) -> UIColor {",
            "        UIColor { traits in",
            "            let high = traits.accessibilityContrast == .high",
            "            if traits.userInterfaceStyle == .dark { return high ? darkHighContrast : dark }",
            "            return high ? lightHighContrast : light",
            "        }",
            "    }",
            "",
            "    private static func srgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> UIColor {",
            "        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)",
            "    }",
            "",
            "    private static func p3(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> UIColor {",
            "        UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)",
            "    }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `srgb(255, 136, 0, 1)` or `p3(0.939, 0.558, 0.206, 1)`.
    static func literal(_ color: ExportTheme.Color) -> String {
        let alpha = CSSWriter.decimal(color.rgba.alpha)
        if DisplayP3.isWide(color), let wide = color.wide {
            return "p3(" + DisplayP3.components(wide).map { CSSWriter.decimal($0) }.joined(separator: ", ") + ", \(alpha))"
        }
        let rgb = color.rgba.rgb
        return "srgb(\(rgb.red), \(rgb.green), \(rgb.blue), \(alpha))"
    }
}
