import ShadeColor
@testable import ShadeFormats
import ShadeTokens
import Testing

/// Sibling folders of a token folder read whole (no config) that define mostly the same
/// tokens are a `theme` axis, not layers (issue 32). The first folder has the shape of
/// pinterest/gestalt's `packages/gestalt-design-tokens/tokens/` (`classic/`, `vr-theme/`,
/// `vr-theme-web-mapping/`, whose files alias `vr-theme`'s): the names and values here are
/// written for the test.
@Suite struct FolderAxesTests {
    private func token(_ value: String) -> String { #"{ "value": "\#(value)", "type": "color" }"# }

    private func color(_ system: DesignSystem, _ appearance: Appearance, _ extras: [String: String], _ path: String) -> RGB? {
        system.resolve(system.context(for: Resolution(appearance), extras: extras)).colors.first { $0.path == path }?.color.rgb
    }

    private func paths(_ system: DesignSystem, _ appearance: Appearance, _ extras: [String: String]) -> Set<String> {
        Set(system.resolve(system.context(for: Resolution(appearance), extras: extras)).colors.map(\.path))
    }

    /// The semantic layer of one theme: `color.background.default` and `color.text.default`.
    private func semantic(_ background: String, _ text: String) -> String {
        #"{ "color": { "background": { "default": \#(token(background)) }, "text": { "default": \#(token(text)) } } }"#
    }

    @Test func siblingFoldersOfTheSameTokensAreAThemeAxisAndTheFolderOneAliasesIsItsAlone() throws {
        let root = "/shade-memory-folder-axes/tokens"
        let files = FolderFormatsFromMemoryTests.memory([
            "classic/base-color.json": #"{ "color": { "white": \#(token("#ffffff")), "ink": \#(token("#111111")) } }"#,
            "classic/sema-color-light.json": semantic("{color.white.value}", "{color.ink.value}"),
            "classic/sema-color-dark.json": semantic("{color.ink.value}", "{color.white.value}"),
            "vr-theme/base/color.json": #"{ "base": { "paper": \#(token("#fafafa")), "coal": \#(token("#000000")) } }"#,
            "vr-theme/sema/light.json": #"{ "sema": { "page": \#(token("{base.paper}")), "ink": \#(token("{base.coal}")) } }"#,
            "vr-theme/sema/dark.json": #"{ "sema": { "page": \#(token("{base.coal}")), "ink": \#(token("{base.paper}")) } }"#,
            "vr-theme-web-mapping/sema-color.json": semantic("{sema.page.value}", "{sema.ink.value}"),
        ], under: root)
        let (read, problems) = TokensStudioReader.read(path: root, files: files)
        let system = try #require(read, "\(problems)")
        let theme = try #require(system.modifiers.first { $0.name == "theme" })
        #expect(theme.contexts == ["classic", "vr-theme-web-mapping"] && theme.role == .extra)
        #expect(theme.description?.contains("classic/ and vr-theme-web-mapping/ define mostly the same tokens") == true)
        #expect(system.appearances == [.light, .dark])
        // Classic is classic's own: its values, and none of the other theme's tokens.
        #expect(color(system, .light, ["theme": "classic"], "color.background.default") == RGB(0xFFFFFF))
        #expect(color(system, .dark, ["theme": "classic"], "color.background.default") == RGB(0x111111))
        #expect(paths(system, .light, ["theme": "classic"]).allSatisfy { !$0.hasPrefix("sema.") && !$0.hasPrefix("base.") })
        // The mapping is read over the folder it aliases, in its own context.
        #expect(color(system, .light, ["theme": "vr-theme-web-mapping"], "color.background.default") == RGB(0xFAFAFA))
        #expect(color(system, .dark, ["theme": "vr-theme-web-mapping"], "color.text.default") == RGB(0xFAFAFA))
        #expect(paths(system, .light, ["theme": "vr-theme-web-mapping"]).isDisjoint(with: ["color.white", "color.ink"]))
    }

    /// Folders that are parts stay layered: a brand folder of a few overrides that aliases the
    /// core it patches, a dark folder over a base folder (they differ by appearance), a
    /// `deprecated/` copy of the current tokens, and folders of different tokens.
    @Test func overridesAppearancesDeprecatedCopiesAndPartsStayLayered() throws {
        let root = "/shade-memory-folder-parts/tokens"
        let core = #"{ "color": { "page": \#(token("#ffffff")), "text": \#(token("#222222")), "accent": \#(token("#0055cc")), "line": \#(token("#cccccc")) } }"#
        let files = FolderFormatsFromMemoryTests.memory([
            "core/color.json": core,
            "brand/color.json": #"{ "color": { "accent": \#(token("{color.line.value}")) } }"#,
            "dark/color.json": #"{ "color": { "page": \#(token("#101010")), "text": \#(token("#eeeeee")), "accent": \#(token("#66aaff")), "line": \#(token("#444444")) } }"#,
            "deprecated/color.json": core,
            "components/button.json": #"{ "button": { "fill": \#(token("{color.accent.value}")) } }"#,
        ], under: root)
        let (read, problems) = TokensStudioReader.read(path: root, files: files)
        let system = try #require(read, "\(problems)")
        #expect(system.modifiers.allSatisfy { $0.role != .extra }, "\(system.modifiers)")
        #expect(color(system, .light, [:], "button.fill") != nil)
    }

    /// Folders whose names differ only by appearance words (`glass`, `glass-dark`) are one
    /// alternative, as PatternFly's `default/glass/` and `default/glass-dark/` beside
    /// `default/light/` and `default/dark/`.
    @Test func appearanceWordsInFolderNamesJoinOneAlternative() throws {
        let axes = TokensStudioReader.FolderAxes(names: ["default/light/semantic", "default/dark/semantic.dark", "default/glass/semantic.glass",
                                                        "default/glass-dark/semantic.glass.dark"]) { _ in ["bg.page", "fg.text", "bg.card"] } references: { _ in [] }
        #expect(axes.axes.map(\.name) == ["theme"])
        #expect(axes.axes.first?.contexts.map(\.title) == ["default", "glass"])
        #expect(axes.axes.first?.contexts.last?.sets == ["default/glass/semantic.glass", "default/glass-dark/semantic.glass.dark"])
    }
}
