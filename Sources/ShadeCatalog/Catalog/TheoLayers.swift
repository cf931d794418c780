import ShadeFiles
import ShadeFormats
import ShadeTokens

/// Theo builds side by side at the top of one folder, each built on its own and used together
/// (a gulp build of `design-tokens/*.yml` writes one output per file, and the style sheet
/// imports them all): when some reach into a `themes/` folder below theirs and others do not,
/// each of the first is a theme built over the others, its core, as ``ThemeFolders`` reads a
/// `themes/` folder over a core outside it. The folder is then one system per theme, never
/// one per file. A lone file beside them (one that imports nothing and that nothing imports:
/// an icon palette) is a part of the project no file of the system reads, so it is neither
/// merged into the theme, where its names would compete for the theme's roles, nor a theme.
enum TheoLayers {
    /// One theme and the builds it is read over.
    struct Plan: Equatable {
        /// The build that reaches into a `themes/` folder.
        var theme: String
        /// Every build of the system in the order they are merged: the core's by path, the theme last.
        var layers: [String]
        /// The lone files beside them, left out.
        var beside: [String]
        /// The folder the builds sit in.
        var folder: String
    }

    /// The plans for `builds` (entries and lone files, normalised paths, each built on its own),
    /// given the files each entry reaches (`closures`; a lone file has none there).
    static func plans(_ builds: [String], closures: [String: [String]]) -> [Plan] {
        var byFolder: [String: [String]] = [:]
        for build in builds { byFolder[ResolverFolders.folder(of: build), default: []].append(build) }
        var plans: [Plan] = []
        for (folder, members) in byFolder where members.count > 1 {
            let themes = members.filter { reachesThemes($0, below: folder, closures: closures) }.sorted()
            let rest = members.filter { !themes.contains($0) }.sorted()
            guard !themes.isEmpty, !rest.isEmpty else { continue }
            let core = rest.filter { closures[$0] != nil }, beside = rest.filter { closures[$0] == nil }
            for theme in themes { plans.append(Plan(theme: theme, layers: core + [theme], beside: beside, folder: folder)) }
        }
        return plans.sorted { $0.theme < $1.theme }
    }

    /// Whether a file `build` reaches lies in a folder named `themes` below `folder`.
    static func reachesThemes(_ build: String, below folder: String, closures: [String: [String]]) -> Bool {
        (closures[build] ?? [build]).contains { file in
            guard let offset = FileSystem.offset(of: file, below: folder) else { return false }
            let below = String(decoding: file.utf8.dropFirst(offset), as: UTF8.self)
            return below.split(separator: "/").dropLast().contains { $0.lowercased() == "themes" }
        }
    }
}
