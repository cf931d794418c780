import ShadeTokens

extension Base16Writer: ThemeFormatWriter {
    /// One file, `name`, of the palette at `resolution`; nil when the theme has no palette there.
    public static func files(_ theme: ExportTheme, named name: String, resolution: Resolution) -> [ExportFile]? {
        theme.terminalPalette(resolution).map { [ExportFile(path: name, text: text($0))] }
    }
}
