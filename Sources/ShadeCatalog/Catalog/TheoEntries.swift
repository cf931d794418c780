import ShadeFiles
import ShadeTokens
import ShadeFormats

/// Theo token files (YAML or JSON with `props`, `aliases`, `imports`) found in the searched folders,
/// made into themes as Theo builds them (``TheoImports``): each entry (a file that imports
/// and that no file imports) is one theme, and every file it reaches is a part of it, never
/// a theme of its own. An entry whose files another entry of its folder reads too
/// (`sketch.yml` beside `tokens.yml`) is a partial build of that theme. Entries whose paths
/// differ only by an appearance word (`themes/twilio/` and `themes/twilio-dark/`) are one
/// theme's light and dark. A Theo file no entry reaches is read alone, as before.
struct TheoEntries {
    /// The systems read, with where each comes from.
    var systems: [(DesignSystem, ThemeSource)] = []
    /// What reading them found.
    var diagnostics: [Diagnostic] = []
    /// Why each entry is one theme, and why a partial build is none.
    var explanations: [SystemExplanation] = []

    /// Reads `files` (the Theo files the scans found) and what they import, within `roots`.
    init(_ files: [String], roots: [String]) {
        guard !files.isEmpty else { return }
        let normalisedRoots = roots.map { SourcePath.normalised($0) }
        let searched = Self.importRoots(normalisedRoots)
        let graph = TheoImports(files: files, tokenFiles: DiskTokenFiles()) { Self.isBelow($0, searched) }
        diagnostics += graph.problems
        var closures: [String: [String]] = [:]
        // A file of aliases alone, whatever it imports, gives Theo no prop to write: a palette.
        var palettes: [String] = []
        for entry in graph.entries {
            closures[entry] = graph.closure(of: entry)
            if !graph.writesProps(entry) { palettes.append(entry) }
        }
        let entries = graph.entries.filter { !palettes.contains($0) }
        // A partial build: every file it reads, another entry of its folder reads too.
        var kept: [String] = [], partial: [String: String] = [:]
        for entry in entries {
            let own = Set(closures[entry] ?? []).subtracting([entry])
            let fuller = entries.first { other in
                guard other != entry, ResolverFolders.folder(of: other) == ResolverFolders.folder(of: entry) else { return false }
                let theirs = Set(closures[other] ?? []).subtracting([other])
                return own.isSubset(of: theirs) && (own.count < theirs.count || other < entry)
            }
            if let fuller { partial[entry] = fuller } else { kept.append(entry) }
        }
        // Builds side by side in one folder, some a theme from `themes/`: one system per theme.
        let reached = Set(closures.values.flatMap { $0 })
        let lone = files.map { SourcePath.normalised($0) }.filter { !reached.contains($0) }
        let keys = Self.pairingKeys(kept)
        var keyCounts: [String: Int] = [:]
        for entry in kept { keyCounts[keys[entry] ?? entry, default: 0] += 1 }
        let unpaired = kept.filter { keyCounts[keys[$0] ?? $0] == 1 }
        let plans = TheoLayers.plans(unpaired + lone, closures: closures)
        let layered = Set(plans.flatMap { $0.layers + $0.beside })
        for plan in plans { read(plan, alone: plans.filter { $0.folder == plan.folder }.count == 1, graph: graph) }
        // Light and dark of one theme: entries whose paths differ only by an appearance word.
        var groups: [String: [String]] = [:], groupOrder: [String] = []
        for entry in kept where !layered.contains(entry) {
            let key = keys[entry] ?? entry
            if groups[key] == nil { groupOrder.append(key) }
            groups[key, default: []].append(entry)
        }
        for key in groupOrder {
            let members = groups[key] ?? []
            let resolutions = members.map { Self.resolution(of: $0, roots: normalisedRoots) }
            // Two entries of one resolution are two themes, however their paths compare.
            let paired = members.count > 1 && Set(resolutions).count == members.count
            for group in paired ? [Array(zip(members, resolutions))] : zip(members, resolutions).map({ [$0] }) {
                read(group, paired: paired, graph: graph, closures: closures, roots: normalisedRoots)
            }
        }
        for (entry, fuller) in partial.sorted(by: { $0.key < $1.key }) {
            explanations.append(SystemExplanation(system: entry, reason: "not a theme: a Theo entry whose every file \(FileSystem.fileName(fuller)) beside it imports too, "
                                                  + "a partial build of that theme", nameSource: "-", taken: [],
                                                  left: [SystemExplanation.File(path: entry, note: "its files are read with \(fuller)")]))
        }
        for palette in palettes {
            explanations.append(SystemExplanation(system: palette, reason: "not a theme: a Theo file of aliases alone, with what it imports; Theo writes props, and it has none",
                                                  nameSource: "-", taken: [], left: [SystemExplanation.File(path: palette, note: "aliases only")]))
        }
        // Theo files no entry reaches stand alone, each read as the one file it is.
        for file in files where !reached.contains(SourcePath.normalised(file)) && !layered.contains(SourcePath.normalised(file)) {
            let (system, problems) = TokensStudioReader.read(path: file, files: DiskTokenFiles())
            // A file of sizes or fonts met in a folder is no theme that failed, as for any
            // Style Dictionary file the search meets (``ForeignThemes/formats``); named itself, it says so.
            if system == nil, !normalisedRoots.contains(SourcePath.normalised(file)),
               problems.allSatisfy({ $0.message == TokensStudioReader.noColourTokens || $0.message == TokensStudioReader.tokensInAList }) { continue }
            diagnostics += problems
            guard let system else { continue }
            systems.append((system, .file(file)))
            explanations.append(SystemExplanation(system: system.file, reason: "one Theo token file that no entry imports", nameSource: "its file's name",
                                                  taken: [SystemExplanation.File(path: file, note: "every token")]))
        }
    }

