import Foundation
import Testing
import ShadeColor
@testable import ShadeCatalog
@testable import ShadeTokens

/// Files of one folder named as one system's parts (`sds-colors`, `sds-semantic`, `sds-spacing`,
/// as DuckDuckGo's SERP build reads them together), each of its own tokens and no alias between
/// them, are one system; files of one start that define the same tokens stay themes of their own.
@Suite struct NamedPartsTests {
    static let palette = ##"{ "color-palette": { "$type": "color", "white": { "$value": "#ffffff" }, "ink": { "$value": "#111111" }, "blue": { "$value": "#3969ef" } } }"##
    static let semantic = ##"{ "background": { "$type": "color", "page": { "$value": "#fafafa" } }, "text": { "$type": "color", "body": { "$value": "#222222" } }, "accent": { "$type": "color", "$value": "#3969ef" } }"##
    static let spacing = ##"{ "space": { "$type": "dimension", "small": { "$value": "4px" } } }"##

    @Test func partsNamedAsOneSystemAreOne() throws {
        let (themes, catalog) = try SystemFolderTests.load([
            "tokens/acme-colors.json": Self.palette, "tokens/acme-semantic.json": Self.semantic, "tokens/acme-spacing.json": Self.spacing,
        ])
        #expect(themes.count == 1, "\(themes.map(\.name))")
        #expect(try themes.first?.resolve(Resolution(.light))[.backgroundPrimary] == RGB(0xFAFAFA))
        #expect(catalog.explanations.contains { $0.reason.contains("acme-colors, acme-semantic, acme-spacing are named as one system's parts") })
    }

    /// `theme-ocean` and `theme-forest` define the same tokens: modes of one collection, as
    /// before, never parts.
    @Test func filesOfTheSameTokensAreNotParts() throws {
        let forest = Self.semantic.replacingOccurrences(of: "#fafafa", with: "#e3eee1")
        let (_, catalog) = try SystemFolderTests.load(["tokens/theme-ocean.json": Self.semantic, "tokens/theme-forest.json": forest])
        #expect(!catalog.explanations.contains { $0.reason.contains("named as one system's parts") })
    }
}
