import Foundation
import ShadeColor
import Testing
@testable import ShadeTokens
import ShadeJSON
@testable import ShadeCatalog

/// Pairs as data: Shade's defaults, non-text pairs, and pairs a theme file declares.
@Suite struct DeclaredPairsTests {
    /// WCAG 2.x computed here from hex, independently of ShadeColor.
    static func wcag(_ first: String, _ second: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let digits = Array(hex.dropFirst())
            let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) / 255 }
            let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let a = luminance(first), b = luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    static let declaring = """
    {
      "$extensions": { "dev.shade": { "name": "Declared", "extends": "Sky",
        "controlOutline": { "identifiesControl": false, "reason": "inputs are filled wells" },
        "pairs": [
          { "foreground": "accent", "background": "backgroundSecondary", "kind": "text", "ratio": 5, "reason": "links in cards" },
          { "foreground": "{light.outlineSecondary}", "background": "backgroundPrimary", "kind": "non-text" },
          { "foreground": "success", "background": "backgroundTertiary", "kind": "large-text" },
          { "foreground": "nosuch", "background": "backgroundPrimary" },
          { "foreground": "accent", "background": "backgroundPrimary", "kind": "huge" },
          { "foreground": "accent", "background": "backgroundPrimary", "ratio": 40 }
        ] } },
      "light": { "$type": "color", "outlinePrimary": { "$value": "#E0E0E0" } }
    }
    """

    @Test func pairsDeclaredInAFileAreCheckedInEveryResolution() throws {
        let folder = try Fixtures.folder(["declared.json": Self.declaring])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        let theme = try #require(catalog.theme(named: "Declared"))
        for resolution in Resolution.all {
            let resolved = try theme.resolve(resolution)
            let results = resolved.contrastResults()
            let links = try #require(results.first { $0.pair.foreground == .accent && $0.pair.background == .backgroundSecondary && $0.pair.kind == .text })
            #expect(links.required == 5)
            #expect(links.pair.reason == "links in cards")
            #expect(links.ratio == Self.wcag(resolved[.accent].hex, resolved[.backgroundSecondary].hex))
            if case .declared(let file, let position) = links.pair.origin {
                #expect(file.hasSuffix("declared.json"))
                #expect(position?.line == 5)
            } else {
                Issue.record("origin should be the file")
            }
            let outline = try #require(results.first { $0.pair.foreground == .outlineSecondary })
            #expect(outline.pair.kind == .nonText && outline.required == 3)
            let large = try #require(results.first { $0.pair.foreground == .success && $0.pair.background == .backgroundTertiary })
            #expect(large.required == (resolution.contrast == .standard ? 3 : 4.5))
            #expect(results.count == ContrastPair.defaults.count + 3)
        }
    }

    @Test func eachBadEntryGetsOneLineAndTheRestAreKept() throws {
        let folder = try Fixtures.folder(["declared.json": Self.declaring])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        let lines = catalog.diagnostics.map(\.description).filter { $0.contains("pairs[") }
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.contains { $0.contains("pairs[3]") && $0.contains("'nosuch'") })
        #expect(lines.contains { $0.contains("pairs[4]") && $0.contains("kind") })
        #expect(lines.contains { $0.contains("pairs[5]") && $0.contains("1 to 21") })
    }

    /// The theme says its outline does not identify its controls: the pair is shown but
    /// never fails, however faint (#E0E0E0 on Sky's page is about 1.3:1).
    @Test func anOutlineThatIdentifiesNoControlIsAdvisory() throws {
        let folder = try Fixtures.folder(["declared.json": Self.declaring])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let theme = try #require(ThemeCatalog.load(paths: [folder]).theme(named: "Declared"))
        let resolved = try theme.resolve(Resolution(.light))
        let outline = try #require(resolved.contrastResults().first { $0.pair.foreground == .outlinePrimary })
        #expect(!outline.meetsRatio)
        #expect(outline.passes)
        #expect(outline.pair.reason?.contains("inputs are filled wells") == true)
    }

    /// The reader works on any node, so a resolver or a sidecar can feed it with its own
    /// names for roles.
    @Test func theReaderTakesANodeAndANamingRule() throws {
        let node = try JSONParser.parse(Array(#"[{"foreground": "color.text.link", "background": "color.bg.page"}]"#.utf8))
        let read = ContrastPairReader.read(node, file: "sidecar.shade.json") { name in
            ["color.text.link": .accent, "color.bg.page": .backgroundPrimary][name]
        }
        #expect(read.diagnostics.isEmpty)
        #expect(read.pairs.first?.foreground == .accent && read.pairs.first?.background == .backgroundPrimary)
    }

    /// Non-text defaults, against the WCAG formula computed here: the outline that
    /// identifies the input on the page reaches 3:1 in every bundled variant (13 of 28 did
    /// not before the themes were changed).
    @Test func bundledOutlinesReachThreeToOne() throws {
        for theme in Fixtures.catalog.themes {
            for resolution in Resolution.all {
                let resolved = try theme.resolve(resolution)
                let ratio = Self.wcag(resolved[.outlinePrimary].hex, resolved[.backgroundPrimary].hex)
                #expect(ratio >= 3, "\(theme.name) \(resolution.name): \(ratio)")
                let result = try #require(resolved.contrastResults().first { $0.pair.foreground == .outlinePrimary && $0.pair.kind == .nonText })
                #expect(result.pair.isRequired, "the bundled themes record that the outline identifies controls")
                #expect(abs(result.ratio - ratio) < 1e-9)
            }
        }
    }

    @Test func defaultsAreThe33TextPairsAndThreeNonTextPairs() {
        #expect(ContrastPair.checked.count == 33)
        #expect(ContrastPair.defaults.filter { $0.kind == .nonText }.count == 3)
        #expect(ContrastPair.defaults.filter { $0.kind == .nonText }.allSatisfy { $0.requiredRatio(.standard) == 3 && $0.requiredRatio(.high) == 3 })
    }

    @Test func textRolesOnScreenAreAllCheckedByDefault() throws {
        for resolution in Resolution.all {
            #expect(try Fixtures.resolve("Sky", resolution.appearance, resolution.contrast).uncheckedTextRoles.isEmpty)
        }
    }

    /// Tomato's accent used to equal its error colour; the report finds such pairs.
    @Test func roleCollisionsAreFoundInNormalVision() throws {
        let folder = try Fixtures.folder(["same.json": """
        { "$extensions": { "dev.shade": { "name": "Same", "extends": "Tomato" } },
          "light": { "$type": "color", "accent": { "$value": "#A4464F" }, "error": { "$value": "#A4464F" } } }
        """])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let resolved = try #require(ThemeCatalog.load(paths: [folder]).theme(named: "Same")).resolve(Resolution(.light))
        let collision = try #require(resolved.roleCollisions().first)
        #expect(collision.first == .accent && collision.second == .error)
        #expect(collision.deltaE == 0)
    }
}
