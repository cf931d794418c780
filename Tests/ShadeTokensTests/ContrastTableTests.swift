import ShadeColor
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

@Suite struct ContrastTableTests {
    @Test(arguments: ThemeCatalog.bundledOrder, Appearance.allCases)
    func increasedContrastPassesAAAForEveryCheckedPair(theme: String, appearance: Appearance) throws {
        let resolved = try Fixtures.resolve(theme, appearance, .high)
        for result in resolved.contrastResults() {
            #expect(result.passes, "\(theme) \(appearance) high: \(result.pair.foreground) on \(result.pair.background) = \(result.ratio)")
            let expected = result.pair.kind == .nonText ? 3 : (result.pair.relaxed == nil ? 7 : 4.5)
            #expect(result.required == expected)
        }
    }

    @Test(arguments: ThemeCatalog.bundledOrder, Appearance.allCases)
    func ourOwnStandardTokensPassAA(theme: String, appearance: Appearance) throws {
        let resolved = try Fixtures.resolve(theme, appearance)
        let ours: Set<ColorToken> = [.accent, .onAccent, .success, .warning, .error]
        for result in resolved.contrastResults() where ours.contains(result.pair.foreground) && result.pair.kind == .text {
            #expect(result.ratio >= 4.5, "\(theme) \(appearance): \(result.pair.foreground) on \(result.pair.background)")
        }
    }

    @Test func referenceShortfallsAreKeptAndReported() throws {
        // The reference Gold ramp itself falls short here; the previewer shows the truth.
        let gold = try Fixtures.resolve("Gold", .dark)
        let pair = try #require(ContrastPair.checked.first { $0.foreground == .foregroundSecondary && $0.background == .backgroundTertiary })
        let result = gold.measure(pair)
        #expect(abs(result.ratio - 4.34) < 0.01)
        #expect(!result.passes)
        // Apple's secondaryLabel is translucent grey: measured composited, it fails AA.
        let system = try Fixtures.resolve("System", .light)
        let label = system.measure(ContrastPair(foreground: .foregroundSecondary, background: .backgroundPrimary, relaxed: nil))
        #expect(label.foreground == Fixtures.rgb("#85858B"))
        #expect(label.ratio < 4.5)
    }

    @Test func translucentTextIsMeasuredOnTheGroundItIsDrawnOn() throws {
        let system = try Fixtures.resolve("System", .light)
        let onSurface = system.measure(ContrastPair(foreground: .foregroundSecondary, background: .surfacePrimary, relaxed: nil))
        let expected = RGBA(Fixtures.rgb("#3C3C43"), alpha: 0.6).composited(over: system[.surfacePrimary])
        #expect(onSurface.foreground == expected)
        #expect(onSurface.ratio == contrastRatio(expected, system[.surfacePrimary]))
    }

    @Test func thePairTableCoversWhatTheIssueRequires() {
        let pairs = Set(ContrastPair.checked.map { "\($0.foreground.rawValue)/\($0.background.rawValue)" })
        for text in ["foregroundPrimary", "foregroundSecondary", "foregroundTertiary"] {
            for ground in ["backgroundPrimary", "backgroundSecondary", "backgroundTertiary", "surfacePrimary", "surfaceSecondary", "surfaceTertiary"] {
                #expect(pairs.contains("\(text)/\(ground)"))
            }
        }
        for required in ["onAccent/accent", "success/backgroundPrimary", "warning/backgroundPrimary", "error/backgroundPrimary",
                         "invertedForegroundPrimary/invertedBackgroundPrimary"] {
            #expect(pairs.contains(required))
        }
        #expect(ContrastPair.checked.filter { $0.relaxed != nil }.allSatisfy { !$0.relaxed!.reason.isEmpty })
    }
}
