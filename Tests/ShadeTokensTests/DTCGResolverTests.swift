import Testing
import ShadeColor
@testable import ShadeTokens
import ShadeJSON

@Suite struct DTCGResolverTests {
    static let files = DTCGMemoryFiles([
        "ds/app.resolver.json": """
        {"version": "2025.10", "name": "App", "description": "Test system",
         "$extensions": {"dev.shade": {"roles": {}}},
         "sets": {"base": {"sources": [{"$ref": "base.json"}, {"$ref": "#/sets/extra"}]},
                  "extra": {"sources": [{"more": {"$type": "color", "x": {"$value": \(dtcgSRGB(0, 1, 0))}}}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}],
                                              "light-hc": [{"$ref": "light.json"}, {"$ref": "hc.json"}],
                                              "dark-hc": [{"$ref": "dark.json"}, {"$ref": "hc.json"}]}, "default": "light"},
                       "size": {"contexts": {"regular": [], "compact": [{"$ref": "compact.json"}]}}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"},
                             {"type": "set", "name": "late", "sources": [{"$ref": "late.json#/only"}]}]}
        """,
        "ds/base.json": """
        {"palette": {"$type": "color", "white": {"$value": \(dtcgSRGB(1, 1, 1))}, "black": {"$value": \(dtcgSRGB(0, 0, 0))}},
         "space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}}}
        """,
        "ds/light.json": #"{"fg": {"$type": "color", "$value": "{palette.black}"}, "bg": {"$type": "color", "$value": "{palette.white}"}}"#,
        "ds/dark.json": #"{"fg": {"$type": "color", "$value": "{palette.white}"}, "bg": {"$type": "color", "$value": "{palette.black}"}}"#,
        "ds/hc.json": #"{"border": {"$type": "color", "$value": "{fg}"}}"#,
        "ds/compact.json": #"{"space": {"md": {"$value": {"value": 8, "unit": "px"}}}}"#,
        "ds/late.json": #"{"only": {"late": {"$type": "number", "$value": 1}}, "ignored": {"$type": "number", "$value": 2}}"#,
    ])

    @Test func composesContextsInOrder() throws {
        let system = Self.files.open("ds/app.resolver.json")
        #expect(system.diagnostics.isEmpty, "\(system.diagnostics)")
        #expect(system.name == "App" && system.description == "Test system")
        #expect(system.extensions?["dev.shade"] != nil)
        #expect(system.modifiers.map(\.role) == [.appearanceAndContrast, .extra])
        #expect(system.defaultContext == SystemContext(["theme": "light", "size": "regular"]))

        let light = system.resolve(system.defaultContext)
        #expect(light.hex("fg") == "#000000")
        #expect(light.color("border") == nil)
        #expect(light.hex("more.x") == "#00FF00")
        #expect(light.dimensions.first?.value == 16)
        #expect(light.others.map(\.path) == ["late"])

        let darkHigh = system.resolve(system.context(for: Resolution(.dark, .high), extras: ["size": "compact"]))
        #expect(darkHigh.context == SystemContext(["theme": "dark-hc", "size": "compact"]))
        #expect(darkHigh.hex("fg") == "#FFFFFF")
        #expect(darkHigh.hex("border") == "#FFFFFF")
        #expect(darkHigh.color("border")?.aliases == ["fg", "palette.white"])
        #expect(darkHigh.dimensions.first?.value == 8)
        #expect(darkHigh.diagnostics.isEmpty, "\(darkHigh.diagnostics)")
    }

    @Test func filesAreReadOnceAndContextsCached() throws {
        let files = DTCGMemoryFiles(Self.files.files)
        let system = files.open("ds/app.resolver.json")
        for resolution in Resolution.all { _ = system.resolve(system.context(for: resolution)) }
        _ = system.resolve(system.context(for: Resolution(.light)))
        #expect(files.reads("ds/base.json") == 1)
        #expect(files.reads("ds/light.json") == 1)
        #expect(files.reads("ds/hc.json") == 1)
    }

