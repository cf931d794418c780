import Foundation
import ShadeSync
import ShadeTestSupport
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// `extends` chains: each theme's layers are worked out once, and a chain deeper than the
/// limit is refused with one diagnostic, not one per theme.
@Suite struct ExtendsChainTests {
    /// `count` themes, each extending the one before; the first extends Sky.
    private func chain(_ count: Int) throws -> String {
        var files: [String: String] = [:]
        for index in 0..<count {
            let parent = index == 0 ? "Sky" : "Link \(index - 1)"
            files["link\(index).json"] = ##"{ "$extensions": { "dev.shade": { "name": "Link \##(index)", "extends": "\##(parent)" } }, "light": { "$type": "color", "accent": { "$value": "#\##(String(format: "%02X", index % 256))3344" } } }"##
        }
        return try Fixtures.folder(files)
    }

    @Test func aChainAsDeepAsTheLimitLoadsWhole() throws {
        let folder = try chain(ThemeCatalog.maximumExtendsDepth)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let deepest = try #require(catalog.theme(named: "Link \(ThemeCatalog.maximumExtendsDepth - 1)"))
        #expect(deepest.layers.count == ThemeCatalog.maximumExtendsDepth + 2, "base, Sky, then 31 links and itself")
        #expect(try deepest.resolve(Resolution(.light))[.accent].hex == "#1F3344")
    }

    @Test func aChainOfFourThousandIsCutAtTheLimitWithOneLine() throws {
        let folder = try chain(4000)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = try withinDeadline(seconds: 60) { ThemeCatalog.load(paths: [folder]) }
        #expect(catalog.themes.count == 7 + ThemeCatalog.maximumExtendsDepth, "Link 0 is 1 deep (it extends Sky)")
        #expect(catalog.diagnostics.count == 1, "\(catalog.diagnostics.prefix(3))")
        let problem = try #require(catalog.diagnostics.first)
        #expect(problem.file == folder + "/link32.json")
        #expect(problem.message == "the extends chain is more than 32 themes deep (the most allowed); 3967 themes extending it are skipped too")
    }

    @Test func aCircleIsReportedOnceAndSkipsTheThemesAboveIt() throws {
        let folder = try Fixtures.folder([
            "a.json": #"{ "$extensions": { "dev.shade": { "name": "A", "extends": "B" } } }"#,
            "b.json": #"{ "$extensions": { "dev.shade": { "name": "B", "extends": "A" } } }"#,
            "c.json": #"{ "$extensions": { "dev.shade": { "name": "C", "extends": "A" } } }"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        #expect(catalog.themes.count == 7)
        #expect(catalog.diagnostics.count == 1, "\(catalog.diagnostics)")
        #expect(catalog.diagnostics.first?.message.hasPrefix("themes extend each other in a circle through") == true)
    }

    @Test func aMissingParentIsNamedOnceWithTheThemesItTakesAlong() throws {
        let folder = try Fixtures.folder([
            "a.json": #"{ "$extensions": { "dev.shade": { "name": "A", "extends": "Skye" } } }"#,
            "b.json": #"{ "$extensions": { "dev.shade": { "name": "B", "extends": "A" } } }"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        #expect(catalog.diagnostics.map(\.description) == [
            "\(folder)/a.json: $extensions.dev.shade.extends: extends 'Skye', but no theme has that name; 1 theme extending it is skipped too (did you mean Sky?)",
        ])
    }
}

/// Themes resolve on first use, once, from any thread.
@Suite struct LazyResolutionTests {
    @Test func loadingReportsOnlyWhatLoadingFindsAndValidateSeesEverything() throws {
        let folder = try Fixtures.folder(["alias.json": """
            { "$extensions": { "dev.shade": { "name": "Dangling", "extends": "Sky" } },
              "dark": { "$type": "color", "accent": { "$value": "{palette.305}" } } }
            """])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        #expect(catalog.diagnostics.isEmpty, "nothing is resolved while loading")
        #expect(catalog.allProblems().map(\.tokenPath) == ["dark.accent"])
        let theme = try #require(catalog.theme(named: "Dangling"))
        #expect(theme.availableResolutions == [Resolution(.light), Resolution(.light, .high)])
        #expect(theme.resolvesAtAll)
    }

    @Test func copiesShareOneCacheAndManyThreadsAgree() throws {
        let catalog = ThemeCatalog.load(paths: [])
        let themes = catalog.themes
        let results = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let theme = themes[index % themes.count]
            let resolution = Resolution.all[index % Resolution.all.count]
            let hex = (try? theme.resolve(resolution))?[.accent].hex ?? "failed"
            results.withLock { $0.append("\(theme.name) \(resolution.name) \(hex)") }
        }
        let lines = results.withLock { $0 }
        #expect(lines.count == 64 && !lines.contains { $0.hasSuffix("failed") })
        for theme in themes {
            for resolution in Resolution.all {
                let first = try theme.resolve(resolution)[.accent]
                #expect(try theme.resolve(resolution)[.accent] == first)
            }
        }
    }
}
