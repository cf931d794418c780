import Foundation
import ShadeColor
import ShadeFormats
import ShadeTokens
import Testing
import ShadeCatalog

@Suite struct TerminalPaletteTests {
    static let ghostty = """
    # Night Owl-ish
    palette = 0=#011627
    palette = 1=#ef5350
    palette = 2=#22da6e
    palette = 3=#addb67
    palette = 4=#82aaff
    palette = 5=#c792ea
    palette = 6=#21c7a8
    palette = 7=#ffffff
    palette = 8=#575656
    palette = 9=#ef5350
    palette = 10=#22da6e
    palette = 11=#ffeb95
    palette = 12=#82aaff
    palette = 13=#c792ea
    palette = 14=#7fdbca
    palette = 15=#ffffff
    background = #011627
    foreground = #d6deeb
    cursor-color = #7e57c2
    cursor-text = #011627
    selection-background = #5f7e97
    selection-foreground = #dfe5ee
    font-size = 13
    """

    static let base16 = """
    system: "base16"
    name: "Solarized Light"
    author: "Ethan Schoonover"
    variant: "light"
    palette:
      base00: "#fdf6e3"
      base01: "#eee8d5"
      base02: "#93a1a1"
      base03: "#839496"
      base04: "#657b83"
      base05: "#586e75"
      base06: "#073642"
      base07: "#002b36"
      base08: "#dc322f"
      base09: "#cb4b16"
      base0A: "#b58900"
      base0B: "#859900"
      base0C: "#2aa198"
      base0D: "#268bd2"
      base0E: "#6c71c4"
      base0F: "#d33682"
    """

    private func write(_ text: String, _ name: String) -> String {
        let path = Support.scratch() + "/" + name
        Support.write(text, path)
        return path
    }

