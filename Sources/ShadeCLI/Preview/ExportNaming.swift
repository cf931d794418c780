import Foundation
import ShadeOutput
import ShadeTokens
import ShadeView

/// File names and captions for exported frames, so every export says what it shows.
enum ExportNaming {
    /// `shade-sky-dark-standard-20261121-093012.svg`; theme names are reduced to safe
    /// characters, since they come from files anyone can write.
    static func fileName(theme: String, state: AppState, date: Date, extension fileExtension: String) -> String {
        let safe = theme.lowercased().unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-" }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let appearance = state.split ? "split" : state.appearance.rawValue
        var parts = ["shade", String(safe), appearance, state.contrast.rawValue]
        if state.simulation != .normal { parts.append(state.simulation.rawValue) }
        return parts.joined(separator: "-") + "-" + formatter.string(from: date) + "." + fileExtension
    }

    /// The caption and metadata of an exported frame.
    static func caption(model: ScreenModel, columns: Int, rows: Int) -> ExportCaption {
        let state = model.state
        return ExportCaption.shade(
            theme: model.entry.name, appearance: state.split ? "Light | Dark" : state.appearance.title,
            contrast: state.contrast.rawValue.capitalized,
            simulation: state.simulation == .normal ? nil : state.simulation.label,
            columns: columns, rows: rows, generator: "shade \(ShadeVersion.current)")
    }
}
