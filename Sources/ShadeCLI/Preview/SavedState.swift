#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeApp
import ShadeText
import ShadeTokens
import ShadeView
import ShadeFiles

/// The choices that persist across launches: theme, appearance, contrast, split, what `x`
/// exports and each design system's extra-axis contexts. Every field is optional, so older
/// and newer files both read.
struct SavedState: Codable, Equatable {
    var theme: String?
    var appearance: AppearanceMode?
    var contrast: Contrast?
    var split: Bool?
    /// An ``ExportChoice`` raw value, kept as text so an unknown value is ignored, not fatal.
    var export: String?
    /// The contexts `o` chose, per design system name (axis → context). Kept as text: a
    /// context the system no longer has is dropped when read (see `SavedContexts`).
    var contexts: [String: [String: String]]?

    private enum CodingKeys: String, CodingKey {
        case theme, appearance, contrast, split, export, contexts
    }

    init(theme: String? = nil, appearance: AppearanceMode? = nil, contrast: Contrast? = nil, split: Bool? = nil,
         export: String? = nil, contexts: [String: [String: String]]? = nil) {
        self.theme = theme
        self.appearance = appearance
        self.contrast = contrast
        self.split = split
        self.export = export
        self.contexts = contexts
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        theme = try container.decodeIfPresent(String.self, forKey: .theme)
        appearance = try container.decodeIfPresent(AppearanceMode.self, forKey: .appearance)
        contrast = try container.decodeIfPresent(Contrast.self, forKey: .contrast)
        split = try container.decodeIfPresent(Bool.self, forKey: .split)
        export = try container.decodeIfPresent(String.self, forKey: .export)
        // Contexts malformed by hand are forgotten on their own: the theme and appearance stay.
        contexts = try? container.decodeIfPresent([String: [String: String]].self, forKey: .contexts)
    }
}

/// Reads and writes `$XDG_STATE_HOME/shade/state.json` (default
/// `~/.local/state/shade/state.json`). Writes are atomic (a temporary file renamed over
/// the old one), and a file that cannot be read is ignored with a note, never fatal.
struct StateStore {
    let path: String

    init(environment: [String: String] = FileSystem.environment("XDG_STATE_HOME", "HOME")) {
        let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (FileSystem.homeDirectory(environment: environment) + "/.local/state")
        path = base + "/shade/state.json"
    }

    init(path: String) { self.path = path }

    /// The saved state, nil when there is none, or a note saying why it was ignored.
    /// Temporary files that a killed save left behind are removed first.
    ///
    /// Plain POSIX and Shade's JSON parser, like the save: Foundation's file and JSON code
    /// would stay in the running previewer's memory.
    func load() -> (state: SavedState?, note: String?) {
        removeStaleTemporaryFiles()
        let shown = VisibleText.escaping(path)
        let kind = FileKind.of(path)
        if kind == .missing || kind == .danglingLink { return (nil, nil) }
        guard kind == .regular else { return (nil, "ignored \(shown): not a regular file") }
        let limit = 64 * 1024
        guard case .success(let bytes) = FileSystem.regularFileContents(atPath: path, limit: limit), bytes.count < limit else {
            return (nil, "ignored \(shown): cannot read it")
        }
        guard let state = StateFileReader.state(from: bytes) else { return (nil, "ignored \(shown): not a Shade state file") }
        return (state, nil)
    }

    /// The folder the state file is in.
    var directory: String { StateFileWriter.parent(of: path) }

    /// The prefix of the temporary file an atomic write creates beside its target
    /// (`.dat.nosync<pid in hex>.XXXXXX`), renamed over the target when complete.
    static let temporaryPrefix = ".dat.nosync"

    /// Removes the temporary files of saves that never finished (the process was killed
    /// between writing and renaming): those whose process is gone, or that are over an hour
    /// old. A save in progress in another live Shade keeps its file. Returns what was removed.
    /// `now` is in seconds since 1970 (default: the clock's).
    @discardableResult
    func removeStaleTemporaryFiles(now: Double? = nil) -> [String] {
        AtomicFile.removeStaleTemporaries(in: directory, prefix: Self.temporaryPrefix, now: now)
    }

    /// The process id written into a temporary name, if it has one.
    static func owner(ofTemporaryName name: String) -> pid_t? {
        AtomicFile.owner(ofTemporaryName: name, prefix: temporaryPrefix)
    }

    /// Writes the state atomically; failures are returned, not thrown, because losing a
    /// preference must never end a session. Written by hand (`StateFileWriter`), not with
    /// Foundation's encoder, to keep the running previewer small.
    @discardableResult
    func save(_ state: SavedState) -> String? {
        do {
            try StateFileWriter.write(StateFileWriter.json(state), to: path)
            return nil
        } catch {
            return "could not save \(VisibleText.escaping(path)): \(FileSystem.errorText(error.code))"
        }
    }
}
