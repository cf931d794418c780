import ShadeFiles
import ShadeFormats
import ShadeTokens
import ShadeText

/// What Shade recognises in a folder but cannot read, said in one line each rather than
/// passed over: a design system the user pointed at must never simply be missing.
///
/// Every line ends in ``suffix``, which `list` counts into its one summary line and
/// `validate` lists in full.
enum Unreadable {
    /// The words every such line ends in.
    static let suffix = "not read"

    /// The lines for `listing`'s own entries: a Style Dictionary config that computes its
    /// sources in code, JSON5 token files outside a project, and a palette kept in code.
    static func found(in listing: FolderListing) -> [Diagnostic] {
        var lines: [Diagnostic] = []
        if let config = StyleDictionaryProject.unreadableConfig(listing) {
            lines.append(Diagnostic(file: config, message: "a Style Dictionary config that builds its `source` list in code, so Shade cannot tell "
                                    + "which files it reads; point --themes at the token folder, or write the globs as a literal list; \(suffix)"))
        }
        if let json5 = json5Tokens(in: listing) { lines.append(json5) }
        if let code = codePalette(in: listing) ?? sassPalette(in: listing) { lines.append(code) }
        return lines
    }

    /// One line for a palette kept in Sass variables (Brainly's `_colors.scss`: `$blue-50:
    /// #0089e3;` and 77 more; a `$colors: (blue: #0089e3, …)` map): Sass files named for
    /// colours whose text defines many hex colours after a colon. Not read as a theme: a Sass
    /// variable is gone once the sheet is compiled, and such a file is a flat palette with no
    /// page, text or accent of its own to draw; the custom properties of a compiled sheet, or
    /// the token source it is generated from, is what Shade reads. Said as code palettes are
    /// (``CodePaletteLines``: only where the project yields no system).
    static func sassPalette(in listing: FolderListing) -> Diagnostic? {
        var total = 0
        var holding: [String] = []
        for entry in listing.entries.prefix(256) where entry.kind != .directory {
            let lower = entry.name.lowercased()
            guard lower.hasSuffix(".scss") || lower.hasSuffix(".sass"),
                  DTCGAxisRules.words(String(entry.name.dropLast(5))).contains(where: paletteScriptWords.contains) else { continue }
            let count = sassHexDefinitions(FileClassifier.bytes(FileSystem.join(listing.path, entry.name), limit: 256 * 1024))
            if count > 0 { holding.append(entry.name); total += count }
            if holding.count >= 16 { break }
        }
        guard total >= paletteLiterals, let first = holding.first else { return nil }
        let files = holding.count <= 2 ? holding.joined(separator: ", ") : "\(holding.count) files (\(first), …)"
        return Diagnostic(file: listing.path, message: sassPaletteStart + " (\(files): \(total) `$name: #hex` colours); Shade reads token files "
                          + "and the custom properties of style sheets, not Sass variables; \(suffix)")
    }

    /// How a line of ``sassPalette(in:)`` starts: as a code palette's, since it is one.
    static let sassPaletteStart = codePaletteStart + ": Sass variables"

    /// Whether `line` is one of ``sassPalette(in:)``'s.
    static func isSassPalette(_ line: Diagnostic) -> Bool {
        line.message.hasPrefix(sassPaletteStart)
    }

