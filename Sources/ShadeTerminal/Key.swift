/// A key the user pressed, decoded from the terminal's bytes by `InputDecoder`.
///
/// The terminal runs in raw mode, so Ctrl-C and Ctrl-Z arrive here as keys instead of
/// signals; the app decides what they do (quit, `TerminalSession.suspend()`).
public enum Key: Hashable, Sendable {
    /// A printable character, digits and space included.
    case character(Character)
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Tab (Ctrl-I).
    case tab
    /// Shift-Tab.
    case backTab
    /// Return, Ctrl-J, or the keypad's Enter.
    case enter
    /// A lone Esc: nothing followed it within the escape delay.
    case escape
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Delete (the forward-delete key).
    case delete
    /// Ctrl-C: raw mode turns it into a key, not SIGINT.
    case controlC
    /// Ctrl-Z: raw mode turns it into a key, not SIGTSTP.
    case controlZ
    /// Function key F*n*, 1 ... 63.
    case function(Int)
    /// A key Shade has no name for. (The decoder drops such keys; kept so a switch over
    /// keys stays open to more.)
    case unknown
}
