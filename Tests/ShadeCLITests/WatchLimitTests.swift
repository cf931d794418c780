import Foundation
import Testing
@testable import ShadeCLI

/// Issue 35, item 5: the watcher follows a bounded number of folders, however many a search
/// finds, and says once that the limit stopped live reload.
@Suite struct WatchLimitTests {
    @Test(arguments: [true, false])
    func foldersPastTheLimitAreNotWatchedAndTheLimitIsSaidOnce(notifications: Bool) throws {
        let root = NSTemporaryDirectory() + "shade-watch-limit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = ThemeWatcher(paths: [root], preferNotifications: notifications)
        #expect(watcher.takeLimitNotice() == nil)
        // Followed a few at a time, as a search follows them, and more than the limit in all.
        let folders = (0..<(ThemeWatcher.maximumFolders + 50)).map { "\(root)/f\($0)" }
        for start in stride(from: 0, to: folders.count, by: 7) { watcher.follow(folders: Array(folders[start..<min(start + 7, folders.count)])) }
        let notice = try #require(watcher.takeLimitNotice())
        #expect(notice.message.contains("\(ThemeWatcher.maximumFolders)"))
        #expect(watcher.takeLimitNotice() == nil, "the limit is said once")
        // A folder under the limit still reports its changes.
        try FileManager.default.createDirectory(atPath: folders[0], withIntermediateDirectories: true)
        _ = watcher.poll()
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folders[0] + "/new.json"))
        var changed: Set<String> = []
        for _ in 0..<20 where changed.isEmpty {
            changed = watcher.poll()
            if changed.isEmpty { usleep(50_000) }
        }
        #expect(!changed.isEmpty, "a change under the limit is still seen")
    }
}
