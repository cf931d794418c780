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
import ShadeApp
import ShadeExportGeometry
import ShadeOutput
import ShadeText
import ShadeTokens
import ShadeView

/// File names and captions for exported frames, so every export says what it shows.
enum ExportNaming {
    /// `shade-sky-dark-standard-20261121-093012.svg`; theme names are reduced to safe
    /// characters, since they come from files anyone can write.
    /// `drawn` is the resolution really on screen (see `AppModel.drawnResolution`).
    static func fileName(theme: String, state: AppState, drawn: Resolution, date: Date, extension fileExtension: String) -> String {
        let safe = theme.lowercased().unicodeScalars.map { isASCIIAlphanumeric($0) ? Character($0) : "-" }
        let appearance = state.split ? "split" : drawn.appearance.rawValue
        var parts = ["shade", String(safe), appearance, state.split ? state.contrast.rawValue : drawn.contrast.rawValue]
        if state.simulation != .normal { parts.append(state.simulation.rawValue) }
        return parts.joined(separator: "-") + "-" + timestamp(date) + "." + fileExtension
    }

    /// The caption and metadata of an exported frame; the theme name, which came from a
    /// file, is made visible as on screen.
    static func caption(model: AppModel, columns: Int, rows: Int) -> ExportCaption {
        let state = model.state
        let drawn = model.drawnResolution
        return ExportCaption.shade(
            theme: VisibleText.escaping(model.entry.name), appearance: state.split ? "Light | Dark" : drawn.appearance.title,
            contrast: (state.split ? state.contrast : drawn.contrast) == .standard ? "Standard" : "High",
            simulation: state.simulation == .normal ? nil : state.simulation.label(severity: model.severity),
            columns: columns, rows: rows, generator: "shade \(ShadeVersion.current)")
    }

    /// `yyyyMMdd-HHmmss` in local time, seconds rounded down.
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var local = tm()
        localtime_r(&seconds, &local)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(local.tm_year + 1900, 4) + padded(local.tm_mon + 1, 2) + padded(local.tm_mday, 2) + "-"
            + padded(local.tm_hour, 2) + padded(local.tm_min, 2) + padded(local.tm_sec, 2)
    }

    /// Only ASCII letters and digits survive in a file name.
    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
