import ShadeJSON
import ShadeText
import ShadeTokens
import ShadeFiles

/// A Style Dictionary repository read as one system: the folder of a `config.json` whose
/// `source` globs name the token files (`"source": ["tokens/**/*.json"]`), or a `tokens/`
/// (Style Dictionary 2's `properties/`) folder of legacy `value` files. Its files reference
/// each other (`{color.base.gray.dark.value}` in `color/font.json`), so each alone is broken;
/// together they are the system, named after the repository.
package enum StyleDictionaryProject {
    /// The names Style Dictionary's own examples give a project's token folder.
    static let tokenFolderNames: Set<String> = ["tokens", "properties"]

    /// Whether `name` is one of ``tokenFolderNames``, in any case. Asked of every folder a
    /// search lists, so a name that cannot be one is refused before it is lower-cased: an
    /// ASCII name keeps its length, and any other character lower-cases from at most three
    /// bytes to one (the Kelvin sign to "k").
    package static func isTokenFolderName(_ name: String) -> Bool {
        let length = name.utf8.count
        let fits = name.everyUTF8Byte({ $0 < 0x80 }) ? tokenFolderNameLengths.contains(length) : length <= 3 * longestTokenFolderName
        return fits && tokenFolderNames.contains(name.lowercased())
    }

    private static let tokenFolderNameLengths = Set(tokenFolderNames.map(\.utf8.count))
    private static let longestTokenFolderName = tokenFolderNameLengths.max() ?? 0
    /// How many files of a token folder detection looks at: enough to tell, bounded.
    package static let sampledFiles = 8

    /// The names of the entries of the project folder `folder`, where its configs are looked
    /// for (``builds(project:files:)``), as `files` lists them; nil when it cannot be listed.
    package static func entryNames(project folder: String, files: any TokenFiles) -> [String]? {
        files.names(inFolder: folder).map { withConfigFolders(folder, names: $0, files: files) }
    }

    /// Folders a package keeps its build scripts in (`config/css.config.js`, `scripts/build.js`),
    /// by the names npm packages commonly give them.
    package static let configFolderNames: Set<String> = ["config", "configs", "scripts", "script", "build", "tools", "style-dictionary", "sd"]

    /// `names` (a folder's entries) with, when the folder is a package's root (it holds
    /// `package.json`), the entries of its ``configFolderNames`` subfolders as relative paths
    /// (`config/css.config.js`). A package's build runs from its root (`node config/build.js`),
    /// so a config kept in a subfolder names its sources from the root, not from its own folder.
    /// A build script's parts are often kept one folder further in (HashiCorp's
    /// `scripts/build-parts/getStyleDictionaryConfig.ts`, which `scripts/build.ts` imports): the
    /// scripts of the config folder's own subfolders (at most ``maximumConfigSubfolders``) are
    /// looked at too, never deeper.
    package static func withConfigFolders(_ folder: String, names: [String], files: any TokenFiles) -> [String] {
        guard names.contains("package.json") else { return names }
        var all = names
        for name in names.sorted() where configFolderNames.contains(name.lowercased()) {
            let sub = FileSystem.join(folder, name)
            guard files.kind(of: sub) == .folder, let inner = files.names(inFolder: sub) else { continue }
            all += inner.filter { isJSONConfigName($0) || isScriptConfigName($0) }.map { name + "/" + $0 }
            var looked = 0
            for part in inner.sorted() where looked < maximumConfigSubfolders && !part.hasPrefix(".") && part != "node_modules" {
                let partFolder = FileSystem.join(sub, part)
                guard files.kind(of: partFolder) == .folder, let scripts = files.names(inFolder: partFolder) else { continue }
                looked += 1
                all += scripts.filter(isScriptConfigName).map { name + "/" + part + "/" + $0 }
            }
        }
        return all
    }

    /// How many entries of a config folder are looked into for a build script's parts.
    static let maximumConfigSubfolders = 16

    /// The `source` globs of the JSON config file at `config`, known to be there and not a folder.
    package static func sourceGlobs(config: String, files: any TokenFiles) -> [String]? {
        guard case .success(let text) = FormatFiles.text(config, in: files),
              let root = try? JSONParser.parse(text),
              let list = root.object?["source"]?.array else { return nil }
        return kept(list.compactMap(\.string))
    }

    /// Globs as a project's own folder sees them: `./` dropped, and globs that leave the folder
    /// (`../shared/**`, `/abs/**`) dropped, since a theme reads inside its own folder.
    static func kept(_ globs: [String]) -> [String]? {
        let inside = globs.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
            .filter { !$0.isEmpty && !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") }
        return inside.isEmpty ? nil : inside
    }

    /// What a project's config says about its sources.
    package enum Config: Equatable, Sendable {
        /// The config names its token files with these globs.
        case globs([String], file: String)
        /// A JavaScript or TypeScript config that uses Style Dictionary but computes its sources
        /// (`path.join(__dirname, …)`, a variable): Shade cannot know which files it reads.
        case computed(file: String)
    }

    /// The config among a folder's entries (`names`): `config.json` (and the JSON configs
    /// Style Dictionary's CLI takes by other names) with a `source` list, else a JavaScript or
    /// TypeScript file at the folder's top that imports Style Dictionary, whose `source: [ … ]`
    /// list is read for its string literals (`'tokens/**/*.yaml'`, `` `src/**/*.yaml` ``).
    /// Nil when the folder has neither. The files are read from `files`.
    package static func config(in folder: String, names topNames: [String], files: any TokenFiles) -> Config? {
        let names = withConfigFolders(folder, names: topNames, files: files)
        for name in names.sorted() where isJSONConfigName(FileSystem.fileName(name)) {
            let file = FileSystem.join(folder, name)
            if files.kind(of: file) == .regular, let globs = sourceGlobs(config: file, files: files) { return .globs(globs, file: file) }
        }
        var computed: String?
        for name in names.filter({ isScriptConfigName(FileSystem.fileName($0)) }).sorted().prefix(maximumScripts) {
            let file = FileSystem.join(folder, name)
            guard case .success(let bytes) = files.contents(atPath: file, limit: maximumScriptSize, refusingOver: nil),
                  let literals = ScriptSourceList.literals(in: bytes) else { continue }
            if let globs = kept(literals) { return .globs(globs, file: file) }
            computed = computed ?? file
        }
        return computed.map { .computed(file: $0) }
    }

    /// JSON config names Style Dictionary's CLI and its examples use.
    package static let jsonConfigNames: Set<String> = ["config.json", "sd.config.json", "style-dictionary.config.json", "tokens.config.json"]

    /// How many script files at a folder's top are looked at, and how much of each.
    static let maximumScripts = 12
    static let maximumScriptSize = 256 * 1024

    /// Whether a file name is a JavaScript or TypeScript module named as configs and build
    /// scripts are (`sd.config.js`, `style-dictionary.config.mjs`, `build.ts`,
    /// `build-tokens.js`): the search asks this of every folder, so the sources of an
    /// application (`index.ts`, `Button.tsx`) are never opened.
    package static func isScriptConfigName(_ name: String) -> Bool {
        // Every script extension ends in `js` or `ts`: the rest (most names) are refused unlowered.
        guard let last = name.utf8.last, last | 0x20 == UInt8(ascii: "s"),
              let second = name.utf8.dropLast().last, [UInt8(ascii: "j"), UInt8(ascii: "t")].contains(second | 0x20) else { return false }
        let lower = name.lowercased()
        guard !lower.hasPrefix("."), !lower.hasSuffix(".d.ts"), !lower.contains(".test."), !lower.contains(".spec."),
              [".js", ".mjs", ".cjs", ".ts", ".mts", ".cts"].contains(where: { lower.hasSuffix($0) }) else { return false }
        return ["config", "build", "token", "style-dictionary", "sd."].contains { lower.contains($0) }
    }

    /// The extension that makes `name` a token file Shade reads (`.json`, `.yaml`, `.yml`), or nil.
    package static func tokenFileExtension(_ name: String) -> String? {
        let lower = name.lowercased()
        return [".json", ".json5", ".yaml", ".yml"].first { lower.hasSuffix($0) }
    }

    /// Whether `file` is read as JSON5 (Style Dictionary reads `.json5` sources itself).
    package static func isJSON5(_ file: String) -> Bool {
        file.lowercased().hasSuffix(".json5")
    }

    /// Whether `file` is read as YAML.
    package static func isYAML(_ file: String) -> Bool {
        let lower = file.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
    }

    /// Whether `relativePath` (`tokens/color/base.json`) is matched by one of `globs`
    /// (see ``SourceGlob``; a glob too long to be a path pattern matches nothing).
    package static func matches(_ relativePath: String, globs: [String]) -> Bool {
        globs.contains { SourceGlob($0)?.matches(relativePath) == true }
    }

    /// `a/{b,c}/*.json` as `a/b/*.json` and `a/c/*.json`; see ``SourceGlob/expandingBraces(_:)``.
    static func expandingBraces(_ glob: String) -> [String] {
        SourceGlob.expandingBraces(glob)
    }
}
