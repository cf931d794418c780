import Foundation
import Testing
@testable import ShadeCatalog

/// One detector, one answer: what a file is (another format's reader, Shade's or DTCG's kind,
/// or why it is not a theme), whichever question asks it.
@Suite struct FileClassifierTests {
    private func write(_ text: String, _ name: String) -> String {
        let path = Support.scratch() + "/" + name
        Support.write(text, path)
        return path
    }

    @Test func eachKindOfFileHasOneAnswer() throws {
        let cases: [(name: String, text: String, answer: FileClass)] = [
            ("mocha.conf", "background = 1e1e2e\nforeground = cdd6f4\npalette = 0=#45475a\n", .format(.ghostty)),
            ("studio.json", ##"{"$themes": [], "global": {"c": {"value": "#fff", "type": "color"}}}"##, .format(.tokensStudio)),
            ("legacy.json", ##"{"color": {"bg": {"value": "#ffffff", "type": "color"}}}"##, .format(.styleDictionary)),
            ("ocean.json", ##"{"light": {}, "dark": {}}"##, .dialect),
            ("a.resolver.json", ##"{"version": "2025.10", "resolutionOrder": []}"##, .resolver),
            ("colors.json", ##"{"color": {"bg": {"$type": "color", "$value": "#ffffff"}}}"##, .tokenFile),
            ("package.json", ##"{"name": "kit", "version": "1.0.0"}"##, .notATheme(.noToken)),
            ("README.md", "# Kit\n", .notATheme(.name)),
            ("tsconfig.json", "{}", .notATheme(.name)),
            ("notes.yaml", "title: notes\nitems: [a, b]\n", .notATheme(.noFormat)),
        ]
        for (name, text, answer) in cases {
            let path = write(text, name)
            #expect(try FileClassifier.classify(path).get() == answer, "\(name)")
            // The format question is the same answer's format, without a parse of unmarked JSON.
            #expect(try FileClassifier.format(of: path).get() == answer.format, "\(name)")
            #expect(FormatRegistry.detect(path) == answer.format, "\(name)")
            #expect(!answer.why.isEmpty)
        }
    }

    /// Under a name that does not say the format, Ghostty and kitty lines count only when
    /// they are the whole file: a component's source with one `background = …` line is
    /// source, not a theme (HashiCorp's `examples.gts`), while a theme of any name is read.
    @Test func terminalLinesUnderAnUnknownNameMustBeTheWholeFile() throws {
        let source = "/**\n * Copyright\n */\n\nimport type { Grid } from '@ember/grid';\n\n"
            + "<template>\n  <Grid\n    background = \"neutral-primary\"\n  />\n</template>\n"
        #expect(try FileClassifier.classify(write(source, "examples.gts")).get() == .notATheme(.noFormat))
        let ghostty = "# Mocha\nbackground = 1e1e2e\nforeground = cdd6f4\n\npalette = 0=#45475a\n"
        #expect(try FileClassifier.classify(write(ghostty, "Mocha.theme")).get() == .format(.ghostty))
        let kitty = "# Nord\nbackground #2e3440\nforeground #d8dee9\ncolor0 #3b4252\ncolor1 #bf616a\n"
        #expect(try FileClassifier.classify(write(kitty, "Nord.theme")).get() == .format(.kitty))
    }

    /// A file named without an extension is DTCG when its root is a token file or resolver,
    /// and nothing when it is JSON of something else.
    @Test func jsonWithoutAJSONNameIsDTCGOnlyWhenItsRootSaysSo() throws {
        let tokens = write(##"{"color": {"bg": {"$type": "color", "$value": "#ffffff"}}}"##, "colors.tokens")
        #expect(try FileClassifier.classify(tokens).get() == .format(.dtcg))
        let other = write(##"{"name": "kit"}"##, "settings")
        #expect(try FileClassifier.classify(other).get() == .notATheme(.noFormat))
    }

    @Test func aFileThatCannotBeLookedAtSaysWhy() throws {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for byte in "background = 1e1e2e\n".utf8 { utf16 += [byte, 0] }
        let path = Support.scratch() + "/wide.conf"
        try Data(utf16).write(to: URL(fileURLWithPath: path))
        guard case .failure(let problem) = FileClassifier.classify(path) else {
            Issue.record("UTF-16 text was classified")
            return
        }
        #expect(problem.message.contains("UTF-16"))
    }
}
