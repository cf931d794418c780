import ShadeApp
import ShadeColor
import ShadeOutput
import ShadeTokens
import ShadeView

/// The 256-colour assignment for what a screen shows: the token colours of the variant (or
/// both, in split view) drawn, so the live previewer keeps distinct roles on distinct
/// palette entries, as `snapshot --color 256` does.
enum ScreenPalette {
    /// The assignment for `model`, or nil in any mode other than 256 colours.
    static func assignment(for model: AppModel, mode: ColorMode) -> PaletteAssignment? {
        guard mode == .palette256 else { return nil }
        let state = model.state
        let resolutions = state.split ? [Resolution(.light, state.contrast), Resolution(.dark, state.contrast)] : [state.resolution]
        let colors = resolutions.flatMap { resolution -> [RGB] in
            let resolved = model.entry.resolved(resolution)
            return ColorToken.allCases.map {
                state.simulation.apply(to: resolved[$0], severity: model.severity)
            }
        }
        return PaletteAssignment.cached(xterm256: colors)
    }
}
