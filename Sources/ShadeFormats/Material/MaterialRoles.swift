import ShadeJSON
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
        RoleTable(rows: table, name: tableName).roleMap(for: tokens)
    }

    /// The table as a design system's `$extensions` (`{"dev.shade": {"roles": {…}}}`), so every
    /// reader of a system's role map (the previewer, `roles`, exports) finds it.
    static func extensions(for tokens: [SystemColorToken]) -> JSONObject {
        RoleTable(rows: table, name: tableName).extensions(for: tokens)
    }
}
