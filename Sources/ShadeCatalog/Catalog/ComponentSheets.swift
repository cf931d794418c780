import ShadeFiles
import ShadeTokens

/// Style sheets of a project's components and pages (`Button.module.css`, a docs site's
/// `docs.css`) define a few custom properties of their own and use the system's, which live
/// elsewhere. Found in a search of a project, they are no themes: a sheet whose colour
/// properties mostly refer to custom properties it does not define, or whose colours fill no
/// role by name (no page, text or accent), is left out, and `shade list --explain` says why.
/// A sheet outside any project (a folder the user collects themes in), or named on its own
/// with `--themes`, is read as it is.
enum ComponentSheets {
    /// The one kind the CSS reader gives a colour property that refers to an undefined
    /// `var()` without a fallback.
    static let undefinedKind = "refer to a var() that is not defined and has no fallback"

    /// `systems` without the component style sheets among them; one explanation per sheet left out.
    static func leavingOut<Source>(_ systems: [(DesignSystem, Source)], roots: [String])
        -> (kept: [(DesignSystem, Source)], left: [SystemExplanation]) {
        guard !roots.isEmpty, systems.contains(where: { isSheet($0.0.file) }) else { return (systems, []) }
        var projects = ProjectFolders(roots: roots)
        var kept: [(DesignSystem, Source)] = []
        var left: [SystemExplanation] = []
        for system in systems {
            let file = system.0.file
            // A sheet named on its own with `--themes` is read as it is.
            guard isSheet(file), let root = projects.root(of: file), root != SourcePath.normalised(file),
                  projects.project(of: file, isFolder: false) != nil,
                  let (why, note) = reason(system.0) else {
                kept.append(system)
                continue
            }
            left.append(SystemExplanation(system: file, reason: "not a theme: a style sheet of a project's components, pages or palette: \(why)",
                                          nameSource: "-", taken: [], left: [SystemExplanation.File(path: file, note: note)]))
        }
        return (kept, left)
    }

    static func isSheet(_ file: String) -> Bool {
        file.lowercased().hasSuffix(".css")
    }

    /// Why `system`, read from a style sheet, is a component's style, or nil when it is a theme.
    static func reason(_ system: DesignSystem) -> (why: String, note: String)? {
        let undefined = system.diagnostics.count { $0.kind == undefinedKind }
        var paths: Set<String> = []
        var fillsRole = false
        for appearance in system.appearances {
            let colors = system.resolve(system.context(for: Resolution(appearance))).colors
            paths.formUnion(colors.map(\.path))
            if !fillsRole {
                let roles = RoleFiller.fill(tokens: colors, appearance: system.rolesAppearance(at: Resolution(appearance)))
                fillsRole = roles.count(of: .matched) + roles.count(of: .explicit) > 0
            }
        }
        if undefined > 0, undefined >= paths.count {
            return ("\(undefined) of its colour properties use custom properties it does not define (a system's, kept elsewhere), "
                + "and only \(paths.count) hold a colour of their own", "a component style sheet: uses a system's properties")
        }
        if !fillsRole {
            return ("its \(paths.count) colour propert\(paths.count == 1 ? "y fills" : "ies fill") no role by name (no page, text or accent colour)",
                    "a style sheet that fills no role")
        }
        return nil
    }
}
