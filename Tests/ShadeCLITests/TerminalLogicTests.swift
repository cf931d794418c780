import ShadeColor
import Testing
import ShadeTerminal

/// The terminal session's pure parts: reply parsing and environment reading. (Input
/// decoding has its own file, InputDecoderTests.)
@Suite struct ColorSpecificationTests {
    private func parse(_ text: String) -> RGB? {
        TerminalProbe.parseColorSpecification(text)
    }

    private func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RGB {
        RGB(red: red, green: green, blue: blue)
    }

    @Test func fourHexDigitsPerChannelAsXtermReports() {
        #expect(parse("rgb:1c1c/2020/3030") == rgb(28, 32, 48))
        #expect(parse("rgb:ffff/8080/0000") == rgb(255, 128, 0))
    }

    @Test func everyWidthFromOneToFourDigitsScalesToItsOwnRange() {
        #expect(parse("rgb:f/0/8") == rgb(255, 0, 136))  // 8/15 of 255 = 136
        #expect(parse("rgb:ff/80/00") == rgb(255, 128, 0))
        #expect(parse("rgb:fff/800/000") == rgb(255, 128, 0))  // 2048/4095 of 255 = 127.6
        #expect(parse("rgb:FFFF/0000/7FFF") == rgb(255, 0, 127))
        #expect(parse("rgb:f/ff/fff") == rgb(255, 255, 255))
    }

    @Test func rgbaIgnoresAlpha() {
        #expect(parse("rgba:ffff/0000/0000/8000") == rgb(255, 0, 0))
    }

    @Test func malformedSpecificationsAreRejected() {
        #expect(parse("rgb:fffff/0/0") == nil)  // five digits
        #expect(parse("rgb:gg/00/00") == nil)
        #expect(parse("rgb:00/00") == nil)
        #expect(parse("rgb:00//00") == nil)
        #expect(parse("rgba:00/00/00") == nil)
        #expect(parse("#ffffff") == nil)
        #expect(parse("") == nil)
    }
}

@Suite struct ProbeReplyTests {
    private func parse(_ text: String) -> TerminalProbeResult {
        TerminalProbe.parseReplies(Array(text.utf8))
    }

    @Test func allThreeRepliesEndedByBell() {
        let result = parse("\u{1B}]11;rgb:1c1c/2020/3030\u{07}\u{1B}[?2026;2$y\u{1B}[?62;22c")
        #expect(result == TerminalProbeResult(
            background: RGB(red: 28, green: 32, blue: 48),
            synchronizedOutput: true, terminalAnswered: true))
    }

    @Test func oscEndedByStringTerminator() {
        let result = parse("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1c")
        #expect(result.background == RGB(red: 255, green: 255, blue: 255))
        #expect(result.terminalAnswered)
    }

    @Test func onlyTheDeviceAttributesAnswerMeansUnsupported() {
        let result = parse("\u{1B}[?1;2c")
        #expect(result == TerminalProbeResult(
            background: nil, synchronizedOutput: false, terminalAnswered: true))
    }

    @Test func synchronizedOutputNeedsModeStateOneOrTwo() {
        for (state, supported) in [(0, false), (1, true), (2, true), (3, false), (4, false)] {
            let result = parse("\u{1B}[?2026;\(state)$y\u{1B}[?6c")
            #expect(result.synchronizedOutput == supported, "Ps = \(state)")
        }
    }

    @Test func reportsForOtherModesOrColorsAreIgnored() {
        let result = parse("\u{1B}[?2004;1$y\u{1B}]10;rgb:ffff/ffff/ffff\u{07}\u{1B}[?6c")
        #expect(result == TerminalProbeResult(terminalAnswered: true))
    }

    @Test func keysTypedDuringTheProbeAreSkipped() {
        let result = parse("x\u{1B}]11;rgb:00/00/00\u{07}y\u{1B}[A\u{1B}[?6c")
        #expect(result.background == RGB(red: 0, green: 0, blue: 0))
        #expect(result.terminalAnswered)
    }

    @Test func eightBitIntroducersAreUnderstood() {
        var bytes: [UInt8] = [0x9D] + Array("11;rgb:80/80/80".utf8) + [0x9C]
        bytes += [0x9B] + Array("?6c".utf8)
        let result = TerminalProbe.parseReplies(bytes)
        #expect(result.background == RGB(red: 128, green: 128, blue: 128))
        #expect(result.terminalAnswered)
    }

    @Test func truncatedRepliesLearnNothing() {
        #expect(parse("\u{1B}]11;rgb:ffff/ff") == TerminalProbeResult())
        #expect(parse("\u{1B}[?62;2") == TerminalProbeResult())
        #expect(parse("") == TerminalProbeResult())
    }
}

