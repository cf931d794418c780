import ShadeFiles
import ShadeJSON
import ShadeTokens

/// The packages of an npm, Yarn or pnpm workspace that a file names by the package's name
/// (`@import "@acme/core-tokens/css/colors.css"`): found by each package's `package.json`
/// `name`, among the folders the workspace root's `workspaces` (or `pnpm-workspace.yaml`'s
/// `packages`) list, or, when the searched folder is the workspace's packages folder itself
/// (its root above the search), among that folder's own folders; only inside the folder Shade
/// was asked to search.
package enum WorkspacePackages {
    /// Why a package a file names is not read.
    package enum Refusal: Error, Equatable {
        /// No folder was searched that holds the file, or the workspace root lies above it.
        case outsideSearch
        /// The searched folder's workspace has no package of that name.
        case notFound
    }

    /// The package name and the path inside it of a package specifier (`@scope/name/css/x.css`
    /// gives `@scope/name` and `css/x.css`; `~name/x.css` as webpack writes it, `name`); nil for
    /// a path (`./x.css`, `../x.css`, `/x.css`, a URL) or a bare name with no scope.
    package static func specifier(_ target: String) -> (package: String, rest: String)? {
        let written = target.hasPrefix("~") ? String(target.dropFirst()) : target
        guard written.hasPrefix("@") || target.hasPrefix("~"), !written.contains(":") else { return nil }
        let parts = written.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let count = written.hasPrefix("@") ? 2 : 1
        guard parts.count > count, parts.prefix(count).allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
              !parts.dropFirst(count).contains("..") else { return nil }
        return (parts.prefix(count).joined(separator: "/"), parts.dropFirst(count).joined(separator: "/"))
    }

    /// The folder of the workspace package named `name`, reached from the file at `file`: the
    /// workspace roots at or above the file's folder, no higher than the searched folder, are
    /// asked in turn (nearest first).
    package static func folder(ofPackage name: String, from file: String, files: any TokenFiles) -> Result<String, Refusal> {
        guard let boundary = ReadConfinement.searchedRoots(containing: file).first else { return .failure(.outsideSearch) }
        var folder = FileSystem.parent(of: file)
        var sawRoot = false
        for _ in 0..<maximumLevels {
            if let found = package(named: name, inWorkspace: folder, files: files, sawRoot: &sawRoot) { return .success(found) }
            if folder == boundary || !folder.hasPrefix(boundary) { break }
            let parent = FileSystem.parent(of: folder)
            if parent == folder { break }
            folder = parent
        }
        if !sawRoot {
            // The searched folder is a workspace's packages folder named on its own (`packages/`,
            // its root above it): a package is one of its folders, known by its package.json
            // `name`, and read without reading above the search.
            let candidates = (files.names(inFolder: boundary) ?? []).sorted().prefix(maximumPackages).map { FileSystem.join(boundary, $0) }
            if let found = candidates.first(where: { packageName($0, files: files) == name }) { return .success(found) }
        }
        return .failure(sawRoot ? .notFound : .outsideSearch)
    }

    /// How many folders up from a file its workspace root is looked for.
    static let maximumLevels = 8
    /// How many packages one workspace pattern is read for.
    static let maximumPackages = 200

    /// The package named `name` among the packages of the workspace rooted at `folder`, when
    /// it is one (its `package.json` lists `workspaces`, or a `pnpm-workspace.yaml` is there).
    private static func package(named name: String, inWorkspace folder: String, files: any TokenFiles, sawRoot: inout Bool) -> String? {
        let patterns = workspacePatterns(folder, files: files)
        guard !patterns.isEmpty else { return nil }
        sawRoot = true
        for pattern in patterns {
            let parts = pattern.split(separator: "/").map(String.init)
            guard !parts.isEmpty, !parts.contains(".."), !pattern.hasPrefix("/") else { continue }
            // `packages/*` (and `packages/**`): each folder in `packages`; else the one folder named.
            let candidates: [String]
            if let last = parts.last, last == "*" || last == "**" {
                let parent = FileSystem.join(folder, parts.dropLast().joined(separator: "/"))
                candidates = (files.names(inFolder: parent) ?? []).sorted().prefix(maximumPackages).map { FileSystem.join(parent, $0) }
            } else {
                candidates = [FileSystem.join(folder, pattern)]
            }
            for candidate in candidates where packageName(candidate, files: files) == name { return candidate }
        }
        return nil
    }

    /// Whether a folder, relative to its workspace root, is one of the packages the root's
    /// `patterns` list (`packages/*`, `packages/**`, `apps/web`, `./tools/*/`): their globs
    /// compiled once, for a caller that asks of several folders.
    package static func listing(_ patterns: [String]) -> (String) -> Bool {
        let globs = patterns.compactMap { pattern in
            var glob = Substring(pattern)
            if glob.hasPrefix("./") { glob = glob.dropFirst(2) }
            while glob.hasSuffix("/") { glob = glob.dropLast() }
            return SourceGlob(String(glob))
        }
        return { relative in globs.contains { $0.matches(relative) } }
    }

    /// The globs a workspace root lists: `package.json`'s `workspaces` (a list, or Yarn's
    /// `{packages: [...]}`), else `pnpm-workspace.yaml`'s `packages` list.
    package static func workspacePatterns(_ folder: String, files: any TokenFiles) -> [String] {
        if case .success(let text) = FormatFiles.text(FileSystem.join(folder, "package.json"), in: files),
           let workspaces = (try? JSONParser.parse(text))?.object?["workspaces"] {
            let list = workspaces.array ?? workspaces.object?["packages"]?.array ?? []
            let patterns = list.compactMap(\.string)
            if !patterns.isEmpty { return patterns }
        }
        guard case .success(let yaml) = FormatFiles.text(FileSystem.join(folder, "pnpm-workspace.yaml"), in: files) else { return [] }
        // Its `packages:` list, one `- 'packages/*'` a line.
        var patterns: [String] = [], inPackages = false
        for line in yaml.split(separator: "\n") {
            let trimmed = trim(line, " \t\r")
            if !line.hasPrefix(" "), !line.hasPrefix("-"), !line.hasPrefix("\t") { inPackages = trimmed.hasPrefix("packages:") ; continue }
            guard inPackages, trimmed.hasPrefix("-") else { continue }
            let item = trim(trimmed.dropFirst(), " \"'")
            if !item.isEmpty, !item.hasPrefix("!") { patterns.append(item) }
        }
        return patterns
    }

    /// `text` without the characters of `set` at either end.
    private static func trim(_ text: Substring, _ set: String) -> String {
        String(text.drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }

    /// The `name` of the package in `folder`, from its `package.json`.
    private static func packageName(_ folder: String, files: any TokenFiles) -> String? {
        guard case .success(let text) = FormatFiles.text(FileSystem.join(folder, "package.json"), in: files) else { return nil }
        return (try? JSONParser.parse(text))?.object?["name"]?.string
    }
}

extension WorkspacePackages {
    /// The folder a config's glob that leads out of its project (`../../packages/base/figma/**`)
    /// names, with the glob's fixed start (`../../packages/base/figma`), when it is followed:
    /// the folder lies inside the searched folder, in a package of the workspace the project
    /// belongs to (its root's `workspaces` list the package's folder). Nil otherwise: the glob
    /// is then refused and said.
    package static func siblingFolder(of glob: String, project: String, files: any TokenFiles) -> (folder: String, prefix: String)? {
        guard !glob.hasPrefix("/"), !glob.hasPrefix("~"), let boundary = ReadConfinement.searchedRoots(containing: project).first else { return nil }
        let segments = glob.split(separator: "/").map(String.init)
        let fixed = segments.prefix { segment in !segment.contains { "*?[{".contains($0) } }
        guard fixed.count < segments.count, fixed.contains("..") else { return nil }
        let prefix = fixed.joined(separator: "/")
        guard let folder = normalised(project + "/" + prefix), folder.hasPrefix(boundary + "/") else { return nil }
        // The workspace root: the nearest folder at or above the project, no higher than the boundary.
        var root = project
        var patterns = workspacePatterns(root, files: files)
        while patterns.isEmpty, root != boundary, root.hasPrefix(boundary + "/") {
            root = FileSystem.parent(of: root)
            patterns = workspacePatterns(root, files: files)
        }
        guard !patterns.isEmpty, folder.hasPrefix(root + "/") else { return nil }
        // The package the folder lies in: a folder the workspace lists, at or above it.
        let listed = listing(patterns)
        var package = folder
        while package != root {
            if listed(String(package.dropFirst(root.count + 1))) { return (folder, prefix) }
            package = FileSystem.parent(of: package)
        }
        return nil
    }

    /// `path` with its `.` and `..` segments resolved; nil when a `..` climbs past its start.
    static func normalised(_ path: String) -> String? {
        var parts: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
            if segment == "." || (segment.isEmpty && !parts.isEmpty) { continue }
            if segment == ".." {
                guard let last = parts.last, !last.isEmpty, last != ".." else { return nil }
                parts.removeLast()
                continue
            }
            parts.append(segment)
        }
        return parts.joined(separator: "/")
    }
}
