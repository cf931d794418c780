#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeSubprocess
import ShadeText
import ShadeTokens
import ShadeFiles

/// The git repository the current folder is in, asked only what `shade diff` needs: where
/// its top is, a revision's tree and blobs, and which files git sees as renamed. Every
/// question is bounded (``GitSnapshot/outputLimit``, ``GitSnapshot/seconds``).
struct GitRepository {
    /// The repository's top folder.
    let top: String
    /// The current folder below the top (`themes/`), "" at the top.
    let prefix: String

    /// One file of a revision's tree.
    struct TreeEntry: Sendable, Hashable {
        /// The path from the repository's top.
        var path: String
        /// The blob's object name.
        var object: String
        /// Its size in bytes.
        var size: Int
        /// A regular file (not a link or a submodule).
        var isFile: Bool
    }

    /// The repository the current folder is in; `subject` names what needs it in the message.
    static func here(for subject: String) throws -> GitRepository {
        let location = try run(["rev-parse", "--show-toplevel", "--show-prefix"], for: subject)
        guard location.status == 0 else {
            throw CommandFailure("\(subject): the current folder is not in a git repository (\(VisibleText.escaping(location.firstErrorLine)))")
        }
        let lines = String(decoding: location.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return GitRepository(top: lines.first ?? "", prefix: lines.count > 1 ? lines[1] : "")
    }

    /// Runs git at the top.
    func git(_ arguments: [String], input: String? = nil, for subject: String) throws -> Subprocess.Outcome {
        try Self.run(["-C", top] + arguments, input: input, for: subject)
    }

    /// Every file at `commit` below `paths` ("" for the whole tree), recursively.
    func tree(at commit: String, paths: [String], for subject: String) throws -> [TreeEntry] {
        let specs = paths.contains("") ? [] : ["--"] + paths
        let listed = try git(["--literal-pathspecs", "ls-tree", "-r", "-z", "-l", "--full-tree", commit] + specs, for: subject)
        guard listed.status == 0 else {
            throw CommandFailure("\(subject): git ls-tree failed: \(VisibleText.escaping(listed.firstErrorLine))", exitCode: 1)
        }
        // "<mode> <type> <object> <size>\t<path>\0", the size padded with spaces.
        return listed.output.split(separator: 0).compactMap { record in
            guard let tab = record.firstIndex(of: 9) else { return nil }
            let fields = record[..<tab].split(separator: 32)
            guard fields.count == 4, fields[1].elementsEqual("blob".utf8) else { return nil }
            let mode = String(decoding: fields[0], as: UTF8.self)
            return TreeEntry(path: String(decoding: record[(tab + 1)...], as: UTF8.self), object: String(decoding: fields[2], as: UTF8.self),
                             size: Int(String(decoding: fields[3], as: UTF8.self)) ?? .max, isFile: mode == "100644" || mode == "100755")
        }
    }

    /// The bytes of each blob, in order, from one `git cat-file --batch` (its input written in
    /// `scratch`, which is removed with it).
    func blobs(_ objects: [String], for subject: String, scratch: TemporaryTree) throws -> [ArraySlice<UInt8>] {
        guard !objects.isEmpty else { return [] }
        try scratch.write(ArraySlice((objects.joined(separator: "\n") + "\n").utf8), at: "objects")
        let read = try git(["cat-file", "--batch"], input: scratch.root + "/objects", for: subject)
        guard read.status == 0, read.exceeded == nil else {
            throw CommandFailure("\(subject): git cat-file failed: \(VisibleText.escaping(read.firstErrorLine))", exitCode: 1)
        }
        // "<object> blob <size>\n<bytes>\n" for each.
        var result: [ArraySlice<UInt8>] = []
        var offset = 0
        let output = read.output
        for _ in objects {
            guard let end = output[offset...].firstIndex(of: 10) else { break }
            let header = output[offset..<end].split(separator: 32)
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)), end + 1 + size <= output.count else {
                throw CommandFailure("\(subject): git cat-file answered '\(VisibleText.escaping(String(decoding: output[offset..<end], as: UTF8.self)))'", exitCode: 1)
            }
            result.append(output[(end + 1)..<(end + 1 + size)])
            offset = end + 1 + size + 1
        }
        guard result.count == objects.count else { throw CommandFailure("\(subject): git cat-file gave fewer files than asked", exitCode: 1) }
        return result
    }

    /// The files git sees as renamed between `old` and `new` (a commit, or nil for the work
    /// tree) below `paths`: old path → new path, both from the top.
    func renames(from old: String, to new: String?, paths: [String], for subject: String) -> [String: String] {
        let specs = paths.contains("") ? [] : ["--"] + paths
        guard let listed = try? git(["--literal-pathspecs", "diff", "--no-ext-diff", "--name-status", "-z", "-M", "--diff-filter=R", old]
                                    + (new.map { [$0] } ?? []) + specs, for: subject),
              listed.status == 0, listed.exceeded == nil else { return [:] }
        // "R<score>\0<old>\0<new>\0" for each.
        let fields = listed.output.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var renames: [String: String] = [:]
        var index = 0
        while index + 2 < fields.count {
            if fields[index].hasPrefix("R") { renames[fields[index + 1]] = fields[index + 2] }
            index += 3
        }
        return renames
    }

    /// Runs git, or says in one line that it is missing or passed a bound.
    private static func run(_ arguments: [String], input: String? = nil, for subject: String) throws -> Subprocess.Outcome {
        let outcome: Subprocess.Outcome
        do {
            outcome = try Subprocess.run("git", arguments, input: input, outputLimit: GitSnapshot.outputLimit, seconds: GitSnapshot.seconds)
        } catch {
            throw CommandFailure("\(subject) needs git, which is not installed (or not on PATH): \(FileSystem.errorText(error.code))")
        }
        switch outcome.exceeded {
        case .size(let limit)?:
            throw CommandFailure("\(subject): git printed more than \(limit >> 20) MiB for `git \(arguments.dropFirst(2).prefix(2).joined(separator: " "))`; name a smaller folder", exitCode: 1)
        case .time(let seconds)?:
            throw CommandFailure("\(subject): git took more than \(seconds) s for `git \(arguments.dropFirst(2).prefix(2).joined(separator: " "))`", exitCode: 1)
        case nil: return outcome
        }
    }

    /// `path` (absolute, or relative to the current folder, which is `prefix` inside the
    /// repository at `top`) relative to the repository's top; "" for the top itself; nil when
    /// it lies outside.
    static func repositoryPath(_ path: String, top: String, prefix: String) -> String? {
        var components: [Substring]
        if path.hasPrefix("/") {
            let real = canonical(path)
            let realTop = canonical(top)
            guard real == realTop || real.hasPrefix(realTop + "/") else { return nil }
            components = real.dropFirst(realTop.count).split(separator: "/")
        } else {
            components = (prefix + "/" + path).split(separator: "/")
        }
        var kept: [Substring] = []
        for component in components {
            switch component {
            case ".": continue
            case "..":
                guard !kept.isEmpty else { return nil }
                kept.removeLast()
            default: kept.append(component)
            }
        }
        return kept.joined(separator: "/")
    }

    /// The path from the current folder to the top: "." at the top, "../.." two below it.
    var topFromHere: String {
        let depth = prefix.split(separator: "/").count
        return depth == 0 ? "." : Array(repeating: "..", count: depth).joined(separator: "/")
    }

    /// `path` with symbolic links resolved as far as it exists.
    private static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
