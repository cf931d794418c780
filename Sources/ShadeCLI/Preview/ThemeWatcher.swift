#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShadeTokens

/// Notices when user theme files change, by comparing modification times and sizes. Only
/// polled when there is something to watch, a few times a second, so idle costs nothing
/// measurable and needs no platform-specific notification API.
struct ThemeWatcher {
    /// How often the loop polls while files are watched.
    static let interval = 400

    let paths: [String]
    private var fingerprint: [String: String]

    init(paths: [String]) {
        self.paths = paths
        fingerprint = ThemeWatcher.scan(paths)
    }

    /// True when there is anything to watch.
    var isActive: Bool { !paths.isEmpty }

    /// True (once) when any watched file appeared, vanished or changed since the last call.
    mutating func poll() -> Bool {
        let now = ThemeWatcher.scan(paths)
        defer { fingerprint = now }
        return now != fingerprint
    }

    private static func scan(_ paths: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for path in paths {
            guard let status = FileSystem.status(atPath: path) else { continue }
            let files = status.isDirectory
                ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".json") }.map { path + "/" + $0 }
                : [path]
            for file in files {
                let status = FileSystem.status(atPath: file)
                result[file] = "\(status?.modified ?? 0)/\(status?.size ?? -1)"
            }
        }
        return result
    }
}
