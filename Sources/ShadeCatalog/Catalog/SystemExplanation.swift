import ShadeTokens
/// Why the catalog made one theme of the files it did: what `shade list --explain` prints for
/// each design system it assembled or read, so a designer can see which of their files went
/// into it, which were left, and why.
public struct SystemExplanation: Sendable, Equatable {
    /// The name's source for a system whose file names only a kind of file (`theme.ts`,
    /// `palette.css`), so that the catalog named it by its project instead.
    public static func projectNameSource(of file: String) -> String {
        "the project's (the nearest package.json's \"name\", else its folder's): \(FileSystem.fileName(file)) names a kind of file, not a system"
    }

    /// One file and what the system does with it (taken) or why it does not (left).
    public struct File: Sendable, Equatable {
        /// The file's path, as found.
        public var path: String
        /// Its part in the system (`base`, `mode: Dark`), or why it was left out.
        public var note: String

        /// A file and its note.
        public init(path: String, note: String) {
            self.path = path
            self.note = note
        }
    }

    /// The system's file: its resolver, its one token file, or its folder (ending in `/`).
    public var system: String
    /// Why these files are one system, in a sentence.
    public var reason: String
    /// Where the name comes from (`the resolver's name`, `package.json`, `the folder`).
    public var nameSource: String
    /// The files read into the system, each with its part.
    public var taken: [File]
    /// Files that were looked at and left, each with why.
    public var left: [File]

    /// An explanation.
    public init(system: String, reason: String, nameSource: String, taken: [File], left: [File] = []) {
        self.system = system
        self.reason = reason
        self.nameSource = nameSource
        self.taken = taken
        self.left = left
    }
}
