import ShadeTokens

/// Cell styles from resolved tokens: the only way views pick colours, so every cell's
/// colour comes from a token and none is written into a view.
public struct Styles: Sendable {
    /// The resolution being drawn.
    public let theme: ResolvedTheme

    /// Wraps a resolved theme.
    public init(_ theme: ResolvedTheme) { self.theme = theme }

    /// Text in `foreground` on `background`; a translucent foreground is composited over
    /// the background it is really drawn on.
    public func text(_ foreground: ColorToken, on background: ColorToken, _ attributes: TextAttributes = []) -> CellStyle {
        let ground = theme[background]
        return CellStyle(foreground: theme.color(foreground, over: ground), background: ground, attributes: attributes)
    }

    /// The label on a filled control of `fill` (the accent, a status colour), in the colour
    /// that reads there (``ResolvedTheme/label(on:)``).
    public func label(on fill: ColorToken, _ attributes: TextAttributes = []) -> CellStyle {
        CellStyle(foreground: theme.label(on: fill), background: theme[fill], attributes: attributes)
    }

    /// A plain fill of `background`.
    public func fill(_ background: ColorToken) -> CellStyle {
        text(.foregroundPrimary, on: background)
    }
}
