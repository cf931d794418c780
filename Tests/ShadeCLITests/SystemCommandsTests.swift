import Foundation
import Testing

/// Design systems through the real `shade` binary: `list` axes, `roles`, `--context`,
/// sidecar drafting, and `tokens --format json` for a Primer-like and an Apple-like system.
@Suite struct SystemCommandsTests {
    /// A home with no user themes and a folder of systems written for these tests.
    struct Setup {
        let shade: ShadeBinary
        let home: E2EHome
        let folder: String

        init(_ files: [String: String] = SystemCommandFixtures.all) throws {
            shade = try ShadeBinary.require()
            home = try E2EHome()
            folder = home.root.appendingPathComponent("systems").path
            try SystemCommandFixtures.write(files, to: folder)
        }

        func run(_ arguments: [String]) throws -> E2EProcess.Result {
            try E2EProcess.run(shade.path, arguments, environment: home.environment(adding: ProcessInfo.processInfo.environment))
        }

        /// Runs with `--themes folder` after the subcommand and expects success.
        func json(_ arguments: [String]) throws -> [String: Any] {
            let result = try run([arguments[0], "--themes", folder] + arguments.dropFirst())
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
            return try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        }
    }

    @Test func aTerminalPalettesTableNamesItsRolesAndPinsNone() throws {
        // A Ghostty theme: the format's own table (its ANSI slots) fills roles; no role map pins one.
        let setup = try Setup(["night.ghostty": "background = #011627\nforeground = #d6deeb\npalette = 0=#011627\npalette = 1=#ef5350\n"
                                + "palette = 2=#22da6e\npalette = 3=#addb67\npalette = 4=#82aaff\npalette = 8=#575656\n"])
        defer { setup.home.remove() }
        let text = try setup.run(["roles", "--theme", setup.folder + "/night.ghostty", "--appearance", "dark"])
        #expect(text.status == 0, "\(text.standardError)")
        #expect(text.standardOutput.contains("role map: none; roles are named by Shade's terminal role table"), "\(text.standardOutput)")
        #expect(text.standardOutput.contains(" named") && !text.standardOutput.contains("pinned"), "\(text.standardOutput)")
    }

    @Test func listShowsEachThemesAxesAndContexts() throws {
        let setup = try Setup()
        defer { setup.home.remove() }
        let themes = try #require(try setup.json(["list", "--format", "json"])["themes"] as? [[String: Any]])
        let acme = try #require(themes.first { $0["name"] as? String == "Acme" })
        let axes = try #require(acme["axes"] as? [[String: Any]])
        #expect(axes.map { $0["name"] as? String } == ["theme", "size"])
        #expect(axes[0]["role"] as? String == "appearance+contrast")
        #expect(axes[1]["contexts"] as? [String] == ["regular", "compact"] && axes[1]["default"] as? String == "regular")
        #expect(acme["resolutions"] as? [String] == ["light", "dark", "light-high", "dark-high"])
        #expect(acme["kind"] as? String == "resolver")
        let sky = try #require(themes.first { $0["name"] as? String == "Sky" })
        #expect((sky["axes"] as? [[String: Any]])?.map { $0["name"] as? String } == ["appearance", "contrast"])
        let flat = try #require(themes.first { $0["name"] as? String == "flat" })
        #expect(flat["resolutions"] as? [String] == ["light"], "one appearance, never a second")
        #expect(!themes.contains { ($0["name"] as? String)?.hasSuffix("shade") == true }, "a sidecar is no theme")

        let text = try setup.run(["list", "--themes", setup.folder])
        #expect(text.standardOutput.contains("theme: light* dark light-hc dark-hc · size: regular* compact"))
    }

