#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShadeJSON
import ShadeText
import ShadeFiles
import ShadeTokens
import ShadeFormats

/// Every theme Shade knows: the bundled seven plus the user's, and every problem met while
/// loading them. A broken file never hides the good ones.
public struct ThemeCatalog: Sendable {
    /// Every theme whose file parsed and whose `extends` chain holds, bundled first (in their
    /// canonical order), then user themes by file name. Nothing is resolved yet: a theme
    /// that resolves in no variant is still listed (see `Theme.resolvesAtAll`).
    public let themes: [Theme]
    /// Problems found while loading, in file order: unreadable or unparsable files, broken
    /// structure, names and `extends` chains. Problems that only resolving finds are in
    /// `allProblems()`.
    public private(set) var diagnostics: [Diagnostic]
    /// Why each design system read from DTCG files is one theme: its files, taken and left
    /// (``SystemExplanation``), for `shade list --explain`.
    public private(set) var explanations: [SystemExplanation] = []
    /// The format each system read by another format's reader came from, by its file, and
    /// the files each left (a Tokens Studio file's sets written out beside it), for the
    /// explanations worked out when asked (``explanation(of:)``).
    var foreignFormats: [String: ThemeFormat] = [:]
    var foreignLeft: [String: [SystemExplanation.File]] = [:]
    /// The user files whose tokens were not checked while loading (see
    /// ``load(paths:reusing:deferringChecks:search:)``), in file order.
    private var uncheckedDocuments: [ThemeDocument] = []

    /// A catalog of these themes and problems, every file checked.
    init(themes: [Theme], diagnostics: [Diagnostic]) {
        self.themes = themes
        self.diagnostics = diagnostics
    }

    /// Whether some files' tokens are still to be checked (``uncheckedProblems()``).
    public var hasUncheckedFiles: Bool { !uncheckedDocuments.isEmpty }

    /// The problems of the tokens a load deferring checks did not check, in file order, as a
    /// load that checked them would have reported them. Read on the calling thread only: the
    /// check runs behind a screen already shown, and spread over every core it ran on the
    /// pool's default-priority threads, above the main thread's next frame.
    public func uncheckedProblems() -> [Diagnostic] {
        uncheckedDocuments.flatMap { $0.tokenProblems() }.uniqued().cappedPerFile()
    }

    /// The same catalog with `more` problems after its own (a notice from the previewer's
    /// watcher, which finds it after the load).
    public func adding(_ more: [Diagnostic]) -> ThemeCatalog {
        var copy = self
        copy.diagnostics += more
        return copy
    }

    /// The bundled themes in the order the header shows them.
    public static let bundledOrder = ["System", "Graphite", "Sky", "Tomato", "Gold", "Grass", "Ruby"]

    /// Files larger than this are refused unread: a theme is a few KiB.
    public static let maximumFileSize = FileSystem.maximumThemeFileSize

    /// How many bytes of theme files one load reads in all: past it the search's remaining
    /// files are not read, and one line says how many. Time and memory grow with what is read
    /// (reading, telling and resolving a large token file costs about a tenth of a second of
    /// CPU per MB, and keeps some five bytes resident per byte), so 1,000 hard links to one
    /// 800 KB file ran out of a 2 GB limit after two minutes, and 140 copies of it took ten
    /// seconds; at this bound a search of large token files ends in about two seconds on two
    /// cores. The largest real design systems are a few MiB.
    public static let maximumBytesRead = 32 << 20

    /// A theme by name, case-insensitively.
    public func theme(named name: String) -> Theme? {
        let wanted = name.lowercased()
        return themes.first { $0.name.lowercased() == wanted }
    }

    /// The themes listed as `name` with what tells them apart (`brand (one)`, `brand (two)`
    /// for `brand`), when no theme is called `name` itself: the choices a name that several
    /// systems share stands for.
    public func themes(sharingName name: String) -> [Theme] {
        let prefix = name.lowercased() + " ("
        return themes.filter { $0.name.lowercased().hasPrefix(prefix) && $0.name.hasSuffix(")") }
    }

    /// The folders a load of `paths` searches: each folder given and its subfolders that may
    /// hold themes (see ``load(paths:reusing:deferringChecks:search:)``), for a watcher that must see a theme saved
    /// in any of them, or a new subfolder appear.
    public static func searchedFolders(_ paths: [String]) -> [String] {
        searchedFolders(paths, foreign: .formats)
    }

    /// ``searchedFolders(_:)`` with other readers of other formats (a test's).
    package static func searchedFolders(_ paths: [String], foreign: ForeignThemes?) -> [String] {
        ThemeSearch.folders(paths, foreign: foreign).searched.map(\.path)
    }

    /// The folders a load of some paths searches, with their listings: found once, for a
    /// watcher and for the load that follows (``load(paths:reusing:deferringChecks:search:)``).
    public struct FolderSearch: Sendable {
        let searched: [ThemeSearch.Searched]
        let problems: [Diagnostic]

        /// Every folder searched, as ``ThemeCatalog/searchedFolders(_:)`` gives them.
        public var folders: [String] { searched.map(\.path) }
    }

    /// Searches `paths` as a load does; `beforeListing` is told each subfolder just before it
    /// is listed (see ``ThemeSearch/folders(_:foreign:beforeListing:)``), so a watcher
    /// that follows it from then on sees every change the search's listings do not.
    public static func search(_ paths: [String], beforeListing: ((String) -> Void)? = nil) -> FolderSearch {
        search(paths, foreign: .formats, beforeListing: beforeListing)
    }

    /// ``search(_:beforeListing:)``, telling `progress` what it has found so far as it goes
    /// (see ``ThemeSearch/folders(_:foreign:beforeListing:progress:)``): the folders found,
    /// as a search a load can be made from, and how many files they hold. `progress` answers
    /// false to stop the search, which then returns what it found until then.
    public static func search(_ paths: [String], beforeListing: ((String) -> Void)? = nil,
                              progress: @escaping (_ found: FolderSearch, _ files: Int) -> Bool) -> FolderSearch {
        search(paths, foreign: .formats, beforeListing: beforeListing, progress: progress)
    }

