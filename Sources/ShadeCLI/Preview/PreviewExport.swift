#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import ShadeApp
import ShadeColor
import ShadeExportGeometry
import ShadeOutput
import ShadeRaster
import ShadeText
import ShadeTokens
import ShadeView
import ShadeFiles

/// What the previewer's `x` writes: `--export svg|png|both`, remembered across launches.
enum ExportChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// An SVG file (the default).
    case svg
    /// A PNG file drawn by Shade itself.
    case png
    /// Both, with the same name.
    case both

    /// The formats written, in order.
    var formats: [FrameFormat] {
        switch self {
        case .svg: [.svg]
        case .png: [.png]
        case .both: [.svg, .png]
        }
    }

    /// What the footer and help say `x` saves.
    var noun: String { formats.map { $0.rawValue.uppercased() }.joined(separator: "+") }
}

/// Writes the frame on screen into the current folder when `x` is pressed: its colours as
/// the terminal shows them (in 256 or 16 colours too, as the header says), with the chrome
/// `--chrome` keeps.
///
/// PNG needs FreeType and a font; they are opened on the first PNG export, not at start-up,
/// so a session that never writes PNG neither loads them nor pays for them in memory.
///
/// Sendable by confinement: the previewer calls `save` on its writes queue only, one export
/// after another, so the font cache is never reached from two threads at once.
final class PreviewExporter: @unchecked Sendable {
    /// The choice in force.
    let choice: ExportChoice
    /// What of the screen's chrome the file keeps.
    let chrome: ExportChrome
    /// PNGs from the previewer are for sharing on HiDPI screens, so they are drawn at 2×.
    static let scale = 2
    private var fonts: Result<RasterFonts, Error>?

    init(choice: ExportChoice, chrome: ExportChrome = .header) {
        self.choice = choice
        self.chrome = chrome
    }

    /// The frame `x` writes for `model` at `columns` × `rows` in `colorMode`: what the
    /// terminal shows, so a 256-colour screen exports its 256 colours (the assignment the
    /// encoder uses) and the header's "≈ 256 colours" is true of the file.
    func frame(model: AppModel, columns: Int, rows: Int, colorMode: ColorMode = .truecolor) -> Frame {
        let frame = Screen.render(model, columns: columns, rows: rows, chrome: chrome)
        let shown: (RGB) -> RGB
        switch colorMode {
        case .truecolor: return frame
        case .palette256:
            guard let assignment = ScreenPalette.assignment(for: model, mode: colorMode) else { return frame }
            shown = { XTerm256.color(assignment.index($0)) }
        case .palette16: shown = colorMode.shown
        }
        return frame.mappingColors(shown)
    }

    /// Writes the frame of `model` at `columns` × `rows` (see ``frame(model:columns:rows:colorMode:)``);
    /// returns what to tell the user.
    func save(model: AppModel, columns: Int, rows: Int, colorMode: ColorMode = .truecolor, date: Date = Date(),
              folder: String = FileManager.default.currentDirectoryPath) -> String {
        let frame = frame(model: model, columns: columns, rows: rows, colorMode: colorMode)
        let caption = ExportNaming.caption(model: model, columns: columns, rows: rows)
        var saved: [String] = []
        for format in choice.formats {
            let name = ExportNaming.fileName(theme: model.entry.name, state: model.state, drawn: model.drawnResolution, date: date,
                                             extension: format.fileExtension)
            do {
                let bytes = try FrameWriter.bytes(frame, as: format, caption: caption, raster: raster)
                // A frame saved again the same second replaces its file, but never a folder, link or device.
                if let refusal = AtomicFile.writeRefusal(folder + "/" + name, force: true) {
                    return prefix(saved, folder: folder) + "✖ Not saved: \(VisibleText.escaping(name)) \(refusal)"
                }
                try AtomicFile.write(bytes, to: folder + "/" + name, temporaryPrefix: ".shade-frame-", creatingFolders: false)
                saved.append(name)
            } catch let unavailable as RasterUnavailable {
                return prefix(saved, folder: folder) + "✖ No PNG: " + VisibleText.escaping(unavailable.description)
            } catch let failure as AtomicFile.Failure {
                return prefix(saved, folder: folder) + "✖ Could not save \(name): " + VisibleText.escaping(AtomicFile.message(failure))
            } catch {
                return prefix(saved, folder: folder) + "✖ Could not save \(name): " + VisibleText.escaping(FileSystem.message(for: error))
            }
        }
        return "✔ Saved " + VisibleText.escaping(Self.shown(saved, folder: folder))
    }

    /// "✔ Saved …  " for what was written before a failure, else nothing.
    private func prefix(_ saved: [String], folder: String) -> String {
        saved.isEmpty ? "" : "✔ Saved " + VisibleText.escaping(Self.shown(saved, folder: folder)) + "  "
    }

    /// `folder/name.svg`, or `folder/name.svg + .png` for two files of one name, so the
    /// footer message stays short.
    static func shown(_ names: [String], folder: String) -> String {
        guard let first = names.first else { return folder }
        let rest = names.dropFirst().map { name -> String in
            guard let dot = name.lastIndex(of: "."), let firstDot = first.lastIndex(of: "."),
                  name[..<dot] == first[..<firstDot] else { return name }
            return String(name[dot...])
        }
        return ([folder + "/" + first] + rest).joined(separator: " + ")
    }

    /// The 2× pixel grid, with the fonts opened on the first PNG and kept for the next.
    private var raster: FrameWriter.Raster {
        FrameWriter.Raster(metrics: RasterMetrics(scale: Self.scale)) { [self] in
            if fonts == nil { fonts = Result { try RasterFonts() } }
            return try fonts!.get()
        }
    }
}
