#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeFormats
import ShadeJSON
import ShadeTokens
import ShadeFiles
import ShadeText

/// The formats Shade reads besides its own theme files and DTCG, each detected cheaply by
/// name and structure (see ``FormatRegistry/detect(_:)``), and parsed only when asked (``FormatRegistry/read(_:)``),
/// so a folder of hundreds of terminal themes lists without parsing any.
public enum ThemeFormat: String, CaseIterable, Sendable {
    /// An Xcode asset catalog folder (`.xcassets`).
    case assetCatalog = "xcassets"
    /// A style sheet of custom properties (`.css`), Tailwind v4 `@theme` included.
    case css
    /// Tokens Studio: a folder with `$themes.json`, or one JSON file with `$themes`/`$metadata`.
    case tokensStudio = "tokens-studio"
    /// Style Dictionary's legacy JSON (`value`/`type`, no `$value`): one file, or a project
    /// folder (its `config.json` `source` globs, or a `tokens/` folder) read as one system.
    case styleDictionary = "style-dictionary"
    /// base16/base24 YAML (`.yaml`/`.yml` with `base00`).
    case base16
    /// A Ghostty theme (`palette = N=#rrggbb` lines).
    case ghostty
    /// A kitty colour theme (`.conf` with `colorN`/`background` lines).
    case kitty
    /// An iTerm2 colour preset (`.itermcolors`).
    case iterm = "itermcolors"
    /// An Alacritty colour scheme (`.toml` with `[colors…]`).
    case alacritty
    /// A Material Theme Builder export (`.json` with `schemes` and `palettes` or `coreColors`).
    case material
    /// A folder of colour-scale style sheets (Radix Colors, Open Props): one theme.
    case scales = "css-scales"
    /// A DTCG token file or resolver whose name does not end in `.json` (the format's own
    /// `colors.tokens`, a file saved without an extension), told by its content.
    case dtcg
}

extension ThemeFormat {
    /// The reader of a format whose theme is one file, which the detector asks what marks
    /// the format and which reads its bytes; nil for the formats read by path.
    public var reader: (any ThemeFormatReader.Type)? {
        switch self {
        case .base16: Base16Reader.self
        case .ghostty: GhosttyReader.self
        case .kitty: KittyReader.self
        case .alacritty: AlacrittyReader.self
        case .material: MaterialThemeReader.self
        case .iterm: ITermColorsReader.self
        case .assetCatalog, .css, .tokensStudio, .styleDictionary, .scales, .dtcg: nil
        }
    }

    /// The format a terminal theme's lines are written in.
    init(_ dialect: TerminalSyntax.Dialect) {
        switch dialect {
        case .ghostty: self = .ghostty
        case .kitty: self = .kitty
        }
    }
}

/// A detected file or folder, not yet parsed.
public struct DetectedTheme: Sendable, Hashable {
    /// The path as found.
    public var path: String
    /// Its format.
    public var format: ThemeFormat
}

/// The one table of format readers: detection and reading for every format in
/// ``ThemeFormat``.
public enum FormatRegistry {
    /// The format of `path`, from its name and (for ambiguous names) its content; nil for
    /// Shade's own theme files, DTCG files and everything else. Content is judged by its
    /// structure (a top-level `$themes` member, a `base00` key, how colour lines are written),
    /// from the first 4 KiB when they decide and else from the whole file, which is at most
    /// ``FormatFiles/maximumFileSize``: a marker written late is still found, and no file
    /// costs more than one bounded read.
    public static func detect(_ path: String) -> ThemeFormat? {
        guard let status = FileSystem.status(atPath: path) else { return nil }
        if status.isDirectory {
            if isThemeFolder(named: FormatFiles.baseName(path)) { return .assetCatalog }
            guard case .success(let listing) = FolderListing.read(path) else { return nil }
            return detectFolder(listing)
        }
        return detectFile(path)
    }

    /// Whether a folder is a theme by its name alone: an asset catalog (`.xcassets`).
    public static func isThemeFolder(named name: String) -> Bool {
        name.lowercased().hasSuffix(".xcassets")
    }