    /// ``search(_:beforeListing:)`` with other readers of other formats (a test's).
    package static func search(_ paths: [String], foreign: ForeignThemes?, beforeListing: ((String) -> Void)? = nil,
                               progress: ((_ found: FolderSearch, _ files: Int) -> Bool)? = nil) -> FolderSearch {
        var found: [ThemeSearch.Searched] = []
        var files = 0
        let told = progress.map { progress in
            { (new: [ThemeSearch.Searched]) -> Bool in
                found += new
                files += new.reduce(0) { $0 + ($1.listing?.entries.count { $0.kind != .directory } ?? 0) }
                return progress(FolderSearch(searched: found, problems: []), files)
            }
        }
        let (searched, problems) = ThemeSearch.folders(paths, foreign: foreign, beforeListing: beforeListing, progress: told)
        return FolderSearch(searched: searched, problems: problems)
    }

    /// Loads the bundled themes and the theme files found in `paths` (folders or files), and
    /// the themes found there in other formats (asset catalogs, CSS, terminal palettes…).
    ///
    /// Each file is read once and parsed on every core; its bytes are let go as soon as it is
    /// parsed, so a large folder never holds every file and every parsed theme at once.
    ///
    /// A folder's subfolders are searched too (``ThemeSearch``): a few levels deep, never into
    /// `.git`, `node_modules` or build output, never out of the folder through a link.
    ///
    /// `reusing`: bundled themes of an earlier catalog of this process (the previewer's first
    /// frame's), taken over as they are, with whatever they have resolved.
    ///
    /// `deferringChecks`: in a folder too large for its files to keep their token tables,
    /// each file is read for its name and metadata only, and the problems of its tokens are
    /// left to ``uncheckedProblems()``. Checking them is a third of loading, and the previewer
    /// shows every tab before it, not after.
    ///
    /// `search`: the search of `paths` made already (``search(_:beforeListing:)``); else the
    /// load makes it.
    public static func load(paths: [String], reusing: [Theme] = [], deferringChecks: Bool = false,
                            search: FolderSearch? = nil) -> ThemeCatalog {
        load(paths: paths, foreign: .formats, reusing: reusing, deferringChecks: deferringChecks, search: search)
    }

    /// ``load(paths:reusing:deferringChecks:search:)`` with other readers of other formats than
    /// Shade's (a test's), or none; `readingAtMost`: the bound on the bytes of theme files read
    /// (``maximumBytesRead``; a test's smaller one).
    package static func load(paths: [String], foreign: ForeignThemes?, reusing: [Theme] = [],
                             deferringChecks: Bool = false, search: FolderSearch? = nil,
                             readingAtMost byteBound: Int = maximumBytesRead) -> ThemeCatalog {
        // As the search places them (`.` as the folder's own path), so every "below a root" agrees.
        let paths = paths.map(FileSystem.searchRoot)
        var sources = bundledPrepared
        let (searched, walkProblems) = search.map { ($0.searched, $0.problems) } ?? ThemeSearch.folders(paths, foreign: foreign)
        var diagnostics: [Diagnostic] = walkProblems
        var foreignSystems: [DesignSystem] = []
        var origins: [String: String] = [:]
        // What the scans leave to the assembly: loose Style Dictionary files, Tokens Studio sets, formats.
        var leftToAssembly = ForeignThemes.Scan()
        // Each folder is scanned from the listing the search made of it.
        let scans = searched.map { found in
            guard let foreign else { return ForeignThemes.Scan() }
            return found.listing.map(foreign.listed.scan) ?? foreign.scan(found.path)
        }
        // A path that is itself a theme in another format (a .css file, an .xcassets
        // folder) is not read for JSON themes as well. The files of every other searched
        // folder are parsed together, so a tree of small folders uses every core as one large
        // folder does.
        let read = searched.indices.filter { !scans[$0].claimed.contains(searched[$0].path) }
        var prepared = ThemeFileReader.prepared(at: read.map { searched[$0] }, claim: foreign?.claim, deferringChecks: deferringChecks,
                                                byteBound: byteBound)[...]
        for (index, found) in searched.enumerated() {
            let path = found.path
            let scan = scans[index]
            foreignSystems += scan.systems
            diagnostics += scan.diagnostics
            origins.merge(scan.origins) { first, _ in first }
            leftToAssembly.add(ForeignThemes.Scan(leftToAssemblyOf: scan))
            guard !scan.claimed.contains(path), let (entries, problems) = prepared.popFirst() else { continue }
            for entry in entries {
                switch entry {
                case .theme(let source) where !scan.claimed.contains(source.label): sources.append(source)
                case .theme: break
                case .foreign(let claimed):
                    foreignSystems += claimed.systems
                    diagnostics += claimed.diagnostics
                    origins.merge(claimed.origins) { first, _ in first }
                    leftToAssembly.add(ForeignThemes.Scan(leftToAssemblyOf: claimed))
                }
            }
            diagnostics += problems.filter { !scan.claimed.contains($0.file) }
        }
        leaveOutImportedSheets(&foreignSystems, &diagnostics, &leftToAssembly)
        return assemble(sources, foreign: foreignSystems, origins: origins, diagnostics: diagnostics, reusing: reusing, roots: paths, leftToAssembly: leftToAssembly)
    }

    /// Style sheets another sheet reads through its imports, at any depth and from any folder
    /// below it (Salt's `index.css` reads `css/theme.css`, which reads `legacy/palette/accent.css`
    /// by way of two more imports), are parts of that sheet's theme, as a part in its own folder
    /// is (``ForeignThemes/partSheets(_:)``): not themes, and what each says read alone (the
    /// var()s only its theme defines) is not said. Only sheets that import are read again.
    private static func leaveOutImportedSheets(_ systems: inout [DesignSystem], _ diagnostics: inout [Diagnostic],
                                               _ left: inout ForeignThemes.Scan) {
        let sheets = systems.filter { left.formats[$0.file] == .css }
        guard !sheets.isEmpty else { return }
        let files = DiskTokenFiles()
        var parts: [String: String] = [:]
        for sheet in sheets where parts[SourcePath.normalised(sheet.file)] == nil {
            for part in CSSReader.importClosure(of: sheet.file, files: files) where parts[SourcePath.normalised(part)] == nil {
                parts[SourcePath.normalised(part)] = sheet.file
            }
        }
        guard !parts.isEmpty else { return }
        systems.removeAll { parts[SourcePath.normalised($0.file)] != nil }
        diagnostics.removeAll { parts[SourcePath.normalised($0.file)] != nil }
        left.partOf.merge(parts) { first, _ in first }
    }

    /// The user's theme folder: `$XDG_CONFIG_HOME/shade/themes`, else `~/.config/shade/themes`.
    public static func userThemesDirectory(environment: [String: String] = FileSystem.environment("XDG_CONFIG_HOME", "HOME")) -> String {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (FileSystem.homeDirectory(environment: environment) + "/.config")
        return config + "/shade/themes"
    }

