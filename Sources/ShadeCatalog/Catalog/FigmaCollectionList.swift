import ShadeJSON
import ShadeTokens

/// A Figma plugin's export of a file's variables as one JSON list of collections, each an
/// object of one member, the collection's name, holding its `modes`, each mode the tokens it
/// gives (`[{"core": {"modes": {"default": {…}}}}, {"semantic": {"modes": {"light": {…},
/// "dark": {…}}}}]`; aliases name tokens of any collection, `$collectionName` saying whose).
///
/// The list is the same structure as Figma's own export of one `Collection.Mode.json` file per
/// collection and mode, written into one file: each of its modes is offered to the assembly as
/// a file of its own (``FolderSystems/File/part``), read through a JSON pointer
/// (`#/1/semantic/modes/dark`), so the collections and their modes become a system exactly as
/// the files would (``AssembledSystem``).
enum FigmaCollectionList {
    /// One mode of one collection of the list.
    struct Part: Sendable, Equatable {
        /// The collection's name (`semantic`).
        var collection: String
        /// The mode's name (`dark`).
        var mode: String
        /// The JSON pointer of the mode's tokens in the file (`/1/semantic/modes/dark`).
        var pointer: String
    }

    /// The modes of `root` with their tokens, in the list's order, when `root` is such a list:
    /// every item an object of one member whose value has a `modes` object of objects, and some
    /// token in it; nil otherwise.
    static func parts(of root: JSONNode) -> [(part: Part, tokens: JSONNode)]? {
        guard let items = root.array, !items.isEmpty else { return nil }
        var parts: [(part: Part, tokens: JSONNode)] = []
        for (index, item) in items.enumerated() {
            guard let object = item.object, object.members.count == 1, let member = object.members.first,
                  let modes = member.value.object?["modes"]?.object, !modes.members.isEmpty else { return nil }
            for mode in modes.members {
                guard mode.value.object != nil else { return nil }
                let pointer = "/\(index)/" + DTCGPointer.escape(member.key) + "/modes/" + DTCGPointer.escape(mode.key)
                parts.append((Part(collection: member.key, mode: mode.key, pointer: pointer), mode.value))
            }
        }
        return parts.contains { FileClassifier.holdsToken($0.tokens) } ? parts : nil
    }

    /// Whether `root` is such a list (``parts(of:)``).
    static func isList(_ root: JSONNode) -> Bool { parts(of: root) != nil }

    /// The files `file` (whose parsed root is `root`) stands for: one per mode of each of its
    /// collections, each with the facts of its own tokens; nil when it is no such list.
    static func files(of file: FolderSystems.File, root: JSONNode) -> [FolderSystems.File]? {
        guard let parts = parts(of: root) else { return nil }
        return parts.map { part, tokens in
            var one = file
            one.facts = TokenFileFacts(tokens)
            one.part = part
            one.opened = nil
            return one
        }
    }
}
