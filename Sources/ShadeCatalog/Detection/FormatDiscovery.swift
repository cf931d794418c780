import ShadeFormats
import ShadeJSON
import ShadeTokens
import ShadeFiles

extension ForeignThemes {
    /// Every format in ``FormatRegistry``, for theme discovery: a search path that is itself
    /// a theme in one of them (an `.xcassets` or Tokens Studio folder, a `.css` file, a
    /// terminal palette) is read as that theme; a folder's entries are detected by name and
    /// their first bytes, and each one found is read into a design system.
    ///
    /// A folder's theme `.json` files are not opened here: the catalog reads them whole
    /// anyway and hands their bytes to `claim`, so each file of a large folder is read once.
    package static let formats = ForeignThemes(scan: { path in
        if let format = FormatRegistry.detect(path) {
            return scan(found: format, at: path) { FormatRegistry.scan(path, skippingThemeJSON: true) }
        }
        guard FileSystem.status(atPath: path)?.isDirectory == true else { return Scan() }
        return scan(of: FormatRegistry.scan(path, skippingThemeJSON: true), quietlySkippingNonThemes: true)
    }, claim: { path, bytes, format in
        switch format {
        case .styleDictionary:
            // A Theo file is read with the files it imports and those that import it.
            if TheoImports.theoJSON(bytes[...]) != nil {
                var found = Scan(claimed: [path])
                found.theoFiles = [path]
                return found
            }
            // Read with the files its aliases reach, once the whole search is known.
            guard let root = try? JSONParser.parse(bytes), root.object != nil else { break }
            var found = Scan(claimed: [path])
            found.styleDictionaryFiles = [FolderSystems.File(label: path, source: .file(path), bytes: bytes,
                                                             facts: TokenFileFacts(root, legacy: true))]
            return found
        case .tokensStudio:
            var found = scan(of: [DetectedTheme(path: path, format: format)])
            if let root = try? JSONParser.parse(bytes) { found.studioSets[path] = TokensStudioSets.identities(ofFile: root) }
            return found
        default: break
        }
        return scan(of: [DetectedTheme(path: path, format: format)])
    }, isThemeFolder: { path in
        FormatRegistry.detect(path) != nil
    }, listed: Listed(isThemeFolderNamed: FormatRegistry.isThemeFolder(named:), isThemeFolder: { listing in
        FormatRegistry.detectFolder(listing) != nil
    }, scan: { listing in
        let path = listing.path
        // A folder the search judged not a theme is not asked again.
        let format: ThemeFormat? = listing.isJudgedNotATheme ? nil
            : FormatRegistry.isThemeFolder(named: FormatFiles.baseName(path)) ? .assetCatalog : FormatRegistry.detectFolder(listing)
        if let format { return scan(found: format, at: path) { FormatRegistry.scan(listing, skippingThemeJSON: true) } }
        let (found, skipped) = FormatRegistry.scanReporting(listing, skippingThemeJSON: true)
        var result = scan(of: found, quietlySkippingNonThemes: true)
        result.diagnostics = skipped + result.diagnostics
        return result
    }, uncoveredFolders: StyleDictionaryProject.uncoveredFolders))

    /// The scan of a search path that is itself a theme in `format`. A searched folder of
    /// scales is one theme, and may hold other themes beside it (`entries`).
    private static func scan(found format: ThemeFormat, at path: String, entries: () -> [DetectedTheme]) -> Scan {
        guard format == .scales else { return scan(of: [DetectedTheme(path: path, format: format)]) }
        var found = scan(of: [DetectedTheme(path: path, format: format)])
        found.claimed = []
        found.add(scan(of: entries(), quietlySkippingNonThemes: true))
        return found
    }

