import ShadeColor
import ShadeJSON
import ShadeTokens

/// Shade's documented table from a terminal palette to the gallery's roles. Every other role
/// is derived by ``RoleDerivation``'s rules (surfaces and outlines mixed from these).
///
/// | role | terminal colour |
/// |---|---|
/// | backgroundPrimary | background |
/// | foregroundPrimary | foreground |
/// | invertedBackgroundPrimary | selection background |
/// | invertedForegroundPrimary | selection foreground |
/// | foregroundTertiary | bright black (ANSI 8) |
/// | accent | blue (ANSI 4) |
/// | success | green (ANSI 2) |
/// | warning | yellow (ANSI 3) |
/// | error | red (ANSI 1) |
///
/// In a light theme whose selection colours do not reach 4.5:1 together, the inverted band is
/// the foreground behind the background instead (see ``invertedBandContrast``).
public enum TerminalRoles {
    /// The table's rows in order: role and token path.
    public static let table: [(role: ColorToken, path: String)] = [
        (.backgroundPrimary, "background"),
        (.foregroundPrimary, "foreground"),
        (.invertedBackgroundPrimary, "selection.background"),
        (.invertedForegroundPrimary, "selection.foreground"),
        (.foregroundTertiary, "ansi.brightBlack"),
        (.accent, "ansi.blue"),
        (.success, "ansi.green"),
        (.warning, "ansi.yellow"),
        (.error, "ansi.red"),
    ]

    /// The name the table's reasons cite.
    public static let tableName = "Shade's terminal role table"

    /// The contrast the selection colours must reach to be the inverted band: text's 4.5:1.
    public static let invertedBandContrast = 4.5

    /// The table's rows for `tokens`: as written, except that in a light theme selection
    /// colours that do not reach ``invertedBandContrast`` together (a pale selection under the
    /// theme's own text colour) give way to the page's own two colours swapped, so the band
    /// stays readable.
    static func rows(for tokens: [SystemColorToken]) -> [(role: ColorToken, path: String)] {
        let colors = Dictionary(tokens.map { ($0.path, $0.color.rgb) }, uniquingKeysWith: { first, _ in first })
        // A dark theme's selection is a tint behind text that stays readable on the page; only a
        // light page's band is drawn as solid inverted text.
        guard let background = colors["background"], let foreground = colors["foreground"],
              background.relativeLuminance > foreground.relativeLuminance else { return table }
        let selection = (colors["selection.background"], colors["selection.foreground"])
        if let band = selection.0, let text = selection.1, contrastRatio(band, text) >= invertedBandContrast { return table }
            return table.map { row in
            switch row.role {
            case .invertedBackgroundPrimary: (row.role, "foreground")
            case .invertedForegroundPrimary: (row.role, "background")
            default: row
            }
        }
    }

    /// Where each token's colour is written in its file.
    private static func writtenAt(_ tokens: [SystemColorToken]) -> [String: SourcePosition] {
        var positions: [String: SourcePosition] = [:]
        for token in tokens where positions[token.path] == nil { positions[token.path] = token.position }
        return positions
    }

    /// The role map for a palette: the table's rows whose colour the palette has.
    public static func roleMap(for tokens: [SystemColorToken]) -> RoleMap {
        roleTable(for: tokens).roleMap(for: tokens)
    }

    /// The table as the `$extensions` of a design system (`{"dev.shade": {"roles": {…}}}`), so
    /// whatever reads a system's role map (`RoleMap.read(roles:file:)`) finds it.
    public static func extensions(for tokens: [SystemColorToken]) -> JSONObject {
        roleTable(for: tokens).extensions(for: tokens)
    }

    /// The rows for these tokens; a role is cited at the line of the file that gives its colour,
    /// not the table's row.
    private static func roleTable(for tokens: [SystemColorToken]) -> RoleTable {
        let written = writtenAt(tokens)
        return RoleTable(rows: rows(for: tokens), name: tableName) { row, path in
            written[path] ?? SourcePosition(line: row + 1, column: 1)
        }
    }

    /// The roles of a terminal palette's tokens.
    public static func fill(_ tokens: [SystemColorToken]) -> RoleAssignment {
        RoleFiller.fill(tokens: tokens, roleMap: roleMap(for: tokens))
    }
}
