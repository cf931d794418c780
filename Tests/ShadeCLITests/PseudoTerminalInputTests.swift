import Foundation
import Testing

/// The real `shade` on a real pseudo-terminal, fed the bytes terminals send. Each class of
/// input that once quit Shade as if Esc were pressed is sent to a running preview; the
/// preview must keep running with its screen unchanged (or changed as the key should
/// change it), and then `q` must hand the terminal back.
@Suite struct PseudoTerminalInputTests {
    /// Input that must change nothing, by class.
    enum Inert: String, CaseIterable, CustomTestStringConvertible {
        case homeEndAndPageKeys, altKeys, focusReports, bracketedPaste, x10MouseBytes, kittyKeys, lateQueryReplies, otherStrings

        var sequences: [String] {
            switch self {
            case .homeEndAndPageKeys:
                // Shade binds none of them: decoded, and ignored.
                ["\u{1B}[1~", "\u{1B}[4~", "\u{1B}[7~", "\u{1B}[8~", "\u{1B}[H", "\u{1B}[F", "\u{1B}OH", "\u{1B}OF",
                 "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[5;5~", "\u{1B}[1;5H", "\u{1B}[[A"]
            case .altKeys: ["\u{1B}q", "\u{1B}d", "\u{1B}1", "\u{1B}c", "\u{1B}\u{7F}", "\u{1B}é", "\u{1B}\u{1B}q"]
            case .focusReports: ["\u{1B}[I", "\u{1B}[O", "\u{1B}[I\u{1B}[O"]
            case .bracketedPaste: ["\u{1B}[200~q1d2c?x\u{1B}[201~", "\u{1B}[200~\u{1B}[C\u{03}\u{1B}\u{1B}[201~"]
            // A release, and a press at column 81, row 82: far from the tabs. Its coordinate
            // bytes are `q` and `r`.
            case .x10MouseBytes: ["\u{1B}[M#!!", "\u{1B}[M qr"]
            case .kittyKeys: ["\u{1B}[97;5u", "\u{1B}[113;3u", "\u{1B}[113;1:3u", "\u{1B}[57414u", "\u{1B}[?1u"]
            case .lateQueryReplies:
                ["\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", "\u{1B}[?64;1;2;6;22c",
                 "\u{1B}[?2026;2$y", "\u{1B}[12;40R",
                 "\u{1B}]11;rgb:1c1c/2020/3030\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?62;22c"]
            case .otherStrings: ["\u{1B}P1+r544e=787465726d\u{1B}\\", "\u{1B}_Gi=1;OK\u{1B}\\", "\u{1B}^q\u{1B}\\", "\u{1B}Xq\u{07}"]
            }
        }

        var testDescription: String { rawValue }
    }

