import Foundation
@testable import ShadeCLI

extension ThemeWatcher {
    /// Polls until the watcher reports something or about two seconds pass.
    func changesWithinTwoSeconds() -> Set<String> {
        for _ in 0..<40 {
            let changed = poll()
            if !changed.isEmpty { return changed }
            usleep(50_000)
        }
        return []
    }

    /// Polls until the watcher has been quiet for 100 ms (at most two seconds): the events of
    /// one save (an atomic write's temporary file and rename) can arrive a poll apart on a
    /// loaded machine, and a test that then asks "nothing else changed?" must not see them.
    func settle() {
        var quietSince = 0
        for _ in 0..<80 {
            quietSince = poll().isEmpty ? quietSince + 1 : 0
            if quietSince >= 4 { return }
            usleep(25_000)
        }
    }
}
