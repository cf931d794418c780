import ShadeTokens

/// What reading a theme in another format gives.
public struct FormatReading: Sendable {
    /// The design system (nil when nothing usable was read).
    public var system: DesignSystem?
    /// Problems, one line each.
    public var diagnostics: [Diagnostic]
    /// For terminal palettes: the role table's map, which fills the roles (`RoleFiller`).
    public var roleMap: RoleMap?

    /// A reading of `system` with `diagnostics` and, for a palette, its `roleMap`.
    public init(system: DesignSystem?, diagnostics: [Diagnostic], roleMap: RoleMap? = nil) {
        self.system = system
        self.diagnostics = diagnostics
        self.roleMap = roleMap
    }

    /// A terminal palette's reading: its system, with the role table's map.
    public init(palette: TerminalPalette?, diagnostics: [Diagnostic]) {
        guard let palette else {
            self.init(system: nil, diagnostics: diagnostics)
            return
        }
        self.init(system: palette.system(diagnostics: diagnostics), diagnostics: diagnostics,
                  roleMap: TerminalRoles.roleMap(for: palette.tokens))
    }

    /// A terminal reader's answer (a palette and its problems) as a reading.
    public init(_ read: (palette: TerminalPalette?, diagnostics: [Diagnostic])) {
        self.init(palette: read.palette, diagnostics: read.diagnostics)
    }
}
