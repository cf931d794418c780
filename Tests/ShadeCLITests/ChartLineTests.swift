import Foundation
import Testing

/// `shade roles` says where the gallery's chart takes its colours from.
@Suite struct ChartLineTests {
    @Test func rolesSaysWhichTokensTheChartIsDrawnIn() throws {
        let setup = try SystemCommandsTests.Setup([
            "app.css": """
                :root { --background: #ffffff; --foreground: #09090b; --primary: #18181b;
                  --chart-2: #2a9d90; --chart-1: #e76e50; --chart-3: #274754; }
                .dark { --background: #09090b; --foreground: #fafafa; --primary: #fafafa;
                  --chart-2: #2eb88a; --chart-1: #2662d9; --chart-3: #e88c30; }
                """,
            "plain.css": ":root { --background: #ffffff; --foreground: #09090b; --primary: #18181b; }\n",
        ])
        defer { setup.home.remove() }
        for appearance in ["light", "dark"] {
            let text = try setup.run(["roles", "--theme", setup.folder + "/app.css", "--appearance", appearance])
            #expect(text.status == 0, "\(text.standardError)")
            #expect(text.standardOutput.contains("\nchart: chart-1…chart-3 (3 colours)\n"), "\(text.standardOutput)")
        }
        let json = try setup.json(["roles", "--theme", setup.folder + "/app.css", "--format", "json"])
        #expect(json["chart"] as? [String] == ["chart-1", "chart-2", "chart-3"], "\(json)")
        let plain = try setup.run(["roles", "--theme", setup.folder + "/plain.css"])
        #expect(plain.standardOutput.contains("\nchart: none; bars in outlinePrimary, the current month in accent\n"), "\(plain.standardOutput)")
        let bundled = try setup.run(["roles", "--theme", "Sky"])
        #expect(!bundled.standardOutput.contains("chart:"), "a Shade theme's chart is its own: \(bundled.standardOutput)")
    }
}