    /// Each entry's pairing key (``FolderSystems/pairingKey(_:)``: its path without appearance
    /// words). An entry in a folder named by an appearance word alone (`themes/dark/tokens.yml`)
    /// has no name of its own: it is the dark of the system's default entry, the one of its
    /// file name in the nearest folder above (`tokens.yml` at the top, the theme Paste calls
    /// `default`), and takes that entry's key, unless another entry shares its own key.
    static func pairingKeys(_ entries: [String]) -> [String: String] {
        var keys: [String: String] = [:], counts: [String: Int] = [:]
        for entry in entries {
            let key = FolderSystems.pairingKey(entry).key
            keys[entry] = key
            counts[key, default: 0] += 1
        }
        let byPath = Set(entries)
        for entry in entries {
            guard let key = keys[entry], counts[key] == 1 else { continue }
            let folders = ResolverFolders.folder(of: entry).split(separator: "/", omittingEmptySubsequences: false)
            // The folder named by appearance words alone, nearest the file.
            guard let named = folders.lastIndex(where: { !$0.isEmpty && FolderSystems.withoutContextWords(DTCGAxisRules.words(String($0))).isEmpty }) else { continue }
            let file = FileSystem.fileName(entry)
            var above = named
            while above > 0 {
                let candidate = folders[..<above].joined(separator: "/") + "/" + file
                if candidate != entry, byPath.contains(candidate), let found = keys[candidate], !FolderSystems.pairingKey(candidate).hadWord {
                    keys[entry] = found
                    break
                }
                above -= 1
            }
        }
        return keys
    }

    /// Reads one theme: an entry alone, or a light entry and its dark partner.
    private mutating func read(_ group: [(entry: String, resolution: Resolution)], paired: Bool, graph: TheoImports,
                               closures: [String: [String]], roots: [String]) {
        let ordered = group.sorted { ($0.resolution.appearance == .dark ? 1 : 0, $0.entry) < ($1.resolution.appearance == .dark ? 1 : 0, $1.entry) }
        let first = ordered[0].entry
        var (name, nameSource) = Self.name(of: first)
        if paired {
            let words = DTCGAxisRules.words(name)
            let kept = FolderSystems.withoutContextWords(words)
            if !kept.isEmpty, kept.count < words.count { (name, nameSource) = (kept.joined(separator: "-"), nameSource + ", without its appearance word") }
        }
        let entries = ordered.map { (resolution: $0.resolution, sets: graph.sets(of: $0.entry)) }
        let (system, problems) = TokensStudioReader.read(theoEntries: entries, name: name, path: first, problems: [])
        if system == nil, problems.allSatisfy({ $0.message == TokensStudioReader.noColourTokens }) {
            // A build of sizes or fonts alone: part of the project, no theme.
            explanations.append(SystemExplanation(system: first, reason: "not a theme: a Theo entry whose files hold no colour", nameSource: "-", taken: [],
                                                  left: [SystemExplanation.File(path: first, note: "no colour")]))
            return
        }
        diagnostics += problems
        guard let system else { return }
        systems.append((system, .file(first)))
        var taken: [SystemExplanation.File] = []
        var listed: Set<String> = []
        for (entry, resolution) in ordered {
            let look = resolution.appearance == .dark ? "dark" : "light"
            for file in closures[entry] ?? [] where listed.insert(file + look).inserted {
                taken.append(SystemExplanation.File(path: file, note: file == entry ? "the entry, read in \(look)" : "imported by \(FileSystem.fileName(entry)), read in \(look)"))
            }
        }
        let count = Set(ordered.flatMap { closures[$0.entry] ?? [] }).count
        var reason = "a Theo entry: a file that imports others and that no file imports, with the \(count - ordered.count) files its imports reach, "
            + "merged as Theo merges them (each import whole, later over earlier, the file's own props last)"
        if paired {
            let keys = Set(ordered.map { FolderSystems.pairingKey($0.entry).key })
            reason += keys.count == 1 ? "; its light and dark are entries whose paths differ by an appearance word"
                : "; its " + ordered.dropFirst().map { (FileSystem.fileName(ResolverFolders.folder(of: $0.entry)) + "/") }.joined(separator: ", ")
                    + " is named by an appearance alone: the default entry's \(ordered.last?.resolution.appearance == .dark ? "dark" : "light")"
        }
        explanations.append(SystemExplanation(system: first, reason: reason, nameSource: nameSource, taken: taken))
    }

