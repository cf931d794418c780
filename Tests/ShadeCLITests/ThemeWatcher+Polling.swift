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
}
