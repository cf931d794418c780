import ShadeFiles
import ShadeTokens

/// A reader of a format whose theme is one file: what the catalog's detector asks of it (is a
/// file of this name, with these bytes, in this format?) and the read of the file's bytes.
/// The detector (ShadeCatalog's `FormatRegistry`) asks each reader rather than keeping its
/// own copy of what marks the format, and reads the bytes it has read itself.
///
/// Formats kept in folders (asset catalogs, Tokens Studio repositories, Style Dictionary
/// projects, folders of scales) and style sheets read with their dark partner are read by
/// path through a `TokenFiles`, which lists and reads for them: what they need is a folder,
/// not a file's bytes.
public protocol ThemeFormatReader {
    /// Whether a file called `name` (lower-cased) is in this format, judged from `head`: its
    /// first bytes, or the whole file when they did not decide.
    static func detect(name: String, head: ArraySlice<UInt8>) -> Bool
    /// The theme in `bytes`, read from `file` (which diagnostics name).
    static func read(bytes: [UInt8], file: String) -> FormatReading
}

extension ThemeFormatReader {
    /// The theme in the file at `path` in `files`, read within ``FormatFiles/maximumFileSize``;
    /// one diagnostic when it cannot be read.
    public static func read(file path: String, files: any TokenFiles = DiskTokenFiles()) -> FormatReading {
        switch FormatFiles.bytes(path, in: files) {
        case .failure(let problem): FormatReading(system: nil, diagnostics: [problem])
        case .success(let bytes): read(bytes: bytes, file: path)
        }
    }
}

/// A writer of a format Shade exports: the files a theme becomes.
public protocol ThemeFormatWriter {
    /// The files of `theme`, the single one called `name`; a terminal palette takes
    /// `resolution` (nil when the theme does not provide it).
    static func files(_ theme: ExportTheme, named name: String, resolution: Resolution) -> [ExportFile]?
}

/// A reader of a terminal palette written as text (Ghostty, kitty, Alacritty, base16): it
/// reads text, and its bytes are read as UTF-8 text first.
public protocol TerminalPaletteReader: ThemeFormatReader {
    /// The palette in `text`, read from `file`, and what was wrong with it.
    static func read(text: String, file: String) -> (palette: TerminalPalette?, diagnostics: [Diagnostic])
}

extension TerminalPaletteReader {
    /// The palette in `bytes` (UTF-8 text).
    public static func read(bytes: [UInt8], file: String) -> FormatReading {
        switch FormatFiles.text(bytes: bytes, file: file) {
        case .failure(let problem): FormatReading(system: nil, diagnostics: [problem])
        case .success(let text): FormatReading(read(text: text, file: file))
        }
    }
}
