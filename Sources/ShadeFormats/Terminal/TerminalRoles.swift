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

    /// The role map for a palette: the table's rows whose colour the palette has.
    public static func roleMap(for tokens: [SystemColorToken]) -> RoleMap {
        let present = Set(tokens.map(\.path))
        var entries: [RoleMap.Entry] = []
        for (row, item) in table.enumerated() where present.contains(item.path) {
            let position = SourcePosition(line: row + 1, column: 1)
            entries.append(RoleMap.Entry(role: item.role, position: position, value: .path(item.path, position)))
        }
        return RoleMap(file: tableName, entries: entries)
    }

    /// The table as the `$extensions` of a design system (`{"dev.shade": {"roles": {…}}}`), so
    /// whatever reads a system's role map (`RoleMap.read(roles:file:)`) finds it.
    public static func extensions(for tokens: [SystemColorToken]) -> JSONObject {
        let present = Set(tokens.map(\.path))
        let members = table.enumerated().filter { present.contains($0.element.path) }.map { row, item in
            let position = SourcePosition(line: row + 1, column: 1)
            return JSONObject.Member(key: item.role.rawValue, keyPosition: position,
                                     value: JSONNode(value: .string(item.path), position: position))
        }
        let origin = SourcePosition(line: 1, column: 1)
        func object(_ key: String, _ value: JSONObject) -> JSONObject {
            JSONObject(members: [JSONObject.Member(key: key, keyPosition: origin, value: JSONNode(value: .object(value), position: origin))])
        }
        return object("dev.shade", object("roles", JSONObject(members: members)))
    }

    /// The roles of a terminal palette's tokens.
    public static func fill(_ tokens: [SystemColorToken]) -> RoleAssignment {
        RoleFiller.fill(tokens: tokens, roleMap: roleMap(for: tokens))
    }
}
