import ShadeTokens

/// Shade's documented table from Material 3's colour roles (as Material Theme Builder exports
/// them) to the gallery's roles. Material has no success or warning colour: those, the
/// translucent surfaces and whatever else the table leaves out are derived (``RoleDerivation``).
///
/// | role | Material 3 role |
/// |---|---|
/// | backgroundPrimary | background |
/// | backgroundSecondary | surfaceContainerLow |
/// | backgroundTertiary | surfaceContainer |
/// | foregroundPrimary | onSurface |
/// | foregroundSecondary | onSurfaceVariant |
/// | foregroundTertiary | outline |
/// | invertedBackgroundPrimary | inverseSurface |
/// | invertedForegroundPrimary | inverseOnSurface |
/// | outlinePrimary | outline |
/// | outlineSecondary | outlineVariant |
/// | accent | primary |
/// | onAccent | onPrimary |
/// | error | error |
enum MaterialRoles {
    /// The table's rows in order: role and Material role name.
    static let table: [(role: ColorToken, path: String)] = [
        (.backgroundPrimary, "background"),
        (.backgroundSecondary, "surfaceContainerLow"),
        (.backgroundTertiary, "surfaceContainer"),
        (.foregroundPrimary, "onSurface"),
        (.foregroundSecondary, "onSurfaceVariant"),
        (.foregroundTertiary, "outline"),
        (.invertedBackgroundPrimary, "inverseSurface"),
        (.invertedForegroundPrimary, "inverseOnSurface"),
        (.outlinePrimary, "outline"),
        (.outlineSecondary, "outlineVariant"),
        (.accent, "primary"),
        (.onAccent, "onPrimary"),
        (.error, "error"),
    ]

    /// The name the table's reasons cite.
    static let tableName = "Shade's Material 3 role table"

    /// The role map for a scheme's tokens: the rows whose Material role the scheme has.
    static func roleMap(for tokens: [SystemColorToken]) -> RoleMap {
        let present = Set(tokens.map(\.path))
        var entries: [RoleMap.Entry] = []
        for (row, item) in table.enumerated() where present.contains(item.path) {
            let position = SourcePosition(line: row + 1, column: 1)
            entries.append(RoleMap.Entry(role: item.role, position: position, value: .path(item.path, position)))
        }
        return RoleMap(file: tableName, entries: entries)
    }

    /// The table as a design system's `$extensions` (`{"dev.shade": {"roles": {…}}}`), so every
    /// reader of a system's role map (the previewer, `roles`, exports) finds it.
    static func extensions(for tokens: [SystemColorToken]) -> JSONObject {
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
}
