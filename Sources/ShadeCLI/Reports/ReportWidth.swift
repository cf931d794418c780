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

/// How wide a text report may be: the terminal's width when standard output is one, so
/// long cells wrap at words instead of where the terminal cuts them; nil for a pipe or
/// file, whose readers get one line per row.
enum ReportWidth {
    static func standardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }
}