    /// Every problem: the ones met while loading (`diagnostics`), every theme's own
    /// (`Theme.problems()`), which resolves every theme, and those of the tokens a load
    /// deferring checks left unchecked. What `shade validate` reports. A theme checks its own
    /// file's tokens in the reading it resolves from, so a large folder is read once.
    public func allProblems() -> [Diagnostic] {
        let owned = Set(themes.compactMap { theme -> String? in
            guard case .file(let path) = theme.source, theme.system == nil else { return nil }
            return path
        })
        let unowned = uncheckedDocuments.filter { !owned.contains($0.file) }.flatMap { $0.tokenProblems() }
        let themed = themes.concurrentMap { $0.problems(checkingOwnTokens: true) }.flatMap { $0 }
        return (diagnostics + unowned + themed).uniqued().cappedPerFile()
    }

    /// Each theme's `availableResolutions`, in `themes` order, worked out on every core.
    public func availableResolutions() -> [[Resolution]] {
        themes.concurrentMap(\.availableResolutions)
    }

    /// The resolutions each theme declares, in `themes` order, without resolving any: all
    /// four for a theme in Shade's dialect (the base mapping defines every one), a design
    /// system's from its modifiers. Whether each resolves is `availableResolutions()`'s
    /// question, and `shade validate`'s.
    public func declaredResolutions() -> [[Resolution]] {
        // On every core: a plain token file's one appearance is its page's, which resolves it.
        themes.concurrentMap { $0.system == nil ? Resolution.all : $0.availableResolutions }
    }

    /// The most theme files a search (a folder and its subfolders) may find for them to keep
    /// their token tables once read. With more, each keeps only its bytes and reads its table
    /// again when resolved: ten thousand tables would hold several times the memory their
    /// files take, while for a few files (or one of thousands of tokens) reading twice cost
    /// more than keeping.
    static let tableKeepingLimit = 64

    /// How many bytes of plain token files, counted in listing order, keep their parse trees
    /// for the folder's assembly (``PreparedSource/init(_:keepingTable:keepingTree:deferringChecks:)``).
    /// A tree holds some thirty times its file (256 KiB of files, about 8 MB at most), and
    /// the assembled system holds its files' trees at once as it resolves anyway; past the
    /// bound, files are parsed again as they are assembled, so a folder of 140 large token
    /// files never holds 140 trees waiting.
    static let treeKeepingBytes = 256 << 10

    /// How many themes deep `extends` may go (a theme extending a bundled one is 1 deep).
    /// Deeper chains are refused with a diagnostic: each layer costs every resolution of
    /// every theme above it, and no real design system nests this far.
    public static let maximumExtendsDepth = Ancestry.maximumDepth

    /// The bundled theme files, as read from disk would give them.
    static func bundledSources() -> [SourceFile] {
        BundledThemeFiles.all.map { file in
            SourceFile(label: "<built-in>/\(file.name)", source: .bundled, bytes: Array(file.contents.utf8) + [0x0A])
        }
    }

    /// The bundled files, parsed once per process: the previewer's first catalog and its
    /// complete one both start from them, and they never change.
    static let bundledPrepared: [PreparedSource] = bundledSources().map { PreparedSource($0) }