    @Test func rolesSayWhichTokenFillsEachRoleAndWhy() throws {
        let setup = try Setup()
        defer { setup.home.remove() }
        let document = try setup.json(["roles", "--theme", "acme", "--context", "theme=dark-hc", "--context", "size=compact", "--format", "json"])
        #expect(document["appearance"] as? String == "dark" && document["contrast"] as? String == "high")
        #expect(document["axes"] as? [String: String] == ["theme": "dark-hc", "size": "compact"])
        let roles = try #require(document["roles"] as? [[String: Any]])
        #expect(roles.count == 26)
        let accent = try #require(roles.first { $0["role"] as? String == "accent" })
        #expect(accent["token"] as? String == "color.accent" && accent["origin"] as? String == "explicit", "from the sidecar")
        let secondary = try #require(roles.first { $0["role"] as? String == "foregroundSecondary" })
        #expect(secondary["token"] as? String == "color.text.muted" && secondary["origin"] as? String == "matched")
        #expect((secondary["reason"] as? String)?.contains("matched rule") == true)
        let derived = try #require(roles.first { $0["origin"] as? String == "derived" })
        #expect(derived["token"] is NSNull, "a derived role names no token: null, not missing")
        #expect(document["roleMap"] as? String == setup.folder + "/acme.shade.json")

        let text = try setup.run(["roles", "--themes", setup.folder, "--theme", "acme", "--appearance", "dark"])
        #expect(text.status == 0)
        #expect(text.standardOutput.contains("Acme · Dark · Standard  (size=regular, theme=dark)"))
        #expect(text.standardOutput.contains("role map: " + setup.folder + "/acme.shade.json"))
        #expect(text.standardOutput.contains("color.text.muted"))
    }

