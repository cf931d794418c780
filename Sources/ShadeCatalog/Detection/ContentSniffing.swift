import ShadeFiles
import ShadeJSON
import ShadeFormats
import ShadeTokens

/// What a file whose name does not say its format is, told from its content: a theme called
/// `Hopscotch.256` or `Nord` (as terminal theme collections name them), or `colors.tokens`,
/// is read in whichever format its text is written in. Names with an extension that says the
/// file is something else (`.md`, `.png`, `.js`) are not opened: see ``isKnownNonTheme(_:)``.
enum ContentSniffing {
    /// Extensions of files that are never themes, in lower case without the dot. A folder of
    /// themes often holds a README, screenshots and scripts; each of these would cost a read.
    static let nonThemeExtensions: Set<String> = [
        "md", "markdown", "rst", "txt", "html", "htm", "pdf", "png", "jpg", "jpeg", "gif", "webp", "svg", "ico", "icns", "bmp", "tiff",
        "js", "mjs", "cjs", "ts", "mts", "cts", "tsx", "jsx", "vue", "svelte", "swift", "py", "rb", "go", "rs", "c", "h", "cc", "cpp",
        "hpp", "m", "mm", "java", "kt", "kts", "sh", "bash", "zsh", "fish", "ps1", "lua", "el", "vim", "scss", "sass", "less",
        "lock", "map", "zip", "gz", "tgz", "tar", "xz", "bz2", "7z", "ttf", "otf", "woff", "woff2", "eot", "mp4", "mov", "webm",
        "mp3", "wav", "csv", "tsv", "sql", "db", "sqlite", "log", "diff", "patch", "pem", "key", "crt", "json5", "jsonc",
        "xcconfig", "pbxproj", "strings", "storyboard", "xib", "gradle", "properties", "ini", "cfg", "env",
        // Test snapshots (Jest and Vitest `.snap`, syrupy `.ambr`): a test's record of output.
        "snap", "snapshot", "ambr",
        // Templates a build fills in (`styling.md.ejs`): their text is code, not tokens.
        "ejs", "hbs", "handlebars", "mustache", "njk", "liquid", "tmpl", "tpl", "jinja", "j2", "erb",
    ]

    /// The fixed names of the settings files JavaScript and other projects keep beside their
    /// tokens (compiler, package manager, linter, monorepo, release and CI tools), in lower
    /// case. They are JSON, YAML or TOML but never themes: opened, they only cost a read and
    /// a warning about their comments (`tsconfig.json` is JSON with comments) or their size
    /// (`package-lock.json`). `package.json` is not here: Shade reads it for a system's name.
    static let toolFileNames: Set<String> = [
        "tsconfig.json", "jsconfig.json", "package-lock.json", "npm-shrinkwrap.json", "composer.json", "lerna.json",
        "nx.json", "project.json", "turbo.json", "renovate.json", "angular.json", "deno.json", "vercel.json",
        "firebase.json", "tslint.json", "typedoc.json", "biome.json", "cspell.json", "release-please-config.json",
        "pnpm-lock.yaml", "pnpm-workspace.yaml", "lefthook.yml", "codecov.yml", "mkdocs.yml", "docker-compose.yml",
        "docker-compose.yaml", "action.yml", "action.yaml", "netlify.toml", "cargo.toml", "pyproject.toml",
    ]

    /// Whether `name` (lower-cased) is a tool's settings file (``toolFileNames``), including
    /// a TypeScript or JavaScript config's variants (`tsconfig.build.json`).
    static func isToolFile(_ name: String) -> Bool {
        toolFileNames.contains(name)
            || ((name.hasPrefix("tsconfig.") || name.hasPrefix("jsconfig.")) && name.hasSuffix(".json"))
    }

    /// Whether `name` (lower-cased) has an extension that says it is not a theme.
    static func isKnownNonTheme(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return nonThemeExtensions.contains(String(name[name.index(after: dot)...]))
    }

    /// The format of the file at `path` from its first bytes (all of it when the first bytes
    /// do not decide and the file is longer), or why it could not be looked at.
    static func format(of path: String, lowercasedName name: String) -> Result<ThemeFormat?, FileProblem> {
        let head: [UInt8]
        switch FileSystem.regularFileContents(atPath: path, limit: FormatRegistry.sniffLength) {
        case .failure(let problem): return .failure(problem)
        case .success(let bytes): head = bytes
        }
        if FormatRegistry.isUTF16(head) { return .failure(FileProblem(kind: .regular, encoding: "UTF-16")) }
        if let first = head.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
           first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            // JSON is judged whole, as a `.json` file is: what the other formats do not claim is
            // DTCG when the catalog's rule for JSON files calls it a token file or resolver.
            let bytes = FormatRegistry.bytes(path, limit: FormatFiles.maximumFileSize)
            if let format = FormatRegistry.detectJSON(lowercasedName: name, bytes: bytes[...]) { return .success(format) }
            guard let root = try? JSONParser.parse(bytes) else { return .success(nil) }
            switch ThemeFileKind.of(root, name: name) {
            case .resolver, .tokenFile: return .success(.dtcg)
            case .dialect, .notATheme: return .success(nil)
            }
        }
        if let found = classify(head[...]) { return .success(found) }
        guard head.count >= FormatRegistry.sniffLength else { return .success(nil) }
        return .success(classify(FormatRegistry.bytes(path, limit: FormatFiles.maximumFileSize)[...]))
    }

    /// The format text is written in, asked of each line-based format in turn, the most
    /// particular first: an iTerm2 property list, a base16 scheme (YAML with `base00`), an
    /// Alacritty scheme (TOML with `[colors…]`, whose `background = …` lines Ghostty would
    /// claim too), Ghostty or kitty lines, Style Dictionary YAML, a style sheet.
    /// Whether the first text of `bytes` (after spaces and a byte-order mark) is `//`.
    static func opensWithLineComment(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) else { return false }
        return bytes[first...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
    }

    static func classify(_ bytes: ArraySlice<UInt8>) -> ThemeFormat? {
        let head = SniffedHead(bytes)
        if head.contains("<plist"), head.contains("Ansi 0 Color") { return .iterm }
        if Base16Reader.holdsScheme(bytes) { return .base16 }
        if AlacrittyReader.holdsColors(bytes) { return .alacritty }
        if let dialect = TerminalSyntax.dialect(of: bytes) { return ThemeFormat(dialect) }
        // A file that opens with a `//` line comment is code (a snapshot, a script); YAML's
        // comments are `#`, so it is never Style Dictionary YAML.
        if !opensWithLineComment(bytes), StyleDictionaryYAML.holdsTokens(bytes) { return .styleDictionary }
        if head.contains("--"), head.contains("{"), head.contains(":root") || head.contains("@theme") { return .css }
        return nil
    }
}
