import Foundation
import Testing
@testable import ShadeCLI
@testable import ShadeCatalog
@testable import ShadeTokens

/// `shade list --explain` says where a theme's name comes from as the catalog named it: a
/// file named for its kind of tokens takes its project's name, and the line says so.
@Suite struct ExplainNameTests {
    @Test func aFileNamedForItsKindSaysItsProjectNamesIt() throws {
        let root = NSTemporaryDirectory() + "shade-explain-name-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/src", withIntermediateDirectories: true)
        try Data(##"{"name": "@acme/acme-ds"}"##.utf8).write(to: URL(fileURLWithPath: root + "/package.json"))
        try Data(##"{"bg": {"$type": "color", "page": {"$value": "#ffffff"}}, "text": {"$type": "color", "body": {"$value": "#111111"}}}"##.utf8)
            .write(to: URL(fileURLWithPath: root + "/src/theme.tokens.json"))
        let catalog = ThemeCatalog.load(paths: [root])
        let text = ExplainReport.text(catalog)
        #expect(text.contains("acme-ds  "), "\(text)")
        #expect(text.contains("name: the project's"), "\(text)")
        #expect(!text.contains("name: its file's name"), "\(text)")
    }
}
