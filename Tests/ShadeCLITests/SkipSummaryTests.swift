import ShadeTokens
import Testing
@testable import ShadeCLI

/// `list`'s one line about what it passed over names a file refused for its size as such: its
/// own line ends in "skipped" as a FIFO's does, and was counted as "not regular files or links
/// to nothing" (SAP's eleven `design-tokens.json` of 1.1–1.3 MiB under the former cap).
@Suite struct SkipSummaryTests {
    @Test func aFileOverTheSizeCapIsCountedAsSuch() {
        let cap = FileSystem.maximumThemeFileSize
        let diagnostics = [
            Diagnostic(file: "/t/a/design-tokens.json", message: FileSystem.sizeRefusal(size: cap + 1, cap: cap)),
            Diagnostic(file: "/t/b/design-tokens.json", message: FileSystem.sizeRefusal(size: nil, cap: cap)),
            Diagnostic(file: "/t/pipe", message: "not a regular file: a FIFO; skipped"),
        ]
        #expect(SkipSummary.line(diagnostics)
                == "skipped 3 entries: 2 over the \(FileSystem.sizeText(cap)) size cap, 1 not regular files or links to nothing (shade validate lists them)")
    }
}