    /// `quietlySkippingNonThemes`: a style sheet met in a folder that holds no theme at all (a
    /// framework's `index.css`, a file of animations) is passed over without a message; named
    /// on its own, it still says why it is not a theme.
    private static func scan(of detected: [DetectedTheme], quietlySkippingNonThemes: Bool = false) -> Scan {
        var result = Scan()
        // Where each sheet's own lines are among the scan's, should it turn out to be a part.
        var linesOf: [String: Range<Int>] = [:]
        for theme in detected {
            // A Theo file is read with the files it imports and those that import it, once the
            // whole search is known.
            if theme.format == .styleDictionary, FileSystem.status(atPath: theme.path)?.isDirectory == false,
               TheoImports.marksTheoFile(FileClassifier.bytes(theme.path, limit: FormatFiles.maximumFileSize)[...], path: theme.path) {
                result.claimed.insert(theme.path)
                result.theoFiles.append(theme.path)
                continue
            }
            // A token module is read with the files its aliases reach, as a JSON token file is.
            if theme.format == .styleDictionary, ScriptTokenModule.isModule(theme.path), let module = moduleFile(theme.path) {
                result.claimed.insert(theme.path)
                result.styleDictionaryFiles.append(module)
                continue
            }
            let reading = FormatRegistry.read(theme)
            result.claimed.insert(theme.path)
            if quietlySkippingNonThemes, theme.format == .css, reading.system == nil,
               reading.diagnostics.allSatisfy({ $0.message == CSSReader.noCustomProperties || $0.message == CSSReader.noColourProperty }) {
                continue
            }
            // A YAML file of some other tool's `value:` keys (a deployment's settings) met in a
            // folder is not a token file that failed: it holds no colour and says nothing.
            if quietlySkippingNonThemes, theme.format == .styleDictionary, reading.system == nil,
               FileSystem.status(atPath: theme.path)?.isDirectory == false,
               reading.diagnostics.allSatisfy({ $0.message == TokensStudioReader.noColourTokens || $0.message == TokensStudioReader.tokensInAList }) {
                continue
            }
            // An app's catalog of icons and images met in a folder holds no colour: it is no
            // theme that failed, as it would be named on its own.
            if quietlySkippingNonThemes, theme.format == .assetCatalog, reading.system == nil,
               reading.diagnostics.allSatisfy({ $0.message == AssetCatalogReader.noColourSets }) {
                continue
            }
            if theme.format == .css, let system = reading.system {
                linesOf[system.file] = result.diagnostics.count..<(result.diagnostics.count + reading.diagnostics.count)
            }
            result.diagnostics += reading.diagnostics
            if let system = reading.system {
                result.systems.append(system)
                result.origins[system.file] = origin(of: theme, system: system)
                result.formats[system.file] = theme.format
            }
        }
        let parts = partSheets(result.systems.filter { result.formats[$0.file] == .css })
        if !parts.isEmpty {
            result.partOf = parts
            result.systems.removeAll { parts[$0.file] != nil }
            // What a part says read alone (the names its themes define) is not said: its tokens
            // are read, and said, with each theme that reads it.
            for range in parts.keys.compactMap({ linesOf[$0] }).sorted(by: { $0.lowerBound > $1.lowerBound }) { result.diagnostics.removeSubrange(range) }
        }
        return result
    }

    /// The Style Dictionary token module at `path`, offered to the assembly as its JSON files
    /// are; nil when it exports no literal (it is then read alone, and says why).
    private static func moduleFile(_ path: String) -> FolderSystems.File? {
        let bytes = FileClassifier.bytes(path, limit: FormatFiles.maximumFileSize)
        guard let root = ScriptTokenModule.read(String(decoding: bytes, as: UTF8.self), file: path).root else { return nil }
        return FolderSystems.File(label: path, source: .file(path), bytes: bytes, facts: TokenFileFacts(root, legacy: true))
    }

    /// The style sheets among `sheets` (read from one folder) that another sheet reads whole,
    /// as its palette linked beside it (``CSSReader/sharedSheets(defining:beside:taken:files:)``:
    /// eBay Skin's `evo-core.css`, read by `evo-light.css` and `evo-dark.css`): parts of that
    /// sheet's theme, not themes of their own. A sheet is a part when another reads its file and
    /// every file it reads, and more: two sheets that only read each other both stay. Each
    /// part's file, with the file of a sheet that reads it.
    static func partSheets(_ sheets: [DesignSystem]) -> [String: String] {
        guard sheets.count > 1 else { return [:] }
        // The files each sheet's colours come from, in every appearance it has (a sheet's
        // contexts are resolved as it is read: no file is read again).
        let read = sheets.map { sheet in
            Set(sheet.contrasts.flatMap { contrast in
                sheet.appearances.flatMap { appearance in
                    sheet.resolve(sheet.context(for: Resolution(appearance, contrast))).colors.map(\.file)
                }
            }).union([sheet.file])
        }
        var parts: [String: String] = [:]
        for (index, sheet) in sheets.enumerated() {
            if let reader = read.indices.first(where: { other in
                other != index && read[other].contains(sheet.file) && read[other].isStrictSuperset(of: read[index])
            }) {
                parts[sheet.file] = sheets[reader].file
            }
        }
        return parts
    }

    /// The word that tells a theme apart from another of its name: a terminal palette's
    /// format (`Grass (Ghostty)`, `Catppuccin Mocha (base24)`), else the folder that holds
    /// the file, which for an asset catalog is its project (`Assets (Reader)`).
    static func origin(of theme: DetectedTheme, system: DesignSystem) -> String {
        switch theme.format {
        case .ghostty: "Ghostty"
        case .kitty: "kitty"
        case .iterm: "iTerm2"
        case .alacritty: "Alacritty"
        case .base16: FormatRegistry.isBase24(theme.path) ? "base24" : "base16"
        case .assetCatalog, .css, .tokensStudio, .styleDictionary, .material, .scales, .dtcg: ThemeNaming.projectName(of: theme.path)
        }
    }
}