    @Test(arguments: Inert.allCases) func inputThatMustChangeNothing(_ inert: Inert) throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        let pty = preview.pty
        // `c` toggles contrast: what it draws from the same screen is always the same bytes,
        // so a sequence that changed anything shows as a different frame.
        let toHigh = try #require(pty.frame(after: "c"), "no frame after c")
        let toStandard = try #require(pty.frame(after: "c"), "no frame after the second c")
        for sequence in inert.sequences {
            let frame = pty.frame(after: sequence + "c")
            #expect(pty.isRunning, "shade quit on \(sequence.debugDescription)")
            guard pty.isRunning else { break }
            let unchanged = frame == toHigh
            #expect(unchanged, "the screen changed on \(sequence.debugDescription)")
            let back = pty.frame(after: "c") == toStandard
            #expect(back, "the screen changed on \(sequence.debugDescription)")
        }
        try preview.quit(with: "q")
    }

    @Test func arrowsInBothCursorModesWithAndWithoutModifiers() throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        let pty = preview.pty
        let moves: [(sequence: String, theme: String)] = [
            ("\u{1B}[C", "Tomato"), ("\u{1B}[D", "Sky"), ("\u{1B}OC", "Tomato"), ("\u{1B}OD", "Sky"),
            ("\u{1B}[1;5C", "Tomato"), ("\u{1B}[1;2D", "Sky"), ("\u{1B}\u{1B}[C", "Tomato"), ("\u{1B}[Z", "Sky"),
        ]
        for move in moves {
            let frame = try #require(pty.frame(after: move.sequence), "no frame after \(move.sequence.debugDescription)")
            let shown = frame.contains(sequence: Array(move.theme.utf8))
            #expect(shown, "\(move.sequence.debugDescription) did not show \(move.theme)")
        }
        try preview.quit(with: "q")
    }

    /// A paste into the theme picker is its query, whole: read as keys, the Enter inside it
    /// would pick a theme and close the picker before the `b`.
    @Test func aPasteIntoThePickerIsItsQuery() throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        let pty = preview.pty
        _ = try #require(pty.frame(after: "t"), "no frame after t")
        let frame = try #require(pty.frame(after: "\u{1B}[200~ru\rb\u{1B}[201~"), "no frame after the paste")
        let typed = frame.contains(sequence: Array("rub".utf8))
        #expect(typed, "the picker's query is not 'rub'")
        try preview.quit(with: "\u{03}")
    }

    @Test func aBurstOfKeysIsDrawnAsOneFrame() throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        let pty = preview.pty
        let before = pty.frameCount
        let frame = try #require(pty.frame(after: "\u{1B}[C\u{1B}[C\u{1B}[I\u{1B}OC"), "no frame after three arrows")
        #expect(pty.frameCount == before + 1, "three arrows in one read drew \(pty.frameCount - before) frames")
        let reachedGrass = frame.contains(sequence: Array("Grass".utf8))
        #expect(reachedGrass, "three arrows from Sky did not reach Grass")
        try preview.quit(with: "q")
    }

    @Test func aClickOnAHeaderTabSelectsItsTheme() throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        let header = try preview.snapshotHeader()
        // The middle of the System tab (a narrow screen shows its number instead); SGR
        // mouse counts columns from 1.
        let tab = header.firstRange(of: " System ") ?? header.firstRange(of: " 1 ")
        let column = try #require(tab.map { header.distance(from: header.startIndex, to: $0.lowerBound) + 2 }, "no System tab in \(header)")
        let frame = try #require(preview.pty.frame(after: "\u{1B}[<0;\(column + 1);1M\u{1B}[<0;\(column + 1);1m"), "no frame after a click on tab 1")
        let selected = frame.contains(sequence: Array("System".utf8))
        #expect(selected, "the click did not select System")
        try preview.quit(with: "q")
    }

    @Test func aResizeRepaintsEverythingAtTheNewSize() throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        let pty = preview.pty
        let start = pty.output.count
        pty.resize(columns: 120, rows: 36)
        #expect(pty.read(until: { $0[start...].contains(sequence: PseudoTerminalDriver.frameEnd) }), "no frame after the resize")
        pty.drain(milliseconds: 60)
        // The footer moves to the new last row, and the header's status to the new right edge.
        let repaint = pty.output[start...]
        let drewRow36 = repaint.contains(sequence: Array("\u{1B}[36H".utf8)) || repaint.contains(sequence: Array("\u{1B}[36;".utf8))
        #expect(drewRow36, "nothing drawn on row 36")
        #expect(pty.isRunning)
        try preview.quit(with: "q")
    }

    /// ^Z without job control (the test is no shell, so Shade's process group is orphaned
    /// and the stop is not carried out): Shade leaves its screen as for a stop, comes back,
    /// and repaints.
    @Test func controlZLeavesAndReentersTheScreen() throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        let pty = preview.pty
        let start = pty.output.count
        let frames = pty.frameCount
        pty.send("\u{1A}")
        #expect(pty.read(until: { $0[start...].contains(sequence: Array("\u{1B}[?1049h".utf8)) && $0.count(of: PseudoTerminalDriver.frameEnd) > frames + 1 }),
                "no re-entry and repaint after ^Z")
        let text = String(decoding: pty.output[start...], as: UTF8.self)
        #expect(text.contains("\u{1B}[?1049l"), "the screen was not left on ^Z")
        #expect(pty.isRunning)
        try preview.quit(with: "q")
    }

    @Test(arguments: ["\u{1B}", "\u{03}", "q", "\u{1B}[27u"])
    func quitKeysRestoreTheTerminal(_ key: String) throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        try preview.quit(with: key)
    }

    @Test func aTerminalThatCannotMoveTheCursorIsRefusedWithOneLine() throws {
        let preview = try PreviewOnPty(term: "dumb", waitForFrame: false)
        defer { preview.home.remove() }
        let status = try #require(preview.pty.waitForExit(), "shade kept running on TERM=dumb")
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 1, "exit status \(status)")
        let text = String(decoding: preview.pty.output, as: UTF8.self)
        #expect(text.contains("shade list|tokens|contrast|validate|snapshot"), "message: \(text)")
        let wroteEscapes = preview.pty.output.contains(0x1B)
        #expect(!wroteEscapes, "escape sequences written to a dumb terminal: \(text.debugDescription)")
        #expect(text.split(separator: "\n").count == 1, "more than one line: \(text)")
    }
}

