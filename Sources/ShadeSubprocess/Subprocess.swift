#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run to completion with its output captured: how `shade diff` asks git and tar
/// for a revision's files, and how PNG export asks fontconfig for a monospace font. Shade
/// links no Foundation, so `Process` is not to hand; this is `posix_spawnp` with both output
/// streams read through `poll`, so neither can fill its pipe and stall the child.
public enum Subprocess {
    /// What the program did.
    public struct Outcome: Sendable {
        /// The exit status (128 + signal number when a signal ended it).
        public var status: Int32
        /// Everything it wrote to standard output.
        public var output: [UInt8]
        /// Everything it wrote to standard error.
        public var errors: [UInt8]
        /// Which bound ended it early, if any: then the program was killed, and `output`
        /// holds what it wrote before.
        public var exceeded: Bound?

        /// Standard output as text without the final line break.
        public var text: String {
            var text = String(decoding: output, as: UTF8.self)
            while let last = text.last, last.isNewline { text.removeLast() }
            return text
        }

        /// The first line of standard error, for a one-line message.
        public var firstErrorLine: String {
            String(decoding: errors, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        }
    }

    /// A bound a run was held to and passed.
    public enum Bound: Sendable, Equatable {
        /// It wrote more than the limit to standard output.
        case size(Int)
        /// It ran longer than this many seconds.
        case time(Int)
    }

    /// Why a program could not be started.
    public struct StartFailure: Error, Sendable {
        /// The program's name.
        public var program: String
        /// `errno` from `posix_spawnp` (ENOENT when it is not on `PATH`).
        public var code: Int32
    }

    /// Runs `program` (looked up on `PATH`) with `arguments` and waits. Standard input is
    /// `input` (a file's path) or empty. A program that writes more than `outputLimit` bytes
    /// or runs longer than `seconds` is killed, and the outcome says which bound it passed:
    /// what git prints about a repository is not Shade's to hold without end.
    public static func run(_ program: String, _ arguments: [String], input: String? = nil, outputLimit: Int = .max,
                           seconds: Int? = nil) throws(StartFailure) -> Outcome {
        var outputPipe: [Int32] = [0, 0], errorPipe: [Int32] = [0, 0]
        guard pipe(&outputPipe) == 0 else { throw StartFailure(program: program, code: errno) }
        guard pipe(&errorPipe) == 0 else {
            close(outputPipe[0]); close(outputPipe[1])
            throw StartFailure(program: program, code: errno)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], STDERR_FILENO)
        for descriptor in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started = posix_spawnp(&pid, program, &actions, nil, argv, environ)
        close(outputPipe[1])
        close(errorPipe[1])
        guard started == 0 else {
            close(outputPipe[0]); close(errorPipe[0])
            throw StartFailure(program: program, code: started)
        }
        let deadline = seconds.map { now() + Double($0) }
        let (output, errors, exceeded) = readBoth(outputPipe[0], errorPipe[0], limit: outputLimit, deadline: deadline)
        let bound: Bound? = switch exceeded {
        case .some(true): .size(outputLimit)
        case .some(false): .time(seconds ?? 0)
        case nil: nil
        }
        if bound != nil { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        // WIFEXITED, WEXITSTATUS and WTERMSIG by hand: Swift cannot import the macros.
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(status: exit, output: output, errors: errors, exceeded: bound)
    }

    /// The standard output of `program` as it wrote it, or nil when the program cannot start
    /// or exits with a status other than 0: for a helper whose answer is optional (fontconfig).
    public static func output(of program: String, _ arguments: [String]) -> String? {
        guard let outcome = try? run(program, arguments), outcome.status == 0 else { return nil }
        return String(decoding: outcome.output, as: UTF8.self)
    }

    /// Reads both descriptors to their end, whichever has data first, and closes them; stops
    /// early when standard output passes `limit` bytes (then `true`) or `deadline` passes
    /// (then `false`).
    private static func readBoth(_ first: Int32, _ second: Int32, limit: Int, deadline: Double?) -> ([UInt8], [UInt8], Bool?) {
        var buffers: [[UInt8]] = [[], []]
        var open = [first, second]
        var chunk = [UInt8](repeating: 0, count: 65536)
        var exceeded: Bool?
        reading: while open.contains(where: { $0 >= 0 }) {
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            var wait: Int32 = -1
            if let deadline {
                let left = deadline - now()
                guard left > 0 else { exceeded = false; break reading }
                wait = Int32(min(left * 1000, 60_000).rounded(.up))
            }
            guard poll(&polled, nfds_t(polled.count), wait) >= 0 || errno == EINTR else { break }
            for index in polled.indices where open[index] >= 0 && polled[index].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(open[index], $0.baseAddress, $0.count) }
                if count > 0 {
                    buffers[index] += chunk[0..<count]
                    if index == 0, buffers[0].count > limit { exceeded = true; break reading }
                } else if count == 0 || errno != EINTR {
                    close(open[index])
                    open[index] = -1
                }
            }
        }
        for descriptor in open where descriptor >= 0 { close(descriptor) }
        return (buffers[0], buffers[1], exceeded)
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
