import ShadeExportGeometry
import ShadeOutput
import ShadeRaster
import ShadeView

/// The one place a frame of the previewer becomes a file: `shade snapshot`, `shade sheet`'s
/// and `shade diff`'s pages (through ``FramePage``) and the previewer's `x` all write here,
/// so every format draws the same frame with the same caption.
enum FrameWriter {
    /// What a PNG is drawn with: its pixel grid, and the fonts, asked for only when a PNG is
    /// written (FreeType is opened on the first PNG, never at start-up).
    struct Raster {
        /// Pixels per cell and per point.
        let metrics: RasterMetrics
        /// FreeType and the fonts, or the error that says what to install.
        let fonts: () throws -> RasterFonts
    }

    /// `frame` in `format`, with `caption` as its band and metadata (SVG, HTML, PNG); ANSI
    /// paints in `colorMode`, text is the characters with a final newline.
    static func bytes(_ frame: Frame, as format: FrameFormat, caption: ExportCaption, colorMode: ColorMode = .truecolor,
                      raster: Raster) throws -> [UInt8] {
        switch format {
        case .svg: Array(SVGExport.svg(frame, caption: caption).utf8)
        case .html: Array(HTMLExport.html(frame, caption: caption).utf8)
        case .ansi: ANSIExport.ansi(frame, colorMode: colorMode)
        case .text: Array((ANSIExport.text(frame) + "\n").utf8)
        case .png: try PNGExport.png(frame, caption: caption, metrics: raster.metrics, fonts: raster.fonts())
        }
    }

    /// Runs `write` for a command: a raster's failure (no FreeType, no font, a picture too
    /// large) becomes the one line the command exits 1 with.
    static func forCommand<Written>(_ write: () throws -> Written) throws -> Written {
        do {
            return try write()
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(error)", exitCode: 1)
        }
    }
}