    /// `reusing`: bundled themes built before, used in place of building them again (see
    /// ``load(paths:reusing:deferringChecks:search:)``).
    /// `roots`: the paths searched, above which no file looks for the system it belongs to.
    /// `leftToAssembly`: what the scans left to the assembly (``ForeignThemes/Scan/styleDictionaryFiles``,
    /// ``ForeignThemes/Scan/studioSets``, ``ForeignThemes/Scan/formats``).
    static func assemble(_ sources: [PreparedSource], foreign: [DesignSystem], origins: [String: String] = [:],
                         diagnostics initial: [Diagnostic], reusing: [Theme] = [], roots: [String] = [],
                         leftToAssembly: ForeignThemes.Scan = ForeignThemes.Scan()) -> ThemeCatalog {
        var diagnostics = initial
        var base: ThemeDocument?
        var documents: [(ThemeDocument, ThemeSource)] = []
        var systems: [(DesignSystem, ThemeSource)] = []
        var names: [String: (file: String, name: String)] = [:]
        // Sized up front: growing these tables moved every document again (issue 8).
        names.reserveCapacity(sources.count + foreign.count)
        documents.reserveCapacity(sources.count)
        // Resolvers are found first, so the files they reference and the folders they keep
        // are known before the listing reaches them; only these few parsed documents are kept.
        var resolverRoots: [String: JSONNode] = [:]
        for source in sources where source.source != .bundled {
            guard case .other(.resolver, let root, _) = source.outcome else { continue }
            resolverRoots[source.label] = root
        }
        let resolverFolders = ResolverFolders(resolvers: resolverRoots)
        var resolverFiles: Set<String> = []
        // A resolver named by another is still a theme, and a circle of them is named.
        if !resolverRoots.isEmpty {
            let (named, circles) = ResolverCycles.find(resolvers: resolverRoots)
            resolverFiles = named
            diagnostics += circles
        }
        // Files a resolver's folder holds that it does not read, by resolver.
        var leftByResolver: [String: [SystemExplanation.File]] = [:]
        // What the search said of files in a resolver's folders (JSON5 sources a build turns
        // into the token files, a folder of another format) is said of the system's own
        // files: they are left out of it, in the explanation, not warned about.
        if !resolverFolders.isEmpty {
            diagnostics.removeAll { problem in
                guard resolverRoots[problem.file] == nil, let owner = resolverFolders.keeper(of: problem.file) else { return false }
                leftByResolver[owner, default: []].append(SystemExplanation.File(path: problem.file, note: problem.message))
                return true
            }
        }
        // Plain token files no resolver keeps, for the folder assembly.
        var folderFiles: [FolderSystems.File] = []
        // A Shade theme's name is what `extends` names, so two such files cannot share one:
        // the second is skipped, with the hint that can be followed.
        func claim(_ name: String, file: String, position: SourcePosition?, path: String) -> Bool {
            let key = name.lowercased()
            if let earlier = names[key] {
                diagnostics.append(Diagnostic(
                    file: file, position: position, tokenPath: path,
                    message: "a theme named '\(name)' already comes from \(earlier.file); this file is skipped",
                    suggestion: "a new name with \"extends\": \"\(earlier.name)\""))
                return false
            }
            names[key] = (file, name)
            return true
        }
        // A design system's name is only shown: a second system of a taken name is listed
        // under a name that says where it comes from (`Assets (Reader)`, `Grass (Ghostty)`),
        // and systems that share a name are each listed with what tells them apart (`label`).
        func distinctName(for system: DesignSystem, shown own: String, label: String?) -> String {
            var candidate = own
            let origin = label ?? origins[system.file] ?? ThemeNaming.folderName(of: system.file)
            if label != nil || names[candidate.lowercased()] != nil { candidate = "\(own) (\(origin))" }
            var number = 2
            while names[candidate.lowercased()] != nil {
                candidate = "\(own) (\(origin) \(number))"
                number += 1
            }
            names[candidate.lowercased()] = (system.file, candidate)
            return candidate
        }
        var pendingSystems: [(DesignSystem, ThemeSource)] = []
        var unchecked: [ThemeDocument] = []
        var dialectNames: [String: ThemeDocument] = [:]
        dialectNames.reserveCapacity(sources.count)
        for source in sources {
            // A resolver's own sources are not themes, whatever they hold; nor is what else its
            // folder keeps, unless it says it is a theme (Shade's own files, other resolvers).
            if source.source != .bundled, !resolverFolders.isEmpty, !resolverFiles.contains(SourcePath.normalised(source.label)),
               let owner = resolverFolders.owner(of: source.label) {
                var isOwn = owner.isNamed
                switch source.outcome {
                case .failed, .other(.tokenFile, _, _), .other(.notATheme(_), _, _): isOwn = true
                case .dialect, .other: break
                }
                if isOwn {
                    if !owner.isNamed {
                        leftByResolver[owner.resolver, default: []].append(SystemExplanation.File(path: source.label, note: "in its folder, not named by it"))
                    }
                    continue
                }
            }
            let document: ThemeDocument
            switch source.outcome {
            case .failed(let problem):
                diagnostics.append(problem)
                continue
            case .other(.notATheme(_), _, _):
                // A JSON file of something else (package.json): not a theme, not listed.
                continue
            case .other(.tokenFile, let root, let bytes):
                if root.array != nil {
                    // A list of collections (its tree always kept): a file per mode.
                    let file = FolderSystems.File(label: source.label, source: source.source, bytes: bytes, facts: TokenFileFacts(root), tree: root)
                    if let parts = FigmaCollectionList.files(of: file, root: root) {
                        folderFiles += parts
                        continue
                    }
                }
                folderFiles.append(FolderSystems.File(label: source.label, source: source.source, bytes: bytes, facts: source.facts ?? TokenFileFacts(root),
                                                      opened: source.opened, tree: root.object == nil ? nil : root))
                continue
            case .other(_, _, let bytes):
                let label = source.label
                let system = DesignSystem.open(path: label, files: DiskTokenFiles(known: [label: bytes]), colorStrings: .css)
                pendingSystems.append((system, source.source))
                continue
            case .dialect(let read, let problems):
                diagnostics += problems
                if read.tokenChecksDeferred { unchecked.append(read) }
                document = read
            }
            if document.isBase {
                if source.source == .bundled { base = document } else {
                    diagnostics.append(Diagnostic(file: document.file, tokenPath: "$extensions.dev.shade.role",
                                                  message: "only the built-in mapping can be the base; use \"extends\" to start from a theme"))
                }
                continue
            }
            guard claim(document.name, file: document.file, position: document.namePosition,
                        path: "$extensions.dev.shade.name") else { continue }
            dialectNames[document.name.lowercased()] = document
            documents.append((document, source.source))
        }
        // A file named itself reads what its aliases name from its folder, as the folder would.
        folderFiles += NamedFileParts.parts(for: folderFiles, roots: roots)
        // Files of private tokens alone are no theme and no part (``PrivateTokenFiles``).
        let (publicFiles, privateFolders) = PrivateTokenFiles.leavingOut(folderFiles, roots: roots)
        folderFiles = publicFiles
        // Plain token files become systems by folder: one per group that shares its tokens.
        let grouped = FolderSystems(files: folderFiles, roots: roots)
        var explanations = resolverFolders.explanations(left: leftByResolver) + privateFolders
        // Systems assembled from one folder are told apart by their files' names.
        let normalisedRoots = Set(roots.map { SourcePath.normalised($0) })
        var assembledFolders: [String: Int] = [:]
        for group in grouped.groups where Self.isAssembled(group, folderFiles, roots: normalisedRoots) {
            assembledFolders[AssembledSystem.systemFolder(group.map { folderFiles[$0].label }, roots: normalisedRoots), default: 0] += 1
        }
        // Loose Style Dictionary files, joined as the plain token files are.
        let legacy = StyleDictionaryFiles(leftToAssembly.styleDictionaryFiles, roots: roots, studioSets: leftToAssembly.studioSets)
        pendingSystems += legacy.systems
        diagnostics += legacy.diagnostics
        explanations += legacy.explanations
        var studioLeft = legacy.heldBy
        // Theo files, each entry with what it imports.
        let theo = TheoEntries(leftToAssembly.theoFiles, roots: roots)
        pendingSystems += theo.systems
        diagnostics += theo.diagnostics
        explanations += theo.explanations
        for group in grouped.groups {
            // Files that are the sets of a Tokens Studio file beside them are its system's.
            if !leftToAssembly.studioSets.isEmpty, let studio = StyleDictionaryFiles.studioFile(holding: group.map { folderFiles[$0].label }, studioSets: leftToAssembly.studioSets) {
                studioLeft[studio, default: []] += group.map {
                    SystemExplanation.File(path: folderFiles[$0].label, note: "a set this file holds already, written out as a file of its own; not read again")
                }
                continue
            }
            guard Self.isAssembled(group, folderFiles, roots: normalisedRoots) else {
                let file = folderFiles[group[0]]
                let label = file.label, bytes = file.bytes
                // A file whose top-level groups are its appearances is read one context a group.
                if let root = file.tree ?? (try? JSONParser.parse(bytes)),
                   let system = AppearanceGroupFile.open(label: label, bytes: bytes, root: root) {
                    pendingSystems.append((system, file.source))
                    explanations.append(SystemExplanation(system: system.file, reason: "one token file whose top-level groups are its appearances ("
                                                          + (AppearanceGroupFile.appearances(of: root) ?? []).joined(separator: ", ") + "): one context a group",
                                                          nameSource: "its file's name", taken: [SystemExplanation.File(path: label, note: "every group")]))
                    continue
                }
                pendingSystems.append((file.opened ?? DesignSystem.open(tokenFile: label, files: DiskTokenFiles(known: [label: bytes]), colorStrings: .css,
                                                                        extensions: file.facts.extensions, description: file.facts.description),
                                       file.source))
                explanations.append(SystemExplanation(system: label, reason: "one token file that no other file completes: no alias crosses to another, "
                                                      + "no other file is its light or dark", nameSource: "its file's name",
                                                      taken: [SystemExplanation.File(path: label, note: "every token")]))
                continue
            }
            let members = group.map { folderFiles[$0] }
            let folder = AssembledSystem.systemFolder(members.map(\.label), roots: normalisedRoots)
            for (system, explanation, source) in AssembledSystem.open(members, roots: normalisedRoots, sharedFolder: assembledFolders[folder, default: 0] > 1) {
                pendingSystems.append((system, .file(source)))
                explanations.append(explanation)
            }
        }
        let definedInFolders = folderFiles.reduce(into: Set<String>()) { $0.formUnion($1.facts.defined) }
        for group in grouped.colourless {
            for file in group {
                let missing = MissingColourAliases(folderFiles[file], defined: definedInFolders)
                if let missing { diagnostics.append(missing.diagnostic(file: folderFiles[file].label)) }
                explanations.append(SystemExplanation(system: folderFiles[file].label, reason: missing?.reason() ?? "not a theme: it holds no colour, and no system near it does",
                                                      nameSource: "-", taken: [], left: [SystemExplanation.File(path: folderFiles[file].label, note: "no colour")]))
            }
        }
        // A project's test snapshots and docs examples are not its system.
        let (own, support, supportLines) = SupportFolders.leavingOut(pendingSystems + foreign.map({ ($0, ThemeSource.file($0.file)) }), roots: roots)
        explanations += support
        // What reading a left-out file found is no problem of the system's.
        var supportFiles = Set(support.map(\.system))
        // And what is said of a sheet read as a part of a left-out sheet's theme.
        supportFiles.formUnion(leftToAssembly.partOf.filter { supportFiles.contains($0.value) }.keys)
        if !supportFiles.isEmpty { diagnostics.removeAll { supportFiles.contains($0.file) } }
        diagnostics += supportLines
        // A build's outputs beside their sources are the same system again: left out.
        let (found, outputs) = BuildOutputs.leavingOut(own,
                                                       sourceFiles: documents.compactMap { $0.1 == .bundled ? nil : $0.0.file },
                                                       roots: roots)
        explanations += outputs
        // Themes whose names differ only by appearance and contrast words are one theme's
        // contexts: joined before renditions are looked for, so a family is compared whole
        // (SAP's Fiori 3 high contrast equals Belize's, its light and dark do not).
        let (families, siblings) = ContextSiblings.joining(found)
        explanations += siblings
        // One system written twice in a project (its sources and a build's CSS, or variants of
        // one sheet) is one theme; a component's style sheet is none.
        let (distinct, renditions) = Renditions.leavingOut(families, roots: roots)
        let listedFiles = Set(distinct.map(\.0.file))
        let taken = explanations.reduce(into: [String: [String]]()) { $0[$1.system, default: []] += $1.taken.map(\.path) }
        diagnostics = RenditionProblems.keeping(diagnostics, left: families.filter { !listedFiles.contains($0.0.file) }.map { RenditionProblems.files(of: $0.0, taken: taken) },
                                                kept: distinct.map { RenditionProblems.files(of: $0.0, taken: taken) })
        // A system kept only for a module the project marks deprecated is legacy, never preferred.
        let (current, deprecatedSystems) = LegacySheets.leavingOut(distinct, roots: roots)
        explanations += deprecatedSystems
        // A token file the project's scripts turn into another system's sources is that system's.
        let (fed, transformed) = TransformedSources.leavingOut(current, roots: roots)
        explanations += transformed
        let (sheets, components) = ComponentSheets.leavingOut(fed, roots: roots)
        explanations += renditions + components
        // A workspace package's style sheets are the one system the package ships.
        let (themed, packages) = PackageSheets.joining(sheets, roots: roots)
        explanations += packages
        // Systems are named after every Shade theme has its name, so none of those is renamed.
        systems += themed
        // A palette in code is news only where no system was found.
        diagnostics = CodePaletteLines.keeping(diagnostics, systemFiles: themed.map(\.0.file) + documents.compactMap { $0.1 == .bundled ? nil : $0.0.file },
                                               roots: roots)
        guard let base else {
            diagnostics.append(Diagnostic(file: "<built-in>/base.json", message: "the built-in semantic mapping is missing"))
            return ThemeCatalog(themes: [], diagnostics: diagnostics)
        }
        var ancestry = Ancestry(names: dialectNames, base: base)
        let sources = Dictionary(documents.map { ($0.0.name.lowercased(), $0.1) }, uniquingKeysWith: { first, _ in first })
        // Each theme is built once, after its parent, and holds it so it can reuse its resolutions.
        var built: [String: Theme] = [:]
        built.reserveCapacity(documents.count)
        for theme in reusing where theme.source == .bundled && sources[theme.name.lowercased()] == .bundled {
            built[theme.name.lowercased()] = theme
        }
        // Every theme that extends none is built on the base alone, and shares what that gives
        // once there are enough of them to pay for the shared copy, which stays in memory for
        // the session: a folder of thousands does, the bundled seven do not (the previewer's
        // peak memory has a goal too).
        let onBaseCount = documents.count { $0.0.extends == nil }
        let onBase = onBaseCount >= SharedLayers.minimumThemes ? SharedLayers(layers: [base]) : nil
        func theme(_ document: ThemeDocument) -> Theme? {
            let key = document.name.lowercased()
            if let known = built[key] { return known }
            guard let ancestors = ancestry.layers(beneath: document), let source = sources[key] else { return nil }
            let parent = document.extends.flatMap { dialectNames[$0.lowercased()] }.flatMap(theme)
            let made = Theme(document: document, source: source, ancestors: ancestors, parent: parent,
                             shared: parent == nil && ancestors.count == 1 ? onBase : nil)
            built[key] = made
            return made
        }
        var themes: [Theme] = []
        themes.reserveCapacity(documents.count + systems.count)
        for (document, _) in documents {
            guard let made = theme(document) else { continue }
            themes.append(made)
        }
        diagnostics += ancestry.diagnostics
        let layout = themes.first { $0.source == .bundled && $0.name == "System" }
        // A file reached twice is one theme: `--theme app.css` searches its path first, and the
        // folder searched after it holds the same file again.
        var seenFiles: Set<String> = []
        systems = systems.filter { seenFiles.insert($0.0.file).inserted }
        let shownNames = SystemNames.scopeFamilies(systems.map { SystemNames.shown(for: $0.0) }, files: systems.map(\.0.file))
        let labels = SystemNames.labels(forSharedNames: shownNames, files: systems.map(\.0.file), origins: origins)
        themes += systems.indices.map { index in
            let system = systems[index].0
            return Theme(system: system, source: systems[index].1, layout: layout,
                         name: distinctName(for: system, shown: shownNames[index], label: labels[index]), files: DiskTokenFiles())
        }
        // Each theme's place is worked out once, not at every comparison of the sort: for a
        // thousand themes that was a tenth of assembling them.
        let sorted = themes.map { (order($0), $0) }.sorted { $0.0 < $1.0 }.map { $0.1 }
        var catalog = ThemeCatalog(themes: sorted, diagnostics: diagnostics.uniqued().cappedPerFile())
        catalog.uncheckedDocuments = unchecked
        catalog.explanations = explanations
        catalog.foreignFormats = leftToAssembly.formats
        catalog.foreignLeft = studioLeft
        return catalog
    }

