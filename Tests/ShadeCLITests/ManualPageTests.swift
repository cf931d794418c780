import Foundation
import Testing
@testable import ShadeCLI

/// `docs/shade.1` is generated from the commands; this fails when either changed without
/// the other. `scripts/man-page` (which sets SHADE_WRITE_MAN_PAGE=1) rewrites the page.
@Suite struct ManualPageTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/shade.1").path

    @Test func theCommittedPageMatchesTheCommands() throws {
        let page = try ManualPage.render(dumpHelp: Shade._dumpHelp(), version: ShadeVersion.current)
        if ProcessInfo.processInfo.environment["SHADE_WRITE_MAN_PAGE"] == "1" {
            try Data(page.utf8).write(to: URL(fileURLWithPath: Self.path), options: .atomic)
        }
        let committed = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(committed == page, "docs/shade.1 is stale: run scripts/man-page")
    }

    @Test func everyCommandAndOptionIsOnThePage() throws {
        let page = try ManualPage.render(dumpHelp: Shade._dumpHelp(), version: ShadeVersion.current)
        for command in ["preview", "list", "tokens", "contrast", "validate", "snapshot", "sheet"] {
            #expect(page.contains(".SS \"shade \(command)\""), "\(command)")
        }
        for option in ["themes", "theme", "appearance", "contrast", "format", "only-failures", "simulate", "size", "output", "split", "color"] {
            #expect(page.contains("\\fB" + ManualPage.roff("--" + option) + "\\fR"), "--\(option)")
        }
        #expect(page.contains(PreviewHelp.digitRange.replacingOccurrences(of: "-", with: "\\-")))
        #expect(page.contains("generate\\-completion\\-script"))
    }

    @Test func roffNeverStartsARequestFromText() {
        #expect(ManualPage.roff(".TH evil") == "\\&.TH evil")
        #expect(ManualPage.roff("a\\b-c") == "a\\eb\\-c")
    }
}
