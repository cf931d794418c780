/// A folder tree as a bounded walk found it (``TokenFiles/walk(_:limits:descend:keep:)``):
/// what the readers of formats kept in folders (an asset catalog, a Tokens Studio repository)
/// are given, so that none of them lists a folder itself.
public struct TokenFolder: Sendable {
    /// How far a walk may go.
    public struct Limits: Sendable {
        /// Folders below the root (the root's own entries are at depth 0).
        public var maximumDepth: Int
        /// Entries listed in all, folders included.
        public var maximumEntries: Int
        /// Whether reaching `maximumDepth` is worth a diagnostic: it is for a catalog or a
        /// repository, whose files all belong to it; a themes folder's search stops at a depth
        /// on purpose, and a deep project folder inside it is not a problem.
        public var reportsDepth: Bool

        /// Limits for a walk.
        public init(maximumDepth: Int, maximumEntries: Int, reportsDepth: Bool = true) {
            self.maximumDepth = maximumDepth
            self.maximumEntries = maximumEntries
            self.reportsDepth = reportsDepth
        }
    }

    /// One entry found by the walk.
    public struct Entry: Sendable, Hashable {
        /// The path: the root's path joined with the entry's relative path.
        public var path: String
        /// The path below the root (`color/base.json`).
        public var relativePath: String
        /// The last component.
        public var name: String
        /// A regular file or a folder (links are reported as what they lead to).
        public var isDirectory: Bool
        /// How many folders below the root it sits (0 for the root's own entries).
        public var depth: Int

        /// An entry.
        public init(path: String, relativePath: String, name: String, isDirectory: Bool, depth: Int) {
            self.path = path
            self.relativePath = relativePath
            self.name = name
            self.isDirectory = isDirectory
            self.depth = depth
        }
    }

    /// Files and folders in listing order (each folder's entries sorted by name, before those
    /// of its subfolders).
    public var entries: [Entry] = []
    /// One line per link refused and one for a limit reached.
    public var diagnostics: [Diagnostic] = []

    /// An empty tree.
    public init() {}
}
