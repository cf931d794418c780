/// How the terminal encoder and the ANSI export write colours.
///
/// Frames always carry 24-bit colours; the mode only decides how they leave the program,
/// so downsampling happens at this edge and nowhere else.
public enum ColorMode: String, Sendable, CaseIterable {
    /// 24-bit SGR: `ESC[38;2;R;G;Bm` and `ESC[48;2;R;G;Bm`.
    case truecolor
    /// The xterm 256-colour palette (`ESC[38;5;Nm`, `ESC[48;5;Nm`), via ``XTerm256/nearest(_:)``.
    case palette256
}
