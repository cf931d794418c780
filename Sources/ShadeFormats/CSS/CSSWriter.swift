import ShadeColor
import ShadeText
import ShadeTokens

/// Writes a theme as CSS custom properties: `color-scheme` and `light-dark()` on `:root`
/// for the appearances it provides, a `@media (prefers-contrast: more)` block for increased
/// contrast, and `@supports (color: color(display-p3 0 0 0))` blocks restating, in
/// Display P3, the colours wider than sRGB. Roles keep Shade's names (`--backgroundPrimary`);
/// a system's own tokens follow as `--color-text-default`.
public enum CSSWriter {
    /// The style sheet.
    public static func text(_ theme: ExportTheme) -> String {
        let properties = properties(theme)
        let light = theme.variants[Resolution(.light)] != nil, dark = theme.variants[Resolution(.dark)] != nil
        var out = "/* \(comment(theme.name)) — written by Shade. Light and dark follow color-scheme;\n"
        out += "   increased contrast follows prefers-contrast. */\n"
        let scheme = light && dark ? "light dark" : dark ? "dark" : "light"
        out += ":root {\n  color-scheme: \(scheme);\n"
        for property in properties {
            if let value = value(property, .standard, wide: false) { out += "  --\(property.name): \(value);\n" }
        }
        out += "}\n"
        if theme.resolutions.contains(where: { $0.contrast == .high }) {
            out += "\n@media (prefers-contrast: more) {\n  :root {\n"
            for property in properties {
                if let value = value(property, .high, wide: false) { out += "    --\(property.name): \(value);\n" }
            }
            out += "  }\n}\n"
        }
        let wide = properties.filter { $0.colors.values.contains(where: DisplayP3.isWide) }
        if !wide.isEmpty {
            out += "\n@supports (color: color(display-p3 0 0 0)) {\n  :root {\n"
            for property in wide {
                if let value = value(property, .standard, wide: true) { out += "    --\(property.name): \(value);\n" }
            }
            out += "  }\n"
            if theme.resolutions.contains(where: { $0.contrast == .high }) {
                out += "  @media (prefers-contrast: more) {\n    :root {\n"
                for property in wide {
                    if let value = value(property, .high, wide: true) { out += "      --\(property.name): \(value);\n" }
                }
                out += "    }\n  }\n"
            }
            out += "}\n"
        }
        return out
    }

    /// One custom property and its colour in each provided resolution.
    struct Property {
        var name: String
        var colors: [Resolution: ExportTheme.Color]
    }

    static func properties(_ theme: ExportTheme) -> [Property] {
        var list = ColorToken.allCases.map { role in
            Property(name: role.rawValue, colors: theme.variants.mapValues { $0[role] })
        }
        var index: [String: Int] = [:]
        for resolution in theme.resolutions {
            for token in theme.variants[resolution]!.tokens {
                let name = ExportNames.cssName(token.path)
                if let at = index[name] {
                    list[at].colors[resolution] = token.color
                } else {
                    index[name] = list.count
                    list.append(Property(name: name, colors: [resolution: token.color]))
                }
            }
        }
        return list
    }

    /// `light-dark(a, b)` when both appearances have the property, else the one colour.
    static func value(_ property: Property, _ contrast: Contrast, wide: Bool) -> String? {
        let light = property.colors[Resolution(.light, contrast)], dark = property.colors[Resolution(.dark, contrast)]
        switch (light, dark) {
        case (let light?, let dark?):
            return "light-dark(\(css(light, wide: wide)), \(css(dark, wide: wide)))"
        case (let only?, nil), (nil, let only?):
            return css(only, wide: wide)
        case (nil, nil):
            return nil
        }
    }

    /// `#RRGGBB`, `#RRGGBBAA`, or `color(display-p3 r g b / a)` for a wide colour.
    static func css(_ color: ExportTheme.Color, wide: Bool) -> String {
        if wide, DisplayP3.isWide(color), let value = color.wide {
            let channels = DisplayP3.components(value).map { decimal($0) }.joined(separator: " ")
            return "color(display-p3 \(channels)" + (color.rgba.isOpaque ? ")" : " / \(decimal(color.rgba.alpha)))")
        }
        return color.rgba.hexText
    }

    static func decimal(_ value: Double) -> String {
        // Five decimals would be finer, but three already lie within 1/255 of every channel.
        value.decimalText(places: 3)
    }

    /// Text safe inside a CSS comment.
    static func comment(_ text: String) -> String {
        ControlCharacters.oneLine(text).replacing("*/", with: "* /")
    }
}
