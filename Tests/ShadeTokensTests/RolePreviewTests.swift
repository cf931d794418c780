import Foundation
import ShadeCatalog
import ShadeJSON
import Testing
@testable import ShadeTokens

/// The role chooser's cheap path: a preview pins one role over the theme already drawn
/// (`Theme.pinning`), reusing what its inference read of the tokens (``RoleTokenFacts``), the
/// name matching and the declared pairs. It must give exactly the roles a full run gives: the
/// same system loaded afresh with the same role map, nothing reused.
@Suite struct RolePreviewTests {
    /// Systems of the labelled corpus (`corpus/roles/NAME/system`) in each format it holds
    /// (CSS, DTCG, Style Dictionary, Tokens Studio), with and without dark, loaded once.
    static let systems = corpusSystems(["shadcn", "material", "metamask", "axa", "shoelace", "fluent-demo", "kong", "polaris"])

    static func corpusSystems(_ names: [String]) -> [Theme] {
        let root = Fixtures.repositoryRoot.appendingPathComponent("corpus/roles").path
        return names.flatMap { name -> [Theme] in
            let folder = root + "/" + name + "/system"
            guard FileManager.default.fileExists(atPath: folder) else { return [] }
            return ThemeCatalog.load(paths: [folder]).themes.filter { $0.system != nil }
        }
    }

    /// A fresh copy of `theme` (nothing resolved, nothing read), for the full run.
    static func fresh(_ theme: Theme) -> Theme {
        Theme(system: theme.system!, source: theme.source, layout: theme.backing?.layout, name: theme.name, files: theme.backing!.files)
    }

    @Test func aPreviewPinsExactlyAsAFullRunDoes() throws {
        let systems = Self.systems
        #expect(systems.count >= 8, "the corpus is there: \(systems.count) systems")
        var compared = 0
        for theme in systems {
            // The context a system opens on, and its dark one when it has a second.
            let first = theme.availableResolutions.prefix(1)
            let resolutions = first + theme.availableResolutions.filter { $0 == Resolution(.dark) && !first.contains($0) }
            for resolution in resolutions {
                guard let drawn = try? theme.resolve(resolution) else { continue }
                let tokens = drawn.systemColors
                guard !tokens.isEmpty else { continue }
                let selectors = theme.modifiers.filter { $0.role != .extra }.compactMap { modifier in
                    drawn.context.selections[modifier.name].map { modifier.name + "=" + $0 }
                }
                for role in ColorToken.allCases {
                    // A token spread over the system's order per role: a pin may change the
                    // page, the text every ratio is read against, the palette.
                    for pick in [(role.index * 131 + (resolution.appearance == .dark ? 57 : 0)) % tokens.count] {
                        let map = Self.pinning(role, to: tokens[pick].path, at: selectors)
                        let cheap = try theme.pinning(map).resolve(resolution).roles
                        let full = try Self.fresh(theme).pinning(map).resolve(resolution).roles
                        #expect(cheap == full, "\(theme.name) \(resolution.name): \(role.rawValue) → \(tokens[pick].path)")
                        #expect(cheap[role].token == tokens[pick].path && cheap[role].origin == .explicit)
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 200, "\(compared) previews compared")
    }

    @Test func factsMadeForOtherTokensAreNotUsed() throws {
        let systems = Self.systems
        let first = try #require(systems.first { (try? $0.resolve(Resolution(.light)))?.systemColors.count ?? 0 > 2 })
        let tokens = try first.resolve(Resolution(.light)).systemColors
        let others = Array(tokens.dropFirst())
        let stale = RoleTokenFacts(tokens: tokens)
        #expect(stale.fits(tokens) && stale.fits(Array(tokens)))
        #expect(!stale.fits(others))
        #expect(RoleFiller.fill(tokens: others, appearance: .light, facts: stale) == RoleFiller.fill(tokens: others, appearance: .light))
    }

    /// A role map with `role` pinned to `path` at the context named by `selectors`.
    static func pinning(_ role: ColorToken, to path: String, at selectors: [String]) -> RoleMap {
        let here = SourcePosition(line: 1, column: 1)
        var value = RoleMap.Value.path(path, here)
        for selector in selectors.reversed() { value = .byContext([RoleMap.Choice(selector: selector, position: here, value: value)]) }
        return RoleMap(file: "preview.shade.json", entries: [RoleMap.Entry(role: role, position: here, value: value)])
    }
}
