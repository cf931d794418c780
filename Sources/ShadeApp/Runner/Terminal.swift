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
}

/// The rest of the world the runner reaches: files, the clock, background work. The
/// command line supplies the real one; tests a scripted one.
public protocol AppServices: AnyObject {
    /// A monotonic clock, in seconds.
    func now() -> Double
    /// How often (milliseconds) the runner must wake to look for changed files; nil when there
    /// is nothing to look for. Background work that finishes wakes the terminal's wait itself.
    var pollInterval: Int? { get }
    /// Files changed since the last call (asked when the wait for input timed out).
    func changedFiles() -> Set<String>
    /// The complete catalog once it has loaded in the background, once.
    func loadedCatalog() -> ThemeCatalog?
    /// The token problems the complete catalog left unchecked, once checked in the
    /// background (a large folder), once.
    func checkedProblems() -> [Diagnostic]?
    /// The themes as the files are now.
    func reload() -> ThemeCatalog
    /// Watch these token files too.
    func watch(files: [String])
    /// Writes the frame on screen to a file; what to tell the user.
    func export(_ model: AppModel) -> String
    /// Saves the user's choices; a problem, if any.
    func save(_ model: AppModel) -> String?
    /// Resolves the shown design system's other contexts in the background.
    func prefetch(_ entry: ThemeLibrary.Entry)
    /// The frame of the events at hand is on screen, or none was due: background work that
    /// must not delay it may start. Called after the first frame, then after each pass of
    /// the loop.
    func frameShown()
    /// The themes as committed at HEAD, read for the Compare screen's `H`; or why not.
    func loadCommitted() -> (CommittedThemes?, problem: String?)
}