@Suite struct ColorEnvironmentTests {
    @Test func colorFGBGLastFieldIsTheBackground() {
        #expect(TerminalProbe.colorFGBGBackgroundIsDark("15;0") == true)
        #expect(TerminalProbe.colorFGBGBackgroundIsDark("0;15") == false)
        #expect(TerminalProbe.colorFGBGBackgroundIsDark("0;7") == false)
        #expect(TerminalProbe.colorFGBGBackgroundIsDark("7;8") == true)
        #expect(TerminalProbe.colorFGBGBackgroundIsDark("15;default;0") == true)  // rxvt
    }

    @Test func colorFGBGBeyondSixteenUsesTheXtermPalette() {
        #expect(TerminalProbe.colorFGBGBackgroundIsDark("15;16") == true)  // cube black
        #expect(TerminalProbe.colorFGBGBackgroundIsDark("0;231") == false)  // cube white
        #expect(TerminalProbe.colorFGBGBackgroundIsDark("15;240") == true)  // grey 88
        #expect(TerminalProbe.colorFGBGBackgroundIsDark("0;244") == false)  // grey 128
    }

    @Test func colorFGBGWithoutAnIndexSaysNothing() {
        #expect(TerminalProbe.colorFGBGBackgroundIsDark(nil) == nil)
        #expect(TerminalProbe.colorFGBGBackgroundIsDark("default;default") == nil)
        #expect(TerminalProbe.colorFGBGBackgroundIsDark("15;256") == nil)
        #expect(TerminalProbe.colorFGBGBackgroundIsDark("") == nil)
    }

    @Test func truecolorFromColorTerm() {
        let detect = TerminalProbe.detectTruecolor
        #expect(detect(["COLORTERM": "truecolor", "TERM": "xterm-256color"], false))
        #expect(detect(["COLORTERM": "24bit"], false))
        #expect(detect(["COLORTERM": "TrueColor"], false))
        #expect(!detect(["COLORTERM": "yes", "TERM": "xterm-256color"], false))
        #expect(!detect([:], false))
    }

    @Test func truecolorFromTerminfo() {
        #expect(TerminalProbe.detectTruecolor(environment: ["TERM": "xterm-direct"], terminfoHasRGB: false))
        #expect(TerminalProbe.detectTruecolor(environment: ["TERM": "tmux-256color"], terminfoHasRGB: true))
        #expect(!TerminalProbe.detectTruecolor(environment: ["TERM": "xterm-256color"], terminfoHasRGB: false))
    }

    @Test func darknessThresholdIsRelativeLuminance018() {
        // Grey 117 has luminance 0.178, grey 118 has 0.181.
        #expect(RGB(red: 117, green: 117, blue: 117).isDark)
        #expect(!RGB(red: 118, green: 118, blue: 118).isDark)
        #expect(RGB(red: 0, green: 0, blue: 0).isDark)
        #expect(!RGB(red: 255, green: 255, blue: 0).isDark)
    }
}

@Suite struct TerminalErrorTests {
    @Test func notATerminalPointsToSnapshot() {
        #expect(TerminalError.notATerminal.description
            == "the previewer needs an interactive terminal; use 'shade snapshot' to render without one")
    }

    @Test func aTerminalWithoutCursorAddressingNamesTheDataCommandsOnOneLine() {
        let message = TerminalError.noCursorAddressing("dumb\u{1B}c").description
        #expect(message.contains("TERM=dumb\\x1bc") && message.contains("shade list|tokens|contrast|validate|snapshot"))
        #expect(!message.contains("\n") && !message.contains("\u{1B}"))
    }

    @Test func terminalTypeFromTheEnvironmentIsShownWithoutControlCharacters() {
        let hostile = "x\u{1B}]52;c;Zm9v\u{07}\u{9B}"
        let message = TerminalError.unknownTerminalType(hostile).description
        #expect(message.contains("x\\x1b]52;c;Zm9v\\x07\\x9b"))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    }
}
