/// The names of files that are never themes, which the detector (``FileClassifier``) never
/// opens: a folder of themes often holds a README, screenshots, scripts and tools' settings,
/// and each would cost a read.
enum NonThemeNames {
    /// Extensions of files that are never themes, in lower case without the dot. A folder of
    /// themes often holds a README, screenshots and scripts; each of these would cost a read.
    static let nonThemeExtensions: Set<String> = [
        "md", "markdown", "rst", "txt", "html", "htm", "pdf", "png", "jpg", "jpeg", "gif", "webp", "svg", "ico", "icns", "bmp", "tiff",
        "js", "mjs", "cjs", "ts", "mts", "cts", "tsx", "jsx", "vue", "svelte", "astro", "mdx", "dart", "php", "cs", "swift", "py", "rb", "go", "rs", "c", "h", "cc", "cpp",
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
}
