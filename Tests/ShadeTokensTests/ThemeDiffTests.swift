import Foundation
import ShadeColor
@testable import ShadeTokens
import Testing
@testable import ShadeCatalog

/// `ThemeDiffer` on themes written for the test: which roles, tokens and pairs it reports for
/// one edit, and nothing else; how themes are matched across the sides.
@Suite struct ThemeDiffTests {
    /// A theme extending Sky named `name`, with `light` tokens overridden (token → value).
    private func theme(_ name: String, light: [String: String] = [:]) -> String {
        let tokens = light.sorted { $0.key < $1.key }.map { #""\#($0.key)": { "$value": "\#($0.value)", "$type": "color" }"# }
        return ##"{ "$extensions": { "dev.shade": { "name": "\##(name)", "extends": "Sky" } }, "light": { \##(tokens.joined(separator: ", ")) } }"##
    }

    private func entries(_ files: [String: String]) throws -> (entries: [ThemeDiffer.Entry], folder: String) {
        let folder = try Fixtures.folder(files)
        let catalog = ThemeCatalog.load(paths: [folder])
        let entries = catalog.themes.compactMap { theme -> ThemeDiffer.Entry? in
            guard case .file(let path) = theme.source else { return nil }
            return ThemeDiffer.Entry(theme: theme, file: String(path.dropFirst(folder.count + 1)))
        }
        return (entries, folder)
    }

    private func diff(old: [String: String], new: [String: String]) throws -> [ThemeDiff] {
        let (before, oldFolder) = try entries(old)
        let (after, newFolder) = try entries(new)
        defer {
            try? FileManager.default.removeItem(atPath: oldFolder)
            try? FileManager.default.removeItem(atPath: newFolder)
        }
        return ThemeDiffer.diff(old: before, new: after)
    }

    @Test func movingTheAccentChangesOnlyTheAccentRoleAndToken() throws {
        let diffs = try diff(old: ["ocean.json": theme("Ocean")], new: ["ocean.json": theme("Ocean", light: ["accent": "{palette.400}"])])
        let ocean = try #require(diffs.first)
        #expect(diffs.count == 1 && ocean.status == .kept && !ocean.isUnchanged)
        #expect(ocean.resolutions.map(\.resolution) == Resolution.all)
        let light = try #require(ocean.resolutions.first { $0.resolution == Resolution(.light) })
        #expect(light.roles.map(\.role) == [.accent])
        let accent = try #require(light.roles.first)
        let sky = try Fixtures.resolve("Sky", .light)
        #expect(accent.old.color == sky[.accent])
        #expect(accent.new.color != sky[.accent] && accent.deltaE > 5)
        #expect(accent.old.token == "light.accent" && accent.new.token == "light.accent")
        #expect(accent.old.aliases.last == "palette.650" && accent.new.aliases.last == "palette.400")
        #expect(light.tokens.map(\.path) == ["accent"] && light.tokens.first?.kind == .changed)
        #expect(light.tokens.first?.new?.written == "{palette.400}")
        #expect(light.pairs.allSatisfy { $0.pair.foreground == .accent || $0.pair.background == .accent })
        // The theme's own `light.accent` beats the base mapping's `lightHighContrast.accent`
        // (the most specific file wins), so light high contrast moves too; dark never reads it.
        let lightHigh = try #require(ocean.resolutions.first { $0.resolution == Resolution(.light, .high) })
        #expect(lightHigh.roles.map(\.role) == [.accent] && lightHigh.tokens.map(\.path) == ["accent"])
        #expect(lightHigh.roles.first?.old.token == "lightHighContrast.accent" && lightHigh.roles.first?.new.token == "light.accent")
        for other in ocean.resolutions where other.resolution.appearance == .dark {
            #expect(other.isUnchanged, "\(other.resolution.name)")
        }
    }

    @Test func aTextTokenRePointedToAFailingColourIsARegression() throws {
        let diffs = try diff(old: ["ocean.json": theme("Ocean")],
                             new: ["ocean.json": theme("Ocean", light: ["foregroundSecondary": "{palette.150}"])])
        let ocean = try #require(diffs.first)
        let regressions = ocean.regressions
        #expect(!regressions.isEmpty)
        #expect(regressions.allSatisfy { $0.resolution.appearance == .light && $0.change.pair.foreground == .foregroundSecondary })
        #expect(Set(regressions.map(\.resolution)) == [Resolution(.light), Resolution(.light, .high)])
        #expect(regressions.contains { $0.change.pair.background == .backgroundPrimary })
        let light = try #require(ocean.resolutions.first { $0.resolution == Resolution(.light) })
        // Regressions come first in the pair list.
        let firstOther = light.pairs.firstIndex { !$0.isRegression } ?? light.pairs.count
        #expect(light.pairs[..<firstOther].allSatisfy(\.isRegression) && light.pairs[firstOther...].allSatisfy { !$0.isRegression })
        #expect(light.roles.map(\.role) == [.foregroundSecondary])
    }

    @Test func unchangedThemesSayNothing() throws {
        let diffs = try diff(old: ["ocean.json": theme("Ocean")], new: ["ocean.json": theme("Ocean")])
        #expect(diffs.count == 1 && diffs[0].isUnchanged && diffs[0].regressions.isEmpty)
        #expect(diffs[0].resolutions.allSatisfy { $0.roles.isEmpty && $0.tokens.isEmpty && $0.pairs.isEmpty })
    }

    @Test func themesAreMatchedByNameAndRenamesByFile() throws {
        let diffs = try diff(old: ["a.json": theme("Alpha"), "b.json": theme("Beta"), "c.json": theme("Gamma")],
                             new: ["a.json": theme("alpha"), "b.json": theme("Bravo"), "d.json": theme("Delta")])
        #expect(diffs.map(\.name) == ["alpha", "Bravo", "Delta", "Gamma"])
        #expect(diffs.map(\.status) == [.kept, .renamed, .added, .removed])
        #expect(diffs[1].old?.name == "Beta" && diffs[1].old?.file == "b.json" && diffs[1].new?.file == "b.json")
        #expect(diffs[0].isUnchanged && diffs[1].resolutions.allSatisfy(\.isUnchanged))
        #expect(diffs[2].resolutions.allSatisfy { $0.presence == .added })
        #expect(diffs[3].resolutions.allSatisfy { $0.presence == .removed })
    }

    @Test func resolutionsCanBeNarrowed() throws {
        let diffs = try diff(old: ["ocean.json": theme("Ocean")], new: ["ocean.json": theme("Ocean", light: ["accent": "{palette.400}"])])
        let (before, oldFolder) = try entries(["ocean.json": theme("Ocean")])
        defer { try? FileManager.default.removeItem(atPath: oldFolder) }
        let narrowed = ThemeDiffer.diff(old: before, new: before, resolutions: [Resolution(.dark, .high)])
        #expect(narrowed.first?.resolutions.map(\.resolution) == [Resolution(.dark, .high)])
        #expect(diffs.first?.resolutions.count == 4)
    }

    @Test func tokensAreComparedByPathValueAndAliasChain() {
        func token(_ path: String, _ hex: UInt32, _ written: String, _ aliases: [String] = []) -> SystemColorToken {
            SystemColorToken(path: path, color: RGBA(RGB(hex)), written: written, aliases: aliases, file: "t.json")
        }
        let old = [token("a", 0x111111, "#111111"), token("b", 0x222222, "{x}", ["x"]), token("c", 0x333333, "#333333")]
        let new = [token("a", 0x111111, "#111111"), token("b", 0x222222, "{y}", ["y"]), token("d", 0x444444, "#444444")]
        let changes = ThemeDiffer.tokens(old: old, new: new)
        #expect(changes.map(\.path) == ["b", "c", "d"])
        #expect(changes.map(\.kind) == [.changed, .removed, .added])
    }
}
