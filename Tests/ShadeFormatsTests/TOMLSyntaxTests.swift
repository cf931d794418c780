@testable import ShadeFormats
import ShadeTokens
import Testing

/// TOML that toml++ (under TOMLKit) asserted on instead of reporting (issue 19's fuzz): each
/// is now one diagnostic at its place, read in this very process — before the grammar check
/// in libShadeParsers, each of these aborted the test runner. Valid TOML that looks like the
/// hostile cases still reads.
@Suite struct TOMLSyntaxTests {
    static let underscores = String(repeating: "_", count: 110)

    /// Text, then the line and column the diagnostic must name.
    static let hostile: [(String, Int, Int)] = [
        // A table header split after its `[`: the fuzz case that aborted `shade validate`.
        ("[\ncolors.primary]\n", 1, 2),
        ("[colors]\n[\r\nx]\n", 2, 2),
        ("[colors]\n[ \t\n", 2, 4),
        ("[colors]\n[#]\n", 2, 2),
        ("[colors]\n[=]\n", 2, 2),
        ("[colors]\n[.a]\n", 2, 2),
        ("[colors]\n[\u{0B}]\n", 2, 2),
        // An array-of-tables header left open, or with a third bracket.
        ("[colors]\n[[\na]]\n", 2, 3),
        ("[colors]\n[[ [a]]]\n", 2, 4),
        ("[colors]\n[[[a]]]\n", 2, 3),
        // What cannot start an array's value: a brace, or a line separator toml++ counts as space.
        ("[colors]\nx = [}]\n", 2, 6),
        ("[colors]\nx = [1, }]\n", 2, 9),
        ("[colors]\nx = [\u{2028}]\n", 2, 6),
        ("[colors]\nx = [\u{85}]\n", 2, 6),
        ("[colors]\nx = { y = [}] }\n", 2, 12),
        // A date with a space and one digit (toml++ reads on into a time that is not there).
        ("[colors]\nx = 2000-01-01 1\n", 2, 5),
        ("[colors]\nx = [2000-01-01 1]\n", 2, 6),
        // A number whose underscores overflow toml++'s look-back buffer.
        ("[colors]\nx = 2\(underscores)000-01-01 12\n", 2, 5),
        ("[colors]\nx = 1979-05-27T\n", 2, 5),
    ]

    @Test(arguments: hostile)
    func hostileTOMLIsOneDiagnosticAtItsPlace(_ text: String, _ line: Int, _ column: Int) {
        let problems = AlacrittyReader.read(text: text, file: "t.toml").diagnostics
        #expect(problems.count == 1, "\(problems)")
        let description = problems.first?.description ?? ""
        #expect(description.hasPrefix("t.toml:\(line):\(column): not valid TOML: "), "\(description)")
        #expect(!description.contains("\n") && !description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" },
                "one line, no raw control: \(description.debugDescription)")
    }

    @Test func messagesSayWhatCameBeforeTheStrayText() {
        let value = AlacrittyReader.read(text: "[colors]\nx = 1 2\n", file: "t.toml").diagnostics.map(\.description)
        #expect(value == ["t.toml:2:7: not valid TOML: expected the end of the line after a value, saw '2'"], "\(value)")
        let header = AlacrittyReader.read(text: "[colors] x\n", file: "t.toml").diagnostics.map(\.description)
        #expect(header == ["t.toml:1:10: not valid TOML: expected the end of the line after a table header, saw 'x'"], "\(header)")
    }

    /// Valid TOML 1.0 with the shapes the check looks at closely: it must pass to toml++ and read.
    static let valid = [
        "[colors.primary]\nbackground = \"#1e1e2e\"\n",
        "[ colors . \"primary\" ]   # spaced\r\nforeground = '#cdd6f4'\r\n",
        "[[colors.indexed_colors]]\nindex = 16\ncolor = \"0xff0000\"\n[[colors.indexed_colors]]\nindex = 17\n",
        "x = [\n  [1, 2],\n  [\n    3,\n  ],\n  # a comment\n]\n[colors]\n",
        "x = \"\"\"\n[not a header\n\"quoted\" \\\n   joined\"\"\"\"\n[colors]\n",
        "x = '''\n[still text\n'''\n[colors]\n",
        "x = \"\"\"two quotes at the end\"\"\"\"\"\n",
        "a = 1979-05-27 07:32:00Z\nb = 1979-05-27T00:32:00.999999-07:00\nc = 1979-05-27\nd = 07:32:00\ne = 1979-05-27t07:32:00\n",
        "i = [+99, 42, 0, -17, 1_000, 5_349_221, 0xDEAD_beef, 0o755, 0b1101]\n",
        "f = [+1.0, 3.1415, -0.01, 5e+22, 1e06, -2E-2, 6.626e-34, 224_617.445_991, inf, -inf, +nan, -0.0]\n",
        "t = { a = true, b.c = false, \"q k\" = [1, {x = 1}] }\nempty = {}\nnone = []\ntrail = [1, 2,]\n",
        "\u{FEFF}[colors]\n'literal key' = \"\\u00e9\\U0001F600\\t\\\"\"\n\"\" = 1\n",
        "3.14159 = \"pi\"\n[a.b.c]\n[d.e.f]\n",
        "# only a comment with a tab\tand \u{e9}\n",
        "",
    ]

    @Test(arguments: valid)
    func validTOMLStillReads(_ text: String) throws {
        let document = MarkupDocument.toml(text, file: "v.toml")
        guard case .success = document else {
            Issue.record("refused: \(document) for \(text.debugDescription)")
            return
        }
    }

    @Test func aValidAlacrittyThemeStillReadsWholeAfterTheCheck() throws {
        let text = "[colors.primary]\nbackground = \"#1e1e2e\"\nforeground = \"#cdd6f4\"\n[colors.normal]\nblack = \"#45475a\"\nred = '#f38ba8'\n"
        let (palette, problems) = AlacrittyReader.read(text: text, file: "a.toml")
        #expect(problems.isEmpty, "\(problems)")
        #expect(palette?.tokens.count ?? 0 >= 4, "\(String(describing: palette?.tokens))")
    }
}
