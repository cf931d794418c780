import ShadeApp
import ShadeTokens
import ShadeView
import ShadeCatalog

/// The clock a scripted run shares between its terminal and its services, in seconds.
final class ScriptClock {
    var now = 100.0
}

/// One wake of the runner: `after` seconds pass, then these messages arrive (none: the wait
/// timed out).
struct Batch {
    var after: Double = 0.05
    var messages: [Message]

    init(after: Double = 0.05, _ messages: [Message]) {
        self.after = after
        self.messages = messages
    }

    /// Keys pressed in one burst.
    static func keys(_ keys: InputKey..., after: Double = 0.05) -> Batch { Batch(after: after, keys.map(Message.key)) }

    /// Nothing for `seconds`: the wait times out.
    static func wait(_ seconds: Double) -> Batch { Batch(after: seconds, []) }
}

/// A terminal that plays a script of batches and records every frame shown, what it was
/// asked to copy, and how often it forgot its screen or was suspended. When the script ends
/// the terminal hangs up.
final class ScriptedTerminal: Terminal {
    private(set) var size: ScreenSize
    private var script: [Batch]
    private let clock: ScriptClock
    /// Every frame shown, in order, with the size the terminal had then.
    private(set) var frames: [(frame: Frame, size: ScreenSize)] = []
    private(set) var copied: [String] = []
    private(set) var forgets = 0
    private(set) var suspensions = 0
    /// The timeout of every wait, in milliseconds.
    private(set) var timeouts: [Int?] = []

    init(size: ScreenSize = ScreenSize(columns: 120, rows: 40), script: [Batch], clock: ScriptClock) {
        self.size = size
        self.script = script
        self.clock = clock
    }

    func nextMessages(timeoutMilliseconds: Int?) -> [Message] {
        timeouts.append(timeoutMilliseconds)
        guard !script.isEmpty else { return [.hangUp] }
        let batch = script.removeFirst()
        clock.now += batch.after
        // A real terminal's size changes before it reports the change.
        for case .resize(let size) in batch.messages { self.size = size }
        return batch.messages
    }

    func show(_ frame: Frame, of model: AppModel) { frames.append((frame, size)) }
    func forgetShown() { forgets += 1 }
    func copy(_ text: String) { copied.append(text) }
    func suspend() { suspensions += 1 }
}

/// Files, clock and background work, scripted: file changes arrive at the waits that time
/// out, in order; reloads read `reload`; exports and saves are recorded, not written.
final class ScriptedServices: AppServices {
    let clock: ScriptClock
    /// The changed files each timed-out wait reports, in order.
    var changes: [Set<String>] = []
    /// The catalog a background load delivers, at the first wake after the first frame.
    var backgroundCatalog: ThemeCatalog?
    /// The problems a background check delivers, at the first wake after the catalog.
    var backgroundProblems: [Diagnostic]?
    /// What a reload reads.
    var reloadCatalog: () -> ThemeCatalog = { ThemeCatalog.load(paths: []) }
    private(set) var exported: [AppModel] = []
    private(set) var saved: [AppModel] = []
    private(set) var watched: [[String]] = []
    private(set) var prefetched: [String] = []
    private(set) var reloads = 0
    var saveProblem: String?
    private var firstFrame = false

    init(clock: ScriptClock) { self.clock = clock }

    func now() -> Double { clock.now }
    var pollInterval: Int? { 400 }

    func changedFiles() -> Set<String> { changes.isEmpty ? [] : changes.removeFirst() }

    func loadedCatalog() -> ThemeCatalog? {
        guard firstFrame, let catalog = backgroundCatalog else { return nil }
        backgroundCatalog = nil
        framesAtCatalog = framesOnScreen()
        return catalog
    }

    func checkedProblems() -> [Diagnostic]? {
        guard firstFrame, backgroundCatalog == nil, let problems = backgroundProblems else { return nil }
        backgroundProblems = nil
        return problems
    }

    func reload() -> ThemeCatalog {
        reloads += 1
        return reloadCatalog()
    }

    func watch(files: [String]) { watched.append(files) }

    func export(_ model: AppModel) -> String {
        exported.append(model)
        return "✔ Saved shade-\(model.entry.name.lowercased()).svg"
    }

    func save(_ model: AppModel) -> String? {
        saved.append(model)
        return saveProblem
    }

    func prefetch(_ entry: ThemeLibrary.Entry) { prefetched.append(entry.name) }
    /// How many frames the terminal has shown (set by the run).
    var framesOnScreen: () -> Int = { 0 }
    /// `framesOnScreen` at each `frameShown()`.
    private(set) var framesAtFrameShown: [Int] = []
    /// `framesOnScreen` when the background catalog was taken.
    private(set) var framesAtCatalog: Int?
    func frameShown() {
        firstFrame = true
        framesAtFrameShown.append(framesOnScreen())
    }
    /// What `H` reads as committed, and how often it was asked.
    var committed: CommittedThemes?
    var committedLoads = 0
    func loadCommitted() -> (CommittedThemes?, problem: String?) {
        committedLoads += 1
        return committed.map { ($0, nil) } ?? (nil, "not in a git repository")
    }
}

/// A whole scripted run: the model, the terminal and the services after it.
struct ScriptedRun {
    let runner: AppRunner<ScriptedTerminal, ScriptedServices>
    let terminal: ScriptedTerminal
    let services: ScriptedServices

    var model: AppModel { runner.model }
    var frames: [Frame] { terminal.frames.map(\.frame) }
    var lastFrame: Frame { terminal.frames.last!.frame }

    /// Runs `script` on `model` until it ends; `prepare` sets up the services first.
    init(_ model: AppModel, size: ScreenSize = ScreenSize(columns: 120, rows: 40), _ script: [Batch],
         prepare: (ScriptedServices) -> Void = { _ in }) {
        let clock = ScriptClock()
        terminal = ScriptedTerminal(size: size, script: script, clock: clock)
        services = ScriptedServices(clock: clock)
        services.framesOnScreen = { [terminal] in terminal.frames.count }
        prepare(services)
        runner = AppRunner(model: model, terminal: terminal, world: services)
        runner.run()
    }
}

extension Frame {
    /// Every row's text, joined by newlines.
    var allText: String { (0..<height).map { text(ofRow: $0) }.joined(separator: "\n") }
}
