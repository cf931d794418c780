import ShadeFrame
import ShadeTokens
import ShadeCatalog

/// Everything that can happen to the previewer, as a value: what the terminal reports, what
/// the clock and the file watcher say, and what the runner reports back after performing an
/// ``Effect``. `App.update` is the one place any of them changes the model.
public enum Message: Sendable {
    /// A key, as the app sees it.
    case key(InputKey)
    /// Text pasted into the terminal (bracketed paste): typed into the picker's query or
    /// the Tokens filter when one is open, ignored otherwise.
    case paste(String)
    /// A mouse click on a cell.
    case click(column: Int, row: Int)
    /// The terminal's size, at start and whenever it changes.
    case resize(ScreenSize)
    /// The terminal is back after a suspension (`fg`): what was drawn is gone.
    case resumed
    /// The terminal said which appearance it has (DEC mode 2031, or the start-up query).
    case appearanceReported(Appearance)
    /// Time passed: `now` is a monotonic clock in seconds. Messages expire and the state is
    /// saved once keys have rested on ticks.
    case tick(now: Double)
    /// Watched theme files appeared, vanished or changed.
    case filesChanged(Set<String>)
    /// The themes as the files are now, loaded after `filesChanged`.
    case themesReloaded(ThemeCatalog, changed: Set<String>)
    /// The complete catalog, loaded in the background after a first frame drawn from the
    /// bundled themes only (a large folder).
    case catalogLoaded(ThemeCatalog)
    /// What the search for the complete catalog has found so far (a tree of thousands of
    /// folders): shown now, and replaced as more is found and by `catalogLoaded`.
    case catalogFound(ThemeCatalog)
    /// A line for the footer from the world (the watch limit reached), said once.
    case notice(String)
    /// The problems of the tokens the complete catalog left unchecked, checked in the
    /// background after it arrived: they join the loading problems in the banner.
    case problemsChecked([Diagnostic])
    /// An export was written (or failed): what to tell the user.
    case exportFinished(String)
    /// The state was saved; a problem saving it, if any.
    case stateSaved(problem: String?)
    /// The themes as committed were read (after `.loadCommitted`), or why they could not be.
    case committedLoaded(CommittedThemes?, problem: String?)
    /// A role map was written (after `.writeRoles`) to `path`, or why it could not be.
    case rolesWritten(path: String, problem: String?)
    /// The terminal went away.
    case hangUp
}
