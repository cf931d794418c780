#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which files a resolver document may name as sources: those in its own folder tree.
///
/// A resolver dropped into a themes folder could otherwise name `../../etc/passwd` or
/// `/etc/shadow`, and Shade would open it. A source outside the resolver's folder (by its
/// path, or by a symlink that leads out) is refused with one line, unless the user allows it
/// for a monorepo that keeps tokens beside the folder: `--allow-outside-sources`, or
/// `SHADE_ALLOW_OUTSIDE_SOURCES=1` in the environment (the flag sets it). A resolver
/// that names itself is refused too: it is not a token file.
enum DTCGSourceConfinement {
    /// The environment variable that allows sources outside the resolver's folder.
    static let allowVariable = "SHADE_ALLOW_OUTSIDE_SOURCES"

    /// Why `path` may not be read, or nil.
    struct Refusal {
        var message: String
        var isSelf: Bool
    }

    /// Why the source `path` (as `reference` wrote it) may not be read by the resolver
    /// `resolverFile` in `folder`, or nil when it may.
    static func refusal(path: String, reference: String, resolverFile: String, folder: String) -> Refusal? {
        let normalisedPath = ThemeFileKind.normalised(path)
        if normalisedPath == ThemeFileKind.normalised(resolverFile) || sameFile(path, resolverFile) {
            return Refusal(message: "the resolver lists itself as a source (\"\(reference)\"); a resolver is not a token file, so that source is skipped",
                           isSelf: true)
        }
        guard !allowsOutsideSources else { return nil }
        let message = "\"\(reference)\" lies outside the resolver's folder; Shade reads sources there only with --allow-outside-sources "
            + "(or \(allowVariable)=1)"
        let root = ThemeFileKind.normalised(folder.isEmpty ? "." : folder)
        let inside: Bool
        if folder.isEmpty {
            inside = !normalisedPath.hasPrefix("/") && !normalisedPath.hasPrefix("../") && normalisedPath != ".."
        } else {
            inside = normalisedPath.hasPrefix(root == "/" ? "/" : root + "/")
        }
        guard inside else { return Refusal(message: message, isSelf: false) }
        // A symlink inside the folder may still lead out of it.
        if let real = realPath(path), let realRoot = realPath(folder.isEmpty ? "." : folder),
           !real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") {
            return Refusal(message: message + " (it is a symlink that leads out)", isSelf: false)
        }
        return nil
    }

    /// Whether the user allowed sources outside the resolver's folder.
    static var allowsOutsideSources: Bool {
        guard let value = getenv(allowVariable) else { return false }
        let text = String(cString: value)
        return !text.isEmpty && text != "0"
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
