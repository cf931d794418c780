import Foundation
import Testing
@testable import ShadeCatalog
@testable import ShadeTokens

/// Themes whose names differ only by appearance and contrast words are one theme's contexts:
/// SAP's `sap_horizon/`, `sap_horizon_dark/`, `sap_horizon_hcb/` and `sap_horizon_hcw/`, each
/// holding a `css_variables.css`, are Horizon in light, dark and high contrast black and white.
@Suite struct ContextSiblingsTests {
    static func sheet(page: String, text: String, accent: String) -> String {
        ":root {\n  --acmeBackgroundColor: \(page);\n  --acmeTextColor: \(text);\n  --acmeBrandColor: \(accent);\n}\n"
    }

    @Test func highContrastSiblingsAreTheIncreasedContrastOfTheirBase() throws {
        let root = try SystemFolderTests.folder([
            "themes/acme_horizon/css_variables.css": Self.sheet(page: "#f5f6f7", text: "#1d2d3e", accent: "#0064d9"),
            "themes/acme_horizon_dark/css_variables.css": Self.sheet(page: "#12171c", text: "#eaecee", accent: "#4db1ff"),
            "themes/acme_horizon_hcb/css_variables.css": Self.sheet(page: "#000000", text: "#ffffff", accent: "#ffd200"),
            "themes/acme_horizon_hcw/css_variables.css": Self.sheet(page: "#ffffff", text: "#000000", accent: "#0000ff"),
            // A lone high-contrast theme with no base beside it stays a theme of its own.
            "themes/other_hcb/css_variables.css": Self.sheet(page: "#000000", text: "#ffffff", accent: "#ffd200"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root + "/themes"])
        let themes = catalog.themes.filter { $0.source != .bundled }
        #expect(themes.count == 2, "\(themes.map(\.name))")
        let horizon = try #require(themes.first { $0.system?.file.contains("acme_horizon/") == true }?.system)
        #expect(horizon.appearances == [.light, .dark])
        #expect(horizon.contrasts == [.standard, .high])
        let darkHigh = horizon.resolve(horizon.context(for: Resolution(.dark, .high)))
        #expect(darkHigh.color("acmeBackgroundColor")?.color.hexText == "#000000", "\(darkHigh.colors.map(\.path))")
        let lightHigh = horizon.resolve(horizon.context(for: Resolution(.light, .high)))
        #expect(lightHigh.color("acmeBackgroundColor")?.color.hexText == "#FFFFFF")
    }

    @Test func highContrastWordsOfThePublicVocabularies() {
        let key = FolderSystems.pairingKey("themes/acme").key
        for name in ["acme_hcb", "acme_hcw", "acme-hc", "acme-high-contrast", "acmeHighContrast", "acme-hc-black", "acme-dark-increased-contrast"] {
            #expect(FolderSystems.pairingKey("themes/" + name).key == key, "\(name)")
        }
        #expect(ContextSiblings.ownName("/a/sap_horizon_hcb/css_variables.css") == "sap_horizon_hcb")
    }
}
