import ArgumentParser
import Foundation
import ShadeTokens
import Testing
@testable import ShadeCLI
import ShadeCatalog

/// The JSON the README documents, read back as a consumer would.
@Suite struct DataCommandsTests {
    static let catalog = ThemeCatalog.load(paths: [])

    func object(_ json: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func tokensJSONHasTheDocumentedShape() throws {
        let resolved = try #require(Self.catalog.theme(named: "sky")).resolve(Resolution(.dark))
        let document = try object(TokensReport.json(resolved))
        #expect(document["theme"] as? String == "Sky")
        #expect(document["appearance"] as? String == "dark")
        #expect(document["contrast"] as? String == "standard")
        let colors = try #require(document["colors"] as? [String: [String: Any]])
        #expect(Set(colors.keys) == Set(ColorToken.allCases.map(\.rawValue)))
        #expect(colors["foregroundPrimary"]?["hex"] as? String == "#EEF6FA")
        #expect(colors["foregroundPrimary"]?["aliases"] as? [String] == ["palette.50"])
        let surface = try #require(colors["surfacePrimary"])
        #expect(surface["alpha"] as? Double == 0.5)
        #expect(surface["over"] as? String == "backgroundPrimary")
        #expect(surface["written"] as? String == "#00648080")
        #expect(surface["hex"] as? String == resolved[.surfacePrimary].hex)
        let spacing = try #require(document["spacing"] as? [String: [String: Any]])
        #expect(spacing["md"]?["px"] as? Double == 16)
        let shadows = try #require(document["shadows"] as? [String: [String: Any]])
        #expect(shadows["lg"]?["alpha"] as? Double == 0, "no shadow in dark mode")
    }

    @Test func contrastJSONHasTheDocumentedShape() throws {
        let sections = try ["Sky", "Gold"].flatMap { name in
            try Resolution.all.map { ContrastReport.Section(resolved: try #require(Self.catalog.theme(named: name)).resolve($0)) }
        }
        let document = try object(ContrastReport.json(sections))
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.count == 8)
        let goldDark = try #require(results.first { $0["theme"] as? String == "Gold" && $0["appearance"] as? String == "dark" && $0["contrast"] as? String == "standard" })
        let pairs = try #require(goldDark["pairs"] as? [[String: Any]])
        let first = try #require(pairs.first)
        #expect(first["pass"] as? Bool == false, "failures come first")
        for key in ["foreground", "background", "foregroundHex", "backgroundHex", "ratio", "required", "pass", "level"] {
            #expect(first[key] != nil, "\(key)")
        }
        let shortfall = try #require(pairs.first { $0["foreground"] as? String == "foregroundSecondary" && $0["background"] as? String == "backgroundTertiary" })
        #expect(shortfall["ratio"] as? Double == 4.34)
        #expect(shortfall["required"] as? Double == 4.5)
        #expect((document["failed"] as? Int ?? 0) > 0)
    }

    @Test func listJSONNamesEveryThemeAndItsResolutions() throws {
        let themes = try #require(try object(ListReport.json(Self.catalog))["themes"] as? [[String: Any]])
        #expect(themes.map { $0["name"] as? String } == ThemeCatalog.bundledOrder)
        #expect(themes.first?["resolutions"] as? [String] == ["light", "dark", "light-high", "dark-high"])
        #expect(themes.first?["source"] as? String == "built-in")
    }

    @Test func contrastExitsNonZeroOnlyWhenAPairFails() throws {
        let high = try ContrastCommand.parse(["--contrast", "high"]).measure(Self.catalog)
        #expect(high.count == 14)
        #expect(throws: Never.self) { try ContrastCommand.exitStatus(high) }
        let goldDark = try ContrastCommand.parse(["--theme", "gold", "--appearance", "dark", "--contrast", "standard"]).measure(Self.catalog)
        #expect(goldDark.count == 1)
        #expect(throws: ExitCode(1)) { try ContrastCommand.exitStatus(goldDark) }
    }

    @Test func anUnknownThemeIsAUsageErrorWithASuggestion() {
        #expect {
            try Self.catalog.requireTheme("skyy")
        } throws: { error in
            "\(error)".contains("did you mean Sky?") && "\(error)".contains("System, Graphite")
        }
    }

    @Test func ratiosAreNeverRoundedUpAcrossAThreshold() {
        #expect(RatioText.text(4.499) == "4.49")
        #expect(RatioText.text(21) == "21.00")
        #expect(RatioText.text(7.005) == "7.00")
    }
}

@Suite struct ValidateCommandTests {
    @Test func validateWithNoPathChecksTheBuiltInThemesAndTheUserFolder() throws {
        // Regression: this once read an option from an unparsed options value and crashed.
        var command = try ValidateCommand.parse([])
        do {
            try command.run()
        } catch let code as ExitCode {
            // A broken theme in this machine's user folder is reported, not crashed on.
            #expect(code == ExitCode(1))
        }
        command = try ValidateCommand.parse(["/nonexistent/shade-themes"])
        #expect(throws: ExitCode(1)) { try command.run() }
    }
}