    /// Whether a group of plain token files is assembled into a system (``AssembledSystem``)
    /// rather than read as the one file it is: more than one file, or one in a `deprecated/`
    /// folder (whose tokens only an assembled system marks).
    private static func isAssembled(_ group: [Int], _ files: [FolderSystems.File], roots: Set<String>) -> Bool {
        group.count > 1 || files[group[0]].part != nil || FolderSystems.deprecationFolder(of: files[group[0]].label, roots: roots) != nil
    }

    private static func order(_ theme: Theme) -> (Int, String) {
        (bundledOrder.firstIndex(of: theme.name) ?? bundledOrder.count, theme.source.label)
    }
}

/// A theme file read and parsed (on any thread): its document when it is in Shade's dialect,
/// else its parsed root and bytes, for the design-system reader.
struct PreparedSource: Sendable {
    enum Outcome: Sendable {
        /// Empty, or not JSON.
        case failed(Diagnostic)
        /// A theme in Shade's dialect (or the base mapping), with the problems its structure has.
        case dialect(ThemeDocument, [Diagnostic])
        /// A DTCG resolver or token file, or JSON that is not a theme (``FileClassifier/kind(of:name:)``).
        case other(FileClass, JSONNode, [UInt8])
    }

    var label: String
    var source: ThemeSource
    var outcome: Outcome
    /// A plain token file's facts, read from its tree as it is parsed.
    var facts: TokenFileFacts?
    /// A plain token file that can stand alone (it holds colours and names no token it does
    /// not define), opened and resolved from its tree as it is parsed; used when the folder
    /// leaves it a system of its own.
    var opened: DesignSystem?

