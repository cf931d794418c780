import Foundation

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
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let files = isDirectory.boolValue
                ? ((try? manager.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".json") }.map { path + "/" + $0 }
                : [path]
            for file in files {
                let attributes = try? manager.attributesOfItem(atPath: file)
                let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                result[file] = "\(modified)/\(attributes?[.size] as? Int ?? -1)"
            }
        }
        return result
    }
}
