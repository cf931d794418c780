import Foundation

/// What the kernel says a process has used, read from /proc. Linux only: elsewhere (macOS)
/// every reading is nil or empty, and the rows that need one say the system is unsupported.
enum ProcessUsage {
    /// CPU time the process has used so far, in milliseconds, and where the figure came from.
    ///
    /// Prefers the scheduler's nanosecond counters (`/proc/<pid>/task/*/schedstat`, summed
    /// over threads): `utime + stime` in `/proc/<pid>/stat` count whole clock ticks (10 ms),
    /// too coarse to tell 1 ms/s from 0 over a few seconds. Falls back to them if needed.
    static func cpuMilliseconds(pid: pid_t) -> (milliseconds: Double, source: String)? {
        if let nanoseconds = scheduledNanoseconds(pid: pid) { return (Double(nanoseconds) / 1e6, "schedstat") }
        guard let ticks = userAndSystemTicks(pid: pid) else { return nil }
        return (Double(ticks) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK))), "stat ticks")
    }

    /// The peak resident set size (`VmHWM`) in KiB.
    static func peakResidentKilobytes(pid: pid_t) -> Int? {
        guard let status = procFile("/proc/\(pid)/status") else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
        return nil
    }

    private static func scheduledNanoseconds(pid: pid_t) -> UInt64? {
        guard let tasks = procFolder("/proc/\(pid)/task"), !tasks.isEmpty else { return nil }
        var total: UInt64 = 0
        for task in tasks {
            guard let text = procFile("/proc/\(pid)/task/\(task)/schedstat"),
                  let first = text.split(separator: " ").first, let nanoseconds = UInt64(first)
            else { return nil }
            total += nanoseconds
        }
        return total
    }

    /// A reading of a process's CPU use per thread, for ``milliseconds(from:to:)``.
    struct Snapshot {
        /// Scheduler nanoseconds per live thread (task id → ns); empty when unreadable.
        var threads: [String: UInt64]
    }

    /// The process's CPU use now, thread by thread.
    static func snapshot(pid: pid_t) -> Snapshot {
        var threads: [String: UInt64] = [:]
        for task in (procFolder("/proc/\(pid)/task")) ?? [] {
            guard let text = procFile("/proc/\(pid)/task/\(task)/schedstat"),
                  let first = text.split(separator: " ").first, let nanoseconds = UInt64(first) else { continue }
            threads[task] = nanoseconds
        }
        return Snapshot(threads: threads)
    }

    /// CPU milliseconds used between two snapshots, by the threads alive at the second (a
    /// thread born in between counts whole). A thread that ends in between takes its time
    /// with it; summing totals would then go backwards (the previewer's background load
    /// leaves idle worker threads that end a few seconds later). The clock ticks of
    /// `/proc/<pid>/stat`, which keep dead threads' time, are no help: at 10 ms they read
    /// 2 ms/s for a single tick in a 5 s window.
    static func milliseconds(from before: Snapshot, to after: Snapshot) -> Double {
        let nanoseconds = after.threads.reduce(UInt64(0)) { total, thread in
            total + (thread.value &- min(thread.value, before.threads[thread.key] ?? 0))
        }
        return Double(nanoseconds) / 1e6
    }

    private static func userAndSystemTicks(pid: pid_t) -> UInt64? {
        guard let text = procFile("/proc/\(pid)/stat"),
              let nameEnd = text.lastIndex(of: ")")
        else { return nil }
        // After "pid (comm)" come fields 3…; utime and stime are fields 14 and 15.
        let fields = text[text.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 12, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else { return nil }
        return user + system
    }

    /// A /proc file as text; nil where there is none.
    private static func procFile(_ path: String) -> String? {
        #if os(Linux)
        try? String(contentsOfFile: path, encoding: .utf8)
        #else
        nil
        #endif
    }

    /// The names in a /proc folder; nil where there is none.
    private static func procFolder(_ path: String) -> [String]? {
        #if os(Linux)
        try? FileManager.default.contentsOfDirectory(atPath: path)
        #else
        nil
        #endif
    }
}