    /// The format of a folder from its listing (its name aside, see ``isThemeFolder(named:)``):
    /// a Tokens Studio repository (`$themes.json` or `$metadata.json`), a Style Dictionary
    /// project, a folder of scales; nil for any other folder.
    public static func detectFolder(_ listing: FolderListing) -> ThemeFormat? {
        if listing.kind(of: "$themes.json") != nil || listing.kind(of: "$metadata.json") != nil { return .tokensStudio }
        if StyleDictionaryProject.isProject(listing) { return .styleDictionary }
        // Most folders hold no style sheet at all: asked first, without collecting names.
        guard listing.entries.contains(where: { $0.name.hasSuffix(".css") }) else { return nil }
        return ScaleFolderReader.isScaleFolder(names: listing.names) ? .scales : nil
    }

    /// ``detect(_:)`` for a path known not to be a folder: the one detector's answer
    /// (``FileClassifier``).
    private static func detectFile(_ path: String) -> ThemeFormat? {
        (try? FileClassifier.format(of: path).get()) ?? nil
    }

    /// Whether a file called `name` may be a theme of some format Shade reads, by its name
    /// alone (Shade's own theme files and DTCG files are `.json`).
    public static func mayBeTheme(fileNamed name: String) -> Bool {
        FileClassifier.FileNameKind(lowercasedName: name.lowercased()) != nil
    }

    /// Whether the scheme at `path` is base24 (`system: "base24"`, or a `base10` key).
    static func isBase24(_ path: String) -> Bool {
        let head = FileClassifier.bytes(path, limit: FormatFiles.maximumFileSize)[...]
        return ByteSearch.contains("base24", in: head) || ByteSearch.contains("base10", in: head)
    }

    /// Every detected theme in `folder` (one level), sorted by path; nothing is parsed.
    /// `skippingThemeJSON`: leave out the `.json` files the theme catalog reads itself
    /// (sidecars, which it does not read as themes, are still looked at).
    public static func scan(_ folder: String, skippingThemeJSON: Bool = false) -> [DetectedTheme] {
        guard case .success(let listing) = FolderListing.read(folder) else { return [] }
        return scan(listing, skippingThemeJSON: skippingThemeJSON)
    }

    /// ``scan(_:skippingThemeJSON:)`` of a folder already listed: a regular file is detected
    /// without a `stat`, and a subfolder the search has judged (``FolderListing/judgedSubfolders``)
    /// is not looked into again.
    public static func scan(_ listing: FolderListing, skippingThemeJSON: Bool = false) -> [DetectedTheme] {
        scanReporting(listing, skippingThemeJSON: skippingThemeJSON).found
    }

    /// ``scan(_:skippingThemeJSON:)``, with one line for each entry named like a theme that
    /// could not be looked at (see ``FileClassifier/format(of:)``).
    public static func scanReporting(_ listing: FolderListing, skippingThemeJSON: Bool = false) -> (found: [DetectedTheme], skipped: [Diagnostic]) {
        let unread = Unreadable.found(in: listing)
        let (found, skipped) = scanDetecting(listing, skippingThemeJSON: skippingThemeJSON)
        return (found, unread + skipped)
    }

