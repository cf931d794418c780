import ShadeTokens

extension TokensStudioReader {
    /// The axes the folders of a system's sets carry when nothing else says how they layer (a
    /// token folder read whole, loose files read as one system): sibling folders that define
    /// mostly the same tokens are alternatives, one picked per context, not layers of each
    /// other. Gestalt's `tokens/classic/` and `tokens/vr-theme-web-mapping/` both define
    /// `color.text.default` and the rest of one vocabulary: each is a theme its build reads
    /// alone, so they are the `theme` axis (`classic`, `vr-theme-web-mapping`). Folders that
    /// add tokens of their own (a palette, components) stay parts, read in every context, or
    /// in the one context of the alternative that aliases their tokens (`vr-theme/`, whose
    /// tokens only `vr-theme-web-mapping` names). This is the folder form of ``SetNameAxes``.
    ///
    /// Only the paths each set defines (already flattened) and the aliases it writes are
    /// compared: no file is read again.
    struct FolderAxes {
        /// The axes found, each with why its folders are alternatives.
        private(set) var axes: [SetNameAxes.Axis] = []
        /// Why each axis (by name) is one, for `shade list --explain`.
        private(set) var reasons: [String: String] = [:]

        /// One folder's candidates: sibling folders whose names differ only by appearance or
        /// contrast words (`glass`, `glass-dark`) are one candidate.
        private struct Group {
            var title: String
            var folders: [String]
            var sets: [String] = []
            var paths: Set<String> = []
            var references: Set<String> = []
            var appearances: Set<Appearance> = []
        }

        /// The axes of the sets `names` (paths below the system's folder, without extension):
        /// `tokens(name)` gives the paths a set defines, `references(name)` the paths its
        /// aliases name.
        init(names: [String], tokens: (String) -> Set<String>, references: (String) -> Set<String>) {
            // Each folder's child folders that hold sets, in the order of their first set.
            var children: [String: [String]] = [:]
            var parents: [String] = []
            for name in names {
                let parts = name.split(separator: "/").dropLast()
                var parent = ""
                for part in parts {
                    let child = parent.isEmpty ? String(part) : parent + "/" + part
                    if children[parent] == nil { parents.append(parent) }
                    if !(children[parent] ?? []).contains(child) { children[parent, default: []].append(child) }
                    parent = child
                }
            }
            // Each set's paths are gathered once, however many folders above it are compared.
            var pathsOf: [String: Set<String>] = [:]
            for parent in parents {
                guard let folders = children[parent], folders.count > 1, folders.count <= Self.maximumSiblings else { continue }
                var groups: [Group] = []
                for folder in folders {
                    let own = FileSystem.fileName(folder)
                    // Deprecated tokens are kept beside the current ones, never an alternative.
                    guard folderDeprecation(own + "/x") == nil else { continue }
                    let key = SetNameAxes.words(own).filter { !SetNameAxes.isAxisWord($0) }.map { $0.lowercased() }
                    let title = key.isEmpty ? "default" : key.joined(separator: "-")
                    if let index = groups.firstIndex(where: { $0.title == title }) {
                        groups[index].folders.append(folder)
                    } else {
                        groups.append(Group(title: title, folders: [folder]))
                    }
                }
                guard groups.count > 1 else { continue }
                for index in groups.indices {
                    for name in names where groups[index].folders.contains(where: { name.hasPrefix($0 + "/") }) {
                        groups[index].sets.append(name)
                        if pathsOf[name] == nil { pathsOf[name] = tokens(name) }
                        groups[index].paths.formUnion(pathsOf[name] ?? [])
                        let relative = String(name.dropFirst(parent.isEmpty ? 0 : parent.count + 1))
                        groups[index].appearances.insert(TokensStudioReader.resolution(forSet: relative)?.appearance ?? .light)
                    }
                }
                add(groups, below: parent, references: references)
            }
        }

