/// What `App.update` asks the world to do, as a value: the runner performs it and, where
/// there is an answer, sends it back as a ``Message``. Tests read effects instead of
/// performing them.
public enum Effect: Hashable, Sendable {
    /// End the session.
    case quit
    /// Give the terminal back until `fg`; the runner sends `.resumed` after.
    case suspend
    /// Everything drawn may be gone (a resize, `fg`): the next frame is written in full.
    case repaint
    /// Put `text` on the clipboard (OSC 52).
    case copy(String)
    /// Write the frame on screen to a file; the runner answers with `.exportFinished`.
    case export
    /// Save the user's choices (`AppModel.savedChoices`); the runner answers with `.stateSaved`.
    case saveState
    /// Load the themes again (files changed); the runner answers with `.themesReloaded`.
    case reload(changed: Set<String>)
    /// Watch these token files too (a design system's files outside the watched folders).
    case watch(files: [String])
    /// Resolve the shown design system's other contexts in the background, so a later
    /// switch is a lookup.
    case prefetchShown
    /// Read the themes as committed at HEAD (`H` on the Compare screen, nothing loaded yet);
    /// the runner answers with `.committedLoaded`.
    case loadCommitted
}