    @Test func unknownInputIsReported() throws {
        let system = Self.files.open("ds/app.resolver.json")
        let resolved = system.resolve(SystemContext(["theme": "sepia", "mood": "x"]))
        #expect(resolved.diagnostics.contains { $0.message.contains("no context \"sepia\"") })
        #expect(resolved.diagnostics.contains { $0.message.contains("no modifier \"mood\"") })
        #expect(resolved.hex("fg") == "#000000")
    }

    @Test func plainTokenFileHasOneAppearance() throws {
        let system = Self.files.open("ds/base.json")
        #expect(system.modifiers.isEmpty)
        #expect(system.appearances == [.light] && system.contrasts == [.standard])
        #expect(system.name == "base")
        #expect(system.resolve(system.context(for: Resolution(.dark, .high))).colors.count == 2)
    }

    @Test func resolverMusts() throws {
        let files = DTCGMemoryFiles(["r.json": """
        {"version": "2024.01",
         "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}, "nosources": {}},
         "modifiers": {"empty": {"contexts": {}}, "one": {"contexts": {"only": []}},
                       "m": {"contexts": {"x": [{"$ref": "#/modifiers/one"}], "y": []}, "default": "z"}},
         "resolutionOrder": [{"$ref": "#/sets/a"}, {"$ref": "#/sets/nosources"}, {"$ref": "#/modifiers/empty"},
                             {"$ref": "#/modifiers/one"}, {"$ref": "#/modifiers/m"}, {"$ref": "#/resolutionOrder/0"},
                             {"name": "n", "sources": []}, {"type": "set", "sources": []},
                             {"type": "set", "name": "m", "sources": []}, {"$ref": "https://x.test/a.json"}]}
        """])
        let messages = files.open("r.json").diagnostics.map(\.message)
        for expected in ["must be \"2025.10\"", "circular reference", "needs a \"sources\" array", "at least one context",
                         "has one context", "must not reference a modifier", "must name one of its contexts",
                         "must not be referenced", "needs \"type\"", "needs a \"name\"", "appears twice"] {
            #expect(messages.contains { $0.contains(expected) }, "\(expected) in \(messages)")
        }
    }

    @Test func inlineModifierReferencingASet() throws {
        let files = DTCGMemoryFiles(["r.json": """
        {"version": "2025.10",
         "sets": {"ink": {"sources": [{"c": {"$type": "color", "ink": {"$value": \(dtcgSRGB(0, 0, 0))}}}]}},
         "resolutionOrder": [
           {"type": "modifier", "name": "mode", "default": "night",
            "contexts": {"day": [{"$ref": "#/sets/ink"}],
                         "night": [{"$ref": "#/sets/ink"}, {"c": {"ink": {"$value": \(dtcgSRGB(1, 1, 1))}}}]}}]}
        """])
        let system = files.open("r.json")
        #expect(system.diagnostics.isEmpty, "\(system.diagnostics)")
        #expect(system.modifiers.first?.role == .appearance)
        #expect(system.defaultContext == SystemContext(["mode": "night"]))
        #expect(system.resolve(system.defaultContext).hex("c.ink") == "#FFFFFF")
        #expect(system.resolve(system.context(for: Resolution(.light))).hex("c.ink") == "#000000")
        #expect(system.resolutionContexts().count == 2)
        system.prefetch(system.resolutionContexts())
    }

    @Test func tokenInOneFileGroupInAnother() throws {
        let files = DTCGMemoryFiles([
            "r.json": #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "a.json"}, {"$ref": "b.json"}]}]}"#,
            "a.json": #"{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}"#,
            "b.json": #"{"bg": {"hover": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#,
        ])
        let system = files.open("r.json")
        let problem = try #require(system.resolve(system.defaultContext).diagnostics.first { $0.message.contains("cannot also be a group") })
        #expect(problem.file == "b.json" && problem.tokenPath == "bg")
        #expect(problem.position == SourcePosition(line: 1, column: 2))
    }

