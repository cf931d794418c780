import ArgumentParser
import ShadeFormats
import ShadeText
import ShadeTokens
import ShadeCatalog
import ShadeFiles

/// `--theme` names a theme, or is the path of a file or folder that holds one: a designer
/// who has `acme.tokens.json` in hand types `shade --theme acme.tokens.json`, as `export`
/// always allowed. The path is then searched first, so its theme keeps its own name.
enum ThemeArgument {
    /// `sources` with the path searched first and the name of the theme it holds, when
    /// `value` is an existing path that is not also a theme's name; else `value` as given.
    /// A path that holds no theme, or several, is an error that says which it holds.
    static func resolve<Sources: ThemeSourcing>(_ value: String, sources: Sources) throws -> (sources: Sources, name: String) {
        guard looksLikePath(value), FileSystem.status(atPath: value) != nil else { return (sources, value) }
        SourcePolicy.apply(allowOutsideSources: sources.allowOutsideSources)
        let alone = ThemeCatalog.load(paths: [value])
        let own = alone.themes.filter { $0.source != .bundled }
        let shown = VisibleText.escaping(value)
        guard let first = own.first else {
            WarningLines.write(alone.diagnostics)
            throw ValidationError("'\(shown)' holds no theme Shade can read; shade validate \(shown) says why")
        }
        guard own.count == 1 else {
            let names = own.prefix(8).map { VisibleText.escaping($0.name) }.joined(separator: ", ")
            throw ValidationError("'\(shown)' holds \(own.count) themes (\(names)\(own.count > 8 ? ", …" : "")): "
                                 + "name one, as in --themes \(shown) --theme '\(VisibleText.escaping(first.name))'")
        }
        var searched = sources
        searched.directories.insert(value, at: 0)
        return (searched, first.name)
    }

    /// ``resolve(_:sources:)`` of each repeated `--theme`, in order: each path given is
    /// searched before the sources, the first given first.
    static func resolve<Sources: ThemeSourcing>(_ values: [String], sources: Sources) throws -> (sources: Sources, names: [String]) {
        var (names, searched) = (values, sources)
        for index in names.indices { (searched, names[index]) = try resolve(names[index], sources: searched) }
        return (searched, names)
    }

    /// A value with a slash or a dot may be a path; a plain name (`Sky`, `Catppuccin Mocha`)
    /// is a name, even when a file of that name happens to lie in the current folder.
    static func looksLikePath(_ value: String) -> Bool {
        value.contains("/") || value.contains(".")
    }
}
