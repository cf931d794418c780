import Foundation

/// How figures are written in the table.
enum Format {
    /// "0.412 ms", "4.21 ms", "38.4 ms": three significant digits.
    static func milliseconds(_ value: Double) -> String {
        if value >= 100 { return String(format: "%.0f ms", value) }
        if value >= 10 { return String(format: "%.1f ms", value) }
        if value >= 1 { return String(format: "%.2f ms", value) }
        return String(format: "%.3f ms", value)
    }

    /// "512 B", "38.4 KiB", "1.20 MiB".
    static func bytes(_ value: Double) -> String {
        if value < 1024 { return String(format: "%.0f B", value) }
        if value < 1024 * 1024 { return String(format: "%.1f KiB", value / 1024) }
        return String(format: "%.2f MiB", value / 1024 / 1024)
    }

    /// "12.3 %".
    static func percent(_ value: Double) -> String { String(format: "%.1f %%", value) }

    /// "0.004 ms/s".
    static func cpuRate(_ value: Double) -> String { String(format: "%.3f ms/s", value) }

    /// A goal and whether the figure meets it: "≤ 30 ms ✔".
    static func goal(_ text: String, met: Bool) -> String { "\(text) \(met ? "✔" : "✖")" }
}

extension Format {
    /// "12.3 MB" (10⁶ bytes, the unit the RSS goal is stated in).
    static func megabytes(_ value: Double) -> String { String(format: "%.1f MB", value / 1e6) }
}
