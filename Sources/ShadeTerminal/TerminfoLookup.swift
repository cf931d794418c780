#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CNcurses

/// The terminfo strings and flags the session needs. Valid only after `newterm`, which
/// loads the terminal's entry.
enum TerminfoLookup {
    /// Ends synchronized output, resets SGR (state ncurses knows nothing about because the app
    /// draws with its own escapes) and clears Shade's screen. The clear matters: tmux 3.3a,
    /// leaving the alternate screen after the window grew, keeps the alternate screen's rows
    /// beyond the old size on the shell's screen; a terminal without an alternate screen
    /// would keep the whole frame.
    static let resetBeforeLeaving = "\u{1B}[?2026l\u{1B}[0m\u{1B}[H\u{1B}[2J"

    /// Input modes Shade decodes itself: mouse clicks (1000) reported in SGR form (1006),
    /// bracketed paste (2004), so pasted text arrives marked and is never typed, and
    /// colour-scheme updates (2031), with a query (996) for the scheme now; terminals that
    /// do not know 2031 ignore both.
    static let inputModesOn = "\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?2031h\u{1B}[?996n"

    /// Turns off every mouse mode (whichever one anyone chose), bracketed paste and
    /// colour-scheme updates.
    static let inputModesOff = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?2031l"

    /// Everything that leaves Shade's screen, for the signal handlers (which cannot ask
    /// ncurses): end synchronized output, reset SGR, cursor to the bottom-left corner,
    /// show the cursor, mouse reporting and bracketed paste off, keypad off, leave the
    /// alternate screen.
    ///
    /// The cursor move copies what ncurses' endwin does. It also matters: tmux 3.3a, asked
    /// to leave the alternate screen after the window grew, pastes the alternate screen's
    /// first row over the shell's screen unless the cursor is on the last row. Row 9999
    /// is clamped to the last row, whatever the size is by then.
    static func leaveSequence() -> [UInt8] {
        Array(resetBeforeLeaving.utf8)
            + Array("\u{1B}[9999;1H".utf8)
            + (string("cnorm") ?? Array("\u{1B}[?25h".utf8))
            + Array(inputModesOff.utf8)
            + (string("rmkx") ?? [])
            + (string("rmcup") ?? Array("\u{1B}[?1049l".utf8))
    }

    /// What re-enters Shade's screen after a suspension: the alternate screen, SGR reset
    /// (whatever the shell left set), the cursor hidden, mouse and bracketed paste on.
    static func reenterSequence() -> [UInt8] {
        (string("smcup") ?? []) + Array("\u{1B}[0m".utf8)
            + (string("civis") ?? Array("\u{1B}[?25l".utf8))
            + Array(inputModesOn.utf8)
    }

    /// Whether the terminal can move the cursor to a cell (`cup`), which every frame needs.
    static func hasCursorAddressing() -> Bool {
        shim_tigetstr("cup") != nil
    }

    /// Whether the terminfo entry declares direct (24-bit) colour: the `RGB` capability
    /// (boolean, number or string, as ncurses' `*-direct` entries use), tmux's `Tc`, or a
    /// colour count of 2^24.
    static func hasDirectColor() -> Bool {
        tigetflag("RGB") > 0 || tigetflag("Tc") > 0 || tigetnum("RGB") > 0
            || shim_tigetstr("RGB") != nil || tigetnum("colors") >= 1 << 24
    }

    /// A string capability's bytes with ncurses' `$<…>` delay padding removed (tputs
    /// would interpret it; written raw it would show up as text).
    static func string(_ name: String) -> [UInt8]? {
        guard let value = shim_tigetstr(name) else { return nil }
        let raw = Array(UnsafeBufferPointer(start: value, count: strlen(value)))
            .map { UInt8(bitPattern: $0) }
        return removingPadding(raw)
    }

    private static func removingPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count,
               bytes[index + 1] == UInt8(ascii: "<"),
               let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                index = close + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}
