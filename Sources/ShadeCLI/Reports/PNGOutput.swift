import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeExportGeometry
import ShadeOutput
import ShadeRaster
import ShadeText
import ShadeTokens
import ShadeView

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

    /// FreeType and the fonts, or the one line that says what to install.
    func fonts() throws -> RasterFonts {
        do {
            return try RasterFonts(path: font, shownPath: font.map { VisibleText.escaping($0) })
        } catch {
            throw CommandFailure("\(error)", exitCode: 1)
        }
    }
}

/// Frames and pages as PNG, for the commands that write review output.
enum PNGOutput {
    /// Refuses to pour a PNG's bytes into a terminal, which would show them as garbage.
    static func checkDestination(isPNG: Bool, output: String?) throws {
        if isPNG, output == nil || output == "-", isatty(STDOUT_FILENO) == 1 {
            throw CommandFailure("a PNG is not text: give -o FILE, or redirect standard output to a file")
        }
    }

    /// A PNG of `frame` with `caption` under it.
    static func frame(_ frame: Frame, caption: ExportCaption, options: PNGOptions) throws -> [UInt8] {
        let fonts = try options.fonts()
        do {
            return try PNGExport.png(frame, caption: caption, metrics: options.metrics, fonts: fonts)
        } catch {
            throw CommandFailure("\(error)", exitCode: 1)
        }
    }
}
