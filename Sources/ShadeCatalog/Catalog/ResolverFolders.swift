import ShadeJSON
import ShadeFiles
import ShadeTokens

/// Which files belong to a DTCG resolver beyond those it names: the folder its sources live
/// in is the system's, so a file kept there that the resolver does not read (a `removed/`
/// folder, a component's tokens, a variant not wired in yet) is part of that system and left
/// out of it, never a theme of its own.
///
/// A resolver's folders are found from its references: each source in a subfolder of the
/// resolver's own folder claims that subfolder (`primer.resolver.json` with
/// `./primer/base/color.json` claims `primer/`), and a source beside the resolver claims the
/// resolver's whole folder when no other resolver stands there. A folder that two resolvers
/// read from is claimed by neither; only the files each names are its own. Resolvers and
/// Shade's own theme files are never claimed: they say what they are.
struct ResolverFolders {
    /// The resolvers, by label, with the normalised paths of the files each names.
    private(set) var references: [String: Set<String>] = [:]
    /// Each claimed folder (normalised) and the resolver that claims it.
    private(set) var claimedFolders: [String: String] = [:]
    /// Each named file (normalised) and the resolvers that name it.
    private var namedBy: [String: [String]] = [:]
    /// Whether each resolver gives its `name`.
    private var names: [String: Bool] = [:]

    /// The folders and files of `resolvers` (label → parsed root).
    init(resolvers: [String: JSONNode]) {
        var candidates: [String: Set<String>] = [:]
        var resolversPerFolder: [String: Int] = [:]
        for label in resolvers.keys { resolversPerFolder[Self.folder(of: SourcePath.normalised(label)), default: 0] += 1 }
        for (label, root) in resolvers {
            let files = ResolverFolders.referencedFiles(resolver: root, file: label)
            references[label] = files
            names[label] = root.object?["name"]?.string != nil
            let folder = Self.folder(of: SourcePath.normalised(label))
            for file in files {
                namedBy[file, default: []].append(label)
                let offset = folder.isEmpty ? (file.hasPrefix("/") || file.hasPrefix("../") ? nil : 0) : FileSystem.offset(of: file, below: folder)
                guard let offset else { continue }
                let below = file.utf8.dropFirst(offset)
                if let slash = below.firstIndex(of: UInt8(ascii: "/")) {
                    candidates[String(file[..<slash]), default: []].insert(label)
                } else if resolversPerFolder[folder] == 1 {
                    candidates[folder, default: []].insert(label)
                }
            }
        }
        for (folder, claimants) in candidates where claimants.count == 1 { claimedFolders[folder] = claimants.first }
    }

    /// Whether there are no resolvers at all.
    var isEmpty: Bool { references.isEmpty }

    /// The resolver whose system `file` (a label) is part of, and whether it names the file;
    /// nil when no resolver's folder holds it.
    func owner(of file: String) -> (resolver: String, isNamed: Bool)? {
        let path = SourcePath.normalised(file)
        if let named = namedBy[path]?.min() { return (named, true) }
        var folder = Self.folder(of: path)
        while !folder.isEmpty {
            if let resolver = claimedFolders[folder] { return (resolver, false) }
            let parent = Self.folder(of: folder)
            guard parent != folder else { break }
            folder = parent
        }
        return nil
    }

    /// The resolver whose folders hold `path` (a file or a folder), named by it or not.
    func keeper(of path: String) -> String? {
        claimedFolders[SourcePath.normalised(path)] ?? owner(of: path)?.resolver
    }

    /// Each resolver's explanation: the files it names, and `left`, the files its folders
    /// hold that it does not name, each with why (by resolver).
    func explanations(left: [String: [SystemExplanation.File]]) -> [SystemExplanation] {
        references.keys.sorted().map { resolver in
            let own = Self.folder(of: SourcePath.normalised(resolver))
            let folders = claimedFolders.filter { $0.value == resolver }.keys.sorted().map { folder in
                folder == own ? "its own folder" : (FileSystem.offset(of: folder, below: own).map { String(decoding: folder.utf8.dropFirst($0), as: UTF8.self) } ?? folder) + "/"
            }
            let kept = folders.isEmpty ? "" : "; it keeps \(folders.joined(separator: ", ")), so no other token file there is a theme"
            return SystemExplanation(
                system: resolver, reason: "a DTCG resolver document: its sets and modifiers name the files it reads" + kept,
                nameSource: names[resolver] == true ? "the resolver's \"name\"" : "the resolver's file name (it has no \"name\")",
                taken: references[resolver, default: []].sorted().map { SystemExplanation.File(path: $0, note: "named by the resolver") },
                left: (left[resolver] ?? []).sorted { $0.path < $1.path })
        }
    }

    /// The folder part of a normalised path (`a/b` for `a/b/c.json`; empty for `c.json`).
    static func folder(of path: String) -> String {
        // By bytes: a slash is ASCII, and searching by characters walked every grapheme.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.utf8.startIndex ? "/" : String(Substring(path.utf8[..<slash]))
    }

    /// Every file a resolver document reads, normalised (``SourcePath/normalised(_:)``).
    static func referencedFiles(resolver root: JSONNode, file: String) -> Set<String> {
        let document = DTCGResolverDocument(root: root, file: file, files: DiskTokenFiles())
        var found: Set<String> = []
        func add(_ sources: [DTCGSource]) {
            for case .file(let path, _) in sources { found.insert(SourcePath.normalised(path)) }
        }
        for item in document.order {
            switch item {
            case .set(_, let sources): add(sources)
            case .modifier(let modifier): for context in modifier.contexts { add(context.sources) }
            }
        }
        return found
    }
}
