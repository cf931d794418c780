import ShadeFiles
import ShadeTokens
import ShadeFormats

/// Style Dictionary JSON files found loose in the searched folders (no config names them):
/// joined into systems as plain DTCG files are (``FolderSystems``: aliases that cross files,
/// names that pair light and dark, files of no colour joining the system nearest them), each
/// group read by the Tokens Studio reader as one system whose sets' names say light and dark
/// (`lightTheme.json`, `darkTheme.json`, the palette under both). A group whose files are the
/// sets of a Tokens Studio file beside them, written out one per file, is that file's system
/// and no theme of its own.
struct StyleDictionaryFiles {
    /// The systems read, with where each comes from.
    var systems: [(DesignSystem, ThemeSource)] = []
    /// What reading them found.
    var diagnostics: [Diagnostic] = []
    /// Why each group is one system, or none.
    var explanations: [SystemExplanation] = []
    /// Files left to the Tokens Studio file that holds their sets, by that file.
    var heldBy: [String: [SystemExplanation.File]] = [:]

    /// Groups and reads `files`; `roots` are the searched paths; `studioSets` the sets of each
    /// Tokens Studio file found (``TokensStudioSets``).
    init(_ files: [FolderSystems.File], roots: [String], studioSets: [String: Set<String>]) {
        guard !files.isEmpty else { return }
        let grouped = FolderSystems(files: files, roots: roots)
        let normalisedRoots = Set(roots.map { SourcePath.normalised($0) })
        // A system is known by the folder of its own files, not of a base it shares with others.
        func ownFolder(_ group: [Int]) -> String {
            let own = group.filter { !grouped.shared.contains($0) }
            return AssembledSystem.systemFolder((own.isEmpty ? group : own).map { files[$0].label }, roots: normalisedRoots)
        }
        var perFolder: [String: Int] = [:]
        for group in grouped.groups where group.count > 1 { perFolder[ownFolder(group), default: 0] += 1 }
        for group in grouped.groups {
            let members = group.map { files[$0] }
            let labels = members.map(\.label)
            if let studio = Self.studioFile(holding: labels, studioSets: studioSets) {
                heldBy[studio, default: []] += labels.map {
                    SystemExplanation.File(path: $0, note: "a set this file holds already, written out as a file of its own; not read again")
                }
                continue
            }
            guard members.count > 1 else {
                let file = members[0]
                let (system, problems) = TokensStudioReader.read(path: file.label, files: DiskTokenFiles(known: [file.label: file.bytes]))
                diagnostics += problems
                guard let system else { continue }
                systems.append((system, file.source))
                // Themes written as groups of the file (``TokensStudioReader/GroupAxis``) say so.
                let themes = system.modifiers.first { $0.name == TokensStudioReader.GroupAxis.name }?.description.map { "; " + $0 } ?? ""
                explanations.append(SystemExplanation(system: system.file, reason: "one Style Dictionary token file that no other file completes: "
                                                      + "no alias crosses to another, no other file is its light or dark" + themes,
                                                      nameSource: "its file's name", taken: [SystemExplanation.File(path: file.label, note: "every token")]))
                continue
            }
            let common = AssembledSystem.systemFolder(labels, roots: normalisedRoots)
            let root = ownFolder(group)
            var (name, nameSource) = SystemNames.name(ofFolder: root)
            if root != common, grouped.groups.contains(where: { $0 != group && ownFolder($0) != root && $0.contains(where: grouped.shared.contains) }),
               SystemNames.name(ofFolder: ResolverFolders.folder(of: root)).name == name {
                // Two systems over one base in one project: each known by its own folder too.
                (name, nameSource) = ("\(name) \(FileSystem.fileName(root))", nameSource + ", and its own folder's (the systems beside it share the project and its base)")
            }
            var path = root + "/"
            if perFolder[root, default: 0] > 1 {
                let own = AssembledSystem.commonStem(labels.map(FileSystem.fileName))
                if !own.isEmpty {
                    (name, nameSource) = (own, "the start its files' names share (another system shares their folder)")
                    path = FileSystem.join(root, own)
                }
            }
            let sets = labels.map { label in (name: Self.setName(label, below: common), file: label) }
            var known: [String: [UInt8]] = [:]
            for member in members { known[member.label] = member.bytes }
            let (system, problems) = TokensStudioReader.read(sets: sets, name: name, path: path, files: DiskTokenFiles(known: known))
            diagnostics += problems
            guard let system else { continue }
            systems.append((system, .file(path)))
            explanations.append(Self.explanation(system, sets: sets, members: members, nameSource: nameSource))
        }
        let defined = files.reduce(into: Set<String>()) { $0.formUnion($1.facts.defined) }
        for group in grouped.colourless {
            for index in group {
                let missing = MissingColourAliases(files[index], defined: defined)
                if let missing { diagnostics.append(missing.diagnostic(file: files[index].label)) }
                explanations.append(SystemExplanation(system: files[index].label, reason: missing?.reason() ?? "not a theme: it holds no colour, and no system near it does",
                                                      nameSource: "-", taken: [], left: [SystemExplanation.File(path: files[index].label, note: "no colour")]))
            }
        }
    }

    /// The Tokens Studio file in the folder of every one of `labels` whose sets they are, or nil.
    static func studioFile(holding labels: [String], studioSets: [String: Set<String>]) -> String? {
        guard !studioSets.isEmpty, let folder = labels.first.map(ResolverFolders.folder(of:)),
              labels.allSatisfy({ ResolverFolders.folder(of: $0) == folder }) else { return nil }
        return studioSets.keys.sorted().first { studio in
            ResolverFolders.folder(of: studio) == folder && TokensStudioSets.holds(studioSets[studio] ?? [], files: labels)
        }
    }

    /// A file's set name: its path below the system's folder, without its extension.
    private static func setName(_ label: String, below root: String) -> String {
        let relative = root == "." ? label : FileSystem.offset(of: label, below: root).map { String(decoding: label.utf8.dropFirst($0), as: UTF8.self) } ?? label
        return SystemNames.stem(relative)
    }

    /// Why the files are one system, and which context reads each.
    private static func explanation(_ system: DesignSystem, sets: [(name: String, file: String)], members: [FolderSystems.File],
                                    nameSource: String) -> SystemExplanation {
        var defined: Set<String> = []
        for member in members { defined.formUnion(member.facts.defined) }
        let crossing = members.filter { !$0.facts.foreignReferences.isDisjoint(with: defined) }.count
        var parts = ["\(members.count) Style Dictionary token files with no config, read as one system"]
        if crossing > 0 { parts.append("\(crossing) of them alias tokens another defines") }
        if let note = FolderSystems.namedPartsNote(members) { parts.append(note) }
        let named = sets.compactMap { TokensStudioReader.resolution(forSet: $0.name) }
        if Set(named.map(\.appearance)).count > 1 { parts.append("light and dark from the files' names") }
        let axes = ForeignExplanation.folderAxes(system)
        if !axes.isEmpty { parts.append(String(axes.dropFirst(2))) }
        let taken = sets.map { set in
            SystemExplanation.File(path: set.file, note: TokensStudioReader.resolution(forSet: set.name).map { "read in \($0.appearance == .dark ? "dark" : "light")"
                + ($0.contrast == .high ? ", increased contrast" : "") } ?? "read in every appearance")
        }
        return SystemExplanation(system: system.file, reason: parts.joined(separator: "; "), nameSource: nameSource, taken: taken)
    }
}
