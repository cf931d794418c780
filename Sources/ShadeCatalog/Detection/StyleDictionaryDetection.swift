import ShadeJSON
import ShadeFiles
import ShadeFormats
import ShadeTokens
import ShadeText

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
        if mayHoldConfig(listing), case .globs(let globs, _)? = config(in: folder, names: listing.names, files: DiskTokenFiles()) {
            // A config whose sources are not there (generated first, or kept elsewhere) builds
            // nothing Shade can read: the folder is searched as any other, so the token files
            // it does hold are not hidden behind it.
            if namesAnyFile(folder, globs: globs) { return true }
        }
        guard isTokenFolderName(FileSystem.fileName(folder)) else { return false }
        let walk = FolderWalk.walk(folder, limits: FolderWalk.Limits(maximumDepth: 3, maximumEntries: 200, reportsDepth: false)) { entry in
            !entry.name.hasPrefix(".") && (entry.isDirectory || tokenFileExtension(entry.name) != nil)
        }
        let files = walk.entries.filter { !$0.isDirectory }
        // A Theo entry at the folder's top (`tokens/tokens.yml`) makes it a tree of Theo builds,
        // wherever the sample falls.
        if files.contains(where: { !$0.relativePath.contains("/")
                && TheoImports.marksEntry(FileClassifier.bytes($0.path, limit: FormatFiles.maximumFileSize)[...], path: $0.path) }) { return false }
        let verdicts = files.prefix(sampledFiles).map { tokenFileVerdict($0.path) }
        // A file of group metadata alone (`$type`, `$extensions`) says nothing either way.
        return verdicts.contains(true) && !verdicts.contains(false)
    }

    /// Whether a folder's entries include a file a config may be (a JSON config by name, or a
    /// script named as configs are): most folders have none, and are not read for one.
    static func mayHoldConfig(_ listing: FolderListing) -> Bool {
        listing.entries.contains { entry in
            entry.kind != .directory && (isJSONConfigName(entry.name) || isScriptConfigName(entry.name))
        } || isPackageWithConfigFolder(listing)
    }

    /// Whether the folder is a package's root (it holds `package.json`) with a folder its build
    /// scripts may be kept in (``configFolderNames``): its configs are looked for there too.
    static func isPackageWithConfigFolder(_ listing: FolderListing) -> Bool {
        listing.entries.contains { $0.name == "package.json" }
            && listing.entries.contains { $0.kind != .regular && configFolderNames.contains($0.name.lowercased()) }
    }

    /// Whether the file at `path` holds Style Dictionary tokens (legacy JSON: `value` and no
    /// `$value`; YAML with `value:`/`$value:` keys), true; is in another format (DTCG JSON, a
    /// base16 scheme), false; or holds no token at all, nil.
    static func tokenFileVerdict(_ path: String) -> Bool? {
        let bytes = FileClassifier.bytes(path, limit: FormatFiles.maximumFileSize)
        if isYAML(path) {
            if Base16Reader.holdsScheme(bytes[...]) { return false }
            // A Theo entry: the folder holds builds of its own (``TheoEntries``), not one project.
            if TheoImports.marksEntry(bytes[...]) { return false }
            return StyleDictionaryYAML.holdsTokens(bytes[...]) ? true : nil
        }
        if isJSON5(path) {
            // Only Style Dictionary reads JSON5 token files, in either of its token shapes.
            let root = try? JSONParser.parseJSON5(String(decoding: bytes, as: UTF8.self))
            return root.map { FileClassifier.holdsToken($0, untypedValue: true) } == true ? true : nil
        }
        // A Theo entry: the folder holds builds of its own (``TheoEntries``), not one project.
        if TheoImports.theoJSON(bytes[...]) == .entry { return false }
        if FileClassifier.markedFormat(jsonAt: path, bytes: bytes) == .styleDictionary { return true }
        return ByteSearch.contains("$value\"", in: bytes[...]) ? false : nil
    }

    /// The subfolders of the project `listing` whose token files its configs' `source` globs
    /// do not all name (`themes/` beside the `tokens/` a config builds): the project is read
    /// as the build reads it, and these folders are searched for themes of their own, as a
    /// config must not hide what it does not build. Empty for a folder with no config Shade
    /// can read (a `tokens/` folder is read whole).
    @Sendable static func uncoveredFolders(_ listing: FolderListing) -> [String] {
        guard mayHoldConfig(listing) else { return [] }
        let files = DiskTokenFiles()
        let globs = builds(project: listing.path, files: files).flatMap(\.globs)
        guard !globs.isEmpty else { return [] }
        return listing.entries.filter { entry in
            (entry.kind == .directory || entry.kind == nil) && ThemeSearch.searches(folderNamed: entry.name)
        }.map(\.name).sorted().map { name in
            let folder = FileSystem.join(listing.path, name)
            let walk = files.walk(folder, limits: uncoveredWalkLimits, descend: { ThemeSearch.searches(folderNamed: $0.name) }) { entry in
                entry.isDirectory || !entry.name.hasPrefix(".") && !entry.name.hasPrefix("$") && tokenFileExtension(entry.name) != nil
                    && !NonThemeNames.isToolFile(entry.name.lowercased()) && !isJSONConfigName(entry.name)
            }
            let tokenFiles = walk.entries.filter { !$0.isDirectory }.map { (path: $0.relativePath, covered: matches(name + "/" + $0.relativePath, globs: globs)) }
            return uncoveredParts(tokenFiles).map { $0.isEmpty ? folder : FileSystem.join(folder, $0) }
        }.flatMap { $0 }
    }

    /// The folders (relative to the one `files` lie in, `""` for it) that hold the files no
    /// source glob names, as few and as deep as can be: a folder whose files are all uncovered
    /// is searched whole, and so is one that holds an uncovered file itself; one that mixes
    /// named and unnamed files only in its subfolders is looked into. HashiCorp's `src/`
    /// holds the `global/` and `products/shared/` its config builds and a `carbon-extracted/`
    /// it does not: only `carbon-extracted/` is searched for themes, so the built files are
    /// never read again as themes of their own.
    static func uncoveredParts(_ files: [(path: String, covered: Bool)], below folder: String = "") -> [String] {
        guard files.contains(where: { !$0.covered }) else { return [] }
        if files.allSatisfy({ !$0.covered }) || files.contains(where: { !$0.covered && !$0.path.contains("/") }) { return [folder] }
        var children: [String: [(path: String, covered: Bool)]] = [:]
        for file in files {
            guard let slash = file.path.firstIndex(of: "/") else { continue }
            children[String(file.path[..<slash]), default: []].append((String(file.path[file.path.index(after: slash)...]), file.covered))
        }
        return children.keys.sorted().flatMap { child in
            uncoveredParts(children[child] ?? [], below: folder.isEmpty ? child : folder + "/" + child)
        }
    }

    /// Whether some token file below `folder` (a bounded walk) is one `globs` name.
    static func namesAnyFile(_ folder: String, globs: [String]) -> Bool {
        let walk = DiskTokenFiles().walk(folder, limits: uncoveredWalkLimits, descend: { ThemeSearch.searches(folderNamed: $0.name) }) { entry in
            entry.isDirectory || tokenFileExtension(entry.name) != nil
        }
        return walk.entries.contains { !$0.isDirectory && matches($0.relativePath, globs: globs) }
    }

    /// How far a project's subfolder is walked to find a token file its sources do not name.
    static let uncoveredWalkLimits = TokenFolder.Limits(maximumDepth: 6, maximumEntries: 2_000, reportsDepth: false)

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
