import ShadeColor
import ShadeText
/// Reading colour support and appearance from the environment. Pure functions.
extension TerminalProbe {
    /// Whether the background named by `COLORFGBG` (`"fg;bg"`, or rxvt's
    /// `"fg;xpm;bg"`: the last field is the background's ANSI colour index) is dark.
    ///
    /// Indices 0–6 and 8 are dark and 7 and 9–15 light, the convention of the terminals
    /// that set the variable; 16–255 are judged by their xterm palette colour. Returns nil
    /// when the variable is missing or says `default`.
    public static func colorFGBGBackgroundIsDark(_ value: String?) -> Bool? {
        guard let value,
              let last = value.split(separator: ";", omittingEmptySubsequences: false).last,
              let index = Int(last), (0...255).contains(index)
        else { return nil }
        switch index {
        case 0...6, 8: return true
        case 7, 9...15: return false
        default: return xtermPaletteColor(index).isDark
        }
    }

    /// Whether the terminal shows 24-bit colour: `COLORTERM` is `truecolor` or `24bit`,
    /// `TERM` names a `-direct` entry, or the terminfo entry declares `RGB` or `Tc`.
    public static func detectTruecolor(environment: [String: String], terminfoHasRGB: Bool) -> Bool {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        let term = environment["TERM"] ?? ""
        return colorTerm == "truecolor" || colorTerm == "24bit"
            || term.contains("-direct") || terminfoHasRGB
    }

    /// The xterm default for a 256-colour index from 16 up: the 6×6×6 cube, then the
    /// grey ramp.
    private static func xtermPaletteColor(_ index: Int) -> RGB {
        if index >= 232 {
            let level = UInt8(8 + 10 * (index - 232))
            return RGB(red: level, green: level, blue: level)
        }
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        let cube = index - 16
        return RGB(
            red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
    }
}
