import ShadeColor
import ShadeText
import ShadeTokens

/// Writes a DTCG 2025.10 resolver document and its token files: one modifier, `theme`, whose
/// contexts (`light`, `dark`, `light-hc`, `dark-hc`, those the theme provides) each name one
/// token file holding the 26 roles (by Shade's names) and, for a system with its own
/// vocabulary, its tokens as nested groups. Colours are `srgb` colour objects with their
/// `hex`, or `display-p3` where wider than sRGB.
public enum DTCGWriter {
    /// `NAME.resolver.json` and `tokens/CONTEXT.tokens.json` files.
    public static func files(_ theme: ExportTheme) -> [ExportFile] {
        let type = ExportNames.typeName(theme.name)
        var contexts: [String] = []
        var files: [ExportFile] = []
        for resolution in theme.resolutions {
            let context = ResolvedVariants.contextName(resolution)
            contexts.append("        \(JSONText.quoted(context)): [{ \"$ref\": \"tokens/\(context).tokens.json\" }]")
            files.append(ExportFile(path: "tokens/\(context).tokens.json", text: tokenFile(theme.variants[resolution]!)))
        }
        let resolver = """
        {
          "name": \(JSONText.quoted(theme.name)),
          "version": "2025.10",
          "description": "Written by Shade: Shade's 26 roles for each appearance and contrast the theme provides.",
          "modifiers": {
            "theme": {
              "contexts": {
        \(contexts.joined(separator: ",\n"))
              },
              "default": \(JSONText.quoted(ResolvedVariants.contextName(theme.resolutions.first ?? Resolution(.light))))
            }
          },
          "resolutionOrder": [{ "$ref": "#/modifiers/theme" }]
        }

        """
        return [ExportFile(path: type + ".resolver.json", text: resolver)] + files
    }

    /// One context's token file.
    static func tokenFile(_ variant: ExportTheme.Variant) -> String {
        var root = Group()
        for role in ColorToken.allCases { root.insert([role.rawValue], variant[role]) }
        for token in variant.tokens {
            let segments = token.path.split(separator: ".").map(String.init)
            if !segments.isEmpty, !ColorToken.allCases.contains(where: { $0.rawValue == segments[0] }) {
                root.insert(segments, token.color)
            }
        }
        return root.json(indent: "") + "\n"
    }

    /// A group of tokens, in insertion order.
    struct Group {
        var names: [String] = []
        var groups: [String: Group] = [:]
        var tokens: [String: ExportTheme.Color] = [:]

        mutating func insert(_ path: [String], _ color: ExportTheme.Color) {
            guard let first = path.first else { return }
            if path.count == 1 {
                if tokens[first] == nil, groups[first] == nil { names.append(first) }
                if groups[first] == nil { tokens[first] = color }
                return
            }
            if groups[first] == nil {
                if tokens[first] != nil { return }
                names.append(first)
                groups[first] = Group()
            }
            groups[first]!.insert(Array(path.dropFirst()), color)
        }

        func json(indent: String) -> String {
            let inner = indent + "  "
            var members: [String] = []
            if indent.isEmpty { members.append("\(inner)\"$type\": \"color\"") }
            for name in names {
                if let group = groups[name] {
                    members.append("\(inner)\(JSONText.quoted(name)): \(group.json(indent: inner))")
                } else if let color = tokens[name] {
                    members.append("\(inner)\(JSONText.quoted(name)): { \"$value\": \(DTCGWriter.value(color)) }")
                }
            }
            return "{\n" + members.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// A DTCG colour object.
    static func value(_ color: ExportTheme.Color) -> String {
        let alpha = color.rgba.isOpaque ? "" : ", \"alpha\": \(number(color.rgba.alpha))"
        if DisplayP3.isWide(color), let wide = color.wide {
            let components = DisplayP3.components(wide).map(number).joined(separator: ", ")
            return "{ \"colorSpace\": \"display-p3\", \"components\": [\(components)]\(alpha), \"hex\": \"\(color.rgba.rgb.hex)\" }"
        }
        let rgb = color.rgba.rgb
        let components = [rgb.red, rgb.green, rgb.blue].map { number(Double($0) / 255) }.joined(separator: ", ")
        return "{ \"colorSpace\": \"srgb\", \"components\": [\(components)]\(alpha), \"hex\": \"\(rgb.hex)\" }"
    }

    /// Six decimals, trailing zeros dropped.
    static func number(_ value: Double) -> String { value.decimalText(places: 6) }
}
