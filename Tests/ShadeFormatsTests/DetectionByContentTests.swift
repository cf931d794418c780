import ShadeColor
import ShadeFormats
import ShadeTokens
import Testing
import ShadeCatalog

/// Formats are told apart by what the file holds and how it is written, not by its name or
/// its first 4 KiB (issue 19, items 9, 10 and 17).
@Suite struct DetectionByContentTests {
    private func write(_ text: String, _ name: String) -> String {
        let path = Support.scratch() + "/" + name
        Support.write(text, path)
        return path
    }

    /// A comment header longer than the 4 KiB a listing looks at first.
    private static let longHeader = String(repeating: "# a long licence and credits header, line after line\n", count: 100)

    private static let ghosttyLines = """
        background = 1e1e2e
        foreground = cdd6f4
        selection-background = 585b70
        palette = 0=#45475a
        palette = 1=#f38ba8
        palette = 4=#89b4fa
        """

    private static let kittyLines = """
        background #1e1e2e
        foreground #cdd6f4
        color0 #45475a
        color1 #f38ba8
        color4 #89b4fa
        """

    @Test func ghosttyAndKittyAreToldApartByHowTheirLinesAreWrittenWhateverTheName() {
        // Catppuccin publishes its Ghostty themes as `.conf`, kitty's own extension.
        #expect(FormatRegistry.detect(write(Self.ghosttyLines, "catppuccin-mocha.conf")) == .ghostty)
        #expect(FormatRegistry.detect(write(Self.kittyLines, "mocha.conf")) == .kitty)
        #expect(FormatRegistry.detect(write(Self.kittyLines, "mocha.ghostty")) == .kitty)
        // No `palette =` line at all: the `=` still says Ghostty.
        #expect(FormatRegistry.detect(write("background = 101010\nforeground = eeeeee\n", "plain")) == .ghostty)
        // A Ghostty file whose colour lines start after 4 KiB of comments.
        #expect(FormatRegistry.detect(write(Self.longHeader + Self.ghosttyLines, "late.ghostty")) == .ghostty)
        // A config of other settings only is no theme.
        #expect(FormatRegistry.detect(write("font-size = 13\nwindow-padding-x = 4\n", "config")) == nil)
    }

    /// Item 10 as a round trip: a kitty theme of background, foreground and cursor only, exported
    /// as Ghostty, gives a file with no `palette =` line; read back under every name Ghostty
    /// themes go by (kitty's `.conf` included), it is Ghostty, with the same colours.
    @Test func aGhosttyExportWithoutPaletteLinesReadsBackAsGhostty() throws {
        let source = write("background #101010\nforeground #e0e0e0\ncursor #ff8800\n", "plain.conf")
        #expect(FormatRegistry.detect(source) == .kitty)
        let reading = FormatRegistry.read(source, as: .kitty)
        let system = try #require(reading.system)
        let palette = try #require(ExportTheme(system: system, roleMap: reading.roleMap).terminalPalette(Resolution(.dark)))
        let text = GhosttyWriter.text(palette)
        #expect(!text.contains("palette ="), "the case needs an export without palette lines:\n\(text)")
        for name in ["exported.conf", "exported", "exported.ghostty"] {
            let path = write(text, name)
            #expect(FormatRegistry.detect(path) == .ghostty, "\(name)")
            let back = FormatRegistry.read(path, as: .ghostty)
            #expect(back.diagnostics.isEmpty, "\(back.diagnostics)")
            let colors = try #require(back.system.flatMap { ResolvedVariants.tokens(of: $0, at: Resolution(.dark)) })
            #expect(colors.first { $0.path == "background" }?.color.rgb == RGB(0x101010))
            #expect(colors.first { $0.path == "foreground" }?.color.rgb == RGB(0xE0E0E0))
            #expect(colors.first { $0.path == "cursor" }?.color.rgb == RGB(0xFF8800))
        }
    }

    @Test func crlfLinesAreLinesInGhosttyAndKitty() throws {
        let ghostty = write(Self.ghosttyLines.replacing("\n", with: "\r\n") + "\r\n", "windows.conf")
        #expect(FormatRegistry.detect(ghostty) == .ghostty)
        let reading = FormatRegistry.read(ghostty, as: .ghostty)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let dark = try #require(reading.system.flatMap { ResolvedVariants.tokens(of: $0, at: Resolution(.dark)) })
        #expect(dark.first { $0.path == "background" }?.color.rgb == RGB(0x1E1E2E))
        #expect(dark.first { $0.path == "ansi.blue" }?.color.rgb == RGB(0x89B4FA))
        // Positions count CRLF lines: palette 4 is on line 6.
        #expect(dark.first { $0.path == "ansi.blue" }?.position?.line == 6)

        let kitty = write(Self.kittyLines.replacing("\n", with: "\r\n"), "windows-kitty.conf")
        #expect(FormatRegistry.detect(kitty) == .kitty)
        let kittyReading = FormatRegistry.read(kitty, as: .kitty)
        #expect(kittyReading.diagnostics.isEmpty, "\(kittyReading.diagnostics)")
        let colors = try #require(kittyReading.system.flatMap { ResolvedVariants.tokens(of: $0, at: Resolution(.dark)) })
        #expect(colors.count == 5)
        #expect(colors.first { $0.path == "foreground" }?.color.rgb == RGB(0xCDD6F4))
    }

    @Test func aBase16MarkerAfterTheFirst4KiBIsStillFound() {
        let scheme = Self.longHeader + """
            system: "base16"
            name: "Late Scheme"
            palette:
              base00: "1d1f21"
              base05: "c5c8c6"
            """
        #expect(FormatRegistry.detect(write(scheme, "late.yaml")) == .base16)
        // `base00` inside a value is no key.
        #expect(FormatRegistry.detect(write("description: see base00 in the docs\n", "notes.yaml")) == nil)
    }

    @Test func aTokensStudioDocumentIsKnownByItsTopLevelMembersWhereverTheyAre() {
        // A first token set longer than 4 KiB, `$themes` after it.
        let colors = (0..<200).map { ##""c\##($0)": { "value": "#112233", "type": "color" }"## }.joined(separator: ",\n")
        let document = ##"{ "core": { \##(colors) }, "$themes": [], "$metadata": { "tokenSetOrder": ["core"] } }"##
        let path = write(document, "studio.json")
        #expect(FormatRegistry.detect(path) == .tokensStudio)
        // A Shade theme that only mentions `$themes` in a description is not one.
        let shade = ##"{ "$description": "see \"$themes\": in Tokens Studio", "palette": { "$type": "color", "a": { "$value": "#000000" } } }"##
        #expect(FormatRegistry.detect(write(shade, "mine.json")) == nil)
    }
}
