/// What an action asks of the app beyond the state: `App.update` turns each into a change
/// of the model or an ``Effect`` for the runner.
public enum Request: Hashable, Sendable {
    /// End the session.
    case quit
    /// Save the screen as SVG.
    case exportSVG
    /// Give the terminal back until `fg`.
    case suspend
    /// Put what the screen has in focus on the clipboard (OSC 52).
    case copy
    /// Move the shown design system's extra axis at this index (modulo its axes) to its next
    /// context: the library, not the state, holds the chosen contexts.
    case nextExtraContext(axis: Int)
    /// Load the themes as committed at HEAD, when no revision was loaded yet, for the Compare
    /// screen's `H`.
    case loadCommitted
}
