import ShadeTokens

extension CSSWriter: ThemeFormatWriter {
    /// One file, `name`, whatever the resolution.
    public static func files(_ theme: ExportTheme, named name: String, resolution: Resolution) -> [ExportFile]? {
        [ExportFile(path: name, text: text(theme))]
    }
}