    /// Every report says how sure a role is in the designer's four words, the same ones the
    /// previewer shows: the sidecar's roles are pinned, a name's named, and no older word
    /// (stated, explicit, matched) is left in the text or the JSON's confidence.
    @Test func rolesAndTokensSayPinnedNamedValueOnlyOrDerived() throws {
        let setup = try Setup()
        defer { setup.home.remove() }
        let words: Set<String> = ["pinned", "named", "value only", "derived"]
        let document = try setup.json(["roles", "--theme", "acme", "--appearance", "dark", "--format", "json"])
        let roles = try #require(document["roles"] as? [[String: Any]])
        #expect(Set(roles.compactMap { $0["confidence"] as? String }).isSubset(of: words))
        #expect(roles.first { $0["role"] as? String == "accent" }?["confidence"] as? String == "pinned", "from the sidecar")
        #expect(roles.first { $0["role"] as? String == "foregroundSecondary" }?["confidence"] as? String == "named")
        let counts = try #require(document["counts"] as? [String: Int])
        #expect(Set(counts.keys) == words && counts.values.reduce(0, +) == 26)
        let tokens = try setup.json(["tokens", "--theme", "acme", "--appearance", "dark", "--format", "json"])
        let colors = try #require(tokens["colors"] as? [String: [String: Any]])
        #expect(colors["accent"]?["confidence"] as? String == "pinned")

        let text = try setup.run(["roles", "--themes", setup.folder, "--theme", "acme", "--appearance", "dark"]).standardOutput
        let accent = try #require(text.split(separator: "\n").first { $0.hasPrefix("  accent ") })
        #expect(accent.contains(" pinned "), "\(accent)")
        #expect(text.contains("pinned · ") && text.contains(" named"), "the counts line says the words: \(text)")
        let tokensText = try setup.run(["tokens", "--themes", setup.folder, "--theme", "acme", "--appearance", "dark"]).standardOutput
        let accentRow = try #require(tokensText.split(separator: "\n").first { $0.hasPrefix("  accent ") })
        #expect(accentRow.hasSuffix("pinned color.accent"), "\(accentRow)")
        for old in ["stated", "explicit", "matched ", "name and value agree"] {
            #expect(!text.replacingOccurrences(of: "explicit: roles.", with: "").replacingOccurrences(of: "matched rule", with: "").contains(old),
                    "no old word (\(old)) in shade roles")
            #expect(!tokensText.contains(old), "no old word (\(old)) in shade tokens")
        }
    }

    @Test func anUnknownModifierOrContextIsOneLineListingWhatExists() throws {
        let setup = try Setup()
        defer { setup.home.remove() }
        for command in ["tokens", "roles", "snapshot", "contrast"] {
            let result = try setup.run([command, "--themes", setup.folder, "--theme", "acme", "--context", "sise=compact"])
            #expect(result.status != 0)
            #expect(result.standardError == "shade: Acme has no modifier 'sise' (did you mean size?); it has theme (light, dark, light-hc, dark-hc); size (regular, compact)\n", "\(command)")
        }
        let context = try setup.run(["tokens", "--themes", setup.folder, "--theme", "acme", "--context", "size=tiny"])
        #expect(context.standardError == "shade: modifier 'size' of Acme has no context 'tiny'; its contexts: regular, compact\n")
        let preview = try setup.run(["sheet", "--themes", setup.folder, "--context", "density=high"])
        #expect(preview.standardError.contains("no theme has an extra axis 'density'; extra axes: size"))
        let form = try setup.run(["tokens", "--themes", setup.folder, "--theme", "acme", "--context", "size"])
        #expect(form.standardError.contains("--context takes modifier=context"))
    }

    @Test func contextChangesWhatIsDrawn() throws {
        let setup = try Setup()
        defer { setup.home.remove() }
        let regular = try setup.json(["tokens", "--theme", "acme", "--appearance", "dark", "--format", "json"])
        let high = try setup.json(["tokens", "--theme", "acme", "--context", "theme=dark-hc", "--format", "json"])
        #expect(regular["axes"] as? [String: String] == ["theme": "dark", "size": "regular"])
        #expect(high["axes"] as? [String: String] == ["theme": "dark-hc", "size": "regular"])
        func hex(_ document: [String: Any], _ role: String) -> String? {
            ((document["colors"] as? [String: Any])?[role] as? [String: Any])?["hex"] as? String
        }
        #expect(hex(regular, "foregroundSecondary") != hex(high, "foregroundSecondary"))
        let snapshot = try setup.run(["snapshot", "--themes", setup.folder, "--theme", "acme", "--context", "size=compact",
                                      "--format", "text", "--size", "100x30"])
        #expect(snapshot.status == 0)
        #expect(snapshot.standardOutput.contains("Acme"))
    }

    @Test func aDraftedSidecarIsWrittenOnceAndReplacedOnlyWithForce() throws {
        let setup = try Setup()
        defer { setup.home.remove() }
        let target = setup.home.root.appendingPathComponent("draft.shade.json").path
        let first = try setup.run(["roles", "--themes", setup.folder, "--theme", "acme", "--write-sidecar", target])
        #expect(first.status == 0, "\(first.standardError)")
        let drafted = try String(contentsOfFile: target, encoding: .utf8)
        let json = try #require(JSONSerialization.jsonObject(with: Data(drafted.utf8)) as? [String: Any])
        let roles = try #require(json["roles"] as? [String: Any])
        #expect(roles["accent"] as? String == "color.accent")
        #expect(roles["foregroundSecondary"] as? String == "color.text.muted", "the same token in every context: written once")
        #expect(json["derived"] is [String: Any], "derived roles are listed for information")

        try Data("mine".utf8).write(to: URL(fileURLWithPath: target))
        let again = try setup.run(["roles", "--themes", setup.folder, "--theme", "acme", "--write-sidecar", target])
        #expect(again.status != 0 && again.standardError.contains("exists; add --force"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine", "never over a file without --force")
        let forced = try setup.run(["roles", "--themes", setup.folder, "--theme", "acme", "--write-sidecar", target, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == drafted)

        let resolver = setup.folder + "/acme.resolver.json"
        let before = try String(contentsOfFile: resolver, encoding: .utf8)
        let refused = try setup.run(["roles", "--themes", setup.folder, "--theme", "acme", "--write-sidecar", resolver, "--force"])
        #expect(refused.status != 0 && refused.standardError.contains("not a sidecar"))
        #expect(try String(contentsOfFile: resolver, encoding: .utf8) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: setup.home.root.path).filter { $0.hasPrefix(".shade-sidecar") }
        #expect(leftovers.isEmpty, "no temporary file is left behind")
    }

    @Test func tokensJSONOfAPrimerLikeSystem() throws {
        let setup = try Setup()
        defer { setup.home.remove() }
        let document = try setup.json(["tokens", "--theme", "primer-like", "--appearance", "dark", "--contrast", "high", "--format", "json"])
        #expect(document["axes"] as? [String: String] == ["mode": "dark_high_contrast"])
        let colors = try #require(document["colors"] as? [String: [String: Any]])
        #expect(colors.count == 26)
        #expect(colors["foregroundPrimary"]?["token"] as? String == "fgColor.default")
        #expect(colors["foregroundSecondary"]?["token"] as? String == "fgColor.muted")
        #expect(colors["backgroundPrimary"]?["token"] as? String == "bgColor.default")
        #expect(colors["error"]?["token"] as? String == "fgColor.danger")
        #expect(colors["foregroundPrimary"]?["origin"] as? String == "matched")
        #expect(colors["foregroundPrimary"]?["hex"] as? String == "#FFFFFF", "the high-contrast override")
        for entry in colors.values {
            for key in ["hex", "alpha", "token", "origin", "reason", "aliases", "file"] { #expect(entry[key] != nil, "\(key)") }
        }
        let tokens = try #require(document["tokens"] as? [String: [String: Any]])
        let muted = try #require(tokens["fgColor.muted"])
        #expect(muted["hex"] as? String == "#9198A1")
        #expect(muted["aliases"] as? [String] == ["base.gray.4"])
        #expect(muted["written"] as? String == "{base.gray.4}")
        #expect(muted["deprecated"] is NSNull && muted["outOfGamut"] as? Bool == false)
        #expect((muted["file"] as? String)?.hasSuffix("primer/dark.json") == true && muted["line"] as? Int == 3)
        #expect(tokens["fgColor.legacy"]?["deprecated"] as? String == "use fgColor.default")
    }

    @Test func tokensJSONOfAnAppleLikeSystem() throws {
        let setup = try Setup()
        defer { setup.home.remove() }
        let document = try setup.json(["tokens", "--theme", "apple-like", "--appearance", "light", "--format", "json"])
        #expect(document["axes"] as? [String: String] == ["appearance": "light", "contrast": "standard"])
        let colors = try #require(document["colors"] as? [String: [String: Any]])
        #expect(colors["foregroundPrimary"]?["token"] as? String == "label")
        #expect(colors["foregroundSecondary"]?["token"] as? String == "secondaryLabel")
        #expect(colors["backgroundPrimary"]?["token"] as? String == "systemBackground")
        #expect(colors["accent"]?["token"] as? String == "systemBlue")
        #expect(colors["success"]?["token"] as? String == "systemGreen")
        // secondaryLabel is translucent: drawn over the page, as Shade's own themes are.
        #expect(colors["foregroundSecondary"]?["over"] as? String == "backgroundPrimary")
        #expect(colors["foregroundSecondary"]?["alpha"] as? Double == 0.6)
        let tokens = try #require(document["tokens"] as? [String: [String: Any]])
        #expect(tokens["secondaryLabel"]?["alpha"] as? Double == 0.6)
        let increased = try setup.json(["tokens", "--theme", "apple-like", "--appearance", "dark", "--contrast", "high", "--format", "json"])
        #expect(increased["axes"] as? [String: String] == ["appearance": "dark", "contrast": "increased"])
        #expect(((increased["colors"] as? [String: Any])?["accent"] as? [String: Any])?["hex"] as? String == "#409CFF")
    }

    @Test func contrastChecksSystemsWithTheSamePairs() throws {
        let setup = try Setup()
        defer { setup.home.remove() }
        let acme = try setup.run(["contrast", "--themes", setup.folder, "--theme", "acme", "--format", "json"])
        let flat = try setup.run(["contrast", "--themes", setup.folder, "--theme", "flat", "--format", "json"])
        let sky = try setup.run(["contrast", "--themes", setup.folder, "--theme", "sky", "--format", "json"])
        func pairs(_ result: E2EProcess.Result) throws -> [[String]] {
            let json = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let results = try #require(json["results"] as? [[String: Any]])
            return results.map { ($0["pairs"] as? [[String: Any]] ?? []).map { "\($0["foreground"]!)/\($0["background"]!)" }.sorted() }
        }
        #expect(try pairs(acme).count == 4)
        #expect(try pairs(flat).count == 1, "one appearance is checked once")
        #expect(try pairs(acme)[0] == pairs(sky)[0])
        let fixed = try setup.run(["contrast", "--themes", setup.folder, "--theme", "acme", "--context", "theme=dark-hc", "--format", "json"])
        #expect(try pairs(fixed).count == 1, "a context that fixes the resolution is checked once")
    }

    @Test func validateReportsSystemProblemsWhereTheyStand() throws {
        var files = SystemCommandFixtures.all
        files["acme/dark.json"] = #"{ "color": { "$type": "color", "text": { "default": { "$value": "{gray.nope}" } } } }"#
        let setup = try Setup(files)
        defer { setup.home.remove() }
        let result = try setup.run(["validate", setup.folder])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("acme/dark.json:1:"), "\(result.standardOutput)")
    }

    /// A value that breaks the format but is still known is a warning: `validate` lists each
    /// where it stands and fails on them only with `--strict`; other commands say them once
    /// per file and kind.
    @Test func deviationsAreWarningsListedByValidateAndSummedUpElsewhere() throws {
        let strays = (1...3).map { ##""t\##($0)": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "alpha": 0}"## }
        let white = ##""bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff"}}"##
        let text = ##"{"text": {"$type": "color", "## + strays.joined(separator: ", ") + "}, " + white + "}"
        let setup = try Setup(["lax.tokens.json": text])
        defer { setup.home.remove() }
        let lenient = try setup.run(["validate", setup.folder])
        #expect(lenient.status == 0, "\(lenient.standardOutput)")
        #expect(lenient.standardOutput.components(separatedBy: "stray \"alpha\"").count == 4)
        #expect(lenient.standardOutput.contains("lax.tokens.json:1:"))
        #expect(lenient.standardOutput.contains("3 digits"))
        let strict = try setup.run(["validate", "--strict", setup.folder])
        #expect(strict.status == 1)
        let tokens = try setup.run(["tokens", "--themes", setup.folder, "--theme", "lax", "--format", "json"])
        #expect(tokens.status == 0)
        #expect(tokens.standardOutput.contains("\"text.t2\""))
        #expect(tokens.standardOutput.contains("\"bg\""))
        #expect(!tokens.standardError.contains("t2"), "one line per file and kind: \(tokens.standardError)")
    }

    /// A picture whose text does not read says so on standard error; a palette-only system's
    /// roles are labelled as guessed; a package.json beside the themes is not listed.
    @Test func guessesAndUnreadableTextAreSaid() throws {
        let setup = try Setup([
            "ramps.tokens.json": ##"{"gray": {"$type": "color", "10": {"$value": "#f4f5f7"}, "90": {"$value": "#20252b"}}, "blue": {"$type": "color", "60": {"$value": "#1660d6"}}}"##,
            "grey.tokens.json": ##"{"bg": {"$type": "color", "default": {"$value": "#777777"}}, "text": {"$type": "color", "default": {"$value": "#888888"}}}"##,
            "package.json": ##"{"name": "app", "version": "1.0.0"}"##,
        ])
        defer { setup.home.remove() }
        let roles = try setup.run(["roles", "--themes", setup.folder, "--theme", "ramps"])
        #expect(roles.standardOutput.contains("value only"))
        #expect(roles.standardOutput.contains("the page or the primary text is guessed"))
        let list = try setup.run(["list", "--themes", setup.folder])
        #expect(!list.standardOutput.contains("package"), "\(list.standardOutput)")
        let snapshot = try setup.run(["snapshot", "--themes", setup.folder, "--theme", "grey", "--format", "text"])
        #expect(snapshot.status == 0)
        #expect(snapshot.standardError.contains("under 3:1"), "\(snapshot.standardError)")
    }

    /// A project's tool settings beside its tokens are no themes and draw no warning, however
    /// they are written (`tsconfig.json` is JSON with comments); a folder that gives no theme
    /// says so in `list` instead of an empty table.
    @Test func toolSettingsAreNoThemesAndAnEmptyFolderIsSaid() throws {
        let setup = try Setup([
            "base.tokens.json": ##"{"bg": {"$type": "color", "default": {"$value": "#ffffff"}}, "text": {"$type": "color", "default": {"$value": "#111111"}}}"##,
            "tsconfig.json": "{\n  // the compiler's settings\n  \"compilerOptions\": {}\n}\n",
            "tsconfig.build.json": "{ /* build */ \"extends\": \"./tsconfig.json\" }",
            "pkg/package-lock.json": ##"{"name": "app", "lockfileVersion": 3, "packages": {}}"##,
            "pkg/colors.ts": "export const red = '#ff0000'\n",
            // Hidden files are tools' settings (Prettier's, ESLint's), as hidden folders are
            // tools' own: an empty object would otherwise be a theme of nothing.
            ".prettierrc.json": "{}",
            "pkg/.eslintrc.json": ##"{"root": true, "rules": {}}"##,
        ])
        defer { setup.home.remove() }
        let list = try setup.run(["list", "--themes", setup.folder])
        #expect(list.status == 0 && list.standardOutput.contains("base"), "\(list.standardOutput)")
        #expect(!list.standardOutput.contains("prettierrc") && !list.standardOutput.contains("eslintrc"), "\(list.standardOutput)")
        #expect(!list.standardError.contains("tsconfig") && !list.standardError.contains("package-lock"), "\(list.standardError)")
        let validate = try setup.run(["validate", setup.folder])
        #expect(validate.status == 0, "\(validate.standardOutput)")
        let empty = try setup.run(["list", "--themes", setup.folder + "/pkg"])
        #expect(empty.standardError.contains("no theme found in"), "\(empty.standardError)")
        let full = try setup.run(["list", "--themes", setup.folder])
        #expect(!full.standardError.contains("no theme found"), "\(full.standardError)")
    }

    /// Tokens kept in TypeScript and built into `dist/`: the search passes `dist/` over, so a
    /// folder with nothing else says where the build's output is and how to open it.
    @Test func aFolderWhoseOnlyThemeIsItsBuildOutputSaysHowToOpenIt() throws {
        let setup = try Setup([
            "src/colors.ts": "export const red = '#ff0000'\n",
            "dist/output/css/light.css": ":root { --bg: #ffffff; --fg: #111111; --accent: #0969da; }\n",
        ])
        defer { setup.home.remove() }
        let list = try setup.run(["list", "--themes", setup.folder])
        #expect(list.standardError.contains("no theme found in"), "\(list.standardError)")
        #expect(list.standardError.contains("dist/ (a build's output) is not searched: shade list --themes \(setup.folder)/dist"),
                "\(list.standardError)")
        let validate = try setup.run(["validate", setup.folder])
        #expect(validate.status == 1 && validate.standardOutput.contains("is not searched: shade list --themes"), "\(validate.standardOutput)")
        let named = try setup.run(["list", "--themes", setup.folder + "/dist"])
        #expect(named.standardOutput.contains("light.css"), "\(named.standardOutput)")
    }
}
