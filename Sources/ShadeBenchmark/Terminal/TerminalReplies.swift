/// What the harness's terminal answers to the queries `shade` sends before it starts
/// (`TerminalProbe`): a truecolor terminal with synchronized output and a black background.
/// Answering at once, as a real terminal does, keeps the probe's 200 ms timeout out of
/// the time to first frame, and mode 2026 makes every frame arrive as
/// `ESC[?2026h` … `ESC[?2026l`, so its last byte is easy to see.
enum TerminalReplies {
    /// Each query and its reply.
    static let answers: [(query: String, reply: [UInt8])] = [
        ("\u{1B}]11;?\u{07}", Array("\u{1B}]11;rgb:0000/0000/0000\u{07}".utf8)),
        ("\u{1B}[?2026$p", Array("\u{1B}[?2026;2$y".utf8)),
        ("\u{1B}[c", Array("\u{1B}[?62;22c".utf8)),
    ]

    /// Where a frame starts.
    static let frameStart = "\u{1B}[?2026h"
    /// Where a frame ends.
    static let frameEnd = "\u{1B}[?2026l"
}
