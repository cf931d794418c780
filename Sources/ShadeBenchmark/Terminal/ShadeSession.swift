#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeFrame

/// `shade` running interactively on a fresh pseudo-terminal: start it, type keys, take its
/// frames, quit it. Whatever goes wrong, the process is killed when the session goes away.
final class ShadeSession {
    /// The terminal size.
    let size: ScreenSize
    /// The process.
    let process: ShadeProcess
    /// Its output, cut into frames.
    let reader: FrameReader
    private let terminal: PseudoTerminal

    /// The longest anything is waited for: far beyond any goal, short enough to fail fast.
    static let patience: Duration = .seconds(5)

    /// Keys as a terminal sends them. ncurses switches the keypad to application mode
    /// (`smkx`), where xterm sends the arrow keys as SS3 sequences.
    enum Key: CaseIterable {
        case right, appearance, contrast

        /// The bytes typed.
        var bytes: [UInt8] {
            switch self {
            case .right: [0x1B, 0x4F, 0x43]  // ESC O C
            case .appearance: Array("d".utf8)
            case .contrast: Array("c".utf8)
            }
        }

        /// How the table names the key.
        var label: String {
            switch self {
            case .right: "→"
            case .appearance: "d"
            case .contrast: "c"
            }
        }
    }

    /// Starts `shade arguments` at `size` with `environment`.
    init(shade: String, size: ScreenSize, environment: [String: String], arguments: [String] = []) throws {
        self.size = size
        terminal = try PseudoTerminal(size: size)
        reader = FrameReader(terminal: terminal)
        process = try ShadeProcess(executable: shade, arguments: arguments, environment: environment, terminal: terminal)
    }

    deinit { process.kill() }

    /// The next frame, or an error after `patience`.
    func nextFrame(after start: ContinuousClock.Instant, what: @autoclosure () -> String) throws -> FrameArrival {
        try reader.nextFrame(until: start + Self.patience, waitingFor: "\(what()) at \(size)")
    }

    /// Waits for the frames that show a large themes folder, which shade reads after its
    /// first frame; returns at `patience` when none comes (a shade that reads every file
    /// before its first frame draws no such frame).
    func awaitLateThemes() throws {
        do {
            _ = try reader.nextFrame(until: .now + Self.patience, waitingFor: "the frame with every theme loaded")
            // A large folder is shown as it is found, a frame per part: every theme is in
            // once the frames stop.
            _ = try reader.settle(quiet: .seconds(1), until: .now + Self.patience, waitingFor: "the last theme found")
        } catch BenchmarkError.timeout(_) {
            return
        }
    }

    /// Reads until no byte has come for `quiet` and returns when the last byte came (the
    /// settled screen); an error if the output is not quiet within `patience`.
    func settle(quiet: Duration, what: @autoclosure () -> String) throws -> ContinuousClock.Instant {
        try reader.settle(quiet: quiet, until: .now + Self.patience, waitingFor: "\(what()) at \(size)")
    }

    /// Types `key`; returns the moment the bytes were handed to the terminal.
    func type(_ key: Key) throws -> ContinuousClock.Instant {
        let start = ContinuousClock.now
        try terminal.send(key.bytes)
        return start
    }

    /// Types raw bytes; returns the moment they were handed to the terminal.
    @discardableResult
    func type(bytes: [UInt8]) throws -> ContinuousClock.Instant {
        let start = ContinuousClock.now
        try terminal.send(bytes)
        return start
    }

    /// Presses `q` and waits for `shade` to exit with status 0, reading its last output
    /// meanwhile as a terminal would.
    func quit() throws {
        try terminal.send(Array("q".utf8))
        var readFailure: Error?
        let status = process.waitForExit(until: .now + Self.patience) {
            do { try reader.drain(until: .now + .milliseconds(2)) } catch { readFailure = error }
        }
        if let readFailure { throw readFailure }
        guard let status else { throw BenchmarkError.timeout("shade to exit after q at \(size)") }
        guard ShadeProcess.isSuccess(status) else {
            throw BenchmarkError.badExit("shade ended with \(ShadeProcess.describe(status: status)) after q at \(size)")
        }
    }
}
