import ShadeTokens

extension ForeignThemes {
    /// Every format in ``FormatRegistry``, for theme discovery: a search path that is itself
    /// a theme in one of them (an `.xcassets` or Tokens Studio folder, a `.css` file, a
    /// terminal palette) is read as that theme; a folder's entries are detected by name and
    /// their first bytes, and each one found is read into a design system.
    ///
    /// A folder's theme `.json` files are not opened here: the catalog reads them whole
    /// anyway and hands their bytes to `claim`, so each file of a large folder is read once.
    public static let formats = ForeignThemes(scan: { path in
        if let format = FormatRegistry.detect(path) {
            return scan(of: [DetectedTheme(path: path, format: format)])
        }
        guard FileSystem.status(atPath: path)?.isDirectory == true else { return Scan() }
        return scan(of: FormatRegistry.scan(path, skippingThemeJSON: true))
    }, claim: { path, bytes in
        guard let format = FormatRegistry.detectJSON(path, bytes: bytes) else { return nil }
        return scan(of: [DetectedTheme(path: path, format: format)])
    })

    private static func scan(of detected: [DetectedTheme]) -> Scan {
        var result = Scan()
        for theme in detected {
            let reading = FormatRegistry.read(theme)
            result.claimed.insert(theme.path)
            result.diagnostics += reading.diagnostics
            if let system = reading.system { result.systems.append(system) }
        }
        return result
    }
}