    private func palette(_ reading: FormatReading) -> [String: RGBA] {
        guard let system = reading.system, let tokens = ResolvedVariants.tokens(of: system, at: Resolution(system.appearances[0])) else { return [:] }
        return Dictionary(tokens.map { ($0.path, $0.color) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func ghosttyReadsAndRoundTrips() throws {
        let path = write(Self.ghostty, "night-owl")
        #expect(FormatRegistry.detect(path) == .ghostty)
        let reading = FormatRegistry.read(path, as: .ghostty)
        #expect(reading.diagnostics.isEmpty)
        let system = try #require(reading.system)
        #expect(system.appearances == [.dark], "the light appearance is not invented")
        #expect(ResolvedVariants.tokens(of: system, at: Resolution(.light)) == nil)
        let colors = palette(reading)
        #expect(colors.count == 22)
        #expect(colors["ansi.brightYellow"]?.rgb == RGB(0xFFEB95))
        // Roles by the documented table.
        let roles = RoleFiller.fill(tokens: ResolvedVariants.tokens(of: system, at: Resolution(.dark))!, roleMap: reading.roleMap)
        #expect(roles[.backgroundPrimary].color.rgb == RGB(0x011627))
        #expect(roles[.foregroundPrimary].color.rgb == RGB(0xD6DEEB))
        #expect(roles[.invertedBackgroundPrimary].color.rgb == RGB(0x5F7E97))
        #expect(roles[.accent].color.rgb == RGB(0x82AAFF))
        #expect(roles[.success].color.rgb == RGB(0x22DA6E))
        #expect(roles[.warning].color.rgb == RGB(0xADDB67))
        #expect(roles[.error].color.rgb == RGB(0xEF5350))
        #expect(roles[.foregroundTertiary].color.rgb == RGB(0x575656))
        #expect(roles[.accent].origin == .explicit)
        #expect(roles[.outlinePrimary].origin == .derived)
        // The format's table names the roles; only a designer's role map pins one.
        #expect(roles[.accent].confidenceWord == "named" && !roles.pinnedAndGuessed.contains { $0.word == "pinned" })
        // The same table travels in the system's $extensions for readers of role maps, marked as
        // the format's table, so a theme built on the system says named there too.
        let shade = try #require(system.extensions?["dev.shade"]?.object)
        let travelling = try #require(shade["roles"])
        #expect(shade[RoleMap.formatTableKey]?.string == TerminalRoles.tableName)
        let map = RoleMap.read(roles: travelling, file: TerminalRoles.tableName)
        #expect(map.diagnostics.isEmpty && map.entries.count == TerminalRoles.table.count)
        let layout = Support.bundled.first { $0.name == "System" }
        let theme = Theme(system: system, source: .file(path), layout: layout, files: MemoryTokenFiles { _ in nil })
        let drawn = try theme.resolve(Resolution(.dark))
        #expect(drawn.roles[.accent].confidenceWord == "named" && drawn.roles[.accent].token == roles[.accent].token)
        // → Ghostty → read back: equal.
        let export = ExportTheme(system: system, roleMap: reading.roleMap)
        let again = GhosttyReader.read(text: GhosttyWriter.text(try #require(export.terminalPalette(Resolution(.dark)))), file: "x")
        #expect(again.palette?.colors == (try #require(GhosttyReader.read(text: Self.ghostty, file: "y").palette)).colors)
        // → base16 (base24, so every ANSI colour survives) → read back: background, foreground
        // and every ANSI colour equal (base16 has no slots for cursor and selection).
        let scheme = Base16Writer.text(try #require(export.terminalPalette(Resolution(.dark))))
        #expect(scheme.contains("system: \"base24\""))
        let back = try #require(Base16Reader.read(text: scheme, file: "s.yaml").palette)
        for path in ["background", "foreground"] + (0..<16).map(TerminalPalette.ansiPath) {
            #expect(back.colors[path] == colors[path], "\(path)")
        }
    }

    @Test func base16ReadsAndRoundTrips() throws {
        let path = write(Self.base16, "solarized-light.yaml")
        #expect(FormatRegistry.detect(path) == .base16)
        let reading = FormatRegistry.read(path, as: .base16)
        #expect(reading.diagnostics.isEmpty)
        let system = try #require(reading.system)
        #expect(system.name == "Solarized Light")
        #expect(system.appearances == [.light])
        let colors = palette(reading)
        #expect(colors["background"]?.rgb == RGB(0xFDF6E3))
        #expect(colors["foreground"]?.rgb == RGB(0x586E75))
        #expect(colors["ansi.blue"]?.rgb == RGB(0x268BD2))
        #expect(colors["ansi.brightBlack"]?.rgb == RGB(0x839496))
        let export = ExportTheme(system: system, roleMap: reading.roleMap)
        let palette = try #require(export.terminalPalette(Resolution(.light)))
        let again = try #require(Base16Reader.read(text: Base16Writer.text(palette), file: "b.yaml").palette)
        #expect(again.colors == (try #require(Base16Reader.read(text: Self.base16, file: "a.yaml").palette)).colors)
        let ghostty = try #require(GhosttyReader.read(text: GhosttyWriter.text(palette), file: "g").palette)
        for path in TerminalPalette.specialPaths + (0..<16).map(TerminalPalette.ansiPath) {
            #expect(ghostty.colors[path] == again.colors[path], "\(path)")
        }
    }

    /// A Ghostty `config-file` names another file of settings: never opened (it may lead out
    /// of the folder, to a token file), said with its line, and its path never quoted.
    @Test func ghosttyConfigFileIsSaidAndNeverFollowed() throws {
        let text = "background = #101010\nconfig-file = ../../.config/gh/hosts.yml\nconfig-file = ?/proc/self/environ\npalette = 0=#000000\n"
        let read = GhosttyReader.read(text: text, file: "mine")
        #expect(read.palette?.colors["background"]?.rgb == RGB(0x101010))
        let said = read.diagnostics.filter { $0.tokenPath == "config-file" }
        #expect(said.map(\.position?.line) == [2, 3], "\(read.diagnostics)")
        #expect(!read.diagnostics.contains { $0.message.contains("hosts") || $0.message.contains("environ") })
    }

    @Test func kittyITermAndAlacrittyGiveTheSamePalette() throws {
        let kitty = """
        ## name: Night Owl
        background #011627
        foreground #d6deeb
        selection_background #5f7e97
        selection_foreground #dfe5ee
        cursor #7e57c2
        color0 #011627
        color1 #ef5350
        color2 #22da6e
        color3 #addb67
        color4 #82aaff
        color8 #575656
        """
        let kittyPath = write(kitty, "night-owl.conf")
        #expect(FormatRegistry.detect(kittyPath) == .kitty)
        let kittyColors = palette(FormatRegistry.read(kittyPath, as: .kitty))
        #expect(kittyColors["ansi.blue"]?.rgb == RGB(0x82AAFF))
        #expect(FormatRegistry.read(kittyPath, as: .kitty).system?.name == "Night Owl")

        let toml = """
        [colors.primary]
        background = "#011627"
        foreground = "0xd6deeb"
        [colors.selection]
        background = "#5f7e97"
        text = "#dfe5ee"
        [colors.normal]
        black = "#011627"
        red = "#ef5350"
        green = "#22da6e"
        yellow = "#addb67"
        blue = "#82aaff"
        [colors.bright]
        black = "#575656"
        """
        let tomlPath = write(toml, "night-owl.toml")
        #expect(FormatRegistry.detect(tomlPath) == .alacritty)
        let alacritty = palette(FormatRegistry.read(tomlPath, as: .alacritty))

        func entry(_ key: String, _ hex: UInt32, p3: Bool = false) -> String {
            let rgb = RGB(hex)
            return """
            <key>\(key)</key><dict>
            <key>Red Component</key><real>\(Double(rgb.red) / 255)</real>
            <key>Green Component</key><real>\(Double(rgb.green) / 255)</real>
            <key>Blue Component</key><real>\(Double(rgb.blue) / 255)</real>
            <key>Alpha Component</key><real>1</real>
            <key>Color Space</key><string>\(p3 ? "P3" : "sRGB")</string></dict>
            """
        }
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
        \(entry("Background Color", 0x011627))
        \(entry("Foreground Color", 0xD6DEEB))
        \(entry("Selection Color", 0x5F7E97))
        \(entry("Selected Text Color", 0xDFE5EE))
        \(entry("Ansi 0 Color", 0x011627))
        \(entry("Ansi 1 Color", 0xEF5350))
        \(entry("Ansi 2 Color", 0x22DA6E))
        \(entry("Ansi 3 Color", 0xADDB67))
        \(entry("Ansi 4 Color", 0x82AAFF))
        \(entry("Ansi 8 Color", 0x575656))
        \(entry("Ansi 9 Color", 0xFF0000, p3: true))
        </dict></plist>
        """
        let plistPath = write(plist, "Night Owl.itermcolors")
        #expect(FormatRegistry.detect(plistPath) == .iterm)
        let iterm = FormatRegistry.read(plistPath, as: .iterm)
        #expect(iterm.diagnostics.isEmpty, "\(iterm.diagnostics)")
        let itermColors = palette(iterm)
        for path in ["background", "foreground", "selection.background", "selection.foreground", "ansi.black", "ansi.red", "ansi.green",
                     "ansi.yellow", "ansi.blue", "ansi.brightBlack"] {
            #expect(kittyColors[path] == alacritty[path], "\(path)")
            #expect(kittyColors[path] == itermColors[path], "\(path)")
        }
        // P3 red lies outside sRGB: flagged, and gamut-mapped (CSS Color 4), not clipped to #FF0000.
        let red = try #require(ResolvedVariants.tokens(of: iterm.system!, at: Resolution(.dark))?.first { $0.path == "ansi.brightRed" })
        #expect(red.outOfGamut && red.color.rgb.red == 255 && (1...24).contains(red.color.rgb.green) && (1...24).contains(red.color.rgb.blue))
    }

    @Test func itermLightAndDarkKeysGiveTwoAppearances() throws {
        func entry(_ key: String, _ value: Double) -> String {
            "<key>\(key)</key><dict><key>Red Component</key><real>\(value)</real><key>Green Component</key><real>\(value)</real><key>Blue Component</key><real>\(value)</real></dict>"
        }
        let plist = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict>" + entry("Background Color (Light)", 1) + entry("Foreground Color (Light)", 0)
            + entry("Background Color (Dark)", 0) + entry("Foreground Color (Dark)", 1) + "</dict></plist>"
        let (system, _, problems) = ITermColorsReader.read(data: Data(plist.utf8), file: "two.itermcolors")
        #expect(problems.isEmpty)
        #expect(system?.appearances == [.light, .dark])
    }

    @Test func hostilePalettesGetOneLineEach() {
        func lines(_ text: String, _ name: String) -> [String] {
            let path = write(text, name)
            guard let format = FormatRegistry.detect(path) else { return ["undetected"] }
            return FormatRegistry.read(path, as: format).diagnostics.map(\.description)
        }
        let ghostty = lines("palette = 1=#zzzzzz\npalette = 99999\nbackground = #000\u{1B}[2J", "bad-ghostty")
        #expect(ghostty.count == 3 && ghostty.allSatisfy { $0.contains("bad-ghostty:") && !$0.contains("\u{1B}") }, "\(ghostty)")
        #expect(ghostty[0].contains(":1:13:"), "\(ghostty)")
        let base16 = lines("system: base16\npalette:\n  base00: [1, 2]\n  base0G: \"#fff\"\n", "bad.yaml")
        #expect(base16.count == 3, "\(base16)")
        #expect(base16[0].contains("bad.yaml:3:"), "\(base16)")
        let truncatedYAML = lines("system: base16\nname: x\npalette: {base00: \"#ffffff\"", "cut.yaml")
        #expect(truncatedYAML.count == 1 && truncatedYAML[0].contains("not valid YAML"), "\(truncatedYAML)")
        let toml = lines("[colors.primary]\nbackground = 12\nforeground = \"#fff\"\n[colors", "bad.toml")
        #expect(toml.count == 1 && toml[0].contains("not valid TOML"), "\(toml)")
        let tomlType = lines("[colors.primary]\nbackground = 12\nforeground = \"#fff\"\n", "type.toml")
        #expect(tomlType.count == 1 && tomlType[0].contains("type.toml:2:1"), "\(tomlType)")
        let plist = lines("<?xml version=\"1.0\"?><plist><dict><key>Ansi 0 Color</key><string>red</string>", "cut.itermcolors")
        #expect(plist.count == 1, "\(plist)")
        let kitty = lines("color0 #000\ncolor999 #fff\nbackground nothex\n", "bad.conf")
        #expect(kitty.count == 2, "\(kitty)")
        // Lines of 16 bytes: the cap (a power of two) ends at a line's end, so the part the
        // content sniff reads is whole lines, as a file of any size is cut somewhere.
        let cap = FormatFiles.maximumFileSize
        let huge = lines(String(repeating: "background=#fff\n", count: cap / 16 + 1), "huge")
        #expect(huge.count == 1 && huge[0].contains("Shade reads files of at most \(FileSystem.sizeText(cap)) (\(cap) bytes); skipped"), "\(huge)")
    }

    /// A folder of 600 terminal themes is listed by name and a 4 KiB look each; nothing is parsed
    /// until asked (a broken theme is only reported when read).
    @Test func aFolderOf600ThemesIsDetectedWithoutParsing() {
        let folder = Support.scratch()
        for index in 0..<600 {
            let text = index == 7 ? "palette = 1=#broken\n" + Self.ghostty : Self.ghostty
            Support.write(text, folder + "/theme-\(index)")
        }
        Support.write("{}", folder + "/notes.json")
        let found = FormatRegistry.scan(folder)
        #expect(found.count == 600 && found.allSatisfy { $0.format == .ghostty })
        let broken = found.first { $0.path.hasSuffix("/theme-7") }!
        #expect(FormatRegistry.read(broken).diagnostics.count == 1)
    }
}
