import Foundation
import ShadeFrame

/// Issue 8's pathological sizes, on the release binary: a folder of 10,000 theme files
/// (data commands, the previewer's first frame, idle CPU while it watches them) and an
/// `extends` chain 4,000 themes deep; and issue 11's folder of 600 terminal themes (Ghostty),
/// which must open as fast as 1,000 theme files. The files are generated into the sandbox.
struct ScaleScenario {
    /// The shade executable.
    let shade: String
    /// Timed runs per command (after one untimed warm-up, which also fills the page cache).
    let runs: Int
    /// How long idle CPU is measured while the previewer watches the 10,000 files.
    let idle: Duration
    /// Timed first-frame runs, with the 10,000 files and with the terminal themes (after one warm-up).
    var firstFrameRuns = 9

    /// How many theme files the large folder holds.
    static let fileCount = 10_000
    /// How deep the extends chain is.
    static let chainLength = 4_000
    /// How many terminal themes (Ghostty files) the foreign-format folder holds.
    static let terminalThemeCount = 600

    /// One measured command.
    struct Figure {
        /// Median wall time in milliseconds.
        let milliseconds: Double
        /// Peak resident set size in bytes (of the largest run).
        let peakBytes: Double
    }

    /// Everything this scenario measured.
    struct Result {
        var list: Figure
        var validate: Figure
        var tokens: Figure
        var chain: Figure
        var firstFrame: Figure
        /// CPU milliseconds per second while idle and watching the 10,000 files.
        var idleCPU: Double
        /// The first frame at 120x40 with 600 terminal themes in the themes folder.
        var terminalFirstFrame: Figure
    }

    /// Generates the files under `sandbox` and measures.
    func run(sandbox: Sandbox) throws -> Result {
        let root = sandbox.root + "/scale"
        let config = root + "/config"
        let themes = config + "/shade/themes"
        let chain = root + "/chain"
        try Self.writeThemes(to: themes)
        try Self.writeChain(to: chain)
        var environment = sandbox.environment()
        environment["XDG_CONFIG_HOME"] = config
        let list = try measure(["list"], environment: environment)
        let validate = try measure(["validate", themes], environment: environment)
        let tokens = try measure(["tokens", "--theme", "Generated 5000"], environment: environment)
        var chainEnvironment = sandbox.environment()
        chainEnvironment["XDG_CONFIG_HOME"] = root + "/none"
        let chainFigure = try measure(["list", "--themes", chain], environment: chainEnvironment)
        let (firstFrame, idleCPU) = try previewer(sandbox: sandbox, config: config)
        let terminalConfig = root + "/terminal-config"
        try Self.writeTerminalThemes(to: terminalConfig + "/shade/themes")
        let terminalFirstFrame = try measureFirstFrame(sandbox: sandbox, config: terminalConfig, runs: firstFrameRuns,
                                                what: "\(Self.terminalThemeCount) terminal themes")
        return Result(list: list, validate: validate, tokens: tokens, chain: chainFigure, firstFrame: firstFrame, idleCPU: idleCPU,
                      terminalFirstFrame: terminalFirstFrame)
    }

    /// The previewer's first frame at 120x40 with the themes under `config`: median of `runs`
    /// after a warm-up, and the largest peak RSS. `lastSession`, when given, is handed the
    /// last session before it quits.
    private func measureFirstFrame(sandbox: Sandbox, config: String, runs: Int, what: String,
                                   lastSession: ((ShadeSession) throws -> Void)? = nil) throws -> Figure {
        var samples: [Double] = []
        var peak = 0.0
        for run in 0...runs {
            var environment = sandbox.environment()
            environment["XDG_CONFIG_HOME"] = config
            let session = try ShadeSession(shade: shade, size: ScreenSize(columns: 120, rows: 40), environment: environment)
            let frame = try session.nextFrame(after: session.process.started, what: "the first frame with \(what)")
            if run > 0 { samples.append((frame.end - session.process.started).milliseconds) }
            if run == runs { try lastSession?(session) }
            peak = max(peak, Double(ProcessUsage.peakResidentKilobytes(pid: session.process.pid) ?? 0) * 1024)
            try session.quit()
        }
        return Figure(milliseconds: Stats(samples).median, peakBytes: peak)
    }

