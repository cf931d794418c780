import ShadeFiles
import ShadeJSON
import ShadeTokens

/// One token file whose top-level groups are its appearances and nothing else
/// (`{"light": {"background": …}, "dark": {"background": …}}`: VKUI's Figma export, a
/// palette written light beside dark). Read as one context it would hold both appearances'
/// tokens side by side, so its roles would mix a light page with dark text; each group is
/// an appearance's context instead, the same paths below each, as a folder of one file per
/// appearance is read. Light and dark are confirmed by each context's page, as any
/// appearance a name claims.
enum AppearanceGroupFile {
    /// The names of `root`'s top-level groups when there are two or more, every one an
    /// object named for an appearance (``DTCGAxisRules``), and no token stands beside them.
    static func appearances(of root: JSONNode) -> [String]? {
        guard let object = root.object else { return nil }
        let groups = object.members.filter { !$0.key.hasPrefix("$") }
        guard groups.count >= 2, groups.allSatisfy({ $0.value.object != nil && $0.value.object?["$value"] == nil }) else { return nil }
        let names = groups.map(\.key)
        let (_, positions) = DTCGAxisRules.automatic(modifier: "appearance", contexts: names)
        let appearances = names.compactMap { positions[$0]?.appearance }
        guard appearances.count == names.count, Set(appearances).count > 1 else { return nil }
        return names
    }

    /// The system of the token file `label` (its `bytes`, parsed as `root`) read one context
    /// per appearance group; nil when its groups are not appearances.
    static func open(label: String, bytes: [UInt8], root: JSONNode) -> DesignSystem? {
        guard let names = appearances(of: root) else { return nil }
        let file = FileSystem.fileName(label)
        // The written resolver stands beside the file, so its sources are the file's groups.
        let path = AssembledSystem.stem(label)
        let contexts = names.map { name in (name, [file + "#/" + DTCGPointer.escape(name)], [String]()) }
        let resolver = AssembledSystem.resolverText(name: AssembledSystem.stem(file), base: [], modifiers: [("appearance", contexts)], demoted: [])
        let files = DiskTokenFiles(known: [path: resolver, SourcePath.normalised(label): bytes])
        return DesignSystem.open(path: path, files: files, colorStrings: .css, pageDecidesAppearance: true)
    }
}
