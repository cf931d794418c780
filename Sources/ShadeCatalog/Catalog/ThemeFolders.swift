import ShadeFiles
import ShadeFormats
import ShadeTokens

/// Sibling folders under a `themes/` folder, each holding a semantic layer of its own over a
/// core the system keeps outside it (Bullhorn Novo's `src/themes/bh2022/` and
/// `src/themes/bh2026/` over `src/core/`): each is a theme of its own, read with the core, as
/// the project's build makes one style sheet per folder. Their aliases all reach the core, so
/// the plain token files' grouping (``FolderSystems``) joins them into one group; read whole,
/// two generations' semantic tokens of the same names would overwrite each other.
///
/// Sibling folders that are one theme's contexts stay one system, as the existing rules read
/// them: a folder named by appearance or contrast words alone (`themes/dark/` beside
/// `themes/default/`), or folders whose names differ only by such words (`classic-day`,
/// `classic-night`). A theme whose own files alias nothing outside its folder (Novo's
/// `bh2026`, a Figma plugin's export holding its own primitives, which its build reads alone)
/// does not read the core: the core's tokens would be another generation's.
enum ThemeFolders {
    /// The folder names that hold a system's themes side by side.
    static let folderNames: Set<String> = ["themes"]

    /// One theme of a group: its name, and the group's files it reads (its folder's, and the
    /// core's), as indices into the group.
    struct Part: Equatable {
        /// The name it is known by: its folder's (its folders' name without context words,
        /// when several are its contexts).
        var name: String
        /// The group's files it reads, in group order.
        var files: [Int]
        /// Whether it reads the core: its own files alias a token only the core defines.
        var readsCore = true
    }

    /// The themes of one group of token files (below the group's folder `root`), or nil when
    /// the group is not so shaped: every file under a `themes/` folder lies in one of its
    /// subfolders, some file lies outside it (the core), the `themes/` folder holds at least
    /// two subfolders with token files (listed from `disk`), none named by context words alone,
    /// not all one theme's contexts, and each part's own files hold a colour or alias one the
    /// core defines (a folder of spacing over the core's sizes is a density, not a theme).
    /// `folders`: the `themes/` subfolder each file of a theme lies in, by index.
    static func split(_ group: [FolderSystems.File], root: String, disk files: any TokenFiles = DiskTokenFiles())
        -> (parts: [Part], themes: String, siblings: [String], folders: [Int: String])? {
        let labels = group.map(\.label)
        var themesFolder: String?
        var siblingOf: [Int: String] = [:]
        for (index, label) in labels.enumerated() {
            let relative = FileSystem.offset(of: label, below: root).map { String(decoding: label.utf8.dropFirst($0), as: UTF8.self) } ?? label
            let segments = relative.split(separator: "/").map(String.init)
            // A folder named `themes` with a subfolder and a file below it.
            guard let at = segments.dropLast(2).firstIndex(where: { folderNames.contains($0.lowercased()) }) else { continue }
            let folder = FileSystem.join(root, segments[...at].joined(separator: "/"))
            if let known = themesFolder, known != folder { return nil }
            themesFolder = folder
            siblingOf[index] = segments[at + 1]
        }
        guard let themesFolder, !siblingOf.isEmpty, siblingOf.count < labels.count else { return nil }
        let siblings = siblingFolders(themesFolder, files: files)
        guard siblings.count > 1, Set(siblingOf.values).isSubset(of: siblings) else { return nil }
        let keys = Dictionary(uniqueKeysWithValues: siblings.map { ($0, contextFreeKey($0)) })
        // A folder of context words alone is a context of its neighbours; folders of one key are one theme's.
        guard !keys.values.contains(""), Set(keys.values).count > 1 else { return nil }
        let core = labels.indices.filter { siblingOf[$0] == nil }
        let coreDefined = core.reduce(into: Set<String>()) { $0.formUnion(group[$1].facts.defined) }
        let coreColours = core.filter { group[$0].facts.holdsColour }.reduce(into: Set<String>()) { $0.formUnion(group[$1].facts.defined) }
        var parts: [Part] = []
        for key in Set(siblingOf.values.map { keys[$0]! }).sorted() {
            let folders = siblingOf.values.filter { keys[$0] == key }.sorted()
            let own = labels.indices.filter { siblingOf[$0].map { keys[$0] == key } ?? false }
            guard own.contains(where: { group[$0].facts.holdsColour || !group[$0].facts.foreignReferences.isDisjoint(with: coreColours) }) else { return nil }
            let ownDefined = own.reduce(into: Set<String>()) { $0.formUnion(group[$1].facts.defined) }
            // A Figma plugin's list of collections aliases its own collections (`$collectionName`):
            // an alias it leaves dangling is a stale one of its own, not the core's token of that name.
            let readsCore = own.contains { group[$0].part == nil && !group[$0].facts.foreignReferences.subtracting(ownDefined).isDisjoint(with: coreDefined) }
            parts.append(Part(name: Set(folders).count == 1 ? folders[0] : key, files: ((readsCore ? core : []) + own).sorted(), readsCore: readsCore))
        }
        return (parts, themesFolder, siblings, siblingOf)
    }

    /// The subfolders of `folder` that hold a token file (JSON, JSON5, YAML) themselves or
    /// one folder further in, sorted.
    static func siblingFolders(_ folder: String, files: any TokenFiles) -> [String] {
        (files.names(inFolder: folder) ?? []).filter { name in
            let sub = FileSystem.join(folder, name)
            guard !name.hasPrefix("."), files.kind(of: sub) == .folder, let inner = files.names(inFolder: sub) else { return false }
            return inner.contains { entry in
                if StyleDictionaryProject.tokenFileExtension(entry) != nil { return true }
                let deeper = FileSystem.join(sub, entry)
                return files.kind(of: deeper) == .folder && (files.names(inFolder: deeper) ?? []).contains { StyleDictionaryProject.tokenFileExtension($0) != nil }
            }
        }.sorted()
    }

    /// `name`'s words without appearance and contrast words, joined: what a folder is called
    /// apart from which context it holds (`classic` of `classic-night`; empty for `dark`).
    static func contextFreeKey(_ name: String) -> String {
        // Split here, not by `DTCGAxisRules.words`, which drops digits: `bh2022` and `bh2026`
        // are two generations, not one word `bh`.
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        return FolderSystems.withoutContextWords(words).joined(separator: "-")
    }
}
