/// What `App.update` (and `AppState.update`, for the actions that need no more than the
/// state) asks the world to do, as a value. The runner does the terminal's own effects at
/// once and hands every other to ``AppServices/perform(_:of:answer:)``, which does it off
/// the loop and answers with a ``Message``, as Bubble Tea's commands do: a reload, an export
/// or a git read never holds up a key. Tests read effects instead of performing them.
public enum Effect: Hashable, Sendable {
    /// End the session (after the writes already asked for are done).
    case quit
    /// Give the terminal back until `fg`; the runner sends `.resumed` after.
    case suspend
    /// Everything drawn may be gone (a resize, `fg`): the next frame is written in full.
    case repaint
    /// Put `text` on the clipboard (OSC 52).
    case copy(String)
    /// Write the frame on screen to a file; answered with `.exportFinished`.
    case export
    /// Save the user's choices (`AppModel.savedChoices`); answered with `.stateSaved`.
    case saveState
    /// Load the themes again (files changed); answered with `.themesReloaded`.
    case reload(changed: Set<String>)
    /// Load the complete catalog, the first frame having been drawn from a partial one (a
    /// large folder); answered with `.catalogLoaded`.
    case loadCatalog
    /// Find the token problems the adopted catalog left unchecked
    /// (`AppModel.catalogToCheck`), at low priority; answered with `.problemsChecked`.
    case checkProblems
    /// Watch these token files too (a design system's files outside the watched folders).
    case watch(files: [String])
    /// Resolve the shown design system's other contexts in the background, so a later
    /// switch is a lookup. No answer.
    case prefetchShown
    /// Read the themes as committed at HEAD (`H` on the Compare screen, nothing loaded yet);
    /// answered with `.committedLoaded`.
    case loadCommitted
    /// Write a design system's role map (its sidecar, `NAME.shade.json` beside its files)
    /// whole or not at all; answered with `.rolesWritten`.
    case writeRoles(path: String, text: String)

    /// Whether the effect is the terminal's, done on the loop at once (it takes no time and
    /// has no answer), rather than the world's.
    public var isTerminal: Bool {
        switch self {
        case .quit, .suspend, .repaint, .copy: true
        default: false
        }
    }

    /// Whether the effect writes the user's files: it must finish before the session ends,
    /// even when asked for in the same breath as quitting.
    public var mustFinish: Bool {
        switch self {
        case .saveState, .export, .writeRoles: true
        default: false
        }
    }
}
