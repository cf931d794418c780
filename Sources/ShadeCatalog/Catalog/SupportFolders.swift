import ShadeFiles
import ShadeTokens

/// Files a project keeps to test, document or demonstrate its system: test snapshots and
/// fixtures (`tests/snapshot-tests/__snapshots__/x.css`), docs and example sites
/// (`site/src/assets/examples/grid.css`), stories and playgrounds. They hold the system's
/// colours, or a page's own, but are not the system: found in a search of a project, they are
/// left out (`shade list --explain` says why), and when the project holds nothing else Shade
/// reads, one line says so, rather than listing a snapshot as the system or passing over the
/// project in silence. A folder the user names with `--themes`, and files outside any
/// project (a folder the user collects themes in), are read as they are.
enum SupportFolders {
    /// Folder names for tests, fixtures, documentation, examples and demos, by the common
    /// conventions of JavaScript, Swift, Python and Ruby projects.
    static let names: Set<String> = [
        "test", "tests", "__tests__", "spec", "specs", "snapshot", "snapshots", "__snapshots__", "snapshot-tests",
        "fixture", "fixtures", "__fixtures__", "mock", "mocks", "__mocks__",
        "doc", "docs", "site", "website", "example", "examples", "demo", "demos", "stories", "storybook", ".storybook", "playground",
    ]

    /// The support folder `file` lies in below the searched `root` (the first such name), or nil.
    static func folder(of file: String, root: String) -> Substring? {
        guard let below = SourcePath.below(root, file), !below.isEmpty else { return nil }
        return below.split(separator: "/").dropLast().first { names.contains($0.lowercased()) }
    }

    /// `systems` without those found in a project's support folders; one explanation per system
    /// left out, and one line per project that held nothing else.
    static func leavingOut<Source>(_ systems: [(DesignSystem, Source)], roots: [String])
        -> (kept: [(DesignSystem, Source)], left: [SystemExplanation], lines: [Diagnostic]) {
        guard !roots.isEmpty else { return (systems, [], []) }
        var projects = ProjectFolders(roots: roots)
        // Each system's project and support folder, when it lies in one.
        let placed = systems.map { system -> (project: String, folder: Substring)? in
            let file = SourcePath.normalised(system.0.file)
            guard let root = projects.root(of: file), let folder = folder(of: file, root: root),
                  let project = projects.project(of: file, isFolder: false) else { return nil }
            return (project, folder)
        }
        guard placed.contains(where: { $0 != nil }) else { return (systems, [], []) }
        var kept: [(DesignSystem, Source)] = []
        var left: [SystemExplanation] = []
        var alone: [String: [String]] = [:]
        for (index, system) in systems.enumerated() {
            guard let (project, folder) = placed[index] else {
                kept.append(system)
                continue
            }
            left.append(SystemExplanation(system: system.0.file, reason: "not a theme: a file the project keeps in its \(folder)/ folder (tests, docs, "
                                          + "examples), not its system", nameSource: "-", taken: [],
                                          left: [SystemExplanation.File(path: system.0.file, note: "in \(folder)/")]))
            alone[project, default: []].append(system.0.file)
        }
        // A project whose only finds were its tests' and docs' files: said, never silent. A
        // system found at a searched folder itself is that folder's project's own.
        let placedOwn = Set(systems.indices.filter { placed[$0] == nil }.compactMap { index -> String? in
            // A system named by its folder (a Style Dictionary project at a searched folder) is
            // that folder's own, not a file in its parent.
            let file = SourcePath.normalised(systems[index].0.file)
            return projects.project(of: file, isFolder: systems[index].0.file.hasSuffix("/") || projects.root(of: file) == file)
        })
        var lines: [Diagnostic] = []
        // A project inside one whose system was found (a playground with its own package.json
        // in the repository) is part of it: its examples' colours are no news.
        func withinFound(_ project: String) -> Bool {
            placedOwn.contains { SourcePath.below($0, project) != nil }
        }
        for (project, files) in alone.sorted(by: { $0.key < $1.key }) where !withinFound(project) {
            let first = files.sorted()[0]
            let named = files.count == 1 ? FileSystem.fileName(first) : "\(files.count) files: \(FileSystem.fileName(first)), …"
            lines.append(Diagnostic(file: project, message: "only its tests', docs' and examples' files hold colours (\(named)), "
                                    + "and they are not its system; \(Unreadable.suffix)"))
        }
        return (kept, left, lines)
    }
}
