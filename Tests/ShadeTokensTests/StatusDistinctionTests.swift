import Foundation
import ShadeColor
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// Which status colours a colour vision merges: the threshold logic on constructed colours,
/// then the bundled themes measured (computed, not hard-coded).
@Suite struct StatusDistinctionTests {
    static let catalog = ThemeCatalog.load(paths: [])

    private func pair(_ first: RGB, _ second: RGB, _ simulation: VisionSimulation = .normal) -> StatusDistinction {
        StatusDistinction(simulation: simulation, first: .success, first, second: .warning, second)
    }

    @Test func theThresholdIsTenAndInclusiveAtTheTop() throws {
        #expect(StatusDistinction.threshold == 10)
        #expect(!pair(RGB(0x808080), RGB(0x808080)).isDistinct)
        #expect(pair(RGB(0x808080), RGB(0x808080)).deltaE == 0)
        // Greys differ in lightness only: find the first step that reaches the threshold and
        // check the flag flips exactly there.
        let steps = (1...80).map { offset -> StatusDistinction in
            let level = UInt8(0x60 + offset)
            return pair(RGB(0x606060), RGB(red: level, green: level, blue: level))
        }
        let first = try #require(steps.firstIndex { $0.deltaE >= 10 })
        #expect(first > 0)
        #expect(steps[first].isDistinct)
        #expect(!steps[first - 1].isDistinct)
        #expect(steps[first - 1].deltaE < 10)
        for step in steps { #expect(step.isDistinct == (step.deltaE >= StatusDistinction.threshold)) }
    }

    @Test func theShownValueIsRoundedDownToTenths() {
        for offset in stride(from: 1, through: 60, by: 3) {
            let level = UInt8(0x40 + offset)
            let distinction = pair(RGB(0x404040), RGB(red: level, green: level, blue: level))
            let shown = Double(distinction.deltaEText)!
            #expect(shown <= distinction.deltaE && distinction.deltaE - shown < 0.1, "\(distinction.deltaE) shown as \(shown)")
        }
    }

    @Test func coloursAreComparedAsTheSimulationSeesThem() {
        let red = RGB(0xC0392B), green = RGB(0x27AE60)
        let normal = pair(red, green)
        #expect(normal.firstSeen == red && normal.secondSeen == green)
        #expect(normal.deltaE == deltaE2000(red, green))
        let deuteranopia = pair(red, green, .deuteranopia)
        #expect(deuteranopia.firstSeen == VisionSimulation.deuteranopia.apply(to: red))
        #expect(deuteranopia.deltaE == deltaE2000(deuteranopia.firstSeen, deuteranopia.secondSeen))
        #expect(deuteranopia.deltaE < normal.deltaE, "red and green move together for a deuteranope")
    }

    @Test func everyPairOfStatusTokensIsComparedOnTheBackground() throws {
        let theme = try #require(Self.catalog.theme(named: "Sky")).resolve(Resolution(.light))
        let pairs = theme.statusDistinctions(under: .protanopia)
        #expect(pairs.map { "\($0.first.rawValue)/\($0.second.rawValue)" } == ["success/warning", "success/error", "warning/error"])
        let ground = theme[.backgroundPrimary]
        for distinction in pairs {
            #expect(distinction.simulation == .protanopia)
            #expect(distinction.firstSeen == VisionSimulation.protanopia.apply(to: theme.color(distinction.first, over: ground)))
            #expect(distinction.secondSeen == VisionSimulation.protanopia.apply(to: theme.color(distinction.second, over: ground)))
        }
    }

    @Test func bundledStatusColoursAreDistinctWithNormalVision() throws {
        for theme in Self.catalog.themes {
            for resolution in Resolution.all {
                let resolved = try theme.resolve(resolution)
                #expect(resolved.confusableStatusPairs(under: .normal).isEmpty, "\(theme.name) \(resolution.name)")
            }
        }
    }

    /// The status colours every theme shared before issue 12 (Grass 700, Gold 700, Tomato 650):
    /// red/green deficiencies merge them. The bundled themes no longer do (StatusColourTests).
    @Test func redGreenDeficienciesMergeTheOldSharedStatusColours() throws {
        let folder = try Fixtures.folder(["old.json": """
        { "$extensions": { "dev.shade": { "name": "Old", "extends": "Sky" } },
          "light": { "$type": "color", "success": { "$value": "#536634" }, "warning": { "$value": "#84501A" }, "error": { "$value": "#A4464F" } } }
        """])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let old = try #require(ThemeCatalog.load(paths: [folder]).theme(named: "Old")).resolve(Resolution(.light))
        for simulation in [VisionSimulation.deuteranopia, .protanopia] {
            let flagged = old.confusableStatusPairs(under: simulation)
            #expect(!flagged.isEmpty, "\(simulation.label) merges no status pair")
            for theme in Self.catalog.themes {
                #expect(try theme.resolve(Resolution(.light)).confusableStatusPairs(under: simulation).isEmpty, "\(theme.name)")
            }
            // The classic collapse: green and amber (or green and red) become one olive.
            #expect(flagged.contains { $0.first == .success }, "\(simulation.label)")
            for distinction in flagged {
                #expect(distinction.deltaE < StatusDistinction.threshold)
                #expect(distinction.deltaE == deltaE2000(distinction.firstSeen, distinction.secondSeen))
            }
        }
    }

    @Test func confusablePairsComeClosestFirst() throws {
        let theme = try #require(Self.catalog.theme(named: "Gold")).resolve(Resolution(.dark))
        for simulation in VisionSimulation.allCases {
            let merged = theme.confusableStatusPairs(under: simulation)
            #expect(merged.map(\.deltaE) == merged.map(\.deltaE).sorted())
            #expect(merged.count == theme.statusDistinctions(under: simulation).filter { !$0.isDistinct }.count)
        }
    }
}
