#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeText
import ShadeTokens

/// Writes the state file by hand: its text, and the atomic write (a temporary file beside
/// the target, renamed over it).
///
/// The previewer saves its state while it runs, after keys rest. Foundation's `JSONEncoder`,
/// `Data.write(options: .atomic)` and `FileManager.createDirectory` would bring in about
/// 300 KB of library code and heap for five fields, and that counts in the previewer's
/// peak memory for the rest of the session. The temporary file is named as Foundation names
/// its own (`.dat.nosync<pid in hex>.XXXXXX`), so `StateStore.removeStaleTemporaryFiles`
/// sweeps what a killed save leaves, whichever wrote it.
enum StateFileWriter {
    /// A failed write: what was being done, and `errno` then.
    struct Failure: Error {
        /// "create", "write", "rename"…
        let operation: String
        /// The `errno` value.
        let code: Int32
    }

    /// The state as JSON, in the layout `JSONEncoder` gives with sorted keys and pretty
    /// printing; absent fields are left out.
    static func json(_ state: SavedState) -> String {
        var members: [(String, String)] = []
        if let appearance = state.appearance { members.append(("appearance", JSONText.quoted(appearance.rawValue))) }
        if let contexts = state.contexts { members.append(("contexts", object(contexts.mapValues(axesObject), depth: 1))) }
        if let contrast = state.contrast { members.append(("contrast", JSONText.quoted(contrast.rawValue))) }
        if let export = state.export { members.append(("export", JSONText.quoted(export))) }
        if let split = state.split { members.append(("split", split ? "true" : "false")) }
        if let theme = state.theme { members.append(("theme", JSONText.quoted(theme))) }
        guard !members.isEmpty else { return "{\n\n}" }
        return "{\n" + members.map { "  \"\($0.0)\" : \($0.1)" }.joined(separator: ",\n") + "\n}"
    }

    /// A nested object as `JSONEncoder` pretty-prints one with sorted keys, `depth` levels in.
    private static func object(_ members: [String: String], depth: Int) -> String {
        guard !members.isEmpty else { return "{\n\n" + String(repeating: "  ", count: depth) + "}" }
        let inner = String(repeating: "  ", count: depth + 1)
        return "{\n" + members.sorted { $0.key < $1.key }.map { inner + JSONText.quoted($0.key) + " : " + $0.value }
            .joined(separator: ",\n") + "\n" + String(repeating: "  ", count: depth) + "}"
    }

    /// One design system's contexts (axis → context), as a nested object's value text.
    private static func axesObject(_ contexts: [String: String]) -> String {
        object(contexts.mapValues(JSONText.quoted), depth: 2)
    }

    /// Writes `text` to `path` atomically, creating the folders above it first.
    static func write(_ text: String, to path: String) throws(Failure) {
        let folder = parent(of: path)
        try makeDirectories(folder)
        let (descriptor, temporary) = try createTemporary(in: folder)
        let written = Array(text.utf8).withUnsafeBytes { buffer in writeFully(descriptor, buffer) }
        let writeError = errno
        guard close(descriptor) == 0, written else {
            unlink(temporary)
            throw Failure(operation: "write", code: written ? errno : writeError)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(operation: "rename", code: code)
        }
    }

    /// The folder `path` is in: "." for a bare name, "/" for a name at the root.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `mkdir -p`: every missing folder of `path`, readable by all as umask allows.
    private static func makeDirectories(_ path: String) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o777) != 0 && errno != EEXIST { throw Failure(operation: "create folder", code: errno) }
        }
    }

    /// A new, empty file beside the target, created exclusively with the mode a plain file
    /// gets (0666 less the umask).
    private static func createTemporary(in folder: String) throws(Failure) -> (Int32, String) {
        let stem = FileSystem.join(folder, StateStore.temporaryPrefix + String(getpid(), radix: 16, uppercase: true) + ".")
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        for _ in 0..<100 {
            let name = stem + String((0..<6).map { _ in letters.randomElement()! })
            let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, name) }
            guard errno == EEXIST else { throw Failure(operation: "create", code: errno) }
        }
        throw Failure(operation: "create", code: EEXIST)
    }

    /// Writes all of `buffer`, retrying after interruptions and partial writes.
    private static func writeFully(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let count = systemWrite(descriptor, base + offset, buffer.count - offset)
            if count > 0 {
                offset += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}

/// write(2) under a name the writer's own `write` does not shadow.
private func systemWrite(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, base, count)
}
