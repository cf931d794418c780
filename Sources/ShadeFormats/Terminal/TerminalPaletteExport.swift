import ShadeColor
import ShadeTokens

extension ExportTheme {
    /// The theme at one resolution as a terminal palette, for the Ghostty, kitty and base16
    /// writers. A theme read from a terminal palette gives its own colours back. Otherwise
    /// the roles are mapped the other way round from ``TerminalRoles`` (documented):
    ///
    /// | terminal colour | role |
    /// |---|---|
    /// | background, foreground | backgroundPrimary, foregroundPrimary |
    /// | selection background / foreground | invertedBackgroundPrimary / invertedForegroundPrimary |
    /// | cursor | accent; cursor text: onAccent |
    /// | red, green, yellow, blue | error, success, warning, accent |
    /// | magenta, cyan | error and accent, accent and success, mixed half and half |
    /// | black, white (dark page) | foregroundPrimary mixed 20 % over the page, foregroundSecondary |
    /// | black, white (light page) | foregroundPrimary, foregroundPrimary mixed 15 % over the page |
    /// | bright black | foregroundTertiary; the other brights repeat the normal colours, bright white the stronger end |
    ///
    /// Translucent colours are composited over the page first: terminals have no alpha.
    public func terminalPalette(_ resolution: Resolution) -> TerminalPalette? {
        guard let variant = variants[resolution] else { return nil }
        var palette = TerminalPalette(name: name, file: name)
        let own = variant.tokens.filter { TerminalPalette.paths.contains($0.path) }
        if own.contains(where: { $0.path == "background" }) {
            for token in own { palette.set(token.path, token.color.rgba, at: nil) }
            return palette
        }
        let page = variant[.backgroundPrimary].rgba.isOpaque ? variant[.backgroundPrimary].rgba.rgb
            : variant[.backgroundPrimary].rgba.composited(over: RGB(0xFFFFFF))
        func solid(_ role: ColorToken) -> RGBA {
            let color = variant[role].rgba
            return RGBA(color.isOpaque ? color.rgb : color.composited(over: page))
        }
        func mix(_ a: RGBA, _ b: RGBA, _ amount: Double = 0.5) -> RGBA {
            RGBA(RGBA(a.rgb, alpha: amount).composited(over: b.rgb))
        }
        let dark = page.isDark
        let set: [(String, RGBA)] = [
            ("background", RGBA(page)), ("foreground", solid(.foregroundPrimary)),
            ("cursor", solid(.accent)), ("cursor.text", solid(.onAccent)),
            ("selection.background", solid(.invertedBackgroundPrimary)), ("selection.foreground", solid(.invertedForegroundPrimary)),
        ]
        for (path, color) in set { palette.set(path, color, at: nil) }
        let black = dark ? mix(solid(.foregroundPrimary), RGBA(page), 0.2) : solid(.foregroundPrimary)
        let white = dark ? solid(.foregroundSecondary) : mix(solid(.foregroundPrimary), RGBA(page), 0.15)
        let normal = [black, solid(.error), solid(.success), solid(.warning), solid(.accent),
                      mix(solid(.error), solid(.accent)), mix(solid(.accent), solid(.success)), white]
        for (index, color) in normal.enumerated() {
            palette.set(TerminalPalette.ansiPath(index), color, at: nil)
            palette.set(TerminalPalette.ansiPath(index + 8), color, at: nil)
        }
        palette.set(TerminalPalette.ansiPath(8), solid(.foregroundTertiary), at: nil)
        palette.set(TerminalPalette.ansiPath(15), dark ? solid(.foregroundPrimary) : RGBA(page), at: nil)
        return palette
    }
}
