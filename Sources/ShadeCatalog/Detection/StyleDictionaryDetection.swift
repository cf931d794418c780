import ShadeFiles
import ShadeFormats
import ShadeTokens

/// Telling a Style Dictionary project from other folders: part of the one detector.
extension StyleDictionaryProject {
    /// Whether `folder` is a Style Dictionary project: a config whose `source` globs Shade can
    /// read (`config.json`, or a script's literal list), or a token folder (by
    /// ``tokenFolderNames``) whose JSON and YAML files are Style Dictionary tokens.
    static func isProject(_ folder: String) -> Bool {
        guard case .success(let listing) = FolderListing.read(folder) else { return false }
        return isProject(listing)
    }

    /// ``isProject(_:)`` of a folder already listed: its `config.json` is read only when the
    /// listing has one.
    static func isProject(_ listing: FolderListing) -> Bool {
        let folder = listing.path
        if mayHoldConfig(listing), case .globs? = config(in: folder, names: listing.names, files: DiskTokenFiles()) { return true }
        guard isTokenFolderName(FileSystem.fileName(folder)) else { return false }
        let walk = FolderWalk.walk(folder, limits: FolderWalk.Limits(maximumDepth: 3, maximumEntries: 200, reportsDepth: false)) { entry in
            !entry.name.hasPrefix(".") && (entry.isDirectory || tokenFileExtension(entry.name) != nil)
        }
        let verdicts = walk.entries.filter { !$0.isDirectory }.prefix(sampledFiles).map { tokenFileVerdict($0.path) }
        // A file of group metadata alone (`$type`, `$extensions`) says nothing either way.
        return verdicts.contains(true) && !verdicts.contains(false)
    }

    /// Whether a folder's entries include a file a config may be (a JSON config by name, or a
    /// script named as configs are): most folders have none, and are not read for one.
    static func mayHoldConfig(_ listing: FolderListing) -> Bool {
        listing.entries.contains { entry in
            entry.kind != .directory && (isJSONConfigName(entry.name) || isScriptConfigName(entry.name))
        }
    }

    /// Whether the file at `path` holds Style Dictionary tokens (legacy JSON: `value` and no
    /// `$value`; YAML with `value:`/`$value:` keys), true; is in another format (DTCG JSON, a
    /// base16 scheme), false; or holds no token at all, nil.
    static func tokenFileVerdict(_ path: String) -> Bool? {
        let bytes = FormatRegistry.bytes(path, limit: FormatFiles.maximumFileSize)
        if isYAML(path) {
            if Base16Reader.holdsScheme(bytes[...]) { return false }
            return StyleDictionaryYAML.holdsTokens(bytes[...]) ? true : nil
        }
        if FormatRegistry.detectJSON(path, bytes: bytes) == .styleDictionary { return true }
        return SniffedHead(bytes).contains("$value\"") ? false : nil
    }

    /// The script config of a folder that uses Style Dictionary but computes its sources, when
    /// the folder holds no token folder the search will find instead: a project Shade
    /// recognises and cannot read, which `list` and `validate` say.
    static func unreadableConfig(_ listing: FolderListing) -> String? {
        guard mayHoldConfig(listing), case .computed(let file)? = config(in: listing.path, names: listing.names, files: DiskTokenFiles()) else { return nil }
        let holdsTokenFolder = listing.entries.contains { entry in
            entry.kind == .directory || entry.kind == nil ? isTokenFolderName(entry.name) || entry.name == "src" : false
        }
        return holdsTokenFolder ? nil : file
    }
}

/// Telling Style Dictionary YAML token files from other YAML by their keys.
enum StyleDictionaryYAML {
    /// Whether `bytes` have `value` or `$value` as a key (quoted or not, in block style or in a
    /// flow mapping `{ $value: '#fff' }`): a token, as Style Dictionary writes them in YAML.
    /// The word must start a line (after indentation or a `- `) or follow `{` or `,`, so the
    /// word in prose (`description: the value: x`) is not taken for a key.
    static func holdsTokens(_ bytes: ArraySlice<UInt8>) -> Bool {
        YAMLKeySearch.holdsKey("value", in: bytes, prefix: UInt8(ascii: "$"), afterListDash: true)
    }
}
