import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// A project that keeps its system's sources in maths Shade does not evaluate (Tokens Studio's
/// `pow(…)`, `set_lightness(…)` of aliases) beside a readable export of the same system lists the
/// readable one: the maths share no value with it to be matched by, and shown alone they show
/// nothing of the system (Equinor's `src/tokens/raw` and `dtcg/` beside its Figma export, issue 32).
@Suite struct UnreadableRenditionsTests {
    static let names = ["bg", "fg", "muted", "border", "accent", "danger"]

    /// Colours worked out from an anchor by an expression Shade does not evaluate.
    static func maths() -> String {
        let entries = names.indices.map { "\"\(names[$0])\": {\"$value\": \"set_lightness({color.anchor}, \($0 * 10 + 5) / 100)\"}" }
        return "{\"color\": {\"$type\": \"color\", \"anchor\": {\"$value\": \"#2f6fbf\"}, \(entries.joined(separator: ", "))}}"
    }

    @Test func sourcesInMathsShadeCannotReadAreLeftOutBesideTheReadableSystem() throws {
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "@acme/ocean-tokens"}"##,
            "tokens/light.json": RenditionsTests.tokens(RenditionsTests.light),
            "tokens/dark.json": RenditionsTests.tokens(RenditionsTests.dark),
            "src/maths/light.json": Self.maths(),
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        let listed = catalog.themes.filter { $0.source != .bundled }
        #expect(listed.map(\.source.label).map { String($0.dropFirst(root.count + 1)) } == ["tokens/"], "\(listed.map(\.name))")
        let left = catalog.explanations.filter { $0.system.contains("/src/maths") }
        #expect(left.contains { $0.reason.contains("cannot read") }, "\(left.map(\.reason))")
    }

    @Test func sourcesInMathsAloneStayListed() throws {
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "@acme/ocean-tokens"}"##,
            "src/maths/light.json": Self.maths(),
            "src/more/light.json": Self.maths(),
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        // Nothing readable to show instead: what Shade reads of them is shown, and said.
        #expect(catalog.themes.filter { $0.source != .bundled }.count == 2)
    }

    /// What counts as refused is a colour Shade could not read: untyped sizes and radii (no
    /// colour, whose type nothing gives) and values read with a deviation are not. A theme over
    /// a core of many sizes stays listed beside another theme of the project (Novo's bh2022
    /// beside bh2026 once its 897 "refused" were its core's sizes and its `darkValue`s).
    @Test func sizesWithoutATypeAreNoColoursRefused() throws {
        let sizes = (1...20).map { "\"r\($0)\": {\"$value\": \"\($0)px\"}" }.joined(separator: ", ")
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "@acme/ocean-tokens"}"##,
            "tokens/light.json": RenditionsTests.tokens(RenditionsTests.light),
            "tokens/dark.json": RenditionsTests.tokens(RenditionsTests.dark),
            "other/sizes.json": "{\"radius\": {\(sizes)}}",
            "other/colors.json": ##"{"color": {"$type": "color", "page": {"$value": "#fafaf5"}, "ink": {"$value": "#202020"}, "line": {"$value": "#b0b0a8"}, "brand": {"$value": "#9a3412"}}}"##,
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        let listed = catalog.themes.filter { $0.source != .bundled }.map(\.source.label)
        #expect(listed.contains { $0.contains("/other") }, "\(listed) \(catalog.explanations.map(\.reason))")
    }
}
