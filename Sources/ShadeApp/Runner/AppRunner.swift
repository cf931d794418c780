import ShadeText

/// The previewer's loop, and nothing more: waits for input, sends every event through
/// `App.update`, performs the effects (answering with messages), and shows a frame once the
/// events at hand are applied. Blocks in the terminal while nothing is due.
public final class AppRunner<Console: Terminal, World: AppServices> {
    /// The model after the last message.
    public private(set) var model: AppModel
    private let terminal: Console
    private let world: World
    /// The model version last shown; nil before the first frame.
    private var shownVersion: Int?

    /// A runner for `model` on `terminal`, reaching files and the clock through `world`.
    public init(model: AppModel, terminal: Console, world: World) {
        self.model = model
        self.terminal = terminal
        self.world = world
    }

    /// Runs until the user quits or the terminal goes away.
    public func run() {
        guard send(.tick(now: world.now())), send(.resize(terminal.size)) else { return }
        show()
        world.frameShown()
        while true {
            let input = terminal.nextMessages(timeoutMilliseconds: timeout())
            // Everything already typed is applied before one frame is drawn, so a burst of
            // keys (a held arrow, a paste of digits) never queues frames behind it.
            var messages = [Message.tick(now: world.now())] + input
            if input.isEmpty {
                let changed = world.changedFiles()
                if !changed.isEmpty { messages.append(.filesChanged(changed)) }
            }
            if let catalog = world.loadedCatalog() { messages.append(.catalogLoaded(catalog)) }
            if let problems = world.checkedProblems() { messages.append(.problemsChecked(problems)) }
            for message in messages {
                guard send(message) else { return }
            }
            show()
            world.frameShown()
        }
    }

    /// Applies one message and performs its effects; false when one ends the session.
    @discardableResult
    public func send(_ message: Message) -> Bool {
        let (next, effects) = App.update(model, message)
        model = next
        for effect in effects {
            switch effect {
            case .quit: return false
            case .suspend:
                terminal.suspend()
                guard send(.resumed) else { return false }
            case .repaint: terminal.forgetShown()
            case .copy(let text): terminal.copy(text)
            case .export: guard send(.exportFinished(world.export(model))) else { return false }
            case .saveState: guard send(.stateSaved(problem: world.save(model))) else { return false }
            case .reload(let changed): guard send(.themesReloaded(world.reload(), changed: changed)) else { return false }
            case .watch(let files): world.watch(files: files)
            case .prefetchShown: world.prefetch(model.entry)
            case .loadCommitted:
                let (committed, problem) = world.loadCommitted()
                guard send(.committedLoaded(committed, problem: problem)) else { return false }
            }
        }
        return true
    }

    /// Draws the model when it changed since the last frame.
    private func show() {
        guard shownVersion != model.version else { return }
        shownVersion = model.version
        terminal.show(model.frame, of: model)
    }

    /// Milliseconds until something is due (a message expiring, the state to save, a file
    /// poll), or nil to block until input: idle means no wake-ups at all.
    private func timeout() -> Int? {
        let due = model.nextDeadline.map { Int(clamping: ($0 * 1000).rounded(.up)) + 1 }
        return [due, world.pollInterval].compactMap { $0 }.min()
    }
}
