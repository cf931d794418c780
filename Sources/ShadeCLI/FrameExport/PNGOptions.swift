import ArgumentParser
import ShadeRaster
import ShadeText

/// `--scale` and `--font`, the options of PNG output shared by `snapshot` and `sheet`.
struct PNGOptions: ParsableArguments {
    @Option(help: ArgumentHelp("PNG only: pixels per point, 1, 2 or 3 (a cell is 8x18 px at 1).", valueName: "n"),
            transform: PNGOptions.parseScale)
    var scale = 1
    @Option(help: ArgumentHelp("PNG only: a monospace font file (default: DejaVu Sans Mono, found at run time).", valueName: "path"))
    var font: String?

    static func parseScale(_ text: String) throws -> Int {
        guard let scale = Int(text), RasterMetrics.scales.contains(scale) else {
            throw ValidationError("--scale must be 1, 2 or 3")
        }
        return scale
    }

    /// The pixel grid at the chosen scale.
    var metrics: RasterMetrics { RasterMetrics(scale: scale) }

    /// What a PNG is drawn with at these options: FreeType and the fonts are opened only
    /// when a PNG is written, and a missing one is the one line that says what to install.
    var raster: FrameWriter.Raster {
        let (font, shown) = (font, font.map { VisibleText.escaping($0) })
        return FrameWriter.Raster(metrics: metrics) {
            do {
                return try RasterFonts(path: font, shownPath: shown)
            } catch {
                throw CommandFailure("\(error)", exitCode: 1)
            }
        }
    }
}
