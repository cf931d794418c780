#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command run to its exit without a terminal, timed from spawn to exit: `shade validate`
/// on a pathological file, `shade diff` of two versions of a design system.
enum TimedCommand {
    /// Milliseconds from spawning `words` (the first is the executable's path) to its exit,
    /// standard output to `output`, standard input and error empty. An exit status above
    /// `highestStatus`, or a signal, is a failure.
    static func milliseconds(_ words: [String], output: String, environment: [String: String], highestStatus: Int32) throws -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let arguments = words.map { strdup($0) } + [nil]
        let variables = environment.map { (key, value) in strdup(key + "=" + value) } + [nil]
        defer { (arguments + variables).forEach { free($0) } }
        var child: pid_t = 0
        let started = ContinuousClock.now
        let result = posix_spawn(&child, words[0], &actions, nil, arguments, variables)
        guard result == 0 else { throw BenchmarkError.system("posix_spawn \(words[0])", result) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { throw BenchmarkError.system("waitpid", errno) }
        }
        let elapsed = (ContinuousClock.now - started).milliseconds
        guard status & 0x7F == 0, (status >> 8) & 0xFF <= highestStatus else {
            throw BenchmarkError.badExit("\(words.dropFirst().joined(separator: " ")): \(ShadeProcess.describe(status: status))")
        }
        return elapsed
    }
}
