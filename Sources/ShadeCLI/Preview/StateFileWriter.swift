#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShadeText
import ShadeTokens
import ShadeFiles

/// Writes the state file: its text, and the atomic write (a temporary file beside the
/// target, renamed over it). The temporary file is named as Foundation names its own
/// (`.dat.nosync<pid in hex>.XXXXXX`), so `StateStore.removeStaleTemporaryFiles` sweeps what
/// a killed save leaves, whichever wrote it.
enum StateFileWriter {
    /// A failed write: what was being done, and `errno` then.
    typealias Failure = AtomicFile.Failure

    /// The state as JSON: `JSONEncoder`'s, with sorted keys and pretty printing (absent fields
    /// left out), every character ``JSONText/quoted(_:)`` escapes escaped.
    static func json(_ state: SavedState) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(state) else { return "{\n\n}" }
        return JSONText.escapingInvisibles(inEncoded: String(decoding: data, as: UTF8.self))
    }

    /// Writes `text` to `path` atomically, creating the folders above it first.
    static func write(_ text: String, to path: String) throws(Failure) {
        try AtomicFile.write(Array(text.utf8), to: path, temporaryPrefix: StateStore.temporaryPrefix)
    }

    /// The folder `path` is in: "." for a bare name, "/" for a name at the root.
    static func parent(of path: String) -> String { AtomicFile.parent(of: path) }
}
