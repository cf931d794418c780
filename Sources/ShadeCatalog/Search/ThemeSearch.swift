import ShadeFiles
import ShadeTokens
import ShadeFormats
/// Which folders a search of theme paths looks in: each folder given and the subfolders
/// below it, as people keep their themes (a design system in `themes/acme/`, an `.xcassets`
/// inside a project folder, a token repository's `tokens/`).
///
/// Each folder is listed once, and that listing answers every question asked of it: which
/// subfolders to enter, whether a subfolder is itself a theme in another format, and later
/// which theme files it holds (``ThemeFileReader``) and which other-format themes
/// (``ForeignThemes/listed``). A tree of hundreds of small folders then costs what their
/// listings cost, and `list` of nested folders takes what it takes flat.
package enum ThemeSearch {
    /// How far below a searched folder themes are looked for. What bounds a search is its
    /// cost, the entries listed (``FolderWalk/Limits/maximumEntries``), with dependencies,
    /// build output and hidden folders never entered (``skippedFolders``): a system deep in a
    /// monorepo (`packages/web/src/tokens/color/light/`) is found from the repository's top,
    /// as its build finds it. The depth only stops a pathological tree (a folder made of
    /// folders), and says so when it does.
    static let limits = FolderWalk.Limits(maximumDepth: 16, maximumEntries: 100_000, reportsDepth: false)

    /// Folders never searched: version control, dependencies and build output hold copies
    /// and caches, not the user's themes. Hidden folders (`.git`, `.build`) are skipped too.
    static let skippedFolders: Set<String> = [
        "node_modules", "build", "dist", "DerivedData", "Pods", "Carthage", "target", "out", "vendor", "__pycache__",
    ]

    /// The folders a build writes into (``skippedFolders``' `dist`, `build`, `out`) right
    /// inside the folders of `paths`. Where a search finds no theme, they may hold the only
    /// rendition Shade can read (tokens kept in TypeScript, built to CSS), and the user is
    /// told to name one rather than left with "no theme found".
    package static func buildFoldersPassedOver(in paths: [String]) -> [String] {
        paths.flatMap { path in
            ["dist", "build", "out"].map { FileSystem.join(path, $0) }.filter { FileKind.of($0) == .directory }
        }
    }

    /// Whether a folder of this name is searched for themes: neither hidden nor in
    /// ``skippedFolders``. Whatever else reads a tree as the search does (a git revision's
    /// files for `shade diff`) asks this, so the two never disagree.
    package static func searches(folderNamed name: some StringProtocol) -> Bool {
        !name.hasPrefix(".") && !skippedFolders.contains(String(name))
    }

    /// One path the search looks in: a file given, or a folder with its listing (nil when it
    /// could not be listed: the reader then says why).
    struct Searched: Sendable {
        var path: String
        var listing: FolderListing?
    }

    /// `paths`, each folder followed by its subfolders that may hold themes, breadth first and
    /// by name, as ``FolderWalk`` goes (a folder that is itself a theme, per `foreign`, is read
    /// by its parent's scan and neither listed here nor entered), and the problems the walks
    /// met (links out of a folder, too many entries). `beforeListing` is told each subfolder
    /// about to be listed (not one reached through a link), on the calling thread: a watcher
    /// that starts watching it then misses no change the listing did not see.
    ///
    /// `progress` is told folders as they are found, every ``foldersPerStep`` subfolders
    /// listed, so a tree of 99,000 folders shows what it holds long before its end. A folder
    /// is told once, as it will be returned: once its subfolders are judged (so a load of what
    /// was told so far judges none of them again), or at once when it has none to judge. It
    /// answers false to stop the search (the previewer is quitting); what was searched until
    /// then is returned.
    static func folders(_ paths: [String], foreign: ForeignThemes?, beforeListing: ((String) -> Void)? = nil,
                        progress: (([Searched]) -> Bool)? = nil) -> (searched: [Searched], diagnostics: [Diagnostic]) {
        let paths = paths.map(FileSystem.searchRoot)
        var result: [Searched] = []
        var diagnostics: [Diagnostic] = []
        ReadConfinement.confine(below: paths)
        for path in paths {
            guard case .success(let listing) = FolderListing.read(path) else {
                result.append(Searched(path: path, listing: nil))
                if let progress, !progress([result[result.count - 1]]) { break }
                continue
            }
            result.append(Searched(path: path, listing: listing))
            if isThemeFolder(listing, foreign: foreign) {
                if let progress, !progress([result[result.count - 1]]) { break }
                // What the theme does not read of its folder is searched as a folder of its own.
                for folder in foreign?.listed.uncoveredFolders(listing) ?? [] {
                    guard case .success(var inner) = FolderListing.read(folder) else { continue }
                    if isThemeFolder(inner, foreign: foreign) {
                        result.append(Searched(path: folder, listing: inner))
                        if let progress, !progress([result[result.count - 1]]) { break }
                        continue
                    }
                    inner.isJudgedNotATheme = true
                    result.append(Searched(path: folder, listing: inner))
                    guard walk(from: result.count - 1, into: &result, diagnostics: &diagnostics, foreign: foreign, beforeListing: beforeListing,
                               progress: progress) else { break }
                }
            } else {
                result[result.count - 1].listing?.isJudgedNotATheme = foreign != nil
                guard walk(from: result.count - 1, into: &result, diagnostics: &diagnostics, foreign: foreign, beforeListing: beforeListing,
                           progress: progress) else { break }
            }
        }
        // A file found twice (hard links, or a link to a file the search lists) is one file:
        // read, listed and checked once, without a word.
        let kept = FolderListing.droppingRepeatedFiles(result.map(\.listing)) { FormatRegistry.mayBeTheme(fileNamed: $0) }
        for (slot, listing) in kept.enumerated() { result[slot].listing = listing }
        return (result, diagnostics)
    }

    /// How many subfolders are listed between two reports of progress: a few hundred take
    /// tens of milliseconds, so what is found shows about as soon as it is found.
    static let foldersPerStep = 512

    /// Whether the listed folder is itself a theme in another format.
    private static func isThemeFolder(_ listing: FolderListing, foreign: ForeignThemes?) -> Bool {
        guard let foreign else { return false }
        return foreign.listed.isThemeFolderNamed(FileSystem.fileName(listing.path)) || foreign.listed.isThemeFolder(listing)
    }

    /// Walks below the root at `rootIndex` of `result`, appending each folder searched. The
    /// rules are ``FolderWalk``'s: breadth first, each folder entered once, known by its
    /// (device, inode), so a link to `.` or a parent is not a loop; no link followed out of the
    /// root; at most `limits` deep and wide. The subfolders of one level are listed on every
    /// core together, then taken in order.
    /// `progress` is told the folders ready to be told (see ``folders(_:foreign:beforeListing:progress:)``)
    /// every ``foldersPerStep`` subfolders listed; false from it stops the walk, and the walk
    /// answers false.
    private static func walk(from rootIndex: Int, into result: inout [Searched], diagnostics: inout [Diagnostic], foreign: ForeignThemes?,
                             beforeListing: ((String) -> Void)?, progress: (([Searched]) -> Bool)?) -> Bool {
        guard let rootListing = result[rootIndex].listing, let rootReal = FolderWalk.realPath(rootListing.path) else {
            return progress?([result[rootIndex]]) ?? true
        }
        let root = rootListing.path
        // What `progress` is told next, and which folders (where they sit in `result`) it was told.
        var ready: [Searched] = []
        var told: Set<Int> = []
        func markReady(_ index: Int) {
            guard progress != nil, told.insert(index).inserted else { return }
            ready.append(result[index])
        }
        func tell() -> Bool {
            guard let progress, !ready.isEmpty else { return true }
            defer { ready = [] }
            return progress(ready)
        }
        // The questions asked of each subfolder, taken out of `foreign` once: copying all of it
        // (a retain and a release of each of its closures) for every subfolder cost a few per cent of the walk.
        let isThemeFolderNamed = foreign?.listed.isThemeFolderNamed
        let isThemeFolderListed = foreign?.listed.isThemeFolder
        let uncoveredFolders = foreign?.listed.uncoveredFolders
        let judges = foreign != nil
        var seen: Set<FolderWalk.FileID> = [rootListing.identity]
        var listed = 0
        var stopped = false
        // Whether `step` asked to stop.
        var cancelled = false
        // The folders whose entries are looked at next (where they sit in `result`), and how
        // deep their entries are.
        var level: [(index: Int, isLinked: Bool)] = [(rootIndex, false)]
        var depth = 0
        // Folders at the depth limit that hold folders of their own: said once, not passed over.
        var tooDeep: [String] = []
        defer {
            if let first = tooDeep.first {
                let more = tooDeep.count > 1 ? " (and \(tooDeep.count - 1) more folder\(tooDeep.count == 2 ? "" : "s") at that depth)" : ""
                diagnostics.append(Diagnostic(file: first, message: "holds folders past the search's depth (\(limits.maximumDepth + 1) folders below \(root)), which are not searched\(more); "
                                              + "name a deeper folder with --themes to search it"))
            }
        }
        while !level.isEmpty, !stopped, !cancelled {
            // The subfolders of this level that may be searched, in order.
            var candidates: [Candidate] = []
            for (position, folder) in level.enumerated() where !stopped {
                guard let listing = result[folder.index].listing else { continue }
                for item in listing.entries {
                    listed += 1
                    if listed > limits.maximumEntries {
                        diagnostics.append(Diagnostic(file: root, message: "more than \(limits.maximumEntries) entries in the folder tree; the rest is not searched"))
                        stopped = true
                        break
                    }
                    // Files are read from the folder's own listing; only folders matter here.
                    if let kind = item.kind, kind != .directory { continue }
                    guard searches(folderNamed: item.name) else { continue }
                    let path = FileSystem.join(listing.path, item.name)
                    let isLink = item.kind == nil && FolderWalk.isSymbolicLink(path)
                    if item.kind == nil, FileKind.of(path) != .directory { continue }
                    candidates.append(Candidate(parent: position, name: item.name, path: path, isLink: isLink))
                }
            }
            var nextLevel: [(index: Int, isLinked: Bool)] = []
            var judged = Array(repeating: [String: Bool](), count: level.count)
            // A level is listed a step at a time, each step on every core together.
            var stepStart = 0
            while stepStart < candidates.count, !cancelled {
                let stepCandidates = candidates[stepStart..<min(stepStart + foldersPerStep, candidates.count)]
                stepStart = stepCandidates.endIndex
                if let beforeListing {
                    for candidate in stepCandidates where !candidate.isLink && isThemeFolderNamed?(candidate.name) != true {
                        beforeListing(candidate.path)
                    }
                }
                // Each listed once, and asked whether it is itself a theme from that listing.
                let examined = Array(stepCandidates).concurrentMap(chunk: 8) { candidate -> (listing: FolderListing?, isTheme: Bool) in
                    if isThemeFolderNamed?(candidate.name) == true { return (nil, true) }
                    let listing = try? FolderListing.read(candidate.path).get()
                    return (listing, listing.map { isThemeFolderListed?($0) ?? false } ?? false)
                }
                for (candidate, (listing, isTheme)) in zip(stepCandidates, examined) {
                    judged[candidate.parent][candidate.name] = isTheme
                    if isTheme {
                        // A theme folder's subfolders that it does not read are searched as any other.
                        if let listing, !candidate.isLink, !level[candidate.parent].isLinked {
                            for folder in uncoveredFolders?(listing) ?? [] {
                                guard case .success(var inner) = FolderListing.read(folder), seen.insert(inner.identity).inserted else { continue }
                                beforeListing?(folder)
                                let innerIsTheme = isThemeFolderListed?(inner) ?? false
                                inner.isJudgedNotATheme = judges && !innerIsTheme
                                result.append(Searched(path: folder, listing: inner))
                                if !innerIsTheme, depth < limits.maximumDepth { nextLevel.append((result.count - 1, false)) } else { markReady(result.count - 1) }
                            }
                        }
                        continue
                    }
                    let parentIsLinked = level[candidate.parent].isLinked
                    // A link, or any entry of a folder reached through one, must stay inside the root.
                    if candidate.isLink || parentIsLinked {
                        guard let target = FolderWalk.realPath(candidate.path) else { continue }
                        guard target == rootReal || target.hasPrefix(rootReal == "/" ? "/" : rootReal + "/") else {
                            diagnostics.append(Diagnostic(file: candidate.path, message: "a symbolic link out of \(root); not followed"))
                            continue
                        }
                    }
                    // A folder seen before (through a link to `.` or a parent) is not searched again.
                    guard let identity = listing?.identity ?? FolderWalk.FileID(path: candidate.path), seen.insert(identity).inserted else { continue }
                    var searchedListing = listing
                    searchedListing?.isJudgedNotATheme = judges
                    result.append(Searched(path: candidate.path, listing: searchedListing))
                    if depth < limits.maximumDepth {
                        nextLevel.append((result.count - 1, parentIsLinked || candidate.isLink))
                    } else if let listing, listing.entries.contains(where: { $0.kind == .directory && searches(folderNamed: $0.name) }) {
                        tooDeep.append(candidate.path)
                    }
                    // A folder with no subfolder to judge is ready now.
                    if depth >= limits.maximumDepth || !(listing?.entries.contains { $0.kind ?? .directory == .directory && searches(folderNamed: $0.name) } ?? false) {
                        markReady(result.count - 1)
                    }
                }
                if !tell() { cancelled = true }
            }
            // Each folder's subfolders are all judged in this one level.
            for (position, folder) in level.enumerated() where !judged[position].isEmpty {
                result[folder.index].listing?.judgedSubfolders = judged[position]
            }
            if !cancelled, !stopped {
                for folder in level { markReady(folder.index) }
                if !tell() { cancelled = true }
            }
            level = nextLevel
            depth += 1
        }
        // Whatever a stop left untold (the entry limit reached) is told as it is returned.
        if !cancelled, progress != nil {
            for index in rootIndex..<result.count { markReady(index) }
            if !tell() { cancelled = true }
        }
        return !cancelled
    }

    /// A subfolder met by the walk, not yet listed.
    private struct Candidate: Sendable {
        /// Which folder of its level it is in.
        var parent: Int
        var name: String
        var path: String
        /// Whether the entry is a symbolic link (to a folder).
        var isLink: Bool
    }
}
