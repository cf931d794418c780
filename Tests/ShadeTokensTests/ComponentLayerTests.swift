import ShadeColor
import Testing
@testable import ShadeTokens

/// A component's tokens known by where they stand, not by a word Shade knows (``ComponentLayer``):
/// a name prefix that carries its own measures, and a components file or folder.
@Suite struct ComponentLayerTests {
    /// A system of semantic text and grounds, no general line, and a colour picker's border
    /// named by a word no rule knows (`area`): the shape of Spectrum's `color-area-border-color`.
    private static let picker: [(String, String)] = [
        ("neutral-content-color-default", "#222222"), ("neutral-subdued-content-color-default", "#4B4B4B"),
        ("background-base-color", "#FFFFFF"), ("background-layer-1-color", "#F8F8F8"),
        ("color-area-border-color", "#131313"),
    ]

    /// The picker's own measures, as the system's size files hold them.
    private static let pickerMeasures = ["color-area-width", "color-area-height", "color-area-border-rounding"]

    @Test func aPrefixWithItsOwnMeasuresIsAComponents() {
        let tokens = RoleFixtures.tokens(Self.picker)
        let alone = RoleFiller.fill(tokens: tokens, appearance: .light)
        #expect(alone[.outlinePrimary].token == "color-area-border-color", "without its measures the picker's border reads as a line")
        let measured = RoleFiller.fill(tokens: tokens, appearance: .light, dimensions: Self.pickerMeasures)
        #expect(measured[.outlinePrimary].origin == .derived, "no general line: derived from the text, not the picker's")
        let layer = ComponentLayer(tokens: tokens, words: nil, dimensions: Self.pickerMeasures)
        #expect(layer[tokens.count - 1] == "area, which has its own measures")
        #expect(layer[0] == nil)
    }

    @Test func oneMeasureIsAStrayNotAComponent() {
        let tokens = RoleFixtures.tokens(Self.picker)
        let roles = RoleFiller.fill(tokens: tokens, appearance: .light, dimensions: ["color-area-width"])
        #expect(roles[.outlinePrimary].token == "color-area-border-color")
    }

    @Test func measuresOfALineOrANamespaceMarkNoComponent() {
        // `kui-border-width-*` measures every border; `kui` starts every name: neither is a component.
        let tokens = RoleFixtures.tokens([
            ("kui-color-text", "#111111"), ("kui-color-background", "#FFFFFF"), ("kui-color-border", "#C0C0C0"),
            ("kui-color-border-inverse", "#333333"), ("kui-color-text-neutral", "#555555"),
        ])
        let layer = ComponentLayer(tokens: tokens, words: nil, dimensions: [
            "kui-border-width-10", "kui-border-width-20", "kui-space-width-10", "kui-kui-width-20", "kui-height-10", "kui-height-20",
        ])
        #expect(layer.isEmpty)
    }

    /// A system split into semantic and component files: the shape of Astro's
    /// `base.system.json` and `base.component.json`.
    private static func split(componentFile: String) -> [SystemColorToken] {
        RoleFixtures.tokens([
            ("color.text.primary", "#111111"), ("color.text.secondary", "#555555"),
            ("color.background.base", "#FFFFFF"), ("color.background.surface", "#F4F4F4"),
            ("color.border.interactive.default", "#4DACFF"),
        ], file: "tokens/base.system.json")
            + RoleFixtures.tokens([("log.color.border", "#000000"), ("log.color.background", "#EEEEEE")], file: componentFile)
    }

    @Test func aComponentsFileHoldsComponentsTokens() {
        let oneFile = Self.split(componentFile: "tokens/base.system.json")
        #expect(RoleFiller.fill(tokens: oneFile, appearance: .light)[.outlinePrimary].token == "log.color.border",
                "in the semantic file the log's border is the system's only neutral line")
        for file in ["tokens/base.component.json", "tokens/components.json", "tokens/components/log.json"] {
            let roles = RoleFiller.fill(tokens: Self.split(componentFile: file), appearance: .light)
            // The semantic border is the accent's blue, no line: the outline is derived.
            #expect(roles[.outlinePrimary].origin == .derived, "\(file)")
        }
    }

    @Test func aThemeOverrideKeepsItsGroupsLayer() {
        // The light theme redefines the log's border in its own file; the rest of `log` stays
        // in the components file.
        var tokens = Self.split(componentFile: "tokens/base.component.json")
        tokens += RoleFixtures.tokens([("log.color.header", "#DDDDDD")], file: "tokens/base.component.json")
        tokens[tokens.firstIndex { $0.path == "log.color.border" }!].file = "tokens/theme/light.json"
        let layer = ComponentLayer(tokens: tokens, words: nil, dimensions: [])
        #expect(layer[tokens.firstIndex { $0.path == "log.color.border" }!] != nil)
        #expect(layer[tokens.firstIndex { $0.path == "color.text.primary" }!] == nil)
    }

    @Test func onlyTheFilesOwnNamesCount() {
        #expect(ComponentLayer.namesComponents("base.component.json"))
        #expect(ComponentLayer.namesComponents("components/button.json"))
        #expect(ComponentLayer.namesComponents("Component-Tokens.json"))
        #expect(!ComponentLayer.namesComponents("componentry.json"))
        #expect(!ComponentLayer.namesComponents("base.system.json"))
        // A system kept whole under a folder named for components has no layer to tell.
        let whole = RoleFixtures.tokens([("color.text", "#111111")], file: "web-components/tokens/base.json")
            + RoleFixtures.tokens([("log.border", "#000000")], file: "web-components/tokens/log.json")
        #expect(ComponentLayer(tokens: whole, words: nil, dimensions: []).isEmpty)
    }

    @Test func theVocabularysComponentsStayAsTheyAre() {
        // An input's border is the outline's evidence, in a components file or not.
        let tokens = Self.split(componentFile: "tokens/base.system.json")
            + RoleFixtures.tokens([("border-color.input", "#72777D")], file: "tokens/components.json")
        let roles = RoleFiller.fill(tokens: tokens, appearance: .light)
        #expect(roles[.outlinePrimary].token == "border-color.input")
    }
}
