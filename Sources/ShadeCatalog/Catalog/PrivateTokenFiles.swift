import ShadeFiles
import ShadeTokens

/// Plain token files whose every token is private (``TokenFileFacts/allPrivate``) are left
/// out of the assembly: a build reads them and writes none of their tokens, so they are no
/// theme and no part a designer sees. HashiCorp keeps the Carbon values it extracted in
/// `src/carbon-extracted/`, every token `"private": true`; read as themes they were six of
/// its ten. They are said once per folder that holds only such files, as high up as that
/// stays true (every entry of the folder a folder of them), in `shade list --explain`. A file the user named itself is kept.
enum PrivateTokenFiles {
    /// `files` without the private ones, and one explanation per folder of them.
    static func leavingOut(_ files: [FolderSystems.File], roots: [String]) -> (kept: [FolderSystems.File], explanations: [SystemExplanation]) {
        let named = Set(roots.map { SourcePath.normalised($0) })
        let isLeft = files.map { $0.facts.allPrivate && !named.contains(SourcePath.normalised($0.label)) }
        guard isLeft.contains(true) else { return (files, []) }
        let keptFolders = files.indices.filter { !isLeft[$0] }.map { ResolverFolders.folder(of: files[$0].label) }
        let leftFolders = Set(files.indices.filter { isLeft[$0] }.map { ResolverFolders.folder(of: files[$0].label) })
        // Whether `folder` holds left files and no kept one, below it or in it.
        func holdsOnlyLeft(_ folder: String) -> Bool {
            !keptFolders.contains { SourcePath.below(folder, $0) != nil } && leftFolders.contains { SourcePath.below(folder, $0) != nil }
        }
        // The highest folder above `folder`, below the searched roots, whose entries are all
        // folders of left files alone (one listing per level climbed).
        func topFolder(_ folder: String) -> String {
            var top = folder
            while !named.contains(SourcePath.normalised(top)) {
                let parent = ResolverFolders.folder(of: top)
                guard !parent.isEmpty, parent != top, case .success(let listing) = FolderListing.read(parent),
                      listing.entries.allSatisfy({ $0.name.hasPrefix(".") || $0.kind == .directory && holdsOnlyLeft(FileSystem.join(parent, $0.name)) })
                else { break }
                top = parent
            }
            return top
        }
        var order: [String] = []
        var counts: [String: Int] = [:]
        for index in files.indices where isLeft[index] {
            let folder = topFolder(ResolverFolders.folder(of: files[index].label))
            if counts[folder] == nil { order.append(folder) }
            counts[folder, default: 0] += 1
        }
        let explanations = order.map { folder in
            let count = counts[folder] ?? 0
            return SystemExplanation(system: folder + "/", reason: "not a theme: every token of its \(count == 1 ? "file" : "\(count) files") is private "
                                     + "(\"private\": true), which a build keeps out of what it writes", nameSource: "-", taken: [],
                                     left: [SystemExplanation.File(path: folder + "/", note: "private tokens")])
        }
        return (files.indices.filter { !isLeft[$0] }.map { files[$0] }, explanations)
    }
}
