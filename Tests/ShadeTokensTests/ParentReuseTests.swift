import Foundation
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// A theme that extends another reuses the parent's resolutions and token check
/// (`ReusableResolution`, `ReusableCheck`); these compare every verdict, resolved value and
/// diagnostic, in order, with the same theme resolved from its layers alone.
@Suite struct ParentReuseTests {
    private static func theme(_ name: String, extends parent: String, _ groups: String = "", pairs: String = "") -> String {
        let extra = groups.isEmpty ? "" : ", " + groups
        return #"{ "$extensions": { "dev.shade": { "name": "\#(name)", "extends": "\#(parent)"\#(pairs) } }\#(extra) }"#
    }

    /// Overrides of every kind, broken ones among them, in chains of user themes.
    private static let files: [String: String] = [
        "a-ground.json": theme("Ground", extends: "Sky", ##""light": { "$type": "color", "backgroundPrimary": { "$value": "#E0F0FF" }, "accent": { "$value": "{palette.650}" } }"##),
        "b-palette.json": theme("Stops", extends: "Ground", ##""palette": { "$type": "color", "650": { "$value": "#113366" }, "200": { "$value": "#DDEEFF" } }"##),
        "c-dark.json": theme("Dark", extends: "Stops", ##""dark": { "$type": "color", "foregroundPrimary": { "$value": "#F0F0F0" } }, "darkHighContrast": { "$type": "color", "accent": { "$value": "{palette.100}" } }"##),
        "d-dangling.json": theme("Dangling", extends: "Sky", ##""light": { "$type": "color", "accent": { "$value": "{palette.6500}" } }"##),
        "e-mismatch.json": theme("Mismatch", extends: "Ground", ##""light": { "$type": "color", "onAccent": { "$value": "{spacing.md}" } }"##),
        "f-cycle.json": theme("Cycle", extends: "Sky", ##""palette": { "$type": "color", "650": { "$value": "{light.accent}" } }"##),
        "g-translucent.json": theme("Glass", extends: "Ground", ##""light": { "$type": "color", "backgroundPrimary": { "$value": "#FFFFFF", "$extensions": { "dev.shade": { "opacity": 0.5 } } }, "surfacePrimary": { "$value": "{palette.300}", "$extensions": { "dev.shade": { "opacity": 0.4, "over": "accent" } } } }"##),
        "h-broken-parent.json": theme("Broken", extends: "Sky", ##""light": { "$type": "color", "foregroundPrimary": { "$value": "{palette.nope}" } }"##),
        "i-child-of-broken.json": theme("Mended", extends: "Broken", ##""light": { "$type": "color", "foregroundPrimary": { "$value": "#101010" } }"##),
        "j-child-of-broken.json": theme("Still broken", extends: "Broken", ##""dark": { "$type": "color", "accent": { "$value": "#ABCDEF" } }"##),
        "k-shapes.json": theme("Shapes", extends: "Stops", ##""spacing": { "$type": "dimension", "md": { "$value": "{palette.200}" } }, "radius": { "$type": "dimension", "lg": { "$value": { "value": 20, "unit": "px" } } }"##),
        "l-shadow.json": theme("Shadow", extends: "Ground", ##""palette": { "$type": "color", "900": { "$value": "#GG0000" } }"##),
        "m-pairs.json": theme("Pairs", extends: "Ground", ##""light": { "$type": "color", "accent": { "$value": "#3366CC" } }"##,
                              pairs: ##", "controlOutline": "decorative""##),
        "n-stray.json": theme("Stray", extends: "Stops", ##""extra": { "$type": "color", "one": { "$value": "{palette.9}" }, "two": { "$value": "{extra.three}" }, "three": { "$value": "{extra.two}" } }"##),
        "o-inherited-cycle.json": theme("Loop", extends: "Stops", ##""palette": { "$type": "color", "50": { "$value": "{palette.100}" }, "100": { "$value": "{palette.50}" } }"##),
        "p-untouched.json": theme("Untouched", extends: "Mended"),
    ]

    /// The same theme with no parent to reuse: resolved from its layers alone.
    private func straightforward(_ theme: Theme) -> Theme {
        Theme(document: theme.layers[theme.layers.count - 1], source: theme.source, ancestors: Array(theme.layers.dropLast()))
    }

    private func expectSame(_ reused: ResolvedTheme, _ full: ResolvedTheme, _ comment: String) {
        #expect(ColorToken.allCases.map(reused.details) == ColorToken.allCases.map(full.details), "\(comment)")
        #expect(reused.spacing == full.spacing && reused.radius == full.radius, "\(comment)")
        #expect(reused.cardRadius == full.cardRadius && reused.controlRadius == full.controlRadius, "\(comment)")
        #expect(reused.shadows == full.shadows && reused.pairs == full.pairs && reused.themeName == full.themeName, "\(comment)")
    }

    @Test(arguments: [false, true])
    func everyVerdictValueAndDiagnosticMatchesAFullResolution(childrenFirst: Bool) throws {
        let folder = try Fixtures.folder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        #expect(catalog.themes.count == 7 + Self.files.count, "\(catalog.diagnostics)")
        // Children before parents makes each child ask its parent for what it reuses first.
        let themes = childrenFirst ? catalog.themes.reversed() : catalog.themes
        var failing = 0
        for theme in themes {
            let full = straightforward(theme)
            #expect(theme.problems() == full.problems(), "\(theme.name)")
            #expect(theme.availableResolutions == full.availableResolutions, "\(theme.name)")
            for resolution in Resolution.all {
                #expect(theme.outOfGamutColors(resolution) == full.outOfGamutColors(resolution), "\(theme.name)")
                let reusedOutcome = Result { () throws(ThemeProblems) in try theme.resolve(resolution) }
                let fullOutcome = Result { () throws(ThemeProblems) in try full.resolve(resolution) }
                switch (reusedOutcome, fullOutcome) {
                case (.success(let reused), .success(let expected)): expectSame(reused, expected, "\(theme.name) \(resolution.name)")
                case (.failure(let reused), .failure(let expected)):
                    failing += 1
                    #expect(reused.description == expected.description, "\(theme.name) \(resolution.name)")
                default: Issue.record("\(theme.name) \(resolution.name): one resolves, the other does not")
                }
            }
        }
        #expect(failing >= 10, "the fixtures break a good many variants")
        let fullProblems = (catalog.diagnostics + catalog.themes.map { straightforward($0).problems() }.flatMap { $0 }).uniqued().cappedPerFile()
        #expect(catalog.allProblems() == fullProblems)
        #expect(catalog.availableResolutions() == catalog.themes.map { straightforward($0).availableResolutions })
    }

    @Test func aChildOfACleanParentChecksOnlyWhatItsFileTouches() throws {
        let folder = try Fixtures.folder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        let stray = try #require(catalog.theme(named: "Stray"))
        let problems = stray.problems().map(\.message)
        #expect(problems.contains { $0.hasPrefix("alias {palette.9} points to nothing") }, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("alias cycle: extra.three → extra.two → extra.three") }, "\(problems)")
        #expect(stray.availableResolutions == Resolution.all, "a stray token breaks no variant")
    }
}
