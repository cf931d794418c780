import Foundation
import Testing

/// `shade diff` on a real git repository: the working tree after a reviewed change against
/// `git:HEAD`, in every format. What the diff reports is checked against what `shade tokens`
/// and `shade contrast` say of each side on their own, so the roles the filler gives today
/// are the ones expected, and nothing else may appear.
@Suite(.serialized) struct DiffEndToEndTests {
    /// Every role's hex and every token's value of `theme` at each resolution it has, as
    /// `shade tokens` reports them.
    private func sideFacts(_ repository: DiffRepository, themes: [String]) throws -> [String: [String: Any]] {
        var facts: [String: [String: Any]] = [:]
        for theme in themes {
            for (appearance, contrast) in [("light", "standard"), ("dark", "standard"), ("light", "high"), ("dark", "high")] {
                facts["\(theme)/\(appearance)-\(contrast)"] = try repository.json(
                    ["tokens", "--themes", "themes", "--theme", theme, "--appearance", appearance, "--contrast", contrast])
            }
        }
        return facts
    }

    /// (theme, appearance, contrast, foreground, background, kind) → passes, from `shade contrast`.
    private func verdicts(_ repository: DiffRepository) throws -> [String: Bool] {
        let result = try repository.shade(["contrast", "--themes", "themes", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        var verdicts: [String: Bool] = [:]
        for section in document["results"] as? [[String: Any]] ?? [] {
            for pair in section["pairs"] as? [[String: Any]] ?? [] {
                let key = [section["theme"], section["appearance"], section["contrast"], pair["foreground"], pair["background"], pair["kind"]]
                    .map { "\($0 ?? "")" }.joined(separator: "|")
                verdicts[key] = pair["pass"] as? Bool
            }
        }
        return verdicts
    }

    private func changedRoles(_ before: [String: Any], _ after: [String: Any]) -> [String] {
        let old = before["colors"] as? [String: [String: Any]] ?? [:], new = after["colors"] as? [String: [String: Any]] ?? [:]
        return new.keys.filter { old[$0]?["hex"] as? String != new[$0]?["hex"] as? String }.sorted()
    }

    private func changedTokens(_ before: [String: Any], _ after: [String: Any]) -> [String] {
        let old = before["tokens"] as? [String: [String: Any]] ?? [:], new = after["tokens"] as? [String: [String: Any]] ?? [:]
        func value(_ entry: [String: Any]?) -> String? {
            entry.map { "\($0["hex"] ?? "") \($0["alpha"] ?? "") \($0["written"] ?? "") \($0["aliases"] ?? "")" }
        }
        return Set(old.keys).union(new.keys).filter { value(old[$0]) != value(new[$0]) }.sorted()
    }

    @Test func everyFormatReportsTheReviewedChangeAndNothingElse() throws {
        let repository = try DiffRepository()
        defer { repository.remove() }
        let changedThemes = ["Acme", "Ocean"]
        let before = try sideFacts(repository, themes: changedThemes)
        let verdictsBefore = try verdicts(repository)
        #expect(try repository.shade(["diff", "git:HEAD", "themes"]).status == 0, "nothing changed yet")
        try repository.edit()
        let after = try sideFacts(repository, themes: changedThemes)
        let verdictsAfter = try verdicts(repository)

        // Acme's text roles are matched by name, not pinned: its regressions are advisory, and
        // fail the check under --gate all.
        let document = try repository.json(["diff", "git:HEAD", "themes", "--gate", "all"], status: 1)
        #expect(try repository.shade(["diff", "git:HEAD", "themes"]).status == 0, "advisory regressions pass by default")
        let themes = try #require(document["themes"] as? [[String: Any]])
        #expect(themes.map { $0["name"] as? String } == ["Acme", "brand", "Coral Reef", "Ocean", "Still"])
        #expect(themes.map { $0["status"] as? String } == ["kept", "kept", "renamed", "kept", "kept"])
        #expect(document["unchanged"] as? [String] == ["Still"])
        #expect(document["gatedRegressions"] as? Int == document["regressions"] as? Int && document["failures"] as? Int == 0, "--gate all gates them all")
        func theme(_ name: String) throws -> [String: Any] { try #require(themes.first { $0["name"] as? String == name }) }
        func resolutions(_ name: String) throws -> [[String: Any]] { try #require(try theme(name)["resolutions"] as? [[String: Any]]) }

        // Roles and tokens: exactly what the two sides' own reports differ in.
        var regressions = 0
        for name in changedThemes {
            for resolution in try resolutions(name) {
                let key = "\(name)/\(resolution["appearance"]!)-\(resolution["contrast"]!)"
                let roles = (resolution["roles"] as? [[String: Any]] ?? []).compactMap { $0["role"] as? String }.sorted()
                let tokens = (resolution["tokens"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
                #expect(roles == changedRoles(before[key]!, after[key]!), "\(key) roles")
                #expect(tokens == changedTokens(before[key]!, after[key]!), "\(key) tokens")
                for pair in resolution["pairs"] as? [[String: Any]] ?? [] where pair["change"] as? String == "regression" {
                    regressions += 1
                    let id = [name, resolution["appearance"], resolution["contrast"], pair["foreground"], pair["background"], pair["kind"]]
                        .map { "\($0 ?? "")" }.joined(separator: "|")
                    #expect(verdictsBefore[id] == true && verdictsAfter[id] == false, "\(id) is no regression")
                }
            }
        }
        // The edits themselves, named: Ocean's accent, Acme's muted text.
        let oceanLight = try #require(try resolutions("Ocean").first { $0["appearance"] as? String == "light" && $0["contrast"] as? String == "standard" })
        #expect((oceanLight["roles"] as? [[String: Any]])?.map { $0["role"] as? String } == ["accent"])
        let accent = try #require((oceanLight["roles"] as? [[String: Any]])?.first)
        #expect((accent["old"] as? [String: Any])?["token"] as? String == "light.accent")
        #expect((accent["new"] as? [String: Any])?["aliases"] as? [String] == ["palette.850"])
        let acmeLight = try #require(try resolutions("Acme").first { $0["appearance"] as? String == "light" && $0["contrast"] as? String == "standard" })
        #expect((acmeLight["tokens"] as? [[String: Any]])?.map { $0["path"] as? String } == ["color.text.muted"])
        #expect((acmeLight["roles"] as? [[String: Any]])?.contains { $0["role"] as? String == "foregroundSecondary" } == true)
        // Every regression `shade contrast` sees is reported, and they are all Acme's light text.
        var expectedRegressions = 0
        for (key, passed) in verdictsBefore where passed && verdictsAfter[key] == false { expectedRegressions += 1 }
        #expect(regressions == expectedRegressions && regressions > 0)
        #expect(document["regressions"] as? Int == expectedRegressions)
        // Acme's other resolutions take light's roles where they hold there (RoleReference):
        // they change only in a role that followed light's on one side (the placeholder, which
        // light took from the muted text before the edit and derives after it).
        for resolution in try resolutions("Acme") where resolution["appearance"] as? String != "light" || resolution["contrast"] as? String != "standard" {
            for role in resolution["roles"] as? [[String: Any]] ?? [] {
                let reasons = ["old", "new"].compactMap { (role[$0] as? [String: Any])?["reason"] as? String }
                #expect(reasons.contains { $0.hasPrefix("as in light: ") }, "\(role["role"] ?? "") changed without following light")
            }
            #expect((resolution["tokens"] as? [[String: Any]] ?? []).isEmpty, "no token of another resolution changed")
        }
        // The variant added, the rename, the theme left alone.
        let brand = try resolutions("brand")
        #expect(brand.map { "\($0["appearance"]!)/\($0["presence"]!)" } == ["light/both", "dark/added"])
        #expect(brand[0]["unchanged"] as? Bool == true)
        let reef = try theme("Coral Reef")
        #expect((reef["old"] as? [String: Any])?["name"] as? String == "Reef" && (reef["new"] as? [String: Any])?["file"] as? String == "reef.json")
        #expect(try resolutions("Coral Reef").allSatisfy { $0["unchanged"] as? Bool == true })

        // The same bytes twice: stable for tools.
        #expect(try repository.shade(["diff", "git:HEAD", "themes", "--format", "json"]).standardOutput
                == (try repository.shade(["diff", "git:HEAD", "themes", "--format", "json"]).standardOutput))

        // Markdown: regressions on top, a section per changed theme, the unchanged in one line.
        let markdown = try repository.shade(["diff", "git:HEAD", "themes", "--format", "markdown", "--gate", "all"])
        #expect(markdown.status == 1)
        let text = markdown.standardOutput
        let headline = try #require(text.range(of: "### ❌ \(expectedRegressions) contrast regressions"))
        let firstSection = try #require(text.range(of: "### Acme — changed"))
        #expect(headline.upperBound < firstSection.lowerBound)
        #expect(text[headline.upperBound..<firstSection.lowerBound].components(separatedBy: "| ❌ | Acme | Light · Standard |").count - 1 == expectedRegressions)
        let advisory = try repository.shade(["diff", "git:HEAD", "themes", "--format", "markdown"]).standardOutput
        #expect(advisory.contains("### ✅ no contrast regressions in pairs the files own · \(expectedRegressions) advisory (roles not pinned)"))
        #expect(advisory.components(separatedBy: "| ℹ️ | Acme | Light · Standard |").count - 1 == expectedRegressions)
        #expect(advisory.contains("_Named roles, not pinned (their pairs are advisory): "), "Acme's named text roles are not called guessed")
        #expect(!advisory.contains("_Guessed roles") || advisory.contains("_Guessed roles, value only or derived (their pairs are advisory): "))
        for heading in ["### brand — changed", "### Coral Reef — renamed from Reef", "### Ocean — changed", "#### Dark · Standard — added"] {
            #expect(text.contains(heading), "\(heading)")
        }
        #expect(!text.contains("### Still") && text.hasSuffix("Unchanged: 1 theme.\n"))
        #expect(text.contains("| `accent` | `#00708F` | `#044052` |"), "Ocean's accent, old and new")

        // Text: plain when not a terminal, the regressions first.
        let plain = try repository.shade(["diff", "git:HEAD", "themes", "--gate", "all"])
        #expect(plain.status == 1 && !plain.standardOutput.contains("\u{1B}"))
        #expect(plain.standardOutput.contains("✖ \(expectedRegressions) contrast regressions"))
        #expect(plain.standardOutput.contains("Coral Reef  renamed from Reef · reef.json"))
        #expect(plain.standardOutput.hasSuffix("Unchanged: 1 theme\n"))
        #expect(plain.standardOutput.split(separator: "\n").allSatisfy { $0.count <= 100 }, "lines fit 100 columns")
    }

    @Test func exitStatusGatesOnRegressionsOrAnyChange() throws {
        let repository = try DiffRepository()
        defer { repository.remove() }
        try repository.edit()
        #expect(try repository.shade(["diff", "git:HEAD", "themes", "--gate", "all"]).status == 1)
        #expect(try repository.shade(["diff", "git:HEAD", "themes"]).status == 0, "only guessed roles regressed")
        // The plain forms: HEAD against the work tree, and two revisions of the whole repository.
        #expect(try repository.shade(["diff", "--gate", "all"]).status == 1)
        #expect(try repository.shade(["diff", "--themes", "themes", "--gate", "all"]).status == 1)
        let same = try repository.shade(["diff", "git:HEAD", "git:HEAD"])
        #expect(same.status == 0 && same.standardOutput.contains(" 0 of "), "\(same.standardOutput)")
        #expect(try repository.shade(["diff", "git:HEAD", "themes", "--theme", "Ocean"]).status == 0, "a level change is no regression")
        #expect(try repository.shade(["diff", "git:HEAD", "themes", "--theme", "Ocean", "--fail-on", "change"]).status == 1)
        #expect(try repository.shade(["diff", "git:HEAD", "themes", "--theme", "reef", "--fail-on", "change"]).status == 1, "a rename is a change")
        #expect(try repository.shade(["diff", "git:HEAD", "themes", "--theme", "Still", "--fail-on", "change"]).status == 0)
        #expect(try repository.shade(["diff", "git:HEAD", "themes", "--theme", "Acme", "--appearance", "dark"]).status == 0)
        // One path at the revision against one file now.
        #expect(try repository.shade(["diff", "git:HEAD:themes/acme.resolver.json", "themes/acme.resolver.json", "--gate", "all"]).status == 1)

        for (arguments, message) in [
            (["diff", "git:no-such-branch", "themes"], "git:no-such-branch: no such revision"),
            (["diff", "git:HEAD:themes/missing.json", "themes/ocean.json"], "'themes/missing.json' does not exist at git:HEAD"),
            (["diff", "themes", "themes", "--themes", "themes"], "--themes names the folders of git:REV sides"),
            (["diff", "themes", "nowhere"], "'nowhere' does not exist"),
            (["diff", "git:HEAD", "themes", "--theme", "Nope"], "neither side has a theme named 'Nope'"),
            (["diff", "git:HEAD", "themes", "--format", "pdf"], "--format"),
            (["diff", "--pair", "nothing"], "--pair takes OLD=NEW"),
        ] {
            let result = try repository.shade(arguments)
            #expect(result.status == 2, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        }
        let noGit = try repository.shade(["diff", "git:HEAD", "themes"], environment: ["PATH": "/nonexistent"])
        #expect(noGit.status == 2 && noGit.standardError.contains("needs git, which is not installed"))
        #expect(noGit.standardError.split(separator: "\n").count == 1, "\(noGit.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: repository.temporary).isEmpty, "every git snapshot is removed")
        let outside = try DiffRepository.outsideRepository(repository)
        #expect(outside.status == 2 && outside.standardError.contains("not in a git repository"))
    }

    /// SVG and PNG: before and after side by side (stacked when wide), the changed cells
    /// outlined, a caption naming both sides; -o never replaces a file without --force.
    @Test func picturesShowBeforeAndAfterWithACaption() throws {
        let repository = try DiffRepository()
        defer { repository.remove() }
        try repository.edit()
        let out = repository.home.root.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let one = ["diff", "git:HEAD", "themes", "--theme", "Ocean", "--appearance", "light", "--contrast", "standard"]

        let svg = try repository.shade(one + ["--format", "svg", "-o", out + "/ocean.svg"])
        #expect(svg.status == 0, "\(svg.standardError)")
        let markup = try String(contentsOfFile: out + "/ocean.svg", encoding: .utf8)
        let (width, height) = try svgSize(markup)
        // Two frames of 100×32 cells (8.4×18 px) with the sheet's 24 px margins and gap.
        #expect(width == 2 * 24 + 2 * 840 + 24)
        #expect(height > 24 + 42 + 576 + 24 && height < 24 + 42 + 576 + 24 + 120)
        #expect(markup.contains("<title>Shade diff — Ocean · Light · Standard</title>"))
        #expect(markup.range(of: #"before: git:HEAD \([0-9a-f]{7,}\) · themes/ocean\.json"#, options: .regularExpression) != nil)
        #expect(markup.contains("after: files · themes/ocean.json") && markup.contains("theme: Ocean"))
        #expect(markup.contains(">After: files · themes/ocean.json · Ocean</text>"), "each frame's label names its side")
        #expect(markup.contains("changed: 1 role,") && markup.contains("regressions: 0"))
        #expect(markup.components(separatedBy: "<g class=\"shade-frame\"").count - 1 == 2)
        #expect(markup.components(separatedBy: "<g class=\"changed-cells\"").count - 1 == 2, "outlined on both frames")

        let unchanged = try repository.shade(["diff", "git:HEAD", "themes", "--theme", "Still", "--format", "svg"])
        #expect(!unchanged.standardOutput.contains("changed-cells") && unchanged.standardOutput.contains("changed: 0 roles, 0 cells"))

        let sheet = try repository.shade(["diff", "git:HEAD", "themes", "--theme", "brand", "--format", "svg", "--sheet", "--size", "130x30"])
        let sheetSize = try svgSize(sheet.standardOutput)
        #expect(sheetSize.width == 2 * 24 + 1092, "130 columns are stacked")
        // Light and dark, each before over after: four tiles in one column.
        #expect(sheetSize.height > 24 + 4 * (42 + 540 + 24))
        #expect(sheet.standardOutput.contains("no Dark · Standard variant on this side") && sheet.standardOutput.contains(">absent</text>"))
        #expect(sheet.standardOutput.contains("resolutions: Light · Standard, Dark · Standard"))
        #expect(sheet.standardOutput.contains("<title>Shade diff — brand · 2 variants</title>"))

        let png = try repository.shade(one + ["--format", "png", "-o", out + "/ocean.png"])
        #expect(png.status == 0, "\(png.standardError)")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out + "/ocean.png")))
        let size = try PNGCommandTests.size(ofPNG: bytes)
        #expect(size.width == 2 * 24 + 2 * 800 + 24)
        #expect(size.height > 24 + 42 + 576 + 24 && size.height < 24 + 42 + 576 + 24 + 120)
        #expect(bytes.contains(sequence: Array("themes/ocean.json".utf8)) && bytes.contains(sequence: Array("tEXt".utf8)), "the caption travels in the PNG")

        let again = try repository.shade(one + ["--format", "png", "-o", out + "/ocean.png"])
        #expect(again.status == 1 && again.standardError.contains("exists; add --force"))
        #expect(try repository.shade(one + ["--format", "png", "-o", out + "/ocean.png", "--force"]).status == 0)
        let onTheme = try repository.shade(one + ["--format", "svg", "-o", "themes/ocean.json", "--force"])
        #expect(onTheme.status == 1 && onTheme.standardError.contains("is a theme file"))
        #expect(try String(contentsOfFile: repository.root + "/themes/ocean.json", encoding: .utf8).contains("palette.850"))
        let toTerminal = try repository.shade(one + ["--format", "png"])
        #expect(toTerminal.status == 0 && toTerminal.standardOutput.utf8.count > 1000, "a PNG may go to a file or a pipe")
    }

    private func svgSize(_ markup: String) throws -> (width: Int, height: Int) {
        let match = try #require(markup.firstMatch(of: /<svg [^>]*width="([0-9.]+)" height="([0-9.]+)"/))
        return (Int(Double(match.1)!), Int(Double(match.2)!))
    }
}

extension DiffRepository {
    /// `shade diff git:HEAD PATH` run from a folder outside any repository.
    static func outsideRepository(_ repository: DiffRepository) throws -> E2EProcess.Result {
        let outside = repository.home.root.appendingPathComponent("state").path
        return try E2EProcess.run("/bin/sh", ["-c", #"cd "$0" && exec "$@""#, outside, repository.shade.path, "diff", "git:HEAD", repository.root + "/themes"],
                                  environment: repository.home.environment(adding: ProcessInfo.processInfo.environment))
    }
}