        /// The axis among `groups` (the candidates of the folder `parent`), when some are alternatives.
        private mutating func add(_ groups: [Group], below parent: String, references: (String) -> Set<String>) {
            var groups = groups
            // Aliases are gathered only for folders that may be alternatives.
            var gathered: Set<Int> = []
            func gather(_ index: Int) {
                guard gathered.insert(index).inserted else { return }
                groups[index].references = groups[index].sets.reduce(into: Set<String>()) { $0.formUnion(references($1)) }
            }
            // Whether `one` aliases tokens only `other` defines: it is read over it, a layer.
            func reads(_ one: Int, _ other: Int) -> Bool {
                gather(one)
                return groups[one].references.contains { groups[other].paths.contains($0) && !groups[one].paths.contains($0) }
            }
            // A folder with the folders beside it whose tokens it aliases (transitively): what
            // its context reads, the alternatives aside.
            func unit(_ start: Int, without alternatives: [Int]) -> [Int] {
                var unit = [start]
                var index = 0
                while index < unit.count {
                    let current = unit[index]
                    for other in groups.indices where !alternatives.contains(other) && !unit.contains(other) && reads(current, other) { unit.append(other) }
                    index += 1
                }
                return unit
            }
            // The appearances a folder's context has (a mapping's come from the folder it aliases):
            // a base folder and a dark folder over it define the same tokens, and are not alternatives.
            func appearances(_ index: Int) -> Set<Appearance> {
                unit(index, without: []).reduce(into: Set<Appearance>()) { $0.formUnion(groups[$1].appearances) }
            }
            var linked: [Int: Set<Int>] = [:]
            for one in groups.indices {
                for other in groups.indices where other > one {
                    guard Self.sameTokens(groups[one].paths, groups[other].paths),
                          !reads(one, other), !reads(other, one),
                          appearances(one) == appearances(other) else { continue }
                    linked[one, default: []].insert(other)
                    linked[other, default: []].insert(one)
                }
            }
            // The largest set of folders linked to each other, first found on a tie.
            var seen: Set<Int> = []
            var best: [Int] = []
            for start in groups.indices where linked[start] != nil && !seen.contains(start) {
                var component: [Int] = []
                var queue = [start]
                while let next = queue.popLast() {
                    guard seen.insert(next).inserted else { continue }
                    component.append(next)
                    queue += linked[next] ?? []
                }
                if component.count > best.count { best = component.sorted() }
            }
            guard best.count > 1 else { return }
            // Each alternative with the folders beside it whose tokens it aliases (transitively):
            // those are its own parts, read in its context only.
            var contexts: [(title: String, sets: [String])] = []
            var partsOf: [String: [String]] = [:]
            for alternative in best {
                let unit = unit(alternative, without: best)
                contexts.append((groups[alternative].title, unit.flatMap { groups[$0].sets }))
                partsOf[groups[alternative].title] = unit.dropFirst().flatMap { groups[$0].folders }
            }
            let titles = contexts.map(\.title)
            let folderList = best.map { groups[$0].folders.map { $0 + "/" }.joined(separator: ", ") }
            let shared = Self.sharedCount(groups[best[0]].paths, groups[best[1]].paths)
            var reason = "its folders \(folderList.joined(separator: " and ")) define mostly the same tokens (\(shared) names in common) and neither aliases "
                + "the other's: alternatives, one picked per context, not layers"
            let parts = partsOf.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }
            if !parts.isEmpty {
                reason += "; " + parts.map { title, folders in
                    folders.map { $0 + "/" }.joined(separator: ", ") + " read in \(title) alone, whose tokens alias it"
                }.joined(separator: "; ")
            }
            if let index = axes.firstIndex(where: { $0.contexts.map(\.title) == titles }) {
                // The same alternatives in another folder (`default/glass`, `redhat/glass`): one axis.
                for (position, context) in contexts.enumerated() { axes[index].contexts[position].sets += context.sets }
                reasons[axes[index].name, default: ""] += "; in \(parent)/ too"
                return
            }
            let name = axes.isEmpty ? "theme" : (parent.isEmpty ? "theme" : FileSystem.fileName(parent))
            guard !axes.contains(where: { $0.name == name }), name != ResolvedVariants.modifierName else { return }
            axes.append(SetNameAxes.Axis(name: name, contexts: contexts))
            reasons[name] = "`\(name)` axis (\(titles.joined(separator: ", "))): " + reason
        }

        /// Whether two folders define mostly the same tokens: their shared paths are at least
        /// half of each folder's. Parts of one system split its tokens between them (a palette,
        /// its semantic names, components) and share next to none; a folder of overrides (a
        /// brand's few colours) covers a small part of what it is read over. Past half of each,
        /// neither could be a patch of the other: layered, the later would hide most of the
        /// earlier, which no build intends, so each is built alone.
        static func sameTokens(_ one: Set<String>, _ other: Set<String>) -> Bool {
            let larger = max(one.count, other.count)
            return larger > 0 && sharedCount(one, other) * 2 >= larger
        }

        private static func sharedCount(_ one: Set<String>, _ other: Set<String>) -> Int {
            one.count <= other.count ? one.count(where: other.contains) : other.count(where: one.contains)
        }

        /// At most this many sibling folders of one folder are compared, pair by pair: folders
        /// of a few themes, not of every component.
        static let maximumSiblings = 32
    }
}
