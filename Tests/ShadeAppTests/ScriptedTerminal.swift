import Dispatch
import ShadeApp
import ShadeTokens
import ShadeView
import ShadeCatalog

/// The clock a scripted run shares between its terminal and its services, in seconds.
final class ScriptClock {
    var now = 100.0
    /// Signalled each time a held effect has answered: a `.answer` batch waits for it.
    let heldAnswers = DispatchSemaphore(value: 0)
}

/// One wake of the runner: `after` seconds pass, then these messages arrive (none: the wait
/// timed out). `then` runs as the batch is delivered (a test lets a held effect finish);
/// `awaitsAnswer` makes the wait end only when an effect's answer wakes it.
struct Batch {
    var after: Double = 0.05
    var messages: [Message]
    var then: (() -> Void)?
    var awaitsAnswer = false

    init(after: Double = 0.05, _ messages: [Message], then: (() -> Void)? = nil) {
        self.after = after
        self.messages = messages
        self.then = then
    }

    /// The wait ends when an effect answers (a held effect was let go); nothing is typed.
    static var answer: Batch {
        var batch = Batch(after: 0, [])
        batch.awaitsAnswer = true
        return batch
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

    /// Answers are read at the runner's next pass, whichever batch ends its wait; a test
    /// that waits for a held effect's answer says so with a `.answer` batch.
    var waker: @Sendable () -> Void { {} }

    func nextMessages(timeoutMilliseconds: Int?) -> [Message] {
        timeouts.append(timeoutMilliseconds)
        guard !script.isEmpty else { return [.hangUp] }
        let batch = script.removeFirst()
        if batch.awaitsAnswer {
            _ = clock.heldAnswers.wait(timeout: .now() + 20)
            return []
        }
        clock.now += batch.after
        // A real terminal's size changes before it reports the change.
        for case .resize(let size) in batch.messages { self.size = size }
        batch.then?()
        return batch.messages
    }

    func show(_ frame: Frame, of model: AppModel) { frames.append((frame, size)) }
    func forgetShown() { forgets += 1 }
    func copy(_ text: String) { copied.append(text) }
    func suspend() { suspensions += 1 }
}

/// Files, clock and effects, scripted: file changes arrive at the waits that time out, in
/// order; an effect is answered at once (delivered at the runner's next pass), unless it is
/// held: then it runs on a thread of its own, answering only once `release` is signalled.
final class ScriptedServices: AppServices {
    let clock: ScriptClock
    /// The changed files each timed-out wait reports, in order.
    var changes: [Set<String>] = []
    /// The catalog `.loadCatalog` answers with.
    var backgroundCatalog: ThemeCatalog?
    /// The problems `.checkProblems` answers with; nil: those the catalog finds itself.
    var backgroundProblems: [Diagnostic]?
    /// What a reload reads.
    var reloadCatalog: () -> ThemeCatalog = { ThemeCatalog.load(paths: []) }
    /// Effects held off the loop until `release` is signalled (a slow reload, a slow export).
    var held: (Effect) -> Bool = { _ in false }
    /// Lets one held effect finish.
    let release = DispatchSemaphore(value: 0)
    private(set) var exported: [AppModel] = []
    private(set) var saved: [AppModel] = []
    private(set) var watched: [[String]] = []
    private(set) var prefetched: [String] = []
    private(set) var reloads = 0
    /// Every effect performed, in order.
    private(set) var performed: [Effect] = []
    /// How many frames were on screen as each effect was started.
    private(set) var framesAtStart: [(effect: Effect, frames: Int)] = []
    /// Role maps written (path, text).
    private(set) var rolesWritten: [(path: String, text: String)] = []
    var saveProblem: String?
    /// How many frames the terminal has shown (set by the run).
    var framesOnScreen: () -> Int = { 0 }
    /// `finish()` calls.
    private(set) var finishes = 0
    /// What `H` reads as committed, and how often it was asked.
    var committed: CommittedThemes?
    var committedLoads = 0

    init(clock: ScriptClock) { self.clock = clock }

    func now() -> Double { clock.now }
    var pollInterval: Int? { 400 }

    func changedFiles() -> Set<String> { changes.isEmpty ? [] : changes.removeFirst() }

    func perform(_ effect: Effect, of model: AppModel, answer: @escaping @Sendable (Message) -> Void) {
        precondition(!effect.isTerminal, "the runner does the terminal's effects itself")
        performed.append(effect)
        framesAtStart.append((effect, framesOnScreen()))
        let message: Message?
        switch effect {
        case .loadCatalog: message = backgroundCatalog.map(Message.catalogLoaded)
        case .checkProblems: message = .problemsChecked(backgroundProblems ?? model.catalogToCheck?.uncheckedProblems() ?? [])
        case .reload(let changed):
            reloads += 1
            message = .themesReloaded(reloadCatalog(), changed: changed)
        case .export:
            exported.append(model)
            message = .exportFinished("✔ Saved shade-\(model.entry.name.lowercased()).svg")
        case .saveState:
            saved.append(model)
            message = .stateSaved(problem: saveProblem)
        case .writeRoles(let path, let text):
            rolesWritten.append((path, text))
            message = .rolesWritten(path: path, problem: nil)
        case .watch(let files):
            watched.append(files)
            message = nil
        case .prefetchShown:
            prefetched.append(model.entry.name)
            message = nil
        case .loadCommitted:
            committedLoads += 1
            message = .committedLoaded(committed, problem: committed == nil ? "not in a git repository" : nil)
        case .quit, .suspend, .repaint, .copy:
            message = nil
        }
        guard let message else { return }
        guard held(effect) else { return answer(message) }
        // Answered from another thread once let go: the runner goes on with keys meanwhile.
        let release = release, answered = clock.heldAnswers
        DispatchQueue.global().async {
            _ = release.wait(timeout: .now() + 20)
            answer(message)
            answered.signal()
        }
    }

    func finish() { finishes += 1 }
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
        var model = model
        // A catalog to deliver means the first frame was drawn from a partial one.
        if services.backgroundCatalog != nil { model.awaitingCatalog = true }
        runner = AppRunner(model: model, terminal: terminal, world: services)
        runner.run()
    }
}

extension Frame {
    /// Every row's text, joined by newlines.
    var allText: String { (0..<height).map { text(ofRow: $0) }.joined(separator: "\n") }
}
