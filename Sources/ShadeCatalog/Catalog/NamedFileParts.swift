import ShadeFiles
import ShadeJSON
import ShadeText
import ShadeTokens

/// The files a DTCG token file named on the command line reads through its aliases: its
/// semantic tokens (`semantic-page.json`, `{color.palette.neutral-0}`) name a palette kept in
/// another file of its folder (`palette-neutrals.json`). A search of the folder joins them
/// (``FolderSystems``); the file named alone said its aliases named no token. So the folder
/// of a file named itself is searched for what the file names, as it would be searched
/// itself: the files below it that define a path the file's aliases name, and those that
/// define what theirs name, in turn. Nothing above the file's folder is read, and each read is
/// confined as any other (``ReadConfinement``). Only files the aliases reach are added, so no
/// other system of the folder is listed.
enum NamedFileParts {
    /// How many files of the folder are read at most, nearest first.
    static let maximumFiles = 400
    /// How deep below the folder files are looked for.
    static let maximumDepth = 4
    /// The largest file read.
    static let maximumBytes = 4 * 1024 * 1024

    /// The files of the folders of the named files among `files` (those `roots` name) that
    /// their aliases reach and `files` lack.
    static func parts(for files: [FolderSystems.File], roots: [String]) -> [FolderSystems.File] {
        var known = Set(files.map { SourcePath.normalised($0.label) })
        var added: [FolderSystems.File] = []
        for root in roots where FileKind.of(root) == .regular {
            let named = SourcePath.normalised(root)
            guard let file = files.first(where: { SourcePath.normalised($0.label) == named }), !file.facts.foreignReferences.isEmpty else { continue }
            let defined = files.reduce(into: Set<String>()) { $0.formUnion($1.facts.defined) }
            var needed = file.facts.foreignReferences.subtracting(defined)
            guard !needed.isEmpty else { continue }
            var candidates = siblings(of: root, known: known)
            var found = true
            while found {
                found = false
                for (index, candidate) in candidates.enumerated() where !candidate.facts.defined.isDisjoint(with: needed) {
                    needed.formUnion(candidate.facts.foreignReferences)
                    needed.subtract(candidate.facts.defined)
                    known.insert(SourcePath.normalised(candidate.label))
                    added.append(candidate)
                    candidates.remove(at: index)
                    found = true
                    break
                }
            }
        }
        return added
    }

    /// The DTCG token files below the folder of `file` (itself and `known` left out), parsed.
    private static func siblings(of file: String, known: Set<String>) -> [FolderSystems.File] {
        let folder = FileSystem.parent(of: file)
        let walk = FolderWalk.walk(folder, limits: .init(maximumDepth: maximumDepth, maximumEntries: maximumFiles * 4, reportsDepth: false),
                                   descend: { ThemeSearch.searches(folderNamed: $0.name) },
                                   keep: { !$0.isDirectory && $0.name.lowercased().hasSuffix(".json") && !NonThemeNames.isToolFile($0.name.lowercased()) })
        var found: [FolderSystems.File] = []
        for entry in walk.entries.prefix(maximumFiles) where !known.contains(SourcePath.normalised(entry.path)) {
            guard case .success(let bytes) = FileSystem.regularFileContents(atPath: entry.path, limit: maximumBytes),
                  ByteSearch.contains("\"$value\"", in: bytes[...]), let tree = try? JSONParser.parse(bytes) else { continue }
            let facts = TokenFileFacts(tree)
            guard !facts.defined.isEmpty else { continue }
            found.append(FolderSystems.File(label: entry.path, source: .file(entry.path), bytes: Array(bytes), facts: facts, tree: tree))
        }
        return found
    }
}
