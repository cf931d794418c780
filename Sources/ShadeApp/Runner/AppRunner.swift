import ShadeSync

/// The previewer's loop, and nothing more: waits for input, sends every event through
/// `App.update`, shows a frame once the events at hand are applied, and then starts the
/// effects they asked for. The terminal's effects are done at once; every other runs off the
/// loop (``AppServices/perform(_:of:answer:)``) and comes back as a message at the next pass,
/// so a slow effect never holds up a key. Blocks in the terminal while nothing is due.
public final class AppRunner<Console: Terminal, World: AppServices> {
    /// The model after the last message.
    public private(set) var model: AppModel
    private let terminal: Console
    private let world: World
    /// The model version last shown; nil before the first frame.
    private var shownVersion: Int?
    /// Effects asked for since the last frame, with the model that asked: started once the
    /// frame is out, so the work never competes with drawing it.
    private var queued: [(effect: Effect, model: AppModel)] = []
    /// Answers of effects, posted from any thread and read at the next pass.
    private let answers = Locked<[Message]>([])

    /// A runner for `model` on `terminal`, reaching files and the clock through `world`.
    public init(model: AppModel, terminal: Console, world: World) {
        self.model = model
        self.terminal = terminal
        self.world = world
    }

    /// Runs until the user quits or the terminal goes away.
    public func run() {
        defer { world.finish() }
        queued = App.start(model).map { ($0, model) }
        guard send(.tick(now: world.now())), send(.resize(terminal.size)) else { return finishWrites() }
        show()
        startQueued()
        while true {
            let input = terminal.nextMessages(timeoutMilliseconds: timeout())
            // Everything already typed is applied before one frame is drawn, so a burst of
            // keys (a held arrow, a paste of digits) never queues frames behind it.
            var messages = [Message.tick(now: world.now())] + input + answers.withLock { taken in
                defer { taken = [] }
                return taken
            }
            if input.isEmpty {
                let changed = world.changedFiles()
                if !changed.isEmpty { messages.append(.filesChanged(changed)) }
            }
            for message in messages {
                guard send(message) else { return finishWrites() }
            }
            show()
            startQueued()
        }
    }

    /// Applies one message, does its terminal effects and queues the others; false when one
    /// ends the session.
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
            default: queued.append((effect, model))
            }
        }
        return true
    }

    /// Starts the queued effects off the loop; each answer wakes the terminal's wait.
    private func startQueued() {
        let started = queued
        queued = []
        let answers = answers, wake = terminal.waker
        for (effect, model) in started {
            world.perform(effect, of: model) { message in
                answers.withLock { $0.append(message) }
                wake()
            }
        }
    }

    /// The session ends: the writes asked for on the way out (the state, a role map) are
    /// started, and `run`'s `world.finish()` waits for them; nothing else is.
    private func finishWrites() {
        queued = queued.filter { $0.effect.mustFinish }
        startQueued()
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