    /// The previewer with the 10,000 files: time to its first frame (median of
    /// `firstFrameRuns`: a frame costs little, and three runs' median moved by more than the
    /// margin to its goal), then, in the last session, idle CPU while it watches them.
    private func previewer(sandbox: Sandbox, config: String) throws -> (Figure, Double) {
        var idleCPU = 0.0
        let figure = try measureFirstFrame(sandbox: sandbox, config: config, runs: firstFrameRuns, what: "\(Self.fileCount) theme files") { session in
            // The first frame shows the bundled themes; the 10,000 files are read after
            // it and redrawn once loaded. Idle starts after that.
            try session.awaitLateThemes()
            // Let the first frame's work (and the state save) settle, then measure.
            Thread.sleep(forTimeInterval: 0.5)
            // Snapshots, not totals: the load's worker threads may end during the window.
            let before = ProcessUsage.snapshot(pid: session.process.pid)
            let start = ContinuousClock.now
            Thread.sleep(forTimeInterval: Double(idle.components.seconds) + Double(idle.components.attoseconds) / 1e18)
            let after = ProcessUsage.snapshot(pid: session.process.pid)
            idleCPU = ProcessUsage.milliseconds(from: before, to: after) / ((ContinuousClock.now - start).milliseconds / 1000)
        }
        return (figure, idleCPU)
    }

    /// Runs `shade arguments` `runs` times (plus a warm-up), output discarded.
    private func measure(_ arguments: [String], environment: [String: String]) throws -> Figure {
        var samples: [Double] = []
        var peak = 0.0
        for run in 0...runs {
            let (milliseconds, peakKilobytes) = try CommandRun.run(shade, arguments, environment: environment)
            if run > 0 { samples.append(milliseconds) }
            peak = max(peak, Double(peakKilobytes) * 1024)
        }
        return Figure(milliseconds: Stats(samples).median, peakBytes: peak)
    }

    /// 10,000 themes as a designer would write them: a 20-stop palette and an override.
    static func writeThemes(to folder: String, count: Int = fileCount) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stops = [50] + Array(stride(from: 100, through: 1000, by: 50))
        for index in 0..<count {
            let palette = stops.enumerated().map { offset, stop in
                let level = 245 - offset * 12
                return "    \"\(stop)\": { \"$value\": \"#\(hex((index * 7 + offset) % 256))\(hex(level))\(hex(max(0, level - 20)))\" }"
            }.joined(separator: ",\n")
            let text = paletteTheme(name: "Generated \(index)", description: "Generated theme \(index)", palette: palette)
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/theme\(index).json"))
        }
    }

    /// A Shade theme file of a palette (`palette`: its member lines, joined) whose accent in
    /// light is the palette's 600.
    static func paletteTheme(name: String, description: String, palette: String) -> String {
        """
        {
          "$description": "\(description)",
          "$extensions": { "dev.shade": { "name": "\(name)" } },
          "palette": {
            "$type": "color",
        \(palette)
          },
          "light": { "$type": "color", "accent": { "$value": "{palette.600}" } }
        }

        """
    }

    /// Terminal themes as Ghostty keeps them: one file per theme, named as the theme, no
    /// extension; half dark, half light.
    static func writeTerminalThemes(to folder: String, count: Int = terminalThemeCount) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            var lines = (0..<16).map { slot in
                "palette = \(slot)=#\(hex((index * 5 + slot * 16) % 256))\(hex(slot * 40 % 256))\(hex((index + slot * 9) % 256))"
            }
            let dark = index % 2 == 0
            lines += ["background = #\(dark ? "1d1f21" : "fafafa")", "foreground = #\(dark ? "c5c8c6" : "202020")",
                      "cursor-color = #aeafad", "selection-background = #373b41", "selection-foreground = #c5c8c6"]
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: folder + "/Terminal Theme \(index)"))
        }
    }

    /// 4,000 themes, each extending the one before; the first extends Sky.
    static func writeChain(to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 0..<chainLength {
            let parent = index == 0 ? "Sky" : "Link \(index - 1)"
            let text = ##"{ "$extensions": { "dev.shade": { "name": "Link \##(index)", "extends": "\##(parent)" } }, "light": { "$type": "color", "accent": { "$value": "#\##(hex(index % 256))3344" } } }"## + "\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/link\(index).json"))
        }
    }

    private static func hex(_ value: Int) -> String { String(format: "%02X", value) }
}

