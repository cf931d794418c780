import FoundationEssentials
import ShadeColor
import ShadeText
import ShadeTokens

/// Reads an iTerm2 `.itermcolors` file: an XML property list whose keys (`Ansi 0 Color` …
/// `Ansi 15 Color`, `Background Color`, `Foreground Color`, `Cursor Color`, `Cursor Text
/// Color`, `Selection Color`, `Selected Text Color`) hold `Red/Green/Blue/Alpha Component`
/// reals and an optional `Color Space`: `sRGB`, `P3` (Display P3, converted to sRGB and
/// flagged when outside it) or `Calibrated` (read as sRGB). iTerm2 3.5's ` (Light)` and
/// ` (Dark)` keys give the two appearances of one file.
public enum ITermColorsReader {
    struct Component: Decodable {
        var red: Double?
        var green: Double?
        var blue: Double?
        var alpha: Double?
        var space: String?

        enum CodingKeys: String, CodingKey {
            case red = "Red Component", green = "Green Component", blue = "Blue Component"
            case alpha = "Alpha Component", space = "Color Space"
        }
    }

    static let specials: [(key: String, path: String)] = [
        ("Background Color", "background"), ("Foreground Color", "foreground"), ("Cursor Color", "cursor"),
        ("Cursor Text Color", "cursor.text"), ("Selection Color", "selection.background"),
        ("Selected Text Color", "selection.foreground"),
    ]

    /// Reads the file at `path`.
    public static func read(path: String) -> (system: DesignSystem?, palettes: [TerminalPalette], diagnostics: [Diagnostic]) {
        switch FormatFiles.bytes(path) {
        case .failure(let problem): return (nil, [], [problem])
        case .success(let bytes): return read(data: Data(bytes), file: path)
        }
    }

    /// Reads property-list bytes; `file` names it in diagnostics.
    public static func read(data: Data, file: String) -> (system: DesignSystem?, palettes: [TerminalPalette], diagnostics: [Diagnostic]) {
        let entries: [String: Component]
        do {
            entries = try PropertyListDecoder().decode([String: Component].self, from: data)
        } catch {
            return (nil, [], [Diagnostic(file: file, message: "not an iTerm2 colour property list: \(shortReason(error))")])
        }
        var problems: [Diagnostic] = []
        let name = FormatFiles.baseName(file, dropping: [".itermcolors"])
        var palettes: [TerminalPalette] = []
        let suffixes = entries.keys.contains { $0.hasSuffix(" (Dark)") } ? [" (Light)", " (Dark)"] : [""]
        for suffix in suffixes {
            var palette = TerminalPalette(name: name, file: file)
            for (key, path) in specials + (0..<16).map({ ("Ansi \($0) Color", TerminalPalette.ansiPath($0)) }) {
                guard let entry = entries[key + suffix] ?? entries[key] else { continue }
                switch color(entry) {
                case .success(let (color, outside)):
                    palette.set(path, color, at: nil)
                    if outside { palette.outOfGamut.insert(path) }
                case .failure(let reason): problems.append(Diagnostic(file: file, tokenPath: key + suffix, message: reason.message))
                }
            }
            if palette.colors.isEmpty { continue }
            palettes.append(palette)
        }
        guard !palettes.isEmpty else {
            return (nil, [], problems + [Diagnostic(file: file, message: "no colours found (expected keys such as \"Background Color\")")])
        }
        var variants: [Resolution: [SystemColorToken]] = [:]
        for palette in palettes where variants[Resolution(palette.appearance)] == nil {
            variants[Resolution(palette.appearance)] = palette.tokens
        }
        let extensions = TerminalRoles.extensions(for: palettes[0].tokens)
        return (ResolvedVariants.system(name: name, file: file, variants: variants, extensions: extensions, diagnostics: problems),
                palettes, problems)
    }

    static func color(_ entry: Component) -> Result<(RGBA, Bool), FormatProblem> {
        guard let red = entry.red, let green = entry.green, let blue = entry.blue else {
            return .failure(FormatProblem("a colour needs Red, Green and Blue Component"))
        }
        let alpha = entry.alpha ?? 1
        guard [red, green, blue, alpha].allSatisfy({ $0.isFinite }), (0...1).contains(alpha) else {
            return .failure(FormatProblem("components must be finite numbers, alpha from 0 to 1"))
        }
        let space: ColorSpaceName = entry.space?.lowercased() == "p3" ? .displayP3 : .srgb
        guard let value = try? ColorSpaceValue(colorSpace: space, components: [red, green, blue], alpha: alpha) else {
            return .failure(FormatProblem("not a colour"))
        }
        let mapped = value.toSRGB()
        return .success((mapped.color, mapped.outOfGamut))
    }

    /// Why the property list is not one, in words: which key holds the wrong kind of value,
    /// or that the text is no property list at all; never a Swift `DecodingError` dump.
    private static func shortReason(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "it is not a property list" }
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top level" : "\"" + VisibleText.escaping(path.map(\.stringValue).joined(separator: " → ")) + "\""
        }
        switch decoding {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(place(context.codingPath)) is not a colour dictionary (Red/Green/Blue Component reals)"
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath)) has no \"\(VisibleText.escaping(key.stringValue))\""
        case .dataCorrupted:
            return "it is not a valid property list"
        @unknown default:
            return "it is not a property list of colours"
        }
    }
}
