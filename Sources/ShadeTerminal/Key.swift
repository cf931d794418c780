internal import CNcurses

/// A key the user pressed, decoded from what ncurses reported.
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
    /// A lone Esc (reported after ncurses' short escape delay).
    case escape
    /// Backspace (DEL, Ctrl-H, or the terminfo backspace key).
    case backspace
    /// Delete (the forward-delete key).
    case delete
    /// Ctrl-C: raw mode turns it into a key, not SIGINT.
    case controlC
    /// Ctrl-Z: raw mode turns it into a key, not SIGTSTP.
    case controlZ
    /// Function key F*n*, 1 ... 63.
    case function(Int)
    /// Anything else: other control characters, unmapped key codes, C1 controls.
    case unknown
}

/// What one successful `wget_wch` call means, decided without a terminal.
public enum DecodedInput: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// `KEY_RESIZE`: the terminal changed size; the session re-reads it.
    case resize
    /// `KEY_MOUSE`: a mouse event is waiting; the session reads it with `getmouse`.
    case mouse
}

extension Key {
    /// Decodes one `wget_wch` result. A pure function over plain integers so it can be
    /// tested without a terminal.
    ///
    /// - Parameters:
    ///   - isKeyCode: `true` when `wget_wch` returned `KEY_CODE_YES` (so `value` is a
    ///     `KEY_*` code such as `KEY_LEFT` = 0o404), `false` when it returned `OK` (so
    ///     `value` is a Unicode scalar value typed by the user).
    ///   - value: the `wint_t` that `wget_wch` stored.
    public static func decode(isKeyCode: Bool, value: UInt32) -> DecodedInput {
        isKeyCode ? decode(keyCode: value) : .key(decode(scalarValue: value))
    }

    private static func decode(keyCode: UInt32) -> DecodedInput {
        guard let code = Int32(exactly: keyCode) else { return .key(.unknown) }
        switch code {
        case KEY_RESIZE: return .resize
        case KEY_MOUSE: return .mouse
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_BTAB: return .key(.backTab)
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        case shim_key_f(1)...shim_key_f(63): return .key(.function(Int(code - shim_key_f(0))))
        default: return .key(.unknown)
        }
    }

    private static func decode(scalarValue: UInt32) -> Key {
        switch scalarValue {
        case 3: return .controlC
        case 8, 127: return .backspace
        case 9: return .tab
        case 10, 13: return .enter
        case 26: return .controlZ
        case 27: return .escape
        case 0..<0x20, 0x80..<0xA0: return .unknown
        default:
            guard let scalar = Unicode.Scalar(scalarValue) else { return .unknown }
            return .character(Character(scalar))
        }
    }
}