/// A preview started on a pseudo-terminal for one test, in its own throwaway home.
struct PreviewOnPty {
    let pty: PseudoTerminalDriver
    let home: E2EHome
    let shade: ShadeBinary
    static let arguments = ["--theme", "sky", "--appearance", "dark", "--contrast", "standard"]

    init(term: String = "xterm-256color", waitForFrame: Bool = true, arguments: [String] = Self.arguments) throws {
        shade = try ShadeBinary.require()
        home = try E2EHome()
        var environment = home.environment()
        environment["TERM"] = term
        environment["LANG"] = "C.UTF-8"
        environment["HOME"] = home.root.path
        do {
            pty = try PseudoTerminalDriver(shade: shade, arguments: arguments, environment: environment, directory: home.root.path)
        } catch {
            home.remove()
            throw error
        }
        if waitForFrame {
            guard pty.read(until: { $0.contains(sequence: PseudoTerminalDriver.frameEnd) }, within: .seconds(20)) else {
                home.remove()
                throw E2EError("no first frame within 20 s; shade wrote: \(String(decoding: pty.output, as: UTF8.self).debugDescription)")
            }
            pty.drain(milliseconds: 30)
        }
    }

    /// The header row of the frame the preview shows, drawn by `shade snapshot`.
    func snapshotHeader() throws -> String {
        let result = try E2EProcess.run(shade.path, ["snapshot", "--format", "text", "--size", "100x30"] + Self.arguments,
                                        environment: home.environment(adding: ProcessInfo.processInfo.environment))
        guard result.status == 0, let header = result.standardOutput.split(separator: "\n").first else {
            throw E2EError("shade snapshot failed (\(result.status)): \(result.standardError)")
        }
        return String(header)
    }

    /// Sends `key`, expects a clean exit, and that the terminal was handed back: the
    /// alternate screen left, the cursor shown, mouse and paste modes off, the modes the
    /// session started with back in force.
    func quit(with key: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        pty.send(key)
        let status = try #require(pty.waitForExit(), "shade did not quit on \(key.debugDescription)", sourceLocation: sourceLocation)
        #expect(status == 0, "exit status \(status) after \(key.debugDescription)", sourceLocation: sourceLocation)
        expectRestored(sourceLocation: sourceLocation)
    }

    /// The terminal is as it was: after the last frame Shade left the alternate screen,
    /// showed the cursor, turned mouse and paste modes off, and the line discipline is
    /// canonical with echo and signals again.
    func expectRestored(sourceLocation: SourceLocation = #_sourceLocation) {
        let tail = Array(pty.output.after(last: Array("\u{1B}[?2026h".utf8)))
        for (mode, name) in [("\u{1B}[?1049l", "alternate screen left"), ("\u{1B}[?25h", "cursor shown"), ("\u{1B}[?1000l", "mouse off"),
                             ("\u{1B}[?1006l", "SGR mouse off"), ("\u{1B}[?2004l", "bracketed paste off")] {
            let found = tail.contains(sequence: Array(mode.utf8))
            #expect(found, "not \(name) after the last frame: \(String(decoding: tail.suffix(400), as: UTF8.self).debugDescription)",
                    sourceLocation: sourceLocation)
        }
        let modes = pty.terminalModes()
        let expected = tcflag_t(ICANON | ECHO | ISIG)
        #expect(modes.c_lflag & expected == expected, "the terminal was left in raw mode", sourceLocation: sourceLocation)
    }
}
