import ShadeColor
import ShadeText
import ShadeTokens

/// Writes a theme as CSS custom properties: `color-scheme` and `light-dark()` on `:root`
/// for the appearances it provides, a `@media (prefers-contrast: more)` block for increased
/// contrast, and `@supports (color: color(display-p3 0 0 0))` blocks restating, in
/// Display P3, the colours wider than sRGB. Roles keep Shade's names (`--backgroundPrimary`);
/// a system's own tokens follow as `--color-text-default` (under the next free name,
/// `--accent-2`, where a role or another token holds theirs).
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
            guard let value = value(property, .standard, wide: false) else { continue }
            out += "  --\(property.name): \(value);"
            if let path = property.renamedFrom {
                out += " /* token \(comment(path)): --\(ExportNames.cssName(path)) is taken */"
            }
            out += "\n"
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
        /// The token path, when the name had to differ from the path's own (`accent-2`).
        var renamedFrom: String?
    }

    /// The roles, then each of the system's tokens once (one path, one property across
    /// resolutions). A token whose name is already taken — by a role (`accent`), by a role's
    /// kebab form (`background-primary`, Tailwind's utility name), or by another path that
    /// writes the same (`color.text` and `color-text`) — gets the next free `-2`, `-3`:
    /// in one `:root` a second declaration of a name would silently replace the first.
    static func properties(_ theme: ExportTheme) -> [Property] {
        var list = ColorToken.allCases.map { role in
            Property(name: role.rawValue, colors: theme.variants.mapValues { $0[role] })
        }
        var taken = Set(list.flatMap { [$0.name, ExportNames.cssName($0.name)] })
        var indexByPath: [String: Int] = [:]
        for resolution in theme.resolutions {
            for token in theme.variants[resolution]!.tokens {
                if let at = indexByPath[token.path] {
                    list[at].colors[resolution] = token.color
                    continue
                }
                let base = ExportNames.cssName(token.path)
                var name = base, counter = 2
                while taken.contains(name) { name = "\(base)-\(counter)"; counter += 1 }
                taken.insert(name)
                indexByPath[token.path] = list.count
                list.append(Property(name: name, colors: [resolution: token.color], renamedFrom: name == base ? nil : token.path))
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