    /// `keepingTable`: a user file keeps its token table as read, rather than only its bytes
    /// (see ``ThemeCatalog/tableKeepingLimit``); a bundled file always does.
    /// `keepingTree`: a plain token file keeps its parse tree in its outcome, for the system
    /// the catalog assembles from its folder to resolve without parsing it again (see
    /// ``ThemeCatalog/treeKeepingBytes``).
    /// `deferringChecks`: a file that keeps only its bytes is read for its metadata, and its
    /// tokens are checked later (``ThemeDocument/tokenProblems()``).
    init(_ file: SourceFile, keepingTable: Bool = false, keepingTree: Bool = false, deferringChecks: Bool = false) {
        label = file.label
        source = file.source
        let keepingOnlyBytes = file.source != .bundled && !keepingTable
        // Its metadata is all that is read now: its tokens are read when it is resolved, and
        // checked later.
        if keepingOnlyBytes, deferringChecks, let skimmed = file.skimmedDialect() {
            var problems: [Diagnostic] = []
            outcome = .dialect(file.document(skimmed, keepingOnlyBytes: true, checkingTokens: false, diagnostics: &problems), problems)
            return
        }
        switch file.parseJSON() {
        case .failure(let problem): outcome = .failed(problem)
        case .success(let root):
            let kind = file.source == .bundled ? .dialect : FileClassifier.kind(of: root, name: file.label)
            if kind == .dialect, root.object == nil {
                // A list (or a scalar) with tokens in it is no theme Shade can read: refused, said
                // once, and not listed as a theme of defaults beside the refusal.
                let items = root.array.map { " of \($0.count) item\($0.count == 1 ? "" : "s")" } ?? ""
                outcome = .failed(Diagnostic(file: file.label, position: root.position,
                                             message: "a theme file must be a JSON object, not \(root.typeName): this one is a list\(items) holding tokens, "
                                                 + "not the list of collections a Figma plugin writes (each item {\"NAME\": {\"modes\": {…}}}); not listed"))
                return
            }
            guard kind == .dialect else {
                // Only a resolver's tree is read again (for the files it names); a token file
                // keeps its facts, and a file that can stand alone its resolved tokens and
                // page, worked out from this tree; any other system parses its bytes when first
                // resolved. A tree costs some thirty times its file, so a folder of 140 large
                // token files held every one at once until the folder was assembled, and parsed
                // each twice to tell its page's appearance (issue 35, item 7).
                if kind == .tokenFile {
                    let facts = TokenFileFacts(root)
                    self.facts = facts
                    if facts.holdsColour, facts.foreignReferences.isEmpty {
                        opened = DesignSystem.open(tokenFile: file.label, files: DiskTokenFiles(known: [file.label: file.bytes]), colorStrings: .css, root: root,
                                                   byteCount: file.bytes.count, extensions: facts.extensions, description: facts.description)
                    }
                }
                // A list of collections keeps its tree: its modes are split from it (``FigmaCollectionList``).
                let keeping = kind == .resolver || (kind == .tokenFile && (keepingTree || root.array != nil))
                outcome = .other(kind, keeping ? root : JSONNode(value: .null, position: root.position), file.bytes)
                return
            }
            var problems: [Diagnostic] = []
            // The bundled files' tables are read by every theme; a user file's in a large folder
            // only when it is resolved.
            let document = file.document(root, keepingOnlyBytes: keepingOnlyBytes, checkingTokens: !(keepingOnlyBytes && deferringChecks),
                                         diagnostics: &problems)
            outcome = .dialect(document, problems)
        }
    }
}

