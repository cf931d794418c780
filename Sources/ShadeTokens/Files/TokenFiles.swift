/// The files a design system reads besides the one it was opened from — the token files its
/// resolver names, the role sidecar beside it, the files of a format kept in a folder (an
/// asset catalog, a Tokens Studio repository, a Style Dictionary project) — asked for by
/// path and answered with bytes, facts and folder trees. Nothing below ShadeCatalog reads a
/// file or lists a folder itself: ShadeFiles' `DiskTokenFiles` does it on disk, confined to
/// the searched folders; tests answer from memory (``MemoryTokenFiles``).
public protocol TokenFiles: Sendable {
    /// The bytes of the regular file at `path`, at most `limit`, or the one line that says why
    /// they are not given (not a regular file, a link out of the searched folders, over
    /// `refusingOver` bytes).
    func contents(atPath path: String, limit: Int, refusingOver: Int?) -> Result<[UInt8], TokenFileRefusal>
    /// The bytes of a source a resolver names, at most `limit`, nil when it cannot be read:
    /// as ``contents(atPath:limit:refusingOver:)``, but a source the user allowed out of the
    /// resolver's folder (``allowsOutsideSources``) may lead out of the searched folders too.
    func sourceContents(atPath path: String, limit: Int) -> [UInt8]?
    /// What stands at `path`: nothing, a regular file, a folder, or something else (which
    /// ``contents(atPath:limit:refusingOver:)`` refuses with its reason).
    func kind(of path: String) -> TokenFileKind
    /// The tree below folder `root`, within `limits`, never out through a link (one
    /// diagnostic per link refused or limit reached). `descend` says whether a folder's
    /// contents are wanted (it is listed either way); `keep` which entries are kept.
    func walk(_ root: String, limits: TokenFolder.Limits, descend: (TokenFolder.Entry) -> Bool,
              keep: (TokenFolder.Entry) -> Bool) -> TokenFolder
    /// The names in folder `path` (regular files, folders and the rest), in no order; nil when
    /// it cannot be listed.
    func names(inFolder path: String) -> [String]?
    /// Whether `path` exists and is itself a symbolic link (not followed), and the identity of
    /// the file it names (followed), as a resolver's source rules compare them.
    func status(of path: String) -> TokenFileStatus
    /// `path` with every link and `..` resolved, or nil when it names nothing.
    func realPath(_ path: String) -> String?
    /// Whether the user let a resolver read sources outside its own folder
    /// (`--allow-outside-sources`).
    var allowsOutsideSources: Bool { get }
}

/// Why a file was not read, in one line for a diagnostic.
public struct TokenFileRefusal: Error, Sendable {
    /// The reason, such as "not a regular file: a FIFO; skipped".
    public var message: String

    /// A refusal saying `message`.
    public init(message: String) { self.message = message }
}

/// What stands at a path, as far as reading a token file from it goes.
public enum TokenFileKind: Sendable {
    case missing, regular, folder, other
}

/// What one `lstat` says about a path, for a resolver's source rules.
public struct TokenFileStatus: Sendable, Equatable {
    /// The same file, whatever path names it.
    public struct Identity: Sendable, Equatable {
        /// The device and inode.
        public var device: UInt64, inode: UInt64

        /// The identity of inode `inode` on `device`.
        public init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }
    }

    /// Whether anything stands at the path.
    public var exists: Bool
    /// Whether the path itself is a symbolic link.
    public var isSymlink: Bool
    /// The file it names, links followed; nil when that is unknown.
    public var identity: Identity?

    /// A status.
    public init(exists: Bool, isSymlink: Bool = false, identity: Identity? = nil) {
        self.exists = exists
        self.isSymlink = isSymlink
        self.identity = identity
    }
}

/// Token files held in memory: `read` gives a file's bytes, or nil where there is none. No
/// file is a link and none lies outside its folder but by its path, so a resolver's rules
/// judge the paths as written. The folders are those the files' paths imply: a walk lists
/// every path `paths` names below its root.
public struct MemoryTokenFiles: TokenFiles {
    private let read: @Sendable (String) -> [UInt8]?
    private let paths: [String]

    /// Files whose bytes `read` gives; `paths`, the files a walk of their folders lists.
    public init(paths: [String] = [], _ read: @escaping @Sendable (String) -> [UInt8]?) {
        self.read = read
        self.paths = paths
    }

    /// The files `bytes` holds, by path.
    public init(_ bytes: [String: [UInt8]]) {
        self.init(paths: Array(bytes.keys)) { bytes[$0] }
    }

    public func contents(atPath path: String, limit: Int, refusingOver: Int?) -> Result<[UInt8], TokenFileRefusal> {
        guard let bytes = read(path) else { return .failure(TokenFileRefusal(message: "cannot read the file")) }
        if let cap = refusingOver, bytes.count > cap { return .failure(TokenFileRefusal(message: FileSystem.sizeRefusal(size: bytes.count, cap: cap))) }
        return .success(Array(bytes.prefix(limit)))
    }

    public func sourceContents(atPath path: String, limit: Int) -> [UInt8]? { read(path).map { Array($0.prefix(limit)) } }

    public func kind(of path: String) -> TokenFileKind {
        if read(path) != nil { return .regular }
        return paths.contains { $0.hasPrefix(path + "/") } ? .folder : .missing
    }

    public func walk(_ root: String, limits: TokenFolder.Limits, descend: (TokenFolder.Entry) -> Bool,
                     keep: (TokenFolder.Entry) -> Bool) -> TokenFolder {
        // Every file and folder below `root`, as the parts of the paths name them, breadth first.
        var children: [String: Set<String>] = [:]
        for path in paths where path.hasPrefix(root + "/") {
            let parts = path.dropFirst(root.count + 1).split(separator: "/").map(String.init)
            for depth in parts.indices { children[parts[..<depth].joined(separator: "/"), default: []].insert(parts[depth]) }
        }
        var tree = TokenFolder()
        var queue = [(relative: "", depth: 0)]
        while !queue.isEmpty {
            let folder = queue.removeFirst()
            for name in (children[folder.relative] ?? []).sorted() {
                guard tree.entries.count < limits.maximumEntries else { return tree }
                let relative = folder.relative.isEmpty ? name : folder.relative + "/" + name
                let entry = TokenFolder.Entry(path: root + "/" + relative, relativePath: relative, name: name,
                                              isDirectory: children[relative] != nil, depth: folder.depth)
                guard keep(entry) else { continue }
                tree.entries.append(entry)
                if entry.isDirectory, descend(entry), folder.depth < limits.maximumDepth { queue.append((relative, folder.depth + 1)) }
            }
        }
        return tree
    }

    public func names(inFolder path: String) -> [String]? {
        let below = paths.filter { $0.hasPrefix(path + "/") }
        guard !below.isEmpty else { return nil }
        return Array(Set(below.map { String($0.dropFirst(path.count + 1).prefix { $0 != "/" }) }))
    }

    /// Nothing in memory is a link or has an identity, so a resolver's rules need no status
    /// (and asking one must not count as reading the file).
    public func status(of path: String) -> TokenFileStatus { TokenFileStatus(exists: false) }

    public func realPath(_ path: String) -> String? { nil }

    public var allowsOutsideSources: Bool { false }
}
