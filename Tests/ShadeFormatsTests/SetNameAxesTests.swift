import ShadeColor
@testable import ShadeFormats
import ShadeTokens
import Testing

/// A Tokens Studio file with an empty (or no) `$themes` whose set names carry the axes
/// (issue 32). The first file has the shape of Astro UXDS's `data/tokens.json`
/// (RocketCommunicationsInc/astro-design-tokens; no licence file there, so only the shape is
/// followed and no value is copied): sets `reference`, `system` (the dark
/// default), `theme-light`, `theme-wireframe`, `ios-dark`, `ios-light`, `"$themes": []` and a
/// `tokenSetOrder`; the values here are written for the test.
@Suite struct SetNameAxesTests {
    private func color(_ system: DesignSystem, _ context: SystemContext, _ path: String) -> RGB? {
        system.resolve(context).colors.first { $0.path == path }?.color.rgb
    }

    private func context(_ system: DesignSystem, _ appearance: Appearance, _ extras: [String: String] = [:]) -> SystemContext {
        system.context(for: Resolution(appearance), extras: extras)
    }

    @Test func aThemeSetBesideAnAppearanceSetIsAnAxisNotALayerOfEveryAppearance() throws {
        let path = Support.scratch() + "/astro-shape/tokens.json"
        Support.write(#"""
        {
          "reference": { "color": { "navy": { "value": "#101923", "type": "color" }, "white": { "value": "#ffffff", "type": "color" },
                                    "grey": { "value": "#e5e5e5", "type": "color" }, "ink": { "value": "#1b1b1b", "type": "color" },
                                    "blue": { "value": "#4dacff", "type": "color" } } },
          "system": { "color": { "background": { "base": { "default": { "value": "{color.navy}", "type": "color" } } },
                                 "text": { "primary": { "value": "{color.white}", "type": "color" } } } },
          "theme-light": { "color": { "background": { "base": { "default": { "value": "{color.white}", "type": "color" } } },
                                      "text": { "primary": { "value": "{color.ink}", "type": "color" } } } },
          "theme-wireframe": { "color": { "background": { "base": { "default": { "value": "{color.grey}", "type": "color" } } },
                                          "text": { "primary": { "value": "{color.ink}", "type": "color" } },
                                          "border": { "value": "{color.ink}", "type": "color" } } },
          "ios-dark": { "ios": { "tint": { "value": "{color.blue}", "type": "color" } } },
          "ios-light": { "ios": { "tint": { "value": "{color.navy}", "type": "color" } } },
          "$themes": [],
          "$metadata": { "tokenSetOrder": ["reference", "system", "theme-light", "theme-wireframe", "ios-dark", "ios-light"] }
        }
        """#, path)
        let (read, problems) = TokensStudioReader.read(path: path)
        let system = try #require(read, "\(problems)")
        let theme = try #require(system.modifiers.first { $0.name == "theme" })
        #expect(theme.contexts == ["default", "wireframe"] && theme.role == .extra)
        #expect(system.appearances == [.light, .dark])
        // The default theme: light from `theme-light`, dark from the system's own default.
        #expect(color(system, context(system, .light), "color.background.base.default") == RGB(0xFFFFFF))
        #expect(color(system, context(system, .dark), "color.background.base.default") == RGB(0x101923))
        // The wireframe theme is picked, not layered over every appearance.
        #expect(color(system, context(system, .light, ["theme": "wireframe"]), "color.background.base.default") == RGB(0xE5E5E5))
        // Sets that differ only by appearance stay each appearance's own.
        #expect(color(system, context(system, .dark), "ios.tint") == RGB(0x4DACFF))
        #expect(color(system, context(system, .light), "ios.tint") == RGB(0x101923))
    }

    /// `brand-a/dark`, `brand-b/light`… in a file with `$metadata` and no `$themes`: the brand is
/// an axis, each brand in light and dark.
    @Test func brandsInSetNamesAreAnAxisEachInLightAndDark() throws {
        let path = Support.scratch() + "/brands-shape/tokens.json"
        func set(_ page: String, _ text: String) -> String {
            #"{ "bg": { "page": { "value": "\#(page)", "type": "color" } }, "fg": { "text": { "value": "\#(text)", "type": "color" } } }"#
        }
        Support.write(#"""
        { "core": { "radius": { "value": "4px", "type": "borderRadius" } },
          "brand-a/light": \#(set("#ffffff", "#111111")), "brand-a/dark": \#(set("#111111", "#ffffff")),
          "brand-b/light": \#(set("#fff8e1", "#3e2723")), "brand-b/dark": \#(set("#3e2723", "#fff8e1")),
          "$metadata": { "tokenSetOrder": ["core", "brand-a/light", "brand-a/dark", "brand-b/light", "brand-b/dark"] } }
        """#, path)
        let (read, problems) = TokensStudioReader.read(path: path)
        let system = try #require(read, "\(problems)")
        #expect(system.modifiers.first { $0.name == "brand" }?.contexts == ["a", "b"])
        #expect(color(system, context(system, .dark, ["brand": "a"]), "bg.page") == RGB(0x111111))
        #expect(color(system, context(system, .light, ["brand": "b"]), "bg.page") == RGB(0xFFF8E1))
        #expect(color(system, context(system, .dark, ["brand": "b"]), "bg.page") == RGB(0x3E2723))
    }

    /// `ios-dimmed` beside `ios-light` differs only by an appearance word as resolvers name
    /// them (``DTCGAxisRules``: `dimmed` is dark): it is the dark appearance, not a `dimmed`
    /// alternative layered over light.
    @Test func aDimmedSetIsTheDarkAppearanceNotAnAlternative() throws {
        let axes = TokensStudioReader.SetNameAxes(names: ["ios-light", "ios-dimmed", "ios-midnight-ax"]) { _ in ["bg.page", "fg.text"] }
        #expect(axes.axes.isEmpty)
        let path = Support.scratch() + "/dimmed-shape/tokens.json"
        Support.write(#"""
        { "ios-light": { "bg": { "page": { "value": "#ffffff", "type": "color" } } },
          "ios-dimmed": { "bg": { "page": { "value": "#22272e", "type": "color" } } },
          "$themes": [] }
        """#, path)
        let (read, problems) = TokensStudioReader.read(path: path)
        let system = try #require(read, "\(problems)")
        #expect(system.modifiers.allSatisfy { $0.role != .extra })
        #expect(system.appearances == [.light, .dark])
        #expect(color(system, context(system, .light), "bg.page") == RGB(0xFFFFFF))
        #expect(color(system, context(system, .dark), "bg.page") == RGB(0x22272E))
    }

    /// Sets that share a start but define different tokens complement each other: no axis.
    @Test func complementarySetsAreNoAxis() {
        let axes = TokensStudioReader.SetNameAxes(names: ["global", "semantic/color", "semantic/typography", "light/colors", "dark/colors"]) { name in
            switch name {
            case "semantic/color": ["bg", "fg"]
            case "semantic/typography": ["font.body", "font.heading"]
            default: ["x"]
            }
        }
        #expect(axes.axes.isEmpty)
    }
}
