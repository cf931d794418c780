import ShadeColor
import Testing
@testable import ShadeTokens

/// The bundled status colours: AA (AAA in high contrast) on the page, and apart under
/// every simulation.
@Suite struct StatusColourTests {
    static let simulations: [VisionSimulation] = [.normal, .protanopia, .deuteranopia, .tritanopia, .achromatopsia]

    @Test func statusColoursPassOnThePage() throws {
        for theme in Fixtures.catalog.themes {
            for resolution in Resolution.all {
                let resolved = try theme.resolve(resolution)
                for token in StatusDistinction.tokens {
                    let ratio = DeclaredPairsTests.wcag(resolved[token].hex, resolved[.backgroundPrimary].hex)
                    #expect(ratio >= resolution.contrast.requiredRatio, "\(theme.name) \(resolution.name) \(token.rawValue): \(ratio)")
                }
            }
        }
    }

    /// ΔE2000 ≥ 10 pairwise under every simulation, except dark increased contrast, where the
    /// theme files document that no three colours can (success must also reach 7:1 on
    /// backgroundSecondary); there the closest pair is kept as far apart as the search found.
    @Test func statusColoursStayApartUnderEverySimulation() throws {
        for theme in Fixtures.catalog.themes {
            for resolution in Resolution.all {
                let resolved = try theme.resolve(resolution)
                let closest = Self.simulations.flatMap(resolved.statusDistinctions(under:)).map(\.deltaE).min()!
                if resolution == Resolution(.dark, .high) && theme.name != "Graphite" {
                    #expect(closest >= 5, "\(theme.name) \(resolution.name): \(closest)")
                    #expect(resolved.details(.success).description?.contains("no three colours") == true)
                } else {
                    #expect(closest >= 10, "\(theme.name) \(resolution.name): \(closest)")
                }
            }
        }
    }

    /// No bundled variant's accent looks like one of its status colours (issue 14: Tomato's
    /// accent was its error colour, Gold's dark accent its warning, Grass's dark its success).
    @Test func noBundledRolesCollideInNormalVision() throws {
        for theme in Fixtures.catalog.themes {
            for resolution in Resolution.all {
                let collisions = try theme.resolve(resolution).roleCollisions()
                #expect(collisions.isEmpty, "\(theme.name) \(resolution.name): \(collisions.map { "\($0.first.rawValue)/\($0.second.rawValue) \($0.deltaEText)" })")
            }
        }
    }

    @Test func systemSaysWhereApplesColoursAreUsedAndWhereNot() throws {
        let system = try #require(Fixtures.catalog.theme(named: "System"))
        #expect(system.description.contains("systemOrange #FF9F0A"))
        #expect(system.description.contains("1.99"))
        let dark = try system.resolve(Resolution(.dark))
        #expect(dark[.warning].hex == "#FF9F0A" && dark[.error].hex == "#FF453A")
        #expect(try system.resolve(Resolution(.dark, .high))[.success].hex == "#30DB5B")
    }
}
