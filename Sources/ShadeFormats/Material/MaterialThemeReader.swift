import ShadeColor
import ShadeJSON
import ShadeTokens

/// Reads Material Theme Builder's JSON export: `schemes` (`light`, `dark`, and their
/// `-medium-contrast` and `-high-contrast` forms, each a flat object of Material 3 roles →
/// `#RRGGBB`), `palettes` (tonal palettes, tone → colour) and `coreColors`.
///
/// One theme: `light`/`dark` are the standard resolutions, `*-high-contrast` the increased
/// ones (medium contrast has no place among Shade's two contrasts and is not read). Each
/// resolution lists its scheme's roles under their Material names, then the tonal palettes
/// (`palettes.primary.40`) and core colours (`coreColors.primary`); the gallery's roles come
/// from Material's names through ``MaterialRoles``.
public enum MaterialThemeReader {
    /// Scheme name → the resolution it shows.
    static let schemes: [(name: String, resolution: Resolution)] = [
        ("light", Resolution(.light)), ("dark", Resolution(.dark)),
        ("light-high-contrast", Resolution(.light, .high)), ("dark-high-contrast", Resolution(.dark, .high)),
    ]

    /// Reads the export at `path`.
    public static func read(path: String) -> (system: DesignSystem?, diagnostics: [Diagnostic], roleMap: RoleMap?) {
        switch FormatFiles.text(path) {
        case .failure(let problem): return (nil, [problem], nil)
        case .success(let text): return read(text: text, file: path)
        }
    }

    /// Reads export text; `file` names it in diagnostics.
    public static func read(text: String, file: String) -> (system: DesignSystem?, diagnostics: [Diagnostic], roleMap: RoleMap?) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            return (nil, [Diagnostic(file: file, position: error.position, message: error.message)], nil)
        }
        guard let object = root.object, let schemeList = object["schemes"]?.object else {
            return (nil, [Diagnostic(file: file, position: root.position, message: "a Material Theme Builder export needs a `schemes` object")], nil)
        }
        var problems: [Diagnostic] = []
        var shared: [SystemColorToken] = []
        for palette in object["palettes"]?.object?.members ?? [] {
            for tone in palette.value.object?.members ?? [] {
                if let token = colorToken("palettes.\(palette.key).\(tone.key)", tone.value, file: file, problems: &problems) { shared.append(token) }
            }
        }
        for core in object["coreColors"]?.object?.members ?? [] {
            if let token = colorToken("coreColors.\(core.key)", core.value, file: file, problems: &problems) { shared.append(token) }
        }
        var variants: [Resolution: [SystemColorToken]] = [:]
        for scheme in schemes {
            guard let roles = schemeList[scheme.name] else { continue }
            guard let members = roles.object?.members else {
                problems.append(Diagnostic(file: file, position: roles.position, tokenPath: "schemes.\(scheme.name)",
                                           message: "a scheme must be an object of roles, found \(roles.typeName)"))
                continue
            }
            var tokens: [SystemColorToken] = []
            for member in members {
                if let token = colorToken(member.key, member.value, file: file, problems: &problems) { tokens.append(token) }
            }
            guard !tokens.isEmpty else { continue }
            variants[scheme.resolution] = tokens + shared
        }
        // A high-contrast scheme without its standard one is not a theme Shade can show as asked.
        for resolution in [Resolution(.light, .high), Resolution(.dark, .high)] where variants[Resolution(resolution.appearance)] == nil {
            variants[resolution] = nil
        }
        guard let first = Resolution.all.compactMap({ variants[$0] }).first else {
            return (nil, problems + [Diagnostic(file: file, position: root.position, message: "no `light` or `dark` scheme with colours")], nil)
        }
        let name = FormatFiles.baseName(file, dropping: [".json"])
        let system = ResolvedVariants.system(name: name, file: file, description: "Material Theme Builder export", variants: variants,
                                             extensions: MaterialRoles.extensions(for: first), diagnostics: problems)
        return (system, problems, MaterialRoles.roleMap(for: first))
    }

    /// The token for one `name: "#RRGGBB"` member, or nil with one line saying why not.
    private static func colorToken(_ path: String, _ node: JSONNode, file: String, problems: inout [Diagnostic]) -> SystemColorToken? {
        guard let text = node.string, let color = RGBA(terminalHex: text) else {
            problems.append(Diagnostic(file: file, position: node.position, tokenPath: path,
                                       message: "expected a \"#RRGGBB\" colour, found \(node.string.map { "\"\($0)\"" } ?? node.typeName)"))
            return nil
        }
        return SystemColorToken(path: path, color: color, written: text, file: file, position: node.position)
    }
}
