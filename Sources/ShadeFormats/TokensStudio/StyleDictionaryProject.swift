#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

    /// The `source` globs of the `config.json` in `folder`, nil when it has none. Globs that
    /// leave the folder (`../shared/**`) are dropped: a theme reads inside its own folder.
    static func sourceGlobs(in folder: String) -> [String]? {
        let config = FileSystem.join(folder, "config.json")
        guard FileSystem.status(atPath: config)?.isDirectory == false else { return nil }
        return sourceGlobs(config: config)
    }

    /// The `source` globs of the config file at `config`, known to be there and not a folder.
    package static func sourceGlobs(config: String) -> [String]? {
        guard case .success(let text) = FormatFiles.text(config),
              let root = try? JSONParser.parse(text),
              let list = root.object?["source"]?.array else { return nil }
        let globs = list.compactMap(\.string).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
            .filter { !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") }
        return globs.isEmpty ? nil : globs
    }

    /// Whether `relativePath` (`tokens/color/base.json`) is matched by one of `globs`
    /// (see ``SourceGlob``; a glob too long to be a path pattern matches nothing).
    static func matches(_ relativePath: String, globs: [String]) -> Bool {
        globs.contains { SourceGlob($0)?.matches(relativePath) == true }
    }

    /// `a/{b,c}/*.json` as `a/b/*.json` and `a/c/*.json`; see ``SourceGlob/expandingBraces(_:)``.
    static func expandingBraces(_ glob: String) -> [String] {
        SourceGlob.expandingBraces(glob)
    }
}