    /// How many hex colours `bytes` define as Sass variables: a line `$blue: #0089e3;`, or an
    /// entry `blue: #0089e3,` of a map a `$colors: (` line opens. Custom properties written in
    /// a Sass file (`--blue: #0089e3;`) and rules (`color: #fff;`) are not Sass variables.
    static func sassHexDefinitions(_ bytes: [UInt8]) -> Int {
        var count = 0
        var inMap = false
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
            let text = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let variable = text.first == UInt8(ascii: "$")
            if variable || inMap, hexAfterColon(text) { count += 1 }
            if variable, text.last(where: { $0 != UInt8(ascii: " ") && $0 != 0x0D }) == UInt8(ascii: "(") { inMap = true }
            if inMap, text.contains(UInt8(ascii: ")")) { inMap = false }
        }
        return count
    }

    /// Whether `text` holds a colon, then blanks, then a hex colour of 3, 4, 6 or 8 digits that ends there.
    private static func hexAfterColon(_ text: ArraySlice<UInt8>) -> Bool {
        guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let rest = text[(colon + 1)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard rest.first == UInt8(ascii: "#") else { return false }
        let digits = rest.dropFirst().prefix { isHexDigit($0) }
        let after = rest.dropFirst(1 + digits.count).first
        let terminated = after.map { [UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: " "), 0x0D].contains($0) } ?? true
        return terminated && [3, 4, 6, 8].contains(digits.count)
    }

    /// Words in a script's name that say it may hold a system's colours (`light.ts`,
    /// `colors.js`, `palette.mjs`, `core.ts`, `tokens.js`): only these scripts are opened.
    static let paletteScriptWords: Set<String> = ["light", "dark", "color", "colors", "colour", "colours", "palette", "palettes", "scale", "scales",
                                                  "token", "tokens", "theme", "themes", "core", "base", "brand", "primitives", "variables"]

    /// How many colour literals the named scripts of a folder must hold between them to be a
    /// palette kept in code: a scale or two, not a stray default in a helper.
    static let paletteLiterals = 24

    /// One line for a palette kept in code (Radix's `light.ts`/`dark.ts`: objects of hex
    /// strings): scripts named for colours or an appearance whose text holds many quoted hex
    /// colours. Shade reads token files and style sheets, not code, and says so. A token module
    /// (an exported literal of `value`/`$value` tokens) is read, not counted here.
    static func codePalette(in listing: FolderListing) -> Diagnostic? {
        let scripts = listing.entries.filter { entry in
            guard entry.kind != .directory, let dot = entry.name.lastIndex(of: ".") else { return false }
            let lower = entry.name.lowercased()
            guard [".ts", ".js", ".mjs", ".cjs", ".mts", ".cts"].contains(String(lower[dot...])), !lower.hasSuffix(".d.ts"),
                  !lower.contains(".test."), !lower.contains(".spec."), !lower.contains("config") else { return false }
            return DTCGAxisRules.words(String(entry.name[..<dot])).contains { paletteScriptWords.contains($0) }
        }.prefix(16)
        guard !scripts.isEmpty else { return nil }
        var total = 0
        var holding: [String] = []
        for entry in scripts {
            let path = FileSystem.join(listing.path, entry.name)
            let bytes = FileClassifier.bytes(path, limit: FormatFiles.maximumFileSize)
            // A Style Dictionary token module is read as the token file it is, and not said here.
            if ScriptTokenModule.isModuleName(entry.name), FileClassifier.isTokenModule(bytes, path: path) { continue }
            let count = hexLiterals(Array(bytes.prefix(256 * 1024)))
            if count > 0 { holding.append(entry.name); total += count }
        }
        guard total >= paletteLiterals, let first = holding.first else { return nil }
        let files = holding.count <= 2 ? holding.joined(separator: ", ") : "\(holding.count) files (\(first), …)"
        return Diagnostic(file: listing.path, message: codePaletteStart + " (\(files): \(total) colour literals); Shade reads token files "
                          + "(DTCG, Tokens Studio, Style Dictionary JSON, YAML or token modules) and style sheets, not code that builds colours; \(suffix)")
    }

    /// How a line of ``codePalette(in:)`` starts.
    static let codePaletteStart = "colours written in code"

    /// Whether `line` is one of ``codePalette(in:)``'s.
    static func isCodePalette(_ line: Diagnostic) -> Bool {
        line.message.hasPrefix(codePaletteStart)
    }

    /// How many quoted hex colours (`"#fcfcfc"`, `'#0003'`) `bytes` hold.
    static func hexLiterals(_ bytes: [UInt8]) -> Int {
        var count = 0
        var index = 0
        while index + 2 < bytes.count {
            let quote = bytes[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), bytes[index + 1] == UInt8(ascii: "#") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, isHexDigit(bytes[end]) { end += 1 }
            let digits = end - index - 2
            if end < bytes.count, bytes[end] == quote, [3, 4, 6, 8].contains(digits) { count += 1 }
            index = end
        }
        return count
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// One line for the JSON5 token files of a folder that is not read as a Style Dictionary
    /// project (JSON5 is read only there: elsewhere `.json5` is a tool's settings). Other JSON5
    /// files (a linter's settings) hold no `value` and are passed over.
    static func json5Tokens(in listing: FolderListing) -> Diagnostic? {
        let names = listing.entries.filter { $0.kind != .directory && $0.name.lowercased().hasSuffix(".json5") }.map(\.name)
        guard !names.isEmpty else { return nil }
        let tokens = names.filter { name in
            ByteSearch.contains("value", in: FileClassifier.bytes(FileSystem.join(listing.path, name), limit: FormatFiles.maximumFileSize)[...])
        }
        guard let first = tokens.first else { return nil }
        let files = tokens.count == 1 ? first : "\(tokens.count) files (\(first), …)"
        return Diagnostic(file: listing.path, message: "JSON5 token files (\(files)) outside a token folder (tokens/ or properties/) "
                          + "and the sources of a Style Dictionary config Shade can read; \(suffix)")
    }
}
