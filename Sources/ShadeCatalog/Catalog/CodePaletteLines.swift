import ShadeFiles
import ShadeTokens

/// The lines the search says of palettes kept in code (``Unreadable/codePalette(in:)``) are
/// for projects where Shade found no system: there a designer would otherwise see nothing. A
/// project that has its system in token files or style sheets keeps scripts too (a theme
/// object for its components, a JavaScript build of its tokens); those are no news, and not
/// said. A palette kept in Sass variables is said only where the search found no system at all.
enum CodePaletteLines {
    /// `diagnostics` without the code-palette lines of projects that hold one of the systems
    /// or theme files at `systemFiles`.
    static func keeping(_ diagnostics: [Diagnostic], systemFiles: [String], roots: [String]) -> [Diagnostic] {
        guard diagnostics.contains(where: Unreadable.isCodePalette) else { return diagnostics }
        // Sass variables are the weaker sign (every styled package keeps some): said only
        // where the whole search found no system, as Brainly's style guide.
        let diagnostics = systemFiles.isEmpty ? diagnostics : diagnostics.filter { !Unreadable.isSassPalette($0) }
        var projects = ProjectFolders(roots: roots, namedPackages: true)
        let withSystems = Set(systemFiles.compactMap { projects.project(of: $0, isFolder: $0.hasSuffix("/")) })
        return diagnostics.filter { line in
            guard Unreadable.isCodePalette(line), let found = projects.project(of: line.file, isFolder: true) else { return true }
            return !withSystems.contains(found)
        }
    }
}
