import ShadeTokens

extension DTCGWriter: ThemeFormatWriter {
    /// A folder of files, every resolution in it; the name is the folder's own.
    public static func files(_ theme: ExportTheme, named name: String, resolution: Resolution) -> [ExportFile]? {
        files(theme)
    }
}
