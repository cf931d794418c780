import ShadeColor
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
    }

    static func json(_ resolved: ResolvedTheme) -> String {
        var colors: [String: ColorEntry] = [:]
        for token in ColorToken.allCases {
            let detail = resolved.details(token)
            colors[token.rawValue] = ColorEntry(
                hex: detail.rgb.hex, written: detail.written.hex, alpha: detail.written.alpha, source: detail.source,
                aliases: detail.aliasChain, over: detail.ground?.rawValue, outOfGamut: detail.outOfGamut,
                file: detail.file, description: detail.description)
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
            spacing: dimensions(resolved.spacing), radius: dimensions(resolved.radius), shadows: shadows))
    }

    static func text(_ resolved: ResolvedTheme, swatches: Bool) -> String {
        var output = "\(VisibleText.escaping(resolved.themeName)) · \(resolved.resolution.title)\n\n"
        var table = TextTable()
        for token in ColorToken.allCases {
            let detail = resolved.details(token)
            var how = VisibleText.escaping(detail.source)
            if !detail.written.isOpaque {
                how += "  α\(format(detail.written.alpha)) over \(detail.ground?.rawValue ?? "?")"
            }
            if detail.outOfGamut { how += "  (out of sRGB gamut: clamped)" }
            table.add([Swatches.swatch(detail.rgb, enabled: swatches) + token.rawValue, detail.rgb.hex, how])
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
        return output
    }

    /// Numbers without needless decimals: 16, 0.5, 0.05.
    static func format(_ value: Double) -> String { value.compactText }
}
