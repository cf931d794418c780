#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeText
import ShadeTokens
import ShadeFiles

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
    typealias Failure = AtomicFile.Failure

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
        try AtomicFile.write(Array(text.utf8), to: path, temporaryPrefix: StateStore.temporaryPrefix)
    }

    /// The folder `path` is in: "." for a bare name, "/" for a name at the root.
    static func parent(of path: String) -> String { AtomicFile.parent(of: path) }
}
