import Foundation

/// What the kernel says a process has used, read from /proc (Linux only).
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
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
        return nil
    }

    private static func scheduledNanoseconds(pid: pid_t) -> UInt64? {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task"), !tasks.isEmpty else { return nil }
        var total: UInt64 = 0
        for task in tasks {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8),
                  let first = text.split(separator: " ").first, let nanoseconds = UInt64(first)
            else { return nil }
            total += nanoseconds
        }
        return total
    }

    /// A reading of a process's CPU use that survives threads ending between two readings.
    struct Snapshot {
        /// Scheduler nanoseconds per live thread (task id → ns); empty when unreadable.
        var threads: [String: UInt64]
        /// `utime + stime` of the whole process in clock ticks, dead threads included.
        var ticks: UInt64
    }

    /// The process's CPU use now, for ``milliseconds(from:to:)``.
    static func snapshot(pid: pid_t) -> Snapshot {
        var threads: [String: UInt64] = [:]
        for task in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? [] {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8),
                  let first = text.split(separator: " ").first, let nanoseconds = UInt64(first) else { continue }
            threads[task] = nanoseconds
        }
        return Snapshot(threads: threads, ticks: userAndSystemTicks(pid: pid) ?? 0)
    }

    /// CPU milliseconds used between two snapshots. A thread that ends in between (a worker
    /// of a background load going idle and exiting) takes its nanoseconds with it, so the
    /// threads alive at both readings are compared, and the whole process's clock ticks
    /// (coarse, but they keep dead threads' time) are the floor.
    static func milliseconds(from before: Snapshot, to after: Snapshot) -> Double {
        let shared = before.threads.keys.filter { after.threads[$0] != nil }
        let nanoseconds = shared.reduce(UInt64(0)) { $0 + (after.threads[$1]! &- before.threads[$1]!) }
        let ticks = Double(after.ticks &- before.ticks) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
        return max(Double(nanoseconds) / 1e6, ticks)
    }

    private static func userAndSystemTicks(pid: pid_t) -> UInt64? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let nameEnd = text.lastIndex(of: ")")
        else { return nil }
        // After "pid (comm)" come fields 3…; utime and stime are fields 14 and 15.
        let fields = text[text.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 12, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else { return nil }
        return user + system
    }
}
