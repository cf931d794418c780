import ShadeColor
import ShadeText
import ShadeTokens

/// `shade tokens` output.
enum TokensReport {
    struct ColorEntry: Encodable {
        var hex: String
        var written: String
        var alpha: Double
        var source: String
        var aliases: [String]
        var over: String?
        var outOfGamut: Bool
        var file: String
        var description: String?
        /// Which system token fills the role, how and why.
        var fill: RoleFillFields

        private enum CodingKeys: String, CodingKey {
            case hex, written, alpha, source, aliases, over, outOfGamut, file, description
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(hex, forKey: .hex)
            try container.encode(written, forKey: .written)
            try container.encode(alpha, forKey: .alpha)
            try container.encode(source, forKey: .source)
            try container.encode(aliases, forKey: .aliases)
            try container.encodeIfPresent(over, forKey: .over)
            try container.encode(outOfGamut, forKey: .outOfGamut)
            try container.encode(file, forKey: .file)
            try container.encodeIfPresent(description, forKey: .description)
            try fill.encode(to: encoder)
        }
    }

    /// One colour token of the theme's own vocabulary, at this resolution.
    struct SystemTokenEntry: Encodable {
        var hex: String
        var alpha: Double
        var written: String
        var aliases: [String]
        var deprecated: String?
        var outOfGamut: Bool
        var file: String
        var line: Int?

        private enum CodingKeys: String, CodingKey {
            case hex, alpha, written, aliases, deprecated, outOfGamut, file, line
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(hex, forKey: .hex)
            try container.encode(alpha, forKey: .alpha)
            try container.encode(written, forKey: .written)
            try container.encode(aliases, forKey: .aliases)
            try container.encode(deprecated, forKey: .deprecated)
            try container.encode(outOfGamut, forKey: .outOfGamut)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
        }
    }

    struct DimensionEntry: Encodable {
        var px: Double
        var columns: Int
        var rows: Int
    }

    struct ShadowEntry: Encodable {
        var color: String
        var alpha: Double
        var offsetX: Double
        var offsetY: Double
        var blur: Double
        var spread: Double
    }

    struct Document: Encodable {
        var theme: String
        var appearance: String
        var contrast: String
        var colors: [String: ColorEntry]
        var spacing: [String: DimensionEntry]
        var radius: [String: DimensionEntry]
        var shadows: [String: ShadowEntry]
        var tokens: [String: SystemTokenEntry]
        var axes: [String: String]
    }

    static func json(_ resolved: ResolvedTheme) -> String {
        var colors: [String: ColorEntry] = [:]
        for token in ColorToken.allCases {
            let detail = resolved.details(token)
            colors[token.rawValue] = ColorEntry(
                hex: detail.rgb.hex, written: detail.written.hex, alpha: detail.written.alpha, source: detail.source,
                aliases: detail.aliasChain, over: detail.ground?.rawValue, outOfGamut: detail.outOfGamut,
                file: detail.file, description: detail.description, fill: RoleFillFields(resolved.roles[token]))
        }
        var tokens: [String: SystemTokenEntry] = [:]
        for token in resolved.systemColors where tokens[token.path] == nil {
            tokens[token.path] = SystemTokenEntry(
                hex: token.color.rgb.hex, alpha: token.color.alpha, written: token.written, aliases: token.aliases,
                deprecated: token.deprecated, outOfGamut: token.outOfGamut, file: token.file, line: token.position?.line)
        }
        func dimensions<Key: RawRepresentable>(_ scale: [Key: Dimension]) -> [String: DimensionEntry] where Key.RawValue == String {
            Dictionary(uniqueKeysWithValues: scale.map { ($0.key.rawValue, DimensionEntry(px: $0.value.pixels, columns: $0.value.columns, rows: $0.value.rows)) })
        }
        let shadows = Dictionary(uniqueKeysWithValues: resolved.shadows.map { level, shadow in
            (level.rawValue, ShadowEntry(color: shadow.color.hex, alpha: shadow.color.alpha, offsetX: shadow.offsetX.pixels,
                                         offsetY: shadow.offsetY.pixels, blur: shadow.blur.pixels, spread: shadow.spread.pixels))
        })
        return JSONOutput.encode(Document(
            theme: resolved.themeName, appearance: resolved.resolution.appearance.rawValue,
            contrast: resolved.resolution.contrast.rawValue, colors: colors,
            spacing: dimensions(resolved.spacing), radius: dimensions(resolved.radius), shadows: shadows,
            tokens: tokens, axes: resolved.context.selections))
    }

