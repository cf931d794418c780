import ArgumentParser
import ShadeApp
import ShadeColor
import ShadeOutput
import ShadeTokens
import ShadeView

/// `--color 256|16`, `--severity` and `--gamut` for `snapshot` and `sheet`: show a frame as
/// a 256- or 16-colour terminal shows it, a milder colour-vision deficiency, or clipped
/// instead of gamut-mapped colours, so each can be reviewed in an export.
struct FrameReviewOptions: ParsableArguments {
    /// The palettes a frame can be shown in.
    enum Palette: String, ExpressibleByArgument, CaseIterable {
        case palette256 = "256"
        case palette16 = "16"

        var mode: ColorMode { self == .palette256 ? .palette256 : .palette16 }
    }

    @Option(name: .customLong("color"), help: ArgumentHelp(
        "Show the colours a terminal with this palette shows: 256 (xterm's 240 fixed colours, chosen by CIEDE2000) or 16 (the ANSI colours at xterm's defaults). Exact 24-bit colour when omitted.",
        valueName: "palette"))
    var palette: Palette?
    @Option(help: ArgumentHelp("How strong the simulated deficiency is, 0 to 1 (Machado et al. 2009; below 1 protanopia, deuteranopia and tritanopia become the anomalous trichromacies).", valueName: "0…1"))
    var severity: Double = 1
    @Option(help: "How colours outside sRGB are shown: map (CSS Color 4 gamut mapping) or clip (per channel).")
    var gamut: GamutMethod = .map
    @Option(help: ArgumentHelp("What of the previewer's chrome to keep: header (the header, no key footer or overlays), all (as on screen) or none (the body only).",
                               valueName: "none|header|all"))
    var chrome: ExportChrome = .header
    @Flag(help: "Let -o replace an existing file.") var force = false

    func validate() throws {
        guard severity.isFinite, (0...1).contains(severity) else {
            throw ValidationError("--severity is a number from 0 to 1")
        }
    }

    /// The choices as a plain value (an options group read outside parsing would trap).
    var settings: FrameReview { FrameReview(palette: palette, severity: severity, gamut: gamut, chrome: chrome) }
}

/// What `FrameReviewOptions` chose, as a value the sheet and snapshot code can hold.
struct FrameReview {
    typealias Palette = FrameReviewOptions.Palette
    /// The palette shown, or nil for exact colour.
    var palette: Palette?
    /// The simulation's severity, 0…1.
    var severity: Double = 1
    /// Gamut mapping or clipping.
    var gamut: GamutMethod = .map
    /// What of the previewer's chrome the frame keeps.
    var chrome: ExportChrome = .header

    /// `model` with the severity and palette the header must state.
    func adjust(_ model: AppModel) -> AppModel {
        var model = model
        model.severity = severity
        if let palette {
            model.approximateColors = true
            model.approximationLabel = palette.mode.approximationLabel ?? model.approximationLabel
        }
        return model
    }

    /// `frame`, drawn from `themes`, with clipped colours substituted (`--gamut clip`) and
    /// then each colour replaced by what the palette shows. In 256 colours the indices are
    /// assigned for the whole frame (``PaletteAssignment``), so colours that look distinct
    /// stay distinct.
    func finish(_ frame: Frame, themes: [ResolvedTheme], simulation: VisionSimulation) -> Frame {
        var substitutions: [RGB: RGB] = [:]
        if gamut == .clip {
            for theme in themes {
                let clipped = theme.showingGamut(.clip)
                for token in ColorToken.allCases where theme[token] != clipped[token] {
                    substitutions[simulation.apply(to: theme[token], severity: severity)] =
                        simulation.apply(to: clipped[token], severity: severity)
                }
            }
        }
        guard !substitutions.isEmpty || palette != nil else { return frame }
        var colors = Set<RGB>()
        for cell in frame.cells {
            colors.insert(substitutions[cell.style.foreground] ?? cell.style.foreground)
            colors.insert(substitutions[cell.style.background] ?? cell.style.background)
        }
        var shown: [RGB: RGB] = [:]
        switch palette {
        case .palette256?:
            let assignment = PaletteAssignment(xterm256: colors)
            for color in colors { shown[color] = XTerm256.color(assignment.index(color)) }
        case .palette16?:
            for color in colors { shown[color] = ColorMode.palette16.shown(color) }
        case nil:
            for color in colors { shown[color] = color }
        }
        return frame.mappingColors { shown[substitutions[$0] ?? $0]! }
    }
}
