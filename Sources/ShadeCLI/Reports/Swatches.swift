#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeColor
import ShadeTerminal

/// Truecolor swatches for text output, only where the terminal can show them.
enum Swatches {
    /// True when standard output is a terminal that declares truecolor and text reports may
    /// use colour (see `ReportColor`). The previewer's own detection decides; terminfo is not
    /// opened just to print a list.
    static func enabledForStandardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard isatty(STDOUT_FILENO) == 1, ReportColor.allowed(environment: environment) else { return false }
        return TerminalProbe.detectTruecolor(environment: environment, terminfoHasRGB: false)
    }

    /// Two full blocks in `color`, or two spaces' worth of nothing when swatches are off.
    static func swatch(_ color: RGB, enabled: Bool) -> String {
        guard enabled else { return "" }
        return "\u{1B}[38;2;\(color.red);\(color.green);\(color.blue)m██\u{1B}[0m "
    }
}
