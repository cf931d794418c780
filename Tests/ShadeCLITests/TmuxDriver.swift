import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program in a private, detached tmux server and reads its screen back, so the end
/// to end tests can drive the real `shade` binary like a person at a terminal would.
///
/// Every driver owns its own server socket (`-L shade-e2e-<pid>-<random>`): tests never see or
/// touch anyone else's tmux sessions, and `stop()` ends only that server.
final class TmuxDriver {
    /// The tmux executable on `PATH`, or nil when tmux is not installed.
    static let executable: String? = E2EProcess.findExecutable(named: "tmux")

    /// The name of the one session each driver creates.
    private static let session = "shade"

    /// The server socket name, unique to this process and driver.
    let socket: String
    private let tmux: String
    private var running = true
    /// Where the server's socket file lives; tmux leaves it behind after `kill-server`.
    private var socketPath: String?

    /// Starts a detached session of `columns`×`rows` that runs `command` under `/bin/sh`, with
    /// `TERM=xterm-256color` and `environment` added to what the program sees.
    init(columns: Int, rows: Int, environment: [String: String], command: String) throws {
        guard let tmux = TmuxDriver.executable else { throw E2EError("tmux is not installed") }
        self.tmux = tmux
        socket = "shade-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        // The server takes TERM from default-terminal (a `-e TERM=` would be overridden) and
        // runs commands with default-shell, which must not be the user's fish or zsh.
        var arguments = ["-f", "/dev/null", "start-server", ";",
                         "set-option", "-g", "default-terminal", "xterm-256color", ";",
                         "set-option", "-g", "default-shell", "/bin/sh", ";",
                         "new-session", "-d", "-s", TmuxDriver.session, "-x", "\(columns)", "-y", "\(rows)"]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(name)=\(value)"]
        }
        arguments.append(command)
        do {
            try run(arguments)
            socketPath = try display("#{socket_path}")
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    /// Ends this driver's tmux server (and so the program in it). Safe to call twice.
    func stop() {
        guard running else { return }
        running = false
        _ = try? E2EProcess.run(tmux, ["-L", socket, "kill-server"], environment: TmuxDriver.clientEnvironment, timeout: .seconds(3))
        if let socketPath, socketPath.contains(socket) { unlink(socketPath) }
    }

    /// The pane's screen now, with its colours.
    func capture() throws -> TmuxScreen {
        TmuxScreen(capture: try run(["capture-pane", "-p", "-e", "-t", TmuxDriver.session]))
    }

    /// Sends one key by its tmux name (`Right`, `q`, `C-c`).
    func send(key: String) throws {
        try run(["send-keys", "-t", TmuxDriver.session, key])
    }

    /// Resizes the window, as a user dragging the terminal's corner does.
    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", TmuxDriver.session, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// A tmux format expanded for the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", TmuxDriver.session, format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Captures the screen every 50 ms until `condition` holds or `timeout` passes; returns
    /// the last capture and whether it satisfied the condition, so a caller can assert on
    /// what was really on screen rather than on a bare timeout.
    func waitForScreen(timeout: Duration = .seconds(5), until condition: (TmuxScreen) -> Bool) async throws -> (screen: TmuxScreen, satisfied: Bool) {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            let screen = try capture()
            if condition(screen) { return (screen, true) }
            if clock.now >= deadline { return (screen, false) }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Waits until the screen differs from `previous`, then until two captures 50 ms apart
    /// agree: a frame may reach tmux in several reads, and a half-drawn one proves nothing.
    func waitForChange(from previous: TmuxScreen, timeout: Duration = .seconds(15)) async throws -> (screen: TmuxScreen, satisfied: Bool) {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        let changed = try await waitForScreen(timeout: timeout) { $0 != previous }
        guard changed.satisfied else { return changed }
        var last = changed.screen
        while clock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            let next = try capture()
            if next == last { return (next, true) }
            last = next
        }
        return (last, false)
    }

    /// The environment for tmux client commands: the caller's, minus anything that would
    /// point at (or nest inside) a tmux server the developer is running.
    private static var clientEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        return environment
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let result = try E2EProcess.run(tmux, ["-L", socket] + arguments, environment: TmuxDriver.clientEnvironment)
        guard result.status == 0 else {
            throw E2EError("tmux \(arguments.prefix(3).joined(separator: " ")) failed (\(result.status)): \(result.standardError)")
        }
        return result.standardOutput
    }
}