/// A theme file's bytes and where they came from.
struct SourceFile {
    var label: String
    var source: ThemeSource
    var bytes: [UInt8]

    /// The parsed JSON, or a diagnostic when the file is empty or not JSON.
    func parseJSON() -> Result<JSONNode, Diagnostic> {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .failure(Diagnostic(file: label, message: "the file is empty; a theme is a JSON object"))
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || (bytes.count > 1 && (bytes[0] == 0 || bytes[1] == 0)) {
            return .failure(Diagnostic(file: label, message: "UTF-16 text; Shade reads UTF-8 only; skipped"))
        }
        do {
            return .success(try JSONParser.parse(bytes))
        } catch {
            return .failure(Diagnostic(file: label, position: error.position, message: error.message))
        }
    }

    /// The file skimmed (``JSONParser/skim(_:)``), when that shows it is in Shade's dialect;
    /// nil when only reading it in full can tell, or say what is wrong with it.
    func skimmedDialect() -> JSONNode? {
        guard let root = JSONParser.skim(bytes), FileClassifier.isDialect(skimmed: root, name: label) else { return nil }
        return root
    }

    /// The file read as a theme in Shade's dialect; `keepingOnlyBytes`: its token table is
    /// read again from `bytes` when needed rather than kept.
    func document(_ root: JSONNode, keepingOnlyBytes: Bool = false, checkingTokens: Bool = true, diagnostics: inout [Diagnostic]) -> ThemeDocument {
        // Found by byte: searching characters cost a twentieth of skimming a file.
        let fileName = label.utf8.lastIndex(of: UInt8(ascii: "/")).map { label[label.utf8.index(after: $0)...] } ?? label[...]
        return ThemeDocument(root: root, file: label, defaultName: Self.removingJSON(fileName), keepingOnly: keepingOnlyBytes ? bytes : nil,
                             checkingTokens: checkingTokens, diagnostics: &diagnostics)
    }

    /// `name` without any ".json" in it, the theme's name when its file gives none. Matched
    /// on bytes for an ASCII name: `replacing` costs 70–130 ms of CPU per 10,000 names where
    /// this costs 3–15 ms, and `shade list` of 10,000 files takes about 0.67 s of CPU in all
    /// (12–18 %; measured 2026-11-28).
    static func removingJSON(_ name: Substring) -> String {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return String(name).replacing(".json", with: "") }
        let bytes = Array(name.utf8), pattern = Array(".json".utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if index + pattern.count <= bytes.count, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                index += pattern.count
            } else {
                kept.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }
}

/// Finds and reads theme files, refusing what cannot be a theme before reading it whole,
/// and anything that is not a regular file (a FIFO, socket, device, folder or symlink loop)
/// without ever blocking on it.
enum ThemeFileReader {
    /// One entry of a searched path, read and parsed.
    enum Entry: Sendable {
        /// A theme file (Shade's dialect, DTCG, or not JSON at all).
        case theme(PreparedSource)
        /// A file that `ForeignThemes.claim` read as a theme in another format.
        case foreign(ForeignThemes.Scan)
    }

    /// The files at each of `paths` (a folder's `.json` entries, or the file itself), each
    /// read once and parsed, in listing order, with the problems met; one result per path.
    /// The files of many folders are parsed on every core together (a folder of ten files is
    /// too small to share out alone); `claim` is offered each folder file the detector marks as
    /// another format, with its bytes.
    /// Each folder's files are taken from the listing the search made of it (a folder it
    /// could not list is tried again here, for the message).
    /// `deferringChecks`: see ``PreparedSource/init(_:keepingTable:deferringChecks:)``.
    /// `byteBound`: how many bytes of files are read in all (``ThemeCatalog/maximumBytesRead``);
    /// the files past it are not read, and the first of them says how many.
    static func prepared(at paths: [ThemeSearch.Searched], claim: (@Sendable (String, [UInt8], ThemeFormat) -> ForeignThemes.Scan?)?,
                         deferringChecks: Bool = false, byteBound: Int = ThemeCatalog.maximumBytesRead)
        -> [(entries: [Entry], problems: [Diagnostic])] {
        var results = Array(repeating: (entries: [Entry](), problems: [Diagnostic]()), count: paths.count)
        // Whether tables are kept depends on how many theme files the whole search holds: a
        // thousand themes in small subfolders are as many as a thousand in one folder.
        let themeFilesListed = paths.map { $0.listing.map { themeFiles(of: $0.entries) } }
        let listedFiles = themeFilesListed.reduce(0) { $0 + ($1?.count ?? 0) }
        // Folders are parsed in batches, so a tree of thousands of folders never holds
        // thousands of them open at once.
        var batch: [FolderFile] = []
        var openFolders = 0
        var bytesRead = 0
        var unread: [FolderFile] = []
        // A slice's files are read first, their bytes counted against the bound in listing
        // order (so the same files pass it on every run), and only those within it parsed.
        func readSlice(_ files: [FolderFile]) -> [(SourceFile?, [Diagnostic])] {
            files.concurrentMap(chunk: 16) { file -> (SourceFile?, [Diagnostic]) in
                var problems: [Diagnostic] = []
                let path = FileSystem.join(file.folder, file.entry.name)
                let read = file.open.map {
                    $0.contents(of: file.entry.name, listed: file.entry.kind, limit: ThemeCatalog.maximumFileSize + 1,
                                refusingOver: ThemeCatalog.maximumFileSize)
                } ?? FileSystem.regularFileContents(atPath: path, listed: file.entry.kind, limit: ThemeCatalog.maximumFileSize + 1,
                                                    refusingOver: ThemeCatalog.maximumFileSize)
                return (sourceFile(path, read, diagnostics: &problems), problems)
            }
        }
        func parse(_ sources: [(FolderFile, SourceFile, keepsTree: Bool)]) -> [Entry] {
            sources.concurrentMap(chunk: 16) { file, source, keepsTree -> Entry in
                // The detector's one sniff of the bytes: another format's marks go to its
                // reader, and the rest are parsed here, their root saying what they are.
                if let claim, let format = FileClassifier.markedFormat(jsonAt: source.label, bytes: source.bytes),
                   let claimed = claim(source.label, source.bytes, format) {
                    return .foreign(claimed)
                }
                return .theme(PreparedSource(source, keepingTable: file.keepsTable, keepingTree: keepsTree, deferringChecks: deferringChecks))
            }
        }
        func parseBatch() {
            var start = batch.startIndex
            while start < batch.endIndex, unread.isEmpty {
                let slice = batch[start..<min(start + Self.filesPerSlice, batch.endIndex)]
                start = slice.endIndex
                var kept: [(FolderFile, SourceFile, keepsTree: Bool)] = []
                for (file, (source, problems)) in zip(slice, readSlice(Array(slice))) {
                    let count = source?.bytes.count ?? 0
                    guard unread.isEmpty, bytesRead + count <= byteBound else {
                        unread.append(file)
                        continue
                    }
                    bytesRead += count
                    results[file.slot].problems += problems
                    if let source { kept.append((file, source, bytesRead <= ThemeCatalog.treeKeepingBytes)) }
                }
                for ((file, _, _), entry) in zip(kept, parse(kept)) { results[file.slot].entries.append(entry) }
            }
            unread += batch[start...]
            batch = []
            openFolders = 0
        }
        for (slot, searched) in paths.enumerated() {
            let path = searched.path
            let found: Result<(OpenFolder?, [FileSystem.ListedEntry]), Diagnostic>
            if let listed = themeFilesListed[slot] {
                // A few files are opened by their paths: opening the folder to open them
                // relative to it would cost more system calls than it saves.
                found = .success((listed.count < Self.filesWorthOpeningFolder ? nil : try? OpenFolder(path), listed))
            } else if FileKind.of(path) == .directory {
                found = themeFiles(in: path)
            } else {
                var problems: [Diagnostic] = []
                results[slot].entries = read(path, diagnostics: &problems).map { [.theme(PreparedSource($0, keepingTable: true))] } ?? []
                results[slot].problems = problems
                continue
            }
            switch found {
            case .success(let (folder, listed)):
                let keepsTable = max(listed.count, listedFiles) <= ThemeCatalog.tableKeepingLimit
                batch += listed.map { FolderFile(slot: slot, folder: path, open: folder, entry: $0, keepsTable: keepsTable) }
                // Only a folder held open counts: a tree of small folders read by path is parsed
                // in one batch, as one large folder is, not in many with a wait at the end of each.
                if folder != nil { openFolders += 1 }
                if openFolders >= Self.foldersPerBatch { parseBatch() }
            case .failure(let problem):
                results[slot].problems.append(problem)
            }
        }
        parseBatch()
        if let first = unread.first {
            let more = unread.count > 1 ? " (and \(unread.count - 1) more file\(unread.count == 2 ? "" : "s"))" : ""
            results[first.slot].problems.append(Diagnostic(
                file: FileSystem.join(first.folder, first.entry.name),
                message: "not read: the theme files searched pass \(Self.mebibytes(byteBound)) in all\(more); "
                    + "name the system's own folder with --themes"))
        }
        return results
    }

