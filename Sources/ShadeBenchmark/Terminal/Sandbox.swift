import Foundation

/// A private temporary folder for `shade`'s saved state and user themes, so the benchmark
/// never reads or changes the user's own, and every session can start from no saved state.
final class Sandbox {
    /// The folder; removed when the sandbox goes away.
    let root: String
    /// Whether the folder outlives the run, for profiling `shade` on the generated files.
    let keeps: Bool
    private var sessions = 0

    /// Creates a fresh folder under the system's temporary directory; `keep` leaves it there.
    init(keep: Bool = false) throws {
        keeps = keep
        let pattern = (NSTemporaryDirectory() as NSString).appendingPathComponent("shade-bench.XXXXXX")
        var template = Array(pattern.utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw BenchmarkError.system("mkdtemp", errno)
        }
        root = String(cString: made)
    }

    deinit {
        if keeps { Benchmark.progress("generated files kept in \(root)") } else { try? FileManager.default.removeItem(atPath: root) }
    }

    /// The environment for one `shade` session: this process's, with a truecolor
    /// `xterm-256color` terminal, an empty theme folder and a state folder of its own.
    func environment() -> [String: String] {
        sessions += 1
        var environment = ProcessInfo.processInfo.environment
        for inherited in ["COLORFGBG", "NO_COLOR", "TMUX", "STY"] { environment[inherited] = nil }
        environment["TERM"] = "xterm-256color"
        environment["COLORTERM"] = "truecolor"
        environment["XDG_CONFIG_HOME"] = root + "/config"
        environment["XDG_STATE_HOME"] = root + "/state-\(sessions)"
        return environment
    }
}