    static func text(_ resolved: ResolvedTheme, swatches: Bool) -> String {
        var output = "\(VisibleText.escaping(resolved.themeName)) · \(resolved.resolution.title)\n"
        let isSystem = resolved.roles.fills.contains { $0.origin != .theme }
        if isSystem { output += "  axes: " + VisibleText.escaping(resolved.context.description) + "\n" }
        output += "\n"
        var table = TextTable()
        for token in ColorToken.allCases {
            let detail = resolved.details(token)
            var how = VisibleText.escaping(detail.source)
            if !detail.written.isOpaque {
                how += "  α\(format(detail.written.alpha)) over \(detail.ground?.rawValue ?? "?")"
            }
            if detail.outOfGamut { how += "  (out of sRGB gamut: clamped)" }
            var row = [Swatches.swatch(detail.rgb, enabled: swatches) + token.rawValue, detail.rgb.hex, how]
            if isSystem {
                let fill = resolved.roles[token]
                row.append(fill.confidenceWord + (fill.token.map { " " + VisibleText.escaping($0) } ?? ""))
            }
            table.add(row)
        }
        output += table.render(indent: "  ")
        output += "\n  spacing  " + SpacingToken.allCases.compactMap { step in
            resolved.spacing[step].map { "\(step.rawValue) \(format($0.pixels))" }
        }.joined(separator: " · ") + "  (px)\n"
        output += "  radius   " + RadiusToken.allCases.compactMap { step in
            resolved.radius[step].map { "\(step.rawValue) \(format($0.pixels))" }
        }.joined(separator: " · ") + "  (px)\n"
        output += "  shadow   " + ShadowToken.allCases.compactMap { level in
            resolved.shadows[level].map { shadow in
                shadow.isVisible
                    ? "\(level.rawValue) \(shadow.color.rgb.hex) α\(format(shadow.color.alpha)) y\(format(shadow.offsetY.pixels)) blur \(format(shadow.blur.pixels))"
                    : "\(level.rawValue) none"
            }
        }.joined(separator: " · ") + "\n"
        if isSystem { output += systemTokensText(resolved, swatches: swatches) }
        return output
    }

    /// The system's own colour tokens, one a line, for `shade tokens` on a design system.
    /// Current tokens first, then the deprecated ones under a heading of their own: a designer
    /// reading the list picks from the first, and sees what is on its way out apart.
    static func systemTokensText(_ resolved: ResolvedTheme, swatches: Bool) -> String {
        let current = resolved.systemColors.filter { $0.deprecated == nil }, deprecated = resolved.systemColors.filter { $0.deprecated != nil }
        func table(_ tokens: [SystemColorToken]) -> String {
            var table = TextTable()
            for token in tokens {
                var how = VisibleText.escaping(token.written)
                if !token.color.isOpaque { how += "  α\(format(token.color.alpha))" }
                if token.outOfGamut { how += "  (out of sRGB gamut)" }
                if let reason = token.deprecated, !reason.isEmpty { how += "  " + VisibleText.escaping(reason) }
                let place = VisibleText.escaping(token.file) + (token.position.map { ":\($0.line)" } ?? "")
                table.add([Swatches.swatch(token.color.rgb, enabled: swatches) + VisibleText.escaping(token.path), token.color.rgb.hex, how, place])
            }
            return table.render(indent: "  ")
        }
        var output = "\n  \(current.count) system colour token\(current.count == 1 ? "" : "s")\n" + table(current)
        if !deprecated.isEmpty {
            output += "\n  \(deprecated.count) deprecated colour token\(deprecated.count == 1 ? "" : "s")\n" + table(deprecated)
        }
        return output
    }

    /// Numbers without needless decimals: 16, 0.5, 0.05.
    static func format(_ value: Double) -> String { value.compactText }
}
