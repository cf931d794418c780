import Testing
import ShadeColor
@testable import ShadeTokens

/// The bundled Sky theme, rewritten as a resolver document with its own token names,
/// resolves to exactly the bundled colours in all four contexts.
@Suite struct SkyResolverTests {
    @Test func fourContextsEqualTheBundledTheme() throws {
        let files = DTCGMemoryFiles(SkyResolverFixture.files)
        let system = files.open("sky/sky.resolver.json")
        #expect(system.diagnostics.isEmpty, "\(system.diagnostics)")
        #expect(system.name == "Sky (DTCG)")
        #expect(system.appearances == [.light, .dark] && system.contrasts == [.standard, .high])
        let sky = try #require(Fixtures.catalog.theme(named: "Sky"))
        for resolution in Resolution.all {
            let resolved = system.resolve(system.context(for: resolution))
            #expect(resolved.diagnostics.isEmpty, "\(resolution.name): \(resolved.diagnostics)")
            let bundled = try sky.resolve(resolution)
            for token in ColorToken.allCases {
                let path = try #require(SkyResolverFixture.paths[token.rawValue])
                let mine = try #require(resolved.color(path), "\(resolution.name) \(path)")
                #expect(mine.color.rgb == bundled.details(token).written.rgb, "\(resolution.name) \(token.rawValue)")
            }
        }
    }
}
