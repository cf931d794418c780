import Testing
import ShadeTerminal

/// The bytes a terminal sends, and what Shade makes of them. Every case is also fed one
/// byte at a time and split at every position, so no answer depends on how reads fall.
@Suite struct InputDecoderTests {
    private static let escape = "\u{1B}"

    /// Decodes `bytes` whole, then byte by byte and in every two-part split, expecting the
    /// same events each time; returns them with the decoder's final state.
    private func decode(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> (events: [TerminalEvent], waiting: InputDecoder.Wait) {
        var whole = InputDecoder()
        let events = whole.feed(bytes)
        var single = InputDecoder()
        let oneByOne = bytes.flatMap { single.feed([$0]) }
        #expect(oneByOne == events, "byte by byte", sourceLocation: sourceLocation)
        for split in 0...bytes.count {
            var decoder = InputDecoder()
            let parts = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...])
            #expect(parts == events, "split at \(split)", sourceLocation: sourceLocation)
        }
        return (events, whole.waiting)
    }

    private func decode(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> (events: [TerminalEvent], waiting: InputDecoder.Wait) {
        decode(Array(text.utf8), sourceLocation: sourceLocation)
    }

    /// The keys in `text`, which must leave the decoder at rest.
    private func keys(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [TerminalEvent] {
        let (events, waiting) = decode(text, sourceLocation: sourceLocation)
        #expect(waiting == .nothing, "the decoder is still waiting after \(text.debugDescription)", sourceLocation: sourceLocation)
        return events
    }

    /// Asserts that `sequence` is swallowed whole: nothing comes of it, and a `q` after it
    /// is read as `q`.
    private func expectSwallowed(_ sequence: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(keys(sequence + "q", sourceLocation: sourceLocation) == [.key(.character("q"))],
                "\(sequence.debugDescription) was not swallowed whole", sourceLocation: sourceLocation)
    }

    private func key(_ key: Key) -> [TerminalEvent] { [.key(key)] }

    // MARK: - Plain keys

    @Test func printableCharactersDigitsAndSpace() {
        #expect(keys("q7 ?") == [.key(.character("q")), .key(.character("7")), .key(.character(" ")), .key(.character("?"))])
    }

    @Test func controlKeysInRawMode() {
        #expect(keys("\u{03}") == key(.controlC))
        #expect(keys("\u{1A}") == key(.controlZ))
        #expect(keys("\t") == key(.tab))
        #expect(keys("\r") == key(.enter))
        #expect(keys("\n") == key(.enter))
        #expect(keys("\u{7F}") == key(.backspace))
        #expect(keys("\u{08}") == key(.backspace))
        #expect(keys("\u{00}\u{01}\u{1F}") == [])  // other control characters mean nothing
    }

    @Test func utf8CharactersOfEveryLength() {
        #expect(keys("é€🙂") == [.key(.character("é")), .key(.character("€")), .key(.character("🙂"))])
    }

    @Test func invalidUTF8IsDroppedAndWhatFollowsIsRead() {
        #expect(decode([0xC3, 0x71]).events == key(.character("q")))  // a lead byte cut short
        #expect(decode([0xA9, 0x71]).events == key(.character("q")))  // a stray continuation
        #expect(decode([0xC0, 0xAF, 0x71]).events == key(.character("q")))  // overlong
        #expect(decode([0xED, 0xA0, 0x80, 0x71]).events == key(.character("q")))  // a surrogate
        #expect(decode([0xFF, 0xF5, 0x71]).events == key(.character("q")))
    }

    @Test func anUnfinishedCharacterWaitsOnlyTheEscapeDelay() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0xE2, 0x82]) == [])
        #expect(decoder.waiting == .escapeDelay)
        #expect(decoder.timeOut() == [])
        #expect(decoder.feed(Array("q".utf8)) == key(.character("q")))
    }

    // MARK: - Esc

    @Test func aLoneEscIsEscOnlyAfterTheDelay() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.waiting == .escapeDelay)
        #expect(decoder.timeOut() == key(.escape))
        #expect(decoder.waiting == .nothing)
        #expect(decoder.timeOut() == [])  // settled once
    }

    @Test func keysBeforeAnEscAreNotHeldBack() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("d\u{1B}".utf8)) == key(.character("d")))
        #expect(decoder.timeOut() == key(.escape))
    }

    @Test func twoEscsInOneReadAreOneEscAfterTheDelay() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B, 0x1B]) == [])
        #expect(decoder.timeOut() == key(.escape))
    }

    @Test func altWithAKeyIsIgnored() {
        #expect(keys("\u{1B}q") == [])
        #expect(keys("\u{1B}d\u{1B}1\u{1B} \u{1B}\u{7F}") == [])
        #expect(keys("\u{1B}é") == [])
        #expect(keys("\u{1B}q" + "d") == key(.character("d")))
    }

    @Test func ctrlCQuitsEvenWithAlt() {
        #expect(keys("\u{1B}\u{03}") == key(.controlC))
    }

    // MARK: - Cursor and editing keys

    @Test func arrowsInNormalAndApplicationCursorMode() {
        for (final, arrow) in [("A", Key.up), ("B", .down), ("C", .right), ("D", .left)] {
            #expect(keys("\u{1B}[" + final) == key(arrow), "CSI \(final)")
            #expect(keys("\u{1B}O" + final) == key(arrow), "SS3 \(final)")
        }
    }

    @Test func modifiersAreAcceptedAndDropped() {
        #expect(keys("\u{1B}[1;5C") == key(.right))  // Ctrl+→
        #expect(keys("\u{1B}[1;2D") == key(.left))  // Shift+←
        #expect(keys("\u{1B}[1;3A") == key(.up))  // Alt+↑
        #expect(keys("\u{1B}[5C") == key(.right))  // old xterm
        #expect(keys("\u{1B}O5C") == key(.right))  // SS3 with a modifier
        #expect(keys("\u{1B}[5;5~") == key(.pageUp))
        #expect(keys("\u{1B}[1;5H") == key(.home))
        #expect(keys("\u{1B}\u{1B}[C") == key(.right))  // rxvt/PuTTY Alt+→
    }

    @Test func rxvtShiftAndCtrlArrows() {
        #expect(keys("\u{1B}[a\u{1B}[b\u{1B}[c\u{1B}[d") == [.key(.up), .key(.down), .key(.right), .key(.left)])
        #expect(keys("\u{1B}Oa\u{1B}Ob\u{1B}Oc\u{1B}Od") == [.key(.up), .key(.down), .key(.right), .key(.left)])
    }

    @Test func homeEndInEveryDialect() {
        for home in ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~"] { #expect(keys(home) == key(.home), "\(home.debugDescription)") }
        for end in ["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~"] { #expect(keys(end) == key(.end), "\(end.debugDescription)") }
    }

    @Test func pageKeysDeleteTabsAndKeypadEnter() {
        #expect(keys("\u{1B}[5~") == key(.pageUp))
        #expect(keys("\u{1B}[6~") == key(.pageDown))
        #expect(keys("\u{1B}[3~") == key(.delete))
        #expect(keys("\u{1B}[Z") == key(.backTab))
        #expect(keys("\u{1B}OM") == key(.enter))
        #expect(keys("\u{1B}[2~") == [])  // Insert: nothing
    }

    @Test func functionKeysInEveryDialect() {
        #expect(keys("\u{1B}OP\u{1B}OS") == [.key(.function(1)), .key(.function(4))])
        #expect(keys("\u{1B}[11~\u{1B}[15~\u{1B}[17~\u{1B}[21~\u{1B}[23~\u{1B}[24~")
            == [1, 5, 6, 10, 11, 12].map { .key(.function($0)) })
        #expect(keys("\u{1B}[[A\u{1B}[[E") == [.key(.function(1)), .key(.function(5))])  // Linux console
        #expect(keys("\u{1B}[1;5P") == key(.function(1)))
    }

    @Test func eightBitIntroducers() {
        #expect(decode([0x9B, 0x43]).events == key(.right))
        #expect(decode([0x8F, 0x41]).events == key(.up))
        #expect(decode([0xC2, 0x9B, 0x44]).events == key(.left))  // C1 CSI sent as UTF-8
    }

    // MARK: - Colour-scheme reports (DEC mode 2031)

    @Test func colorSchemeReportsAreReportedNotSwallowed() {
        #expect(keys("\u{1B}[?997;1n") == [.colorScheme(dark: true)])
        #expect(keys("\u{1B}[?997;2n") == [.colorScheme(dark: false)])
        #expect(keys("\u{1B}[?997;2nq") == [.colorScheme(dark: false), .key(.character("q"))])
        // Other values and other private `n` reports are swallowed whole.
        expectSwallowed("\u{1B}[?997;3n")
        expectSwallowed("\u{1B}[?996n")
    }

    // MARK: - Sequences that are swallowed

    @Test func focusReports() {
        expectSwallowed("\u{1B}[I")
        expectSwallowed("\u{1B}[O")
    }

    @Test func lateRepliesToTheStartUpQuery() {
        expectSwallowed("\u{1B}]11;rgb:1c1c/2020/3030\u{07}")
        expectSwallowed("\u{1B}]11;rgb:1c1c/2020/3030\u{1B}\\")
        expectSwallowed("\u{1B}[?2026;2$y")
        expectSwallowed("\u{1B}[?64;1;2;6;22c")
        expectSwallowed("\u{1B}[?1;2c")
        expectSwallowed("\u{1B}[12;40R")  // a cursor position report
        expectSwallowed("\u{1B}[8;30;100t")
        expectSwallowed("\u{1B}]11;rgb:1c1c/2020/3030\u{07}\u{1B}[?2026;2$y\u{1B}[?64;1c")
    }

    @Test func everyStringKindEndsAtSTOrBell() {
        for introducer in ["]", "P", "X", "^", "_"] {
            expectSwallowed("\u{1B}\(introducer)some text; with q and d\u{1B}\\")
            expectSwallowed("\u{1B}\(introducer)some text\u{07}")
        }
        expectSwallowed("\u{1B}P1+r544e=787465726d\u{1B}\\")  // an XTGETTCAP reply
        expectSwallowed("\u{1B}_Gi=1;OK\u{1B}\\")  // a kitty graphics reply
        #expect(decode([0x9D] + Array("11;rgb:0/0/0".utf8) + [0x9C, 0x71]).events == key(.character("q")))
    }

    @Test func utf8InsideAStringDoesNotEndIt() {
        // '✜' is E2 9C 9C: 0x9C is an 8-bit ST only in a string that began 8-bit.
        expectSwallowed("\u{1B}]2;title ✜ qq\u{07}")
    }

    @Test func escapeSequencesWithIntermediates() {
        expectSwallowed("\u{1B}(B")
        expectSwallowed("\u{1B}#8")
    }

    @Test func otherCompleteSequences() {
        expectSwallowed("\u{1B}[?25h")
        expectSwallowed("\u{1B}[>0;276;0c")
        expectSwallowed("\u{1B}[=1u")
        expectSwallowed("\u{1B}[1$2q")  // a parameter after an intermediate: malformed
        expectSwallowed("\u{1B}[" + String(repeating: "1;", count: 200) + "m")  // too long
        expectSwallowed("\u{1B}Oq")  // keypad 1 in application keypad mode
    }

    /// A paste is delivered whole, as text, at its end marker: keys, sequences and Ctrl-C
    /// inside it are text, not commands.
    @Test func bracketedPasteIsOnePasteNeverKeys() {
        #expect(keys("\u{1B}[200~q1d2c\u{1B}[A\u{03}\r\u{1B}[201~") == [.paste("q1d2c\u{1B}[A\u{03}\r")])
        #expect(keys("\u{1B}[200~x\u{1B}[201~d") == [.paste("x"), .key(.character("d"))])
        #expect(keys("\u{1B}[200~ruby ☃ 空\u{1B}[201~") == [.paste("ruby ☃ 空")])
        // Near-misses of the end marker are text; a real one after them still ends the paste.
        #expect(keys("\u{1B}[200~qqq\u{1B}[20\u{1B}\u{1B}[201~q") == [.paste("qqq\u{1B}[20\u{1B}"), .key(.character("q"))])
        #expect(keys("\u{1B}[200~a\u{1B}[201b\u{1B}[201~") == [.paste("a\u{1B}[201b")])
        expectSwallowed("\u{1B}[200~\u{1B}[201~")  // an empty paste is nothing
    }

    /// A paste longer than the one-line fields it can go to is cut, and what follows its end
    /// marker is read as usual.
    @Test func aHugePasteIsCut() {
        var decoder = InputDecoder()
        let long = String(repeating: "ab", count: InputDecoder.maximumPasteBytes)
        let events = decoder.feed(Array("\u{1B}[200~\(long)\u{1B}[201~q".utf8))
        #expect(events == [.paste(String(long.prefix(InputDecoder.maximumPasteBytes))), .key(.character("q"))])
        #expect(decoder.waiting == .nothing)
    }

    @Test func anUnendedPasteIsDroppedAfterItsLongerWait() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~qq".utf8)) == [])
        #expect(decoder.waiting == .paste)
        #expect(decoder.timeOut() == [])
        #expect(decoder.feed(Array("q".utf8)) == key(.character("q")))
    }

    @Test func aSequenceCutOffIsDroppedNotTyped() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[?64;1".utf8)) == [])
        #expect(decoder.waiting == .sequence)
        #expect(decoder.feed(Array(";2c".utf8)) == [])  // the rest arrives: still nothing
        #expect(decoder.waiting == .nothing)
        #expect(decoder.feed(Array("\u{1B}]11;rgb:0".utf8)) == [])
        #expect(decoder.timeOut() == [])  // an introducer with nothing after it, given up
        #expect(decoder.feed(Array("d".utf8)) == key(.character("d")))
    }

    @Test func aControlKeyOrEscInsideASequenceAbortsIt() {
        #expect(keys("\u{1B}[12\u{03}") == key(.controlC))
        #expect(keys("\u{1B}]11;x\u{03}") == key(.controlC))  // a stray OSC never eats Ctrl-C
        #expect(keys("\u{1B}[12\u{1B}[C") == key(.right))
        #expect(keys("\u{1B}]abc\u{1B}[D") == key(.left))
    }

    // MARK: - kitty keyboard protocol and modifyOtherKeys

    @Test func kittyKeys() {
        #expect(keys("\u{1B}[27u") == key(.escape))
        #expect(keys("\u{1B}[13u\u{1B}[9u\u{1B}[127u") == [.key(.enter), .key(.tab), .key(.backspace)])
        #expect(keys("\u{1B}[9;2u") == key(.backTab))
        #expect(keys("\u{1B}[99;5u") == key(.controlC))
        #expect(keys("\u{1B}[122;5u") == key(.controlZ))
        #expect(keys("\u{1B}[113u") == key(.character("q")))
        #expect(keys("\u{1B}[99;69u") == key(.controlC))  // Caps Lock on does not matter
    }

    @Test func kittyKeysThatMeanNothingHere() {
        expectSwallowed("\u{1B}[97;5u")  // Ctrl+a
        expectSwallowed("\u{1B}[113;3u")  // Alt+q
        expectSwallowed("\u{1B}[57414u")  // keypad Enter (private use)
        expectSwallowed("\u{1B}[113;1:3u")  // a release
        expectSwallowed("\u{1B}[113;1:2u")  // a repeat
        expectSwallowed("\u{1B}[?1u")  // the reply to a flags query
    }

    @Test func modifyOtherKeys() {
        #expect(keys("\u{1B}[27;5;99~") == key(.controlC))
        expectSwallowed("\u{1B}[27;5;100~")
    }

    // MARK: - Mouse

    @Test func sgrMousePressOfThePrimaryButtonIsAClick() {
        #expect(keys("\u{1B}[<0;12;1M") == [.mouseClick(column: 11, row: 0)])
        #expect(keys("\u{1B}[<4;3;2M") == [.mouseClick(column: 2, row: 1)])  // with Shift
    }

    @Test func otherSGRMouseReportsAreSwallowed() {
        expectSwallowed("\u{1B}[<0;12;1m")  // release
        expectSwallowed("\u{1B}[<2;12;1M")  // right button
        expectSwallowed("\u{1B}[<64;12;1M")  // wheel
        expectSwallowed("\u{1B}[<32;12;1M")  // motion
        expectSwallowed("\u{1B}[<0;0;0M")  // off the screen
    }

    @Test func x10MouseBytesAreConsumedWhole() {
        // Button 1 at column 81, row 82: the coordinate bytes are 'q' and 'r'.
        #expect(decode([0x1B, 0x5B, 0x4D, 0x20, 0x71, 0x72]).events == [.mouseClick(column: 80, row: 81)])
        // A release, then a coordinate past 94 (a byte over 0x7F that is not UTF-8).
        #expect(decode([0x1B, 0x5B, 0x4D, 0x23, 0xF0, 0x71, 0x64]).events == key(.character("d")))
    }

    @Test func urxvtMouse() {
        #expect(keys("\u{1B}[32;5;6M") == [.mouseClick(column: 4, row: 5)])
        expectSwallowed("\u{1B}[35;5;6M")
    }

    // MARK: - Bursts

    @Test func aBurstIsDecodedInOrder() {
        #expect(keys("\u{1B}[C\u{1B}[Cd\u{1B}[I2\u{1B}OD") == [.key(.right), .key(.right), .key(.character("d")), .key(.character("2")), .key(.left)])
    }
}
