import ShadeTokens
import ShadeView
import ShadeCatalog

/// What the runner needs of a terminal: its size, its input as messages, and a place to show
/// frames. The ncurses session is one conformer; a test terminal that plays scripted input
/// and records every frame is another, so the previewer is tested without a terminal.
public protocol Terminal: AnyObject {
    /// The size in cells now.
    var size: ScreenSize { get }
    /// Waits for input up to `timeoutMilliseconds` (nil: until there is some) and returns it,
    /// everything already typed at once; empty when the time passed first.
    func nextMessages(timeoutMilliseconds: Int?) -> [Message]
    /// Shows `frame`, drawn from `model` (which says, for a 256-colour terminal, which colours
    /// must stay apart).
    func show(_ frame: Frame, of model: AppModel)
    /// Forgets what was shown: the next frame is written in full.
    func forgetShown()
    /// Puts `text` on the clipboard.
    func copy(_ text: String)
    /// Gives the terminal back until the user resumes the process.
    func suspend()
    /// Ends a wait in ``nextMessages(timeoutMilliseconds:)`` from any thread, as if its time
    /// had passed: an effect's answer is ready.
    var waker: @Sendable () -> Void { get }
}

/// The rest of the world the runner reaches: files, the clock, and the effects it performs
/// off the loop. The command line supplies the real one; tests a scripted one.
public protocol AppServices: AnyObject {
    /// A monotonic clock, in seconds.
    func now() -> Double
    /// How often (milliseconds) the runner must wake to look for changed files; nil when there
    /// is nothing to look for. An effect that finishes wakes the terminal's wait itself.
    var pollInterval: Int? { get }
    /// Files changed since the last call (asked when the wait for input timed out).
    func changedFiles() -> Set<String>
    /// Starts `effect`, asked for by `model`, and returns at once: the work is done off the
    /// loop, and `answer` is called (from any thread) with its message, if it has one. Effects
    /// are answered in the order they were asked for where one would undo another (two
    /// loads, two writes). Never given a terminal effect (``Effect/isTerminal``).
    func perform(_ effect: Effect, of model: AppModel, answer: @escaping @Sendable (Message) -> Void)
    /// Waits until every effect that must finish (``Effect/mustFinish``) has: the session ends.
    func finish()
}