    @Test func missingFileIsADiagnostic() throws {
        let files = DTCGMemoryFiles(["r.json": #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "gone.json"}]}]}"#])
        let system = files.open("r.json")
        let resolved = system.resolve(system.defaultContext)
        #expect(resolved.diagnostics.first?.file == "gone.json")
    }
}

@Suite struct DTCGAxisTests {
    private func role(_ modifier: String, _ contexts: [String]) -> (SystemModifier.Role, [String: SystemAxisPosition]) {
        DTCGAxisRules.automatic(modifier: modifier, contexts: contexts)
    }

    @Test(arguments: [
        ("theme", ["light", "dark"], SystemModifier.Role.appearance),
        ("mode", ["default", "inverted"], .appearance),
        ("scheme", ["day", "night"], .appearance),
        ("theme", ["light", "dark", "lightHighContrast", "darkHighContrast"], .appearanceAndContrast),
        ("theme", ["light", "dark", "light_ax", "dark_ax"], .appearanceAndContrast),
        ("theme", ["light", "dark", "light-hc", "dark-hc"], .appearanceAndContrast),
        ("contrast", ["standard", "high"], .contrast),
        ("contrast", ["no-preference", "more"], .contrast),
        ("prefers", ["contrast-standard", "contrast-more"], .contrast),
        ("a11y", ["default", "highContrast"], .extra),
        ("a11y", ["standard", "hc"], .extra),
        ("size", ["small", "large"], .extra),
        ("brand", ["light"], .extra),
    ])
    func classifies(modifier: String, contexts: [String], expected: SystemModifier.Role) {
        #expect(role(modifier, contexts).0 == expected)
    }

    @Test func positions() {
        let (_, positions) = role("theme", ["light", "dark", "lightHighContrast", "dark_ax", "dark_dimmed"])
        #expect(positions["lightHighContrast"] == SystemAxisPosition(appearance: .light, contrast: .high))
        #expect(positions["dark_ax"] == SystemAxisPosition(appearance: .dark, contrast: .high))
        #expect(positions["dark_dimmed"] == SystemAxisPosition(appearance: .dark, contrast: .standard))
        #expect(DTCGAxisRules.words("lightHighContrast") == ["light", "high", "contrast"])
    }

    @Test func explicitOverrideWins() {
        let files = DTCGMemoryFiles(["r.json": """
        {"version": "2025.10",
         "$extensions": {"dev.shade": {"axes": {"look": {"axis": "appearance", "contexts": {"paper": "light", "ink": "dark"}}}}},
         "modifiers": {"look": {"contexts": {"paper": [], "ink": []}},
                       "theme": {"contexts": {"light": [], "dark": []}, "$extensions": {"dev.shade": {"axis": "none"}}},
                       "boost": {"contexts": {"off": [], "on": []}, "$extensions": {"dev.shade": {"axis": "contrast", "contexts": {"off": "standard", "on": "high"}}}}},
         "resolutionOrder": [{"$ref": "#/modifiers/look"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/boost"}]}
        """])
        let system = files.open("r.json")
        #expect(system.modifiers.map(\.role) == [.appearance, .extra, .contrast])
        #expect(system.modifiers.map(\.isExplicit) == [true, true, true])
        #expect(system.context(for: Resolution(.dark, .high)) == SystemContext(["look": "ink", "theme": "light", "boost": "on"]))
    }

    @Test func secondAppearanceModifierIsAnExtra() {
        let modifiers = DTCGAxisRules.classify([
            DTCGModifierDefinition(name: "a", contexts: [("light", []), ("dark", [])], position: SourcePosition(line: 1, column: 1)),
            DTCGModifierDefinition(name: "b", contexts: [("light", []), ("dark", [])], position: SourcePosition(line: 1, column: 1)),
        ], resolverExtensions: nil)
        #expect(modifiers.map(\.role) == [.appearance, .extra])
    }
}
