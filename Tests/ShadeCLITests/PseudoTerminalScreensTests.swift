import Foundation
import Testing

/// The picker, copy and the terminal's colour-scheme reports, driven on a real
/// pseudo-terminal. Sky dark and Tomato dark are told apart by their page colours.
@Suite struct PseudoTerminalScreensTests {
    static let skyPage = Array("48;2;15;31;37".utf8)
    static let tomatoPage = Array("48;2;38;18;19".utf8)

    @Test func thePickerFiltersPreviewsKeepsAndGoesBack() throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        let pty = preview.pty
        let opened = try #require(pty.frame(after: "t"), "no frame after t")
        #expect(opened.contains(sequence: Array(" Themes ".utf8)), "t did not open the picker")
        let typed = try #require(pty.frame(after: "tom"), "no frame after typing")
        #expect(typed.contains(sequence: Self.tomatoPage), "typing tom did not preview Tomato")
        let back = try #require(pty.frame(after: "\u{1B}"), "no frame after Esc")
        #expect(back.contains(sequence: Self.skyPage) && !back.contains(sequence: Self.tomatoPage), "Esc did not go back to Sky")
        _ = try #require(pty.frame(after: "t"), "no frame after t")
        _ = try #require(pty.frame(after: "tom"), "no frame after typing")
        let kept = try #require(pty.frame(after: "\r"), "no frame after Enter")
        #expect(kept.contains(sequence: Self.tomatoPage) && !kept.contains(sequence: Self.skyPage), "Enter did not keep Tomato")
        // Open and leave again: Tomato stays, since it is now the theme the picker started on.
        _ = try #require(pty.frame(after: "t"), "no frame after t")
        let again = try #require(pty.frame(after: "\u{1B}"), "no frame after Esc")
        #expect(!again.contains(sequence: Self.skyPage), "Esc after Enter brought Sky back")
        try preview.quit(with: "q")
    }

    @Test func yCopiesTheRoleTableWithOSC52AndSaysSo() throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        let pty = preview.pty
        let start = pty.output.count
        let frame = try #require(pty.frame(after: "y"), "no frame after y")
        let text = String(decoding: pty.output[start...], as: UTF8.self)
        let osc = try #require(text.range(of: "\u{1B}]52;c;"), "no OSC 52 after y")
        let payload = text[osc.upperBound...].prefix { $0 != "\u{07}" }
        let decoded = try #require(Data(base64Encoded: String(payload)).map { String(decoding: $0, as: UTF8.self) }, "the OSC 52 payload is not base64")
        #expect(decoded.hasPrefix("foregroundPrimary\t#"))
        #expect(decoded.contains("backgroundPrimary\t#0F1F25\n"))
        #expect(frame.contains(sequence: Array("Copied the role table of Sky".utf8)), "no message saying what was copied")
        try preview.quit(with: "q")
    }

    @Test func aColorSchemeReportFlipsSystemAppearanceLive() throws {
        let preview = try PreviewOnPty(arguments: ["--theme", "sky", "--appearance", "system", "--contrast", "standard"])
        defer { preview.home.remove() }
        let pty = preview.pty
        let enabled = pty.output.contains(sequence: Array("\u{1B}[?2031h".utf8)) && pty.output.contains(sequence: Array("\u{1B}[?996n".utf8))
        #expect(enabled, "mode 2031 was not enabled and queried at start")
        let light = try #require(pty.frame(after: "\u{1B}[?997;2n"), "no frame after a light report")
        #expect(light.contains(sequence: Array("48;2;238;246;250".utf8)), "a light report did not draw Sky light")
        #expect(light.contains(sequence: Array("Light (system)".utf8)), "the header does not say light follows the system")
        let dark = try #require(pty.frame(after: "\u{1B}[?997;1n"), "no frame after a dark report")
        #expect(dark.contains(sequence: Self.skyPage), "a dark report did not draw Sky dark")
        #expect(pty.isRunning)
        try preview.quit(with: "q")
        let tail = Array(pty.output.after(last: Array("\u{1B}[?2026h".utf8)))
        #expect(tail.contains(sequence: Array("\u{1B}[?2031l".utf8)), "mode 2031 was left on")
    }
}