    /// Reads one theme of builds side by side (``TheoLayers``): its core's builds and the theme
    /// merged in order, as one light build. The only theme of its folder is the system's, named
    /// by its project; one of several is named by its entry.
    private mutating func read(_ plan: TheoLayers.Plan, alone: Bool, graph: TheoImports) {
        let (name, nameSource) = alone ? SystemNames.name(ofFolder: plan.folder.isEmpty ? "." : plan.folder) : Self.name(of: plan.theme)
        let (system, problems) = TokensStudioReader.read(theoEntries: [(resolution: Resolution(.light), sets: graph.sets(ofLayers: plan.layers))],
                                                         name: name, path: plan.theme, problems: [])
        diagnostics += problems
        guard let system else { return }
        systems.append((system, .file(plan.theme)))
        let core = plan.layers.dropLast().map { FileSystem.fileName($0) }
        explanations.append(SystemExplanation(
            system: plan.theme,
            reason: "Theo builds side by side in one folder, each built on its own and used together: \(FileSystem.fileName(plan.theme)) reaches into a themes/ folder "
                + "and is read over the \(core.count) beside it that do not (\(core.joined(separator: ", "))), later over earlier, the theme last",
            nameSource: nameSource,
            taken: plan.layers.map { SystemExplanation.File(path: $0, note: $0 == plan.theme ? "the theme, merged last" : "a build of its core") },
            left: plan.beside.map { SystemExplanation.File(path: $0, note: "built on its own, and no file of the system imports it or is imported by it: beside the system, not part of it "
                                                           + "(name it with --themes to open it alone)") }))
    }

    /// An entry's name: its file's, unless that names a kind of file (`tokens.yml`), when its
    /// folder's, unless that is generic too (`tokens/`), when the project names it
    /// (``SystemNames/shown(for:)``).
    static func name(of entry: String) -> (name: String, source: String) {
        let stem = SystemNames.stem(FileSystem.fileName(entry))
        guard SystemNames.partNames.contains(stem.lowercased()) || SystemNames.isGeneric(stem) else { return (stem, "its entry file's name") }
        let folder = FileSystem.fileName(ResolverFolders.folder(of: entry))
        guard !folder.isEmpty, !SystemNames.isGeneric(folder), !ThemeNaming.genericFolders.contains(folder.lowercased()) else {
            return (stem, "its project's: the entry file and its folder name kinds of files")
        }
        return (folder, "its entry's folder (\(FileSystem.fileName(entry)) names a kind of file)")
    }

    /// What an entry's path below its searched folder says of light and dark (`themes/dark/`,
    /// `twilio-dark/tokens.yml`); light when it says nothing.
    static func resolution(of entry: String, roots: [String]) -> Resolution {
        let below = roots.compactMap { root in FileSystem.offset(of: entry, below: root).map { String(decoding: entry.utf8.dropFirst($0), as: UTF8.self) } }
            .min { $0.count < $1.count } ?? FileSystem.fileName(entry)
        return TokensStudioReader.resolution(forSet: SystemNames.stem(below)) ?? Resolution(.light)
    }

    /// The folders an entry's imports may be read from: each folder searched, and for a file
    /// named itself (`validate base/colors.json`) its folder, searched for what the file names
    /// as that folder would be; nothing above it unless that is searched too. (The reads
    /// themselves stay confined by ``ReadConfinement``, which roots a named file at its folder.)
    static func importRoots(_ roots: [String]) -> [String] {
        roots.map { root in
            FileKind.of(root) == .regular ? SourcePath.normalised(FileSystem.parent(of: root)) : root
        }
    }

    /// Whether `path` (normalised) lies in one of `roots` (normalised), or is one.
    static func isBelow(_ path: String, _ roots: [String]) -> Bool {
        roots.contains { SourcePath.below($0, path) != nil }
    }
}
