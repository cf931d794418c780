#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeFormats
import ShadeJSON
import ShadeTokens
import ShadeFiles

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

/// A detected file or folder, not yet parsed.
public struct DetectedTheme: Sendable, Hashable {
    /// The path as found.
    public var path: String
    /// Its format.
    public var format: ThemeFormat
}

/// What reading a detected theme gives.
public struct FormatReading: Sendable {
    /// The design system (nil when nothing usable was read).
    public var system: DesignSystem?
    /// Problems, one line each.
    public var diagnostics: [Diagnostic]
    /// For terminal palettes: the role table's map, which fills the roles (`RoleFiller`).
    public var roleMap: RoleMap?
}

/// The one table of format readers: detection and reading for every format in
/// ``ThemeFormat``.
public enum FormatRegistry {
    /// How many bytes detection may look at.
    static let sniffLength = 4096

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

    /// ``detect(_:)`` for a path known not to be a folder.
    private static func detectFile(_ path: String) -> ThemeFormat? {
        try? detectFileReporting(path).get()
    }

    /// ``detectFile(_:)``, or why a file whose name says it may be a theme could not be
    /// looked at (a link out of the searched folder, a FIFO, an unreadable file, UTF-16
    /// text): a folder scan says so in one line rather than passing over it in silence.
    private static func detectFileReporting(_ path: String) -> Result<ThemeFormat?, FileProblem> {
        let name = FormatFiles.baseName(path).lowercased()
        if name.hasSuffix(".itermcolors") { return .success(.iterm) }
        if name.hasSuffix(".css") { return .success(.css) }
        if name.hasPrefix(".") { return .success(nil) }
        let classify: ((ArraySlice<UInt8>) -> ThemeFormat?)?
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
            classify = { hasBase16Key($0) ? .base16 : StyleDictionaryYAML.holdsTokens($0) ? .styleDictionary : nil }
        } else if name.hasSuffix(".toml") {
            classify = { hasAlacrittyColors($0) ? .alacritty : nil }
        } else if name.hasSuffix(".json") {
            // JSON is judged whole: its structure, not a prefix, says what it is.
            return .success(detectJSON(lowercasedName: name, bytes: bytes(path, limit: FormatFiles.maximumFileSize)[...]))
        } else if name.hasSuffix(".conf") || name.hasSuffix(".ghostty") {
            classify = TerminalSyntax.format(of:)
        } else if ContentSniffing.isKnownNonTheme(name) {
            classify = nil
        } else {
            // No extension, or one Shade does not know (`Hopscotch.256`, `Nord.theme`): the
            // content says which format it is, for every format that can be told from it.
            return ContentSniffing.format(of: path, lowercasedName: name)
        }
        guard let classify else { return .success(nil) }
        let head: [UInt8]
        switch FileSystem.regularFileContents(atPath: path, limit: sniffLength) {
        case .failure(let problem): return .failure(problem)
        case .success(let bytes): head = bytes
        }
        if let found = classify(head[...]) { return .success(found) }
        if isUTF16(head) { return .failure(FileProblem(kind: .regular, encoding: "UTF-16")) }
        // A head that fills the sniff may have the file's marker later on.
        guard head.count >= sniffLength else { return .success(nil) }
        return .success(classify(bytes(path, limit: FormatFiles.maximumFileSize)[...]))
    }

    /// Whether text starts with a UTF-16 byte order mark, or has the zero bytes of UTF-16
    /// ASCII in its first characters.
    static func isUTF16(_ head: [UInt8]) -> Bool {
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) { return true }
        let start = head.prefix(64)
        return start.count >= 4 && start.filter { $0 == 0 }.count * 3 >= start.count
    }

    /// The format of a `.json` file from its (lower-cased) name and bytes: Tokens Studio
    /// (a top-level `$themes` or `$metadata`) or Style Dictionary (`value` members and no
    /// `$value`), else nil (Shade's own or DTCG). The whole of `bytes` is looked at; the
    /// searches run on bytes, and the file is parsed only when a marker is present.
    static func detectJSON(lowercasedName name: String, bytes: ArraySlice<UInt8>) -> ThemeFormat? {
        if name == "$themes.json" || name == "$metadata.json" { return nil }
        let text = SniffedHead(bytes)
        if text.contains("$themes\"") || text.contains("$metadata\"") {
            let keys = topLevelKeys(bytes)
            if keys.contains("$themes") || keys.contains("$metadata") { return .tokensStudio }
        }
        if text.contains("\"schemes\""), text.contains("\"palettes\"") || text.contains("\"coreColors\"") {
            let keys = topLevelKeys(bytes)
            if keys.contains("schemes"), keys.contains("palettes") || keys.contains("coreColors") { return .material }
        }
        if !text.contains("$value\"") && !text.contains("$schema\"") && text.contains("\"value\"") { return .styleDictionary }
        return nil
    }

    /// The names of the top-level object's members, as the parser reads them; none when the
    /// text is not a JSON object (reading it then says what is wrong).
    static func topLevelKeys(_ bytes: ArraySlice<UInt8>) -> [String] {
        ((try? JSONParser.parse(bytes))?.object?.members.map(\.key)) ?? []
    }

    /// The format of the `.json` file at `path` from bytes already read, judged as
    /// ``detect(_:)`` judges a file it reads itself.
    public static func detectJSON(_ path: String, bytes: [UInt8]) -> ThemeFormat? {
        detectJSON(lowercasedName: FormatFiles.baseName(path).lowercased(), bytes: bytes[...])
    }

    /// Whether YAML text has a `base00` key (at the top, under `palette:` as tinted-theming
    /// writes it, or in a flow mapping `{base00: …}`), as a key and not inside some value: the
    /// word starts a line or follows `{`/`,` (a quote aside) and a `:` follows it.
    static func hasBase16Key(_ bytes: ArraySlice<UInt8>) -> Bool {
        let word = Array("base00".utf8)
        let quotes: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        let spaces: Set<UInt8> = [0x20, 0x09]
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: word[0]) {
            index = found + 1
            guard bytes[found...].starts(with: word) else { continue }
            var before = found
            if before > bytes.startIndex, quotes.contains(bytes[before - 1]) { before -= 1 }
            while before > bytes.startIndex, spaces.contains(bytes[before - 1]) { before -= 1 }
            guard before == bytes.startIndex || [0x0A, 0x0D, UInt8(ascii: "{"), UInt8(ascii: ",")].contains(bytes[before - 1]) else { continue }
            var after = found + word.count
            if after < bytes.endIndex, quotes.contains(bytes[after]) { after += 1 }
            while after < bytes.endIndex, spaces.contains(bytes[after]) { after += 1 }
            if after < bytes.endIndex, bytes[after] == UInt8(ascii: ":") { return true }
        }
        return false
    }

    /// Whether the scheme at `path` is base24 (`system: "base24"`, or a `base10` key).
    static func isBase24(_ path: String) -> Bool {
        let head = SniffedHead(bytes(path, limit: FormatFiles.maximumFileSize))
        return head.contains("base24") || head.contains("base10")
    }

    /// Whether TOML text has a `[colors…]` table or a `colors.…` key.
    static func hasAlacrittyColors(_ bytes: ArraySlice<UInt8>) -> Bool {
        lines(bytes).contains { line in
            let start = line.drop { $0 == 0x20 || $0 == 0x09 }
            return start.starts(with: Array("[colors".utf8)) || start.starts(with: Array("colors.".utf8))
        }
    }

    /// The lines of `bytes`, split at LF (a CR before it is left on the line).
    private static func lines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: true)
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
    /// could not be looked at (see ``detectFileReporting(_:)``).
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
        let found: [DetectedTheme] = entries.compactMap { entry in
            let name = entry.name
            if scales, ScaleFolderReader.isScaleFamilyFile(name) { return nil }
            let path = FileSystem.join(listing.path, name)
            // `NAME-dark.css` is read with `NAME.css`, as its dark half (``CSSReader``).
            if CSSReader.isDarkHalf(name), lowercased.contains(String(name.lowercased().dropLast("-dark.css".count)) + ".css") { return nil }
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
                    switch detectFileReporting(path) {
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

    /// Reads `theme` with its format's reader.
    public static func read(_ theme: DetectedTheme) -> FormatReading {
        read(theme.path, as: theme.format)
    }

    /// Reads `path` as `format`.
    public static func read(_ path: String, as format: ThemeFormat) -> FormatReading {
        func terminal(_ result: (palette: TerminalPalette?, diagnostics: [Diagnostic])) -> FormatReading {
            guard let palette = result.palette else { return FormatReading(system: nil, diagnostics: result.diagnostics) }
            return FormatReading(system: palette.system(diagnostics: result.diagnostics), diagnostics: result.diagnostics,
                                 roleMap: TerminalRoles.roleMap(for: palette.tokens))
        }
        switch format {
        case .assetCatalog:
            let (system, problems) = AssetCatalogReader.read(path: path)
            return FormatReading(system: system, diagnostics: problems)
        case .css:
            let (system, problems) = CSSReader.read(path: path)
            return FormatReading(system: system, diagnostics: problems)
        case .tokensStudio, .styleDictionary:
            let (system, problems) = TokensStudioReader.read(path: path)
            return FormatReading(system: system, diagnostics: problems)
        case .base16: return terminal(Base16Reader.read(path: path))
        case .ghostty: return terminal(GhosttyReader.read(path: path))
        case .kitty: return terminal(KittyReader.read(path: path))
        case .alacritty: return terminal(AlacrittyReader.read(path: path))
        case .material:
            let (system, problems, roleMap) = MaterialThemeReader.read(path: path)
            return FormatReading(system: system, diagnostics: problems, roleMap: roleMap)
        case .scales:
            let (system, problems, roleMap) = ScaleFolderReader.read(path: path)
            return FormatReading(system: system, diagnostics: problems, roleMap: roleMap)
        case .dtcg:
            let system = DesignSystem.open(path: path)
            return FormatReading(system: system, diagnostics: system.diagnostics)
        case .iterm:
            let (system, palettes, problems) = ITermColorsReader.read(path: path)
            return FormatReading(system: system, diagnostics: problems, roleMap: palettes.first.map { TerminalRoles.roleMap(for: $0.tokens) })
        }
    }

    /// The first 4 KiB of `path`. Non-blocking and regular files only: a FIFO named `x.conf`
    /// must not hang a listing.
    static func sniffBytes(_ path: String) -> [UInt8] {
        bytes(path, limit: sniffLength)
    }

    /// At most `limit` bytes of `path`, regular files only, without blocking; empty when it
    /// cannot be read.
    static func bytes(_ path: String, limit: Int) -> [UInt8] {
        guard case .success(let bytes) = FileSystem.regularFileContents(atPath: path, limit: limit) else { return [] }
        return bytes
    }
}

/// The first bytes of a file, searched as bytes: detection runs once per file of a folder that
/// may hold thousands, and `String.contains` from Foundation costs a CFString search each time.
struct SniffedHead {
    let bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    /// A head that is a view of bytes already read, not a copy.
    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    /// The head as text (invalid UTF-8 repaired), for the line-based checks.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the head holds `needle`'s UTF-8 bytes anywhere.
    func contains(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            bytes.withUnsafeBytes { head in
                guard !pattern.isEmpty, pattern.count <= head.count, let base = head.baseAddress,
                      let wanted = pattern.baseAddress else { return pattern.isEmpty }
                // memchr to each candidate, memcmp for the whole: a folder's every file is
                // sniffed. The candidates are found by the needle's first letter, not its quote
                // or `$`, at which a JSON file's every string would stop.
                let anchor = pattern.firstIndex { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "$") } ?? 0
                var offset = anchor
                let last = head.count - pattern.count + anchor
                while offset <= last, let found = memchr(base + offset, Int32(pattern[anchor]), last - offset + 1) {
                    let at = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(base + at - anchor, wanted, pattern.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }
}
