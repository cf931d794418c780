import ShadeFiles
import ShadeFormats
import ShadeTokens

/// Telling a Style Dictionary project from other folders: part of the one detector.
extension StyleDictionaryProject {
    /// Whether `folder` is a Style Dictionary project: a `config.json` with `source` globs,
    /// or a token folder (by ``tokenFolderNames``) whose JSON files are legacy `value` files.
    static func isProject(_ folder: String) -> Bool {
        guard case .success(let listing) = FolderListing.read(folder) else { return false }
        return isProject(listing)
    }

    /// ``isProject(_:)`` of a folder already listed: its `config.json` is read only when the
    /// listing has one.
    static func isProject(_ listing: FolderListing) -> Bool {
        let folder = listing.path
        if let kind = listing.kind(of: "config.json"), kind != .directory, sourceGlobs(config: FileSystem.join(folder, "config.json")) != nil {
            return true
        }
        guard isTokenFolderName(FileSystem.fileName(folder)) else { return false }
        let walk = FolderWalk.walk(folder, limits: FolderWalk.Limits(maximumDepth: 3, maximumEntries: 200, reportsDepth: false)) { entry in
            !entry.name.hasPrefix(".") && (entry.isDirectory || entry.name.lowercased().hasSuffix(".json"))
        }
        let files = walk.entries.filter { !$0.isDirectory }.prefix(sampledFiles)
        guard !files.isEmpty else { return false }
        return files.allSatisfy { FormatRegistry.detectJSON($0.path, bytes: FormatRegistry.bytes($0.path, limit: FormatFiles.maximumFileSize)) == .styleDictionary }
    }
}
