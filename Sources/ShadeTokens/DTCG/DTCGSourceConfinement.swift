/// Which files a resolver document may name as sources: those in its own folder tree.
///
/// A resolver dropped into a themes folder could otherwise name `../../etc/passwd` or
/// `/etc/shadow`, and Shade would open it. A source outside the resolver's folder (by its
/// path, or by a symlink that leads out) is refused with one line, unless the user allows it
/// for a monorepo that keeps tokens beside the folder: `--allow-outside-sources`, or
/// `SHADE_ALLOW_OUTSIDE_SOURCES=1` in the environment (the flag sets it). A resolver
/// that names itself is refused too: it is not a token file.
///
/// What the disk says (a link, a file's identity, a real path) comes from the ``TokenFiles``
/// the system is read through; the rules are here. One checker serves one resolver document. A system of a hundred files names each in
/// every context that reads it, so what does not change from source to source (the
/// resolver's identity, its folder's real path, each folder's real path) is worked out once,
/// and each path is judged once.
package struct DTCGSourceConfinement {
    /// The environment variable that allows sources outside the resolver's folder.
    package static let allowVariable = "SHADE_ALLOW_OUTSIDE_SOURCES"

    /// Why `path` may not be read, or nil.
    struct Refusal {
        var message: String
        var isSelf: Bool
    }

    private let files: any TokenFiles
    private let resolverFile: String
    private let folder: String
    private let normalisedResolver: String
    private let root: String
    private let allowsOutside: Bool
    private var resolverIdentity: TokenFileStatus.Identity??
    private var realRoot: String??
    private var realFolders: [String: String?] = [:]
    private var verdicts: [String: Verdict?] = [:]

    /// Why a path is refused, before the reference is worded into the message.
    private enum Verdict {
        case isSelf, outside, symlinkOut
    }

    /// A checker for the sources of the resolver `resolverFile`, which stands in `folder`
    /// (empty for the current directory), asking `files` about the disk.
    init(resolverFile: String, folder: String, files: any TokenFiles) {
        self.files = files
        self.resolverFile = resolverFile
        // `./acme.resolver.json` (`--themes .`, `shade diff git:main .`) stands in the current
        // directory as `acme.resolver.json` does: its sources are normalised without the `./`.
        let normal = SourcePath.normalised(folder)
        self.folder = normal.isEmpty || normal == "." ? "" : folder
        normalisedResolver = SourcePath.normalised(resolverFile)
        root = SourcePath.normalised(self.folder.isEmpty ? "." : self.folder)
        allowsOutside = files.allowsOutsideSources
    }

    /// Why the source `path` (already normalised, as `reference` wrote it) may not be read,
    /// or nil when it may.
    mutating func refusal(path: String, reference: String) -> Refusal? {
        let verdict: Verdict?
        if let known = verdicts[path] {
            verdict = known
        } else {
            verdict = judge(path)
            verdicts[path] = .some(verdict)
        }
        return verdict.map { Self.refusal($0, reference: reference) }
    }

    /// The verdict for `path`.
    private mutating func judge(_ path: String) -> Verdict? {
        let status = files.status(of: path)
        if path == normalisedResolver || (status.identity != nil && status.identity == identityOfResolver()) { return .isSelf }
        guard !allowsOutside else { return nil }
        let inside: Bool
        if folder.isEmpty {
            inside = !path.hasPrefix("/") && !path.hasPrefix("../") && path != ".."
        } else {
            inside = path.hasPrefix(root == "/" ? "/" : root + "/")
        }
        guard inside else { return .outside }
        // A symlink inside the folder may still lead out of it.
        if status.exists, let real = realPath(of: path, isSymlink: status.isSymlink), let realRoot = realRootPath(),
           !real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") {
            return .symlinkOut
        }
        return nil
    }

    private static func refusal(_ verdict: Verdict, reference: String) -> Refusal {
        let outside = "\"\(reference)\" lies outside the resolver's folder; Shade reads sources there only with --allow-outside-sources "
            + "(or \(allowVariable)=1)"
        switch verdict {
        case .isSelf:
            return Refusal(message: "the resolver lists itself as a source (\"\(reference)\"); a resolver is not a token file, so that source is skipped",
                           isSelf: true)
        case .outside: return Refusal(message: outside, isSelf: false)
        case .symlinkOut: return Refusal(message: outside + " (it is a symlink that leads out)", isSelf: false)
        }
    }

    private mutating func identityOfResolver() -> TokenFileStatus.Identity? {
        if let known = resolverIdentity { return known }
        let identity = files.status(of: resolverFile).identity
        resolverIdentity = .some(identity)
        return identity
    }

    private mutating func realRootPath() -> String? {
        if let known = realRoot { return known }
        let real = files.realPath(folder.isEmpty ? "." : folder)
        realRoot = .some(real)
        return real
    }

    /// The real path of an existing `path`: its folder's (asked once per folder) and its own
    /// name, unless the file itself is a symlink.
    private mutating func realPath(of path: String, isSymlink: Bool) -> String? {
        guard !isSymlink, let slash = path.lastIndex(of: "/") else { return files.realPath(path) }
        let parent = slash == path.startIndex ? "/" : String(path[..<slash])
        let realParent: String?
        if let known = realFolders[parent] {
            realParent = known
        } else {
            realParent = files.realPath(parent)
            realFolders[parent] = .some(realParent)
        }
        guard let realParent else { return nil }
        return (realParent == "/" ? "" : realParent) + path[slash...]
    }
}
