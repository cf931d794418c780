#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShadeTokens
import ShadeView

/// The choices that persist across launches: theme, appearance, contrast and split.
struct SavedState: Codable, Equatable {
    var theme: String?
    var appearance: AppearanceMode?
    var contrast: Contrast?
    var split: Bool?
}

/// Reads and writes `$XDG_STATE_HOME/shade/state.json` (default
/// `~/.local/state/shade/state.json`). Writes are atomic (a temporary file renamed over
/// the old one), and a file that cannot be read is ignored with a note, never fatal.
struct StateStore {
    let path: String

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (FileSystem.homeDirectory(environment: environment) + "/.local/state")
        path = base + "/shade/state.json"
    }

    init(path: String) { self.path = path }

    /// The saved state, nil when there is none, or a note saying why it was ignored.
    func load() -> (state: SavedState?, note: String?) {
        guard FileManager.default.fileExists(atPath: path) else { return (nil, nil) }
        guard let data = FileManager.default.contents(atPath: path), data.count < 64 * 1024 else {
            return (nil, "ignored \(path): cannot read it")
        }
        do {
            return (try JSONDecoder().decode(SavedState.self, from: data), nil)
        } catch {
            return (nil, "ignored \(path): not a Shade state file")
        }
    }

    /// Writes the state atomically; failures are returned, not thrown, because losing a
    /// preference must never end a session.
    @discardableResult
    func save(_ state: SavedState) -> String? {
        do {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            try encoder.encode(state).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "could not save \(path): \(FileSystem.message(for: error))"
        }
    }
}