    private static func scanDetecting(_ listing: FolderListing, skippingThemeJSON: Bool) -> (found: [DetectedTheme], skipped: [Diagnostic]) {
        // The catalog's rule for a theme file: a `.json` name that is not a sidecar.
        let isLookedAt = { (entry: FileSystem.ListedEntry) in !skippingThemeJSON || !entry.name.hasSuffix(".json") || entry.name.hasSuffix(".shade.json") }
        // Asked of every folder of a search, most holding nothing but theme files and folders
        // already judged: nothing is lower-cased or collected until a name needs it.
        guard listing.entries.contains(where: { isLookedAt($0) && ($0.kind != .directory || listing.judgedSubfolders[$0.name] != false) }) else { return ([], []) }
        let entries = listing.entries.filter(isLookedAt)
        let lowercased = Set(entries.map { $0.name.lowercased() })
        // A folder of scales is one theme (``ScaleFolderReader``): its scale files are not themes of their own.
        let scales = ScaleFolderReader.isScaleFolder(names: listing.names)
        var skipped: [Diagnostic] = []
        let imported = importedSheets(listing, entries)
        let found: [DetectedTheme] = entries.compactMap { entry in
            let name = entry.name
            if scales, ScaleFolderReader.isScaleFamilyFile(name) { return nil }
            // A sheet another sheet of the folder imports is read with it (``CSSReader``).
            if imported.contains(name) { return nil }
            let path = FileSystem.join(listing.path, name)
            // `NAME-dark.css` is read with `NAME.css`, and `dark.css` with `light.css`, as its
            // dark half (``CSSReader``).
            if CSSReader.lightPartnerNames(of: name).contains(where: lowercased.contains) { return nil }
            // A right-to-left copy of a sheet beside it is that sheet's theme again.
            if CSSReader.leftToRightNames(of: name).contains(where: lowercased.contains) { return nil }
            let format: ThemeFormat?
            switch entry.kind {
            case .directory where listing.judgedSubfolders[name] == false: format = nil
            case nil where listing.judgedSubfolders[name] == false: format = nil
            case .directory: format = detect(path)
            default:
                // A link's target or a special file is judged by `stat`; a folder is a folder.
                if entry.kind == nil, FileKind.of(path) == .directory {
                    format = detect(path)
                } else {
                    switch FileClassifier.format(of: path) {
                    case .success(let detected): format = detected
                    case .failure(let problem):
                        skipped.append(Diagnostic(file: path, message: problem.message))
                        format = nil
                    }
                }
            }
            return format.map { DetectedTheme(path: path, format: $0) }
        }
        return (found, skipped)
    }

    /// The names of the style sheets of a folder that another of its sheets imports under a
    /// theme condition (`@import url(dark.css) (prefers-color-scheme: dark)`): parts of that
    /// sheet's theme, not themes of their own. Only a folder of several sheets is read for it.
    private static func importedSheets(_ listing: FolderListing, _ entries: [FileSystem.ListedEntry]) -> Set<String> {
        let sheets = entries.filter { $0.kind != .directory && $0.name.lowercased().hasSuffix(".css") }
        guard sheets.count > 1 else { return [] }
        var imported: Set<String> = []
        for sheet in sheets {
            let path = FileSystem.join(listing.path, sheet.name)
            let bytes = FileClassifier.bytes(path, limit: importsHead)
            guard ByteSearch.contains("@import", in: bytes[...]) else { continue }
            for file in CSSReader.importedPaths(in: String(decoding: bytes, as: UTF8.self), file: path) {
                imported.insert(FileSystem.fileName(file))
            }
        }
        return imported
    }

    /// How much of a sheet is read for its `@import`s, which come before every other rule.
    static let importsHead = 16 * 1024

    /// Reads `theme` with its format's reader.
    public static func read(_ theme: DetectedTheme) -> FormatReading {
        read(theme.path, as: theme.format)
    }

    /// Reads `path` as `format`: a one-file format through its ``ThemeFormatReader``, the
    /// formats kept in folders (and style sheets, read with their dark partner) by path; every
    /// file and folder from disk (`DiskTokenFiles`), which the readers ask rather than reading
    /// themselves.
    public static func read(_ path: String, as format: ThemeFormat) -> FormatReading {
        let files = DiskTokenFiles()
        if let reader = format.reader { return reader.read(file: path, files: files) }
        switch format {
        case .assetCatalog:
            let (system, problems) = AssetCatalogReader.read(path: path, files: files)
            return FormatReading(system: system, diagnostics: problems)
        case .css:
            let (system, problems) = CSSReader.read(path: path, files: files)
            return FormatReading(system: system, diagnostics: problems)
        case .tokensStudio, .styleDictionary:
            let (system, problems) = TokensStudioReader.read(path: path, files: files)
            return FormatReading(system: system, diagnostics: problems)
        case .scales:
            let (system, problems, roleMap) = ScaleFolderReader.read(path: path, files: files)
            return FormatReading(system: system, diagnostics: problems, roleMap: roleMap)
        case .dtcg:
            let system = DesignSystem.open(path: path, colorStrings: .css)
            return FormatReading(system: system, diagnostics: system.diagnostics)
        case .base16, .ghostty, .kitty, .alacritty, .material, .iterm:
            return FormatReading(system: nil, diagnostics: [Diagnostic(file: path, message: "no reader for \(format.rawValue)")])
        }
    }
}