/// One capture of a tmux pane: each row's cells with their colours, decoded from the SGR
/// escapes `capture-pane -e` emits.
struct TmuxScreen: Equatable, CustomStringConvertible {
    /// A colour as the terminal was told it.
    enum Color: Hashable, CustomStringConvertible {
        case terminalDefault
        /// A palette index: 0–15 from 30–37/90–97 and friends, 0–255 from `38;5;n`.
        case indexed(Int)
        case rgb(red: Int, green: Int, blue: Int)

        /// "#RRGGBB" for a 24-bit colour, nil otherwise.
        var hex: String? {
            guard case .rgb(let red, let green, let blue) = self else { return nil }
            return "#" + [red, green, blue].map { String(format: "%02X", $0) }.joined()
        }

        var description: String {
            switch self {
            case .terminalDefault: "default"
            case .indexed(let index): "palette \(index)"
            case .rgb: hex!
            }
        }
    }

    /// One character cell (a wide glyph counts as one; nothing here needs exact columns).
    struct Cell: Equatable {
        var scalar: Unicode.Scalar
        var foreground: Color
        var background: Color
    }

    /// The rows, top to bottom; tmux drops trailing blank cells, so rows may be short.
    let rows: [[Cell]]
    /// The capture as tmux printed it, escapes included.
    let raw: String

    init(capture: String) {
        raw = capture
        rows = TmuxScreen.parse(capture)
    }

    static func == (left: TmuxScreen, right: TmuxScreen) -> Bool { left.raw == right.raw }

    /// The text of row `index` without escapes; empty past the last row.
    func text(row index: Int) -> String {
        guard rows.indices.contains(index) else { return "" }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: rows[index].map(\.scalar))
        return String(text)
    }

    /// All rows' text, one per line.
    var text: String { rows.indices.map { text(row: $0) }.joined(separator: "\n") }

    var description: String { text }

    /// Every colour used, foreground and background.
    var colors: Set<Color> {
        Set(rows.joined().flatMap { [$0.foreground, $0.background] })
    }

    /// The most common background of the body: the rows between the header (and a banner
    /// line under it) and the footer. Cards and panels cover less of it than the page does.
    func pageBackground(screenRows: Int) -> Color? {
        var counts: [Color: Int] = [:]
        for row in rows.indices where row >= 2 && row < screenRows - 1 {
            for cell in rows[row] { counts[cell.background, default: 0] += 1 }
        }
        return counts.max { $0.value < $1.value }?.key
    }

    /// Splits the capture into cells, carrying the SGR state across lines (tmux only emits
    /// changes, even from one line to the next).
    private static func parse(_ capture: String) -> [[Cell]] {
        var rows: [[Cell]] = [[]]
        var foreground = Color.terminalDefault, background = Color.terminalDefault
        let scalars = Array(capture.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                index = consumeEscape(scalars, from: index, foreground: &foreground, background: &background)
                continue
            }
            if scalar == "\n" {
                rows.append([])
            } else if scalar.value >= 0x20 {
                rows[rows.count - 1].append(Cell(scalar: scalar, foreground: foreground, background: background))
            }
            index += 1
        }
        if rows.last?.isEmpty == true { rows.removeLast() }
        return rows
    }

    /// Skips one escape sequence starting at `start`, applying it if it is SGR (`CSI … m`);
    /// returns the index just past it.
    private static func consumeEscape(_ scalars: [Unicode.Scalar], from start: Int, foreground: inout Color, background: inout Color) -> Int {
        var index = start + 1
        guard index < scalars.count, scalars[index] == "[" else { return min(index + 1, scalars.count) }
        index += 1
        var parameters = ""
        while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) {
            parameters.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count else { return index }
        if scalars[index] == "m" { applySGR(parameters, foreground: &foreground, background: &background) }
        return index + 1
    }

    /// Applies SGR parameters, in both the `38;2;r;g;b` and the `38:2::r:g:b` spellings.
    private static func applySGR(_ parameters: String, foreground: inout Color, background: inout Color) {
        // Each `;` group is one parameter; `:` sub-parameters stay with it.
        var groups = parameters.split(separator: ";", omittingEmptySubsequences: false).map { group in
            group.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        }
        if groups.isEmpty { groups = [[0]] }
        var position = 0
        func extendedColor() -> Color? {
            let group = groups[position]
            if group.count > 1 {
                // Colon form: 38:5:n, 38:2:r:g:b or 38:2:<colour space>:r:g:b.
                if group[1] == 5, group.count >= 3, let index = group[2] { return .indexed(index) }
                if group[1] == 2, group.count >= 5 {
                    let channels = group.suffix(3)
                    if channels.allSatisfy({ $0 != nil }) {
                        let values = channels.map { $0! }
                        return .rgb(red: values[0], green: values[1], blue: values[2])
                    }
                }
                return nil
            }
            // Semicolon form: the next parameters belong to this one.
            guard position + 1 < groups.count else { return nil }
            switch groups[position + 1].first ?? nil {
            case 5:
                guard position + 2 < groups.count, let index = groups[position + 2].first ?? nil else { return nil }
                position += 2
                return .indexed(index)
            case 2:
                guard position + 4 < groups.count else { return nil }
                let values = (2...4).map { groups[position + $0].first ?? nil }
                position += 4
                guard let red = values[0], let green = values[1], let blue = values[2] else { return nil }
                return .rgb(red: red, green: green, blue: blue)
            default:
                return nil
            }
        }
        while position < groups.count {
            let code = groups[position].first.flatMap { $0 } ?? 0
            switch code {
            case 0:
                foreground = .terminalDefault
                background = .terminalDefault
            case 30...37: foreground = .indexed(code - 30)
            case 90...97: foreground = .indexed(code - 90 + 8)
            case 40...47: background = .indexed(code - 40)
            case 100...107: background = .indexed(code - 100 + 8)
            case 39: foreground = .terminalDefault
            case 49: background = .terminalDefault
            case 38: if let color = extendedColor() { foreground = color }
            case 48: if let color = extendedColor() { background = color }
            default: break
            }
            position += 1
        }
    }
}

