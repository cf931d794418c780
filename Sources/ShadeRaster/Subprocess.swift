#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a helper program found on `PATH` and collects its standard output.
enum Subprocess {
    /// The standard output of `arguments` (the first is the program), or nil when it cannot
    /// run or exits non-zero. Standard input and error are /dev/null. Output past 64 KiB is
    /// ignored.
    static func output(of arguments: [String]) -> String? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        defer { close(pipeEnds[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            if bytes.count < 65_536 { bytes += chunk[0..<count] }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Exited normally with status 0 (WIFEXITED and WEXITSTATUS, which Swift cannot import).
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
