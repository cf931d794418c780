import ShadeColor

/// How the terminal encoder and the ANSI export write colours.
///
/// Frames always carry 24-bit colours; the mode only decides how they leave the program,
/// so downsampling happens at this edge and nowhere else.
public enum ColorMode: String, Sendable, CaseIterable {
    /// 24-bit SGR: `ESC[38;2;R;G;Bm` and `ESC[48;2;R;G;Bm`.
    case truecolor
    /// The xterm 256-colour palette (`ESC[38;5;Nm`, `ESC[48;5;Nm`), via ``XTerm256/nearest(_:)``.
    case palette256
    /// The 16 ANSI colours (`ESC[30–37m`, `ESC[90–97m` and the 40/100 backgrounds), via
    /// ``ANSI16/nearest(_:)``, assuming xterm's default palette.
    case palette16

    /// The colour a terminal in this mode shows for `color` (for exports that show the
    /// fallback, and for tests).
    public func shown(_ color: RGB) -> RGB {
        switch self {
        case .truecolor: color
        case .palette256: XTerm256.color(XTerm256.nearest(color))
        case .palette16: ANSI16.color(ANSI16.nearest(color))
        }
    }

    /// "≈ 256 colours", "≈ 16 colours", or nil for exact colour: what a header says.
    public var approximationLabel: String? {
        switch self {
        case .truecolor: nil
        case .palette256: "≈ 256 colours"
        case .palette16: "≈ 16 colours"
        }
    }
}