/// Runs a program to completion and collects what it printed.
///
/// Deliberately not Foundation's `Process`: on Linux it reaps children through a SIGCHLD
/// source that a test runner's threads can starve (the wait then never ends), and a child
/// inherits the spawning thread's signal mask: a tmux server started from a Dispatch worker
/// blocks SIGTERM for life and ignores `kill-server`. `posix_spawn` with an empty mask and
/// a bounded `waitpid` has neither problem.
enum E2EProcess {
    /// What a finished process left behind.
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `executable` with `arguments` (standard input empty), killing it after `timeout`.
    /// Output goes through files, not pipes: a daemon that inherits a pipe (tmux's server)
    /// would otherwise hold it open and the read would never see its end.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    timeout: Duration = .seconds(10)) throws -> Result {
        let stem = FileManager.default.temporaryDirectory.appendingPathComponent("shade-e2e-\(UUID().uuidString)").path
        let outputPath = stem + ".out", errorPath = stem + ".err"
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        let pid = try spawn(executable, arguments, environment: environment, outputPath: outputPath, errorPath: errorPath)
        let status = try wait(for: pid, timeout: timeout, name: executable)
        func contents(_ path: String) -> String {
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return Result(status: status, standardOutput: contents(outputPath), standardError: contents(errorPath))
    }

    /// The first executable called `name` in `PATH` (or the usual system folders).
    static func findExecutable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                              outputPath: String, errorPath: String) throws -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var emptyMask = sigset_t(), defaults = sigset_t()
        sigemptyset(&emptyMask)
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard error == 0 else { throw E2EError("cannot start \(executable): \(String(cString: strerror(error)))") }
        return pid
    }

    /// The exit status (128 + n for a signal), polling so a hung child cannot hang the test.
    private static func wait(for pid: pid_t, timeout: Duration, name: String) throws -> Int32 {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0 && errno != EINTR { throw E2EError("waitpid for \(name) failed: \(String(cString: strerror(errno)))") }
            if clock.now >= deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw E2EError("\(name) did not finish within \(timeout)")
            }
            usleep(2_000)
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

/// A failure in the test harness itself, with a message that says what went wrong.
struct E2EError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