    /// `bytes` as the line about the bound says it: "48 MiB", or a test's "3 KiB".
    static func mebibytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes >> 10) KiB"
    }

    /// How many folders are open at most while their files are parsed.
    static let foldersPerBatch = 64

    /// How many files are read and parsed together before what they hold is counted against
    /// ``ThemeCatalog/maximumBytesRead``: enough to share out over the cores.
    static let filesPerSlice = 64

    /// From how many theme files on a folder is opened to read them relative to it.
    static let filesWorthOpeningFolder = 8

    /// One file of a searched folder, waiting to be parsed.
    private struct FolderFile: Sendable {
        /// Which searched path it belongs to.
        var slot: Int
        /// The folder's path.
        var folder: String
        /// The folder, open, when its files are read relative to it.
        var open: OpenFolder?
        var entry: FileSystem.ListedEntry
        /// Whether its folder is small enough for its token table to be kept.
        var keepsTable: Bool
    }

    /// Folder `path`, open, with its theme files sorted by name: `.json`, sidecars aside.
    private static func themeFiles(in path: String) -> Result<(OpenFolder?, [FileSystem.ListedEntry]), Diagnostic> {
        do {
            let folder = try OpenFolder(path)
            let entries = try folder.listing().get()
            return .success((folder, themeFiles(of: entries.sorted { $0.name < $1.name })))
        } catch {
            return .failure(Diagnostic(file: path, message: "cannot list the folder: \(error.message)"))
        }
    }

    /// The theme files among a folder's entries (sorted): `.json`, sidecars, hidden files and
    /// tools' settings aside. A sidecar belongs to the system beside it and is read by it, never
    /// as a theme; `tsconfig.json` or `package-lock.json` is no theme (``NonThemeNames/isToolFile(_:)``),
    /// nor a hidden `.prettierrc.json` or `.eslintrc.json`: the detector reads no hidden file
    /// (``FileClassifier/FileNameKind``), and the search no hidden folder.
    private static func themeFiles(of entries: [FileSystem.ListedEntry]) -> [FileSystem.ListedEntry] {
        entries.filter {
            $0.name.hasSuffix(".json") && !$0.name.hasPrefix(".") && !FileClassifier.isSidecar($0.name)
                && !NonThemeNames.isToolFile($0.name.lowercased())
        }
    }

    static func read(_ path: String, diagnostics: inout [Diagnostic]) -> SourceFile? {
        // Read at most one byte past the cap, so a file that grows after the size check is still refused.
        sourceFile(path, FileSystem.regularFileContents(atPath: path, limit: ThemeCatalog.maximumFileSize + 1, refusingOver: ThemeCatalog.maximumFileSize),
                   diagnostics: &diagnostics)
    }

    /// The file at `path` from what reading it gave, or nil with the reason in `diagnostics`.
    private static func sourceFile(_ path: String, _ read: Result<[UInt8], FileProblem>, diagnostics: inout [Diagnostic]) -> SourceFile? {
        switch read {
        case .failure(let problem):
            diagnostics.append(Diagnostic(file: path, message: problem.message))
            return nil
        case .success(let bytes):
            guard bytes.count <= ThemeCatalog.maximumFileSize else {
                diagnostics.append(Diagnostic(file: path, message: FileSystem.sizeRefusal(size: nil, cap: ThemeCatalog.maximumFileSize)))
                return nil
            }
            return SourceFile(label: path, source: .file(path), bytes: bytes)
        }
    }
}

extension ThemeCatalog {
    /// How many problems loading found, counting those a summary line stands for.
    public var problemCount: Int { diagnostics.problemCount }
}
