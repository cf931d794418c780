import Foundation
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// Sibling packages of one npm scope in one workspace (`@acme/mobile-tokens`,
/// `@acme/web-tokens`) are named by one rule: when one, whose name is generic words, is named by
/// the scope, every one is, told apart by its package's folder.
@Suite struct ScopeFamilyNamesTests {
    static func package(_ name: String) -> String { #"{ "name": "\#(name)" }"# }
    static let tokens = ##"{ "color": { "$type": "color", "bg": { "$value": "#ffffff" }, "fg": { "$value": "#111111" }, "accent": { "$value": "#0055cc" } } }"##

    @Test func siblingPackagesOfOneScopeAreNamedAlike() throws {
        let (themes, _) = try SystemFolderTests.load([
            "packages/mobile-tokens/package.json": Self.package("@acme/mobile-tokens"),
            "packages/mobile-tokens/json/tokens.json": Self.tokens,
            "packages/web-tokens/package.json": Self.package("@acme/web-tokens"),
            "packages/web-tokens/json/tokens.json": Self.tokens.replacingOccurrences(of: "#0055cc", with: "#aa2200"),
        ])
        #expect(themes.map(\.name).sorted() == ["acme (mobile-tokens)", "acme (web-tokens)"])
    }

    @Test func siblingsNamedByTheirOwnNamesKeepThem() throws {
        let (themes, _) = try SystemFolderTests.load([
            "packages/mobile-tokens/package.json": Self.package("@acme/mobile-tokens"),
            "packages/mobile-tokens/json/tokens.json": Self.tokens,
            "packages/tv-tokens/package.json": Self.package("@acme/tv-tokens"),
            "packages/tv-tokens/json/tokens.json": Self.tokens.replacingOccurrences(of: "#0055cc", with: "#aa2200"),
        ])
        #expect(themes.map(\.name).sorted() == ["mobile-tokens", "tv-tokens"])
    }

    @Test func aPackageAloneKeepsItsOwnName() throws {
        let (themes, _) = try SystemFolderTests.load([
            "packages/mobile-tokens/package.json": Self.package("@acme/mobile-tokens"),
            "packages/mobile-tokens/json/tokens.json": Self.tokens,
        ])
        #expect(themes.map(\.name) == ["mobile-tokens"])
    }
}