/// One command run to completion with its output discarded: wall time and peak RSS (from
/// `wait4`'s resource usage, which counts the whole life of the process).
enum CommandRun {
    /// The longest a command may take before the benchmark gives up on it.
    static let patience: Duration = .seconds(120)

    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> (milliseconds: Double, peakKilobytes: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let start = ContinuousClock.now
        let result = posix_spawn(&child, executable, &actions, nil, argv, envp)
        guard result == 0 else { throw BenchmarkError.system("posix_spawn \(executable)", result) }
        // Waited for without polling: a wake every half millisecond took a core from the run
        // it timed. Over 80 pairs of `list`, four times each, a polled wait read what subfolder
        // search adds at +1.6 to +4.6 ms and a blocking one at +0.6 to +2.7 ms.
        // A watchdog kills a run past `patience`; the exit is waited for without reaping it
        // (`WNOWAIT`), so its process id cannot be reused before the watchdog stands down.
        let watchdog = Watchdog(child: child, after: patience)
        var info = siginfo_t()
        while waitid(P_PID, id_t(child), &info, WEXITED | WNOWAIT) != 0 {
            guard errno == EINTR else { throw BenchmarkError.system("waitid", errno) }
        }
        let elapsed = (ContinuousClock.now - start).milliseconds
        let timedOut = watchdog.standDown()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError.system("wait4", errno) }
        }
        if timedOut { throw BenchmarkError.timeout("shade \(arguments.joined(separator: " ")) to finish") }
        // `validate` and `contrast` exit 1 for a problem found; anything else is a failure.
        let code = (status >> 8) & 0xFF
        guard status & 0x7F == 0, code == 0 || code == 1 else {
            throw BenchmarkError.badExit("shade \(arguments.joined(separator: " ")) ended with \(ShadeProcess.describe(status: status))")
        }
        return (elapsed, usage.ru_maxrss)
    }
}

/// Kills a child still running after a while, unless stood down first.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var isStoodDown = false
    private var hasFired = false

    init(child: pid_t, after patience: Duration) {
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(patience.milliseconds))) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !isStoodDown else { return }
            hasFired = true
            kill(child, SIGKILL)
        }
    }

    /// Stops the watchdog; true if it had already killed the child.
    func standDown() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        isStoodDown = true
        return hasFired
    }
}

extension ScaleScenario.Result {
    /// The table's rows: label, time, RSS, and the goal judged, if any.
    var rows: [(cells: [String], goal: (name: String, text: String, met: Bool)?)] {
        func cells(_ label: String, _ figure: ScaleScenario.Figure) -> [String] {
            ["  " + label, Format.milliseconds(figure.milliseconds), Format.megabytes(figure.peakBytes)]
        }
        return [
            (cells("list", list), nil),
            (cells("tokens --theme (one theme)", tokens), nil),
            (cells("first frame at 120x40", firstFrame),
             ("first frame, 10,000 files", "≤ \(Int(Goals.firstFrameMilliseconds)) ms", firstFrame.milliseconds <= Goals.firstFrameMilliseconds)),
            (cells("validate (checks every theme)", validate),
             ("validate, 10,000 files", "≤ \(Int(Goals.validateManyFilesMilliseconds / 1000)) s",
              validate.milliseconds <= Goals.validateManyFilesMilliseconds)),
            (["  idle CPU while watching them", Format.cpuRate(idleCPU), ""], nil),
            (cells("list, extends chain of 4,000", chain), nil),
            (cells("first frame, \(ScaleScenario.terminalThemeCount) terminal themes", terminalFirstFrame), nil),
        ]
    }
}
