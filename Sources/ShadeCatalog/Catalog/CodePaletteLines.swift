import ShadeFiles
import ShadeTokens

/// The lines the search says of palettes kept in code (``Unreadable/codePalette(in:)``) are
/// for projects where Shade found no system: there a designer would otherwise see nothing. A
/// project that has its system in token files or style sheets keeps scripts too (a theme
/// object for its components, a JavaScript build of its tokens); those are no news, and not
/// said.
enum CodePaletteLines {
    /// `diagnostics` without the code-palette lines of projects that hold one of the systems
    /// or theme files at `systemFiles`.
    static func keeping(_ diagnostics: [Diagnostic], systemFiles: [String], roots: [String]) -> [Diagnostic] {
        guard diagnostics.contains(where: Unreadable.isCodePalette) else { return diagnostics }
        let normalisedRoots = roots.map { ThemeFileKind.normalised($0) }.sorted { $0.count > $1.count }
        var projects = ProjectFolders(namedPackages: true)
        func project(of path: String, isFolder: Bool) -> String? {
            let normalised = ThemeFileKind.normalised(path.hasSuffix("/") ? String(path.dropLast()) : path)
            guard let root = normalisedRoots.first(where: { normalised == $0 || normalised.hasPrefix($0 + "/") }) else { return nil }
            return projects.project(of: normalised, isFolder: isFolder, root: root)
        }
        let withSystems = Set(systemFiles.compactMap { project(of: $0, isFolder: $0.hasSuffix("/")) })
        return diagnostics.filter { line in
            guard Unreadable.isCodePalette(line), let found = project(of: line.file, isFolder: true) else { return true }
            return !withSystems.contains(found)
        }
    }
}
