import Foundation
import ShadeColor
import Testing
@testable import ShadeTokens

/// `shade fix`'s proposals: each reaches its ratio, and reports the ΔE2000 it costs.
@Suite struct ContrastFixTests {
    /// Sky dark's tertiary text on backgroundTertiary is 3.56:1 (AA needs 4.5).
    @Test func skyDarkTertiaryGetsBothProposals() throws {
        let sky = try #require(Fixtures.catalog.theme(named: "Sky"))
        let fixes = try sky.contrastFixes(Resolution(.dark), target: .aa)
        let fix = try #require(fixes.first { $0.token == .foregroundTertiary })
        let resolved = try sky.resolve(Resolution(.dark))
        let step = try #require(fix.rampStep)
        #expect(step.value == "{palette.200}", "the next lighter step that passes")
        let light = try #require(fix.lightness)
        for candidate in [step, light] {
            // Every pair of the token reaches AA with the candidate, by the formula computed here.
            for pair in resolved.pairs where pair.foreground == .foregroundTertiary {
                let ratio = DeclaredPairsTests.wcag(candidate.color.rgb.hex, resolved[pair.background].hex)
                #expect(ratio >= 4.5, "\(candidate.value) on \(pair.background.rawValue): \(ratio)")
            }
            #expect(candidate.deltaE == deltaE2000(resolved[.foregroundTertiary], candidate.color.rgb))
            #expect(candidate.deltaE > 0)
        }
        // The lightness change keeps hue and chroma (as far as gamut and bytes allow).
        let before = OKLab(resolved[.foregroundTertiary]).lch, after = OKLab(light.color.rgb).lch
        #expect(abs(before.h - after.h) < 3)
        #expect(after.l > before.l)
        #expect(fix.chosen == (step.deltaE <= light.deltaE ? step : light))
    }

    @Test func aaaAsksForMoreAndStillReachesIt() throws {
        let sky = try #require(Fixtures.catalog.theme(named: "Sky"))
        let fixes = try sky.contrastFixes(Resolution(.light), target: .aaa)
        #expect(!fixes.isEmpty)
        let resolved = try sky.resolve(Resolution(.light))
        for fix in fixes {
            guard let chosen = fix.chosen else { continue }
            for pair in resolved.pairs where pair.foreground == fix.token && pair.isRequired {
                let drawn = resolved.details(fix.token).written.isOpaque ? chosen.color.rgb : chosen.color.composited(over: resolved[pair.background])
                #expect(contrastRatio(drawn, resolved[pair.background]) >= FixTarget.aaa.ratio(for: pair), "\(fix.token.rawValue)")
            }
        }
    }

    @Test func aThemeThatPassesNeedsNoFix() throws {
        let graphite = try #require(Fixtures.catalog.theme(named: "Graphite"))
        #expect(try graphite.contrastFixes(Resolution(.light, .high), target: .aa).isEmpty)
    }
}

/// The fixed theme, built in memory for showing beside the original.
@Suite struct AppliedFixesTests {
    @Test func theFixedThemePassesWhereTheProposalsReach() throws {
        let sky = try #require(Fixtures.catalog.theme(named: "Sky"))
        let fixed = try #require(sky.applyingFixes(target: .aa))
        #expect(fixed.name == "Sky (fixed)")
        let dark = try fixed.resolve(Resolution(.dark))
        #expect(dark.contrastResults().allSatisfy { $0.passes })
        // Untouched tokens and the increased-contrast variant stay as they were.
        let original = try sky.resolve(Resolution(.dark, .high))
        let fixedHigh = try fixed.resolve(Resolution(.dark, .high))
        for token in ColorToken.allCases { #expect(fixedHigh[token] == original[token], "\(token.rawValue)") }
    }
}
