import Foundation
import Testing
@testable import ShadeCatalog
@testable import ShadeTokens

/// `shade list --explain` lists the files of every context of a folder axis (sibling folders
/// that are alternatives), not only the default context's.
@Suite struct ExplainFolderAxesTests {
    @Test func eachAlternativesFilesAreTaken() throws {
        let root = try SystemFolderTests.folder([
            "tokens/classic/color.json": ##"{"color": {"bg": {"value": "#ffffff", "type": "color"}, "fg": {"value": "#111111", "type": "color"}, "accent": {"value": "#0055cc", "type": "color"}}}"##,
            "tokens/vr/color.json": ##"{"color": {"bg": {"value": "#fafafa", "type": "color"}, "fg": {"value": "#222222", "type": "color"}, "accent": {"value": "#aa2200", "type": "color"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let theme = try #require(catalog.themes.first { $0.source != .bundled })
        let explanation = try #require(catalog.explanation(of: theme))
        let taken = explanation.taken.map { ($0.path as NSString).pathComponents.suffix(2).joined(separator: "/") }
        #expect(taken == ["classic/color.json", "vr/color.json"], "\(explanation.taken)")
        #expect(explanation.taken.last?.note.contains("theme=vr") == true, "\(explanation.taken)")
    }
}
