import Testing
import ShadeColor
@testable import ShadeTokens
import ShadeJSON

@Suite struct DTCGFormatTests {
    @Test func tokensGroupsRootAndInheritedType() throws {
        let resolved = dtcgResolve("""
        {
          "color": {
            "$type": "color",
            "text": {
              "$root": { "$value": \(dtcgSRGB(0, 0, 0)) },
              "muted": { "$value": \(dtcgSRGB(0.4, 0.4, 0.4)), "$description": "Secondary text" }
            },
            "link": { "$value": "{color.text.$root}" }
          },
          "space": { "$type": "dimension", "md": { "$value": { "value": 1, "unit": "rem" } } },
          "font": { "body": { "$type": "fontFamily", "$value": "Inter" } }
        }
        """)
        #expect(resolved.colors.map(\.path) == ["color.text.$root", "color.text.muted", "color.link"])
        #expect(resolved.hex("color.link") == "#000000")
        #expect(resolved.color("color.link")?.aliases == ["color.text.$root"])
        #expect(resolved.color("color.text.muted")?.description == "Secondary text")
        #expect(resolved.color("color.text.$root")?.position == SourcePosition(line: 5, column: 7))
        #expect(resolved.dimensions.first?.dimension.pixels == 16)
        #expect(resolved.others.map(\.type) == ["fontFamily"])
        #expect(resolved.diagnostics.isEmpty, "\(resolved.diagnostics)")
    }

    @Test func groupPathDoesNotNameItsRootToken() throws {
        let resolved = dtcgResolve("""
        {"accent": {"$type": "color", "$root": {"$value": \(dtcgSRGB(1, 0, 0))}},
         "link": {"$type": "color", "$value": "{accent}"}}
        """)
        #expect(resolved.color("link") == nil)
        let problem = try #require(resolved.messages(containing: "names a group").first)
        #expect(problem.suggestion == "{accent.$root}")
        #expect(problem.position == SourcePosition(line: 2, column: 39))
        #expect(problem.tokenPath == "link")
    }

    @Test func chainsAndCyclesReportedOnce() throws {
        let resolved = dtcgResolve("""
        {"c": {"$type": "color",
          "base": {"$value": \(dtcgSRGB(0, 0, 1))},
          "a": {"$value": "{c.b}"}, "b": {"$value": "{c.base}"},
          "x": {"$value": "{c.y}"}, "y": {"$value": "{c.z}"}, "z": {"$value": "{c.x}"},
          "into": {"$value": "{c.x}"}}}
        """)
        #expect(resolved.color("c.a")?.aliases == ["c.b", "c.base"])
        #expect(resolved.hex("c.a") == "#0000FF")
        #expect(resolved.messages(containing: "circular").count == 1)
        #expect(resolved.color("c.x") == nil && resolved.color("c.into") == nil)
    }

    @Test func longAliasChainDoesNotRecurse() throws {
        var members = ["\"t0\": {\"$value\": \(dtcgSRGB(1, 1, 1))}"]
        for index in 1..<5000 { members.append("\"t\(index)\": {\"$value\": \"{g.t\(index - 1)}\"}") }
        let resolved = dtcgResolve("{\"g\": {\"$type\": \"color\", \(members.joined(separator: ","))}}")
        #expect(resolved.colors.count == 5000)
        // A long chain keeps its first links and its end, not all 4999 (issue 19: n² memory).
        let aliases = resolved.color("g.t4999")?.aliases ?? []
        #expect(aliases.count == 16 && aliases.first == "g.t4998" && aliases.dropLast().last == "g.t4984" && aliases.last == "g.t0", "\(aliases)")
        #expect(resolved.color("g.t10")?.aliases == (0..<10).reversed().map { "g.t\($0)" }, "a short chain is kept whole")
    }

    @Test func aliasTypeMustMatch() throws {
        let resolved = dtcgResolve("""
        {"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
         "bad": {"$type": "color", "$value": "{size}"},
         "typed": {"$value": "{size}"}}
        """)
        #expect(resolved.messages(containing: "cannot alias").first?.tokenPath == "bad")
        #expect(resolved.dimensions.map(\.path) == ["size", "typed"])
    }

    @Test func typeMustBeDeterminable() throws {
        let resolved = dtcgResolve(##"{"loose": {"$value": "#ffffff"}, "odd": {"$type": "colour", "$value": 1}, "size": {"$value": "4px"}}"##)
        #expect(resolved.messages(containing: "type cannot be determined").map(\.tokenPath) == ["odd", "size"])
        #expect(resolved.messages(containing: "\"colour\" is not a type").first?.suggestion == "color")
    }

    /// Issue 32: one system's light colours were 1 of 18, because 17 carried no `$type`. A
    /// value that can only be a colour is read as one, and the missing type is reported where
    /// the token stands.
    @Test func untypedValuesThatArePlainlyColoursAreReadAsColours() throws {
        let resolved = dtcgResolve("""
        {"page": {"$value": \(dtcgSRGB(1, 1, 1))},
         "ink": {"$value": "#111111"},
         "success": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.6, 0.2]}},
         "link": {"$value": "{success}"},
         "name": {"$value": "Inter"},
         "typed": {"$type": "color", "$value": "#000000"}}
        """)
        #expect(Set(resolved.colors.map(\.path)) == ["page", "ink", "success", "link", "typed"])
        #expect(resolved.color("success")?.color.rgb == RGB(red: 0x1A, green: 0x99, blue: 0x33))
        let missing = resolved.messages(containing: "has no \"$type\"")
        #expect(Set(missing.map(\.tokenPath)) == ["page", "ink", "success", "link"])
        #expect(missing.allSatisfy { $0.position != nil && $0.severity == .deviation })
        #expect(resolved.messages(containing: "type cannot be determined").map(\.tokenPath) == ["name"], "a font name stays unread")
    }

    @Test func tokenThatIsAlsoAGroupIsAnError() throws {
        let resolved = dtcgResolve("""
        {"bg": {"$type": "color", "$value": \(dtcgSRGB(1, 1, 1)), "hover": {"$value": \(dtcgSRGB(0.9, 0.9, 0.9))}}}
        """)
        let problem = try #require(resolved.messages(containing: "cannot also hold").first)
        #expect(problem.tokenPath == "bg.hover")
        #expect(problem.position == SourcePosition(line: 1, column: 92))
    }

    @Test func nameRules() throws {
        let resolved = dtcgResolve("""
        {"color": {"$type": "color", "a.b": {"$value": \(dtcgSRGB(1, 1, 1))}, "{x}": {"$value": \(dtcgSRGB(1, 1, 1))},
          "$weird": {"$value": \(dtcgSRGB(1, 1, 1))}, "ok": {"$value": \(dtcgSRGB(1, 1, 1))}}}
        """)
        #expect(resolved.colors.map(\.path) == ["color.ok"])
        #expect(resolved.messages(containing: "must not contain '.'").count == 1)
        #expect(resolved.messages(containing: "must not contain '{'").count == 1)
        #expect(resolved.messages(containing: "\"$weird\" is not a property").count == 1)
    }

    @Test func deprecatedAndPropertyTypes() throws {
        let resolved = dtcgResolve("""
        {"old": {"$type": "color", "$deprecated": "Use new", "a": {"$value": \(dtcgSRGB(1, 1, 1))},
                 "b": {"$value": \(dtcgSRGB(1, 1, 1)), "$deprecated": false}, "c": {"$value": \(dtcgSRGB(1, 1, 1)), "$deprecated": true}},
         "bad": {"$type": "color", "$description": 3, "$deprecated": 1, "d": {"$value": \(dtcgSRGB(0, 0, 0))}}}
        """)
        #expect(resolved.color("old.a")?.deprecated == "Use new")
        #expect(resolved.color("old.b")?.deprecated == nil)
        #expect(resolved.color("old.c")?.deprecated == "")
        #expect(resolved.messages(containing: "\"$description\" is a plain string").count == 1)
        #expect(resolved.messages(containing: "\"$deprecated\" is true, false or a reason").count == 1)
    }

    @Test func extendsDeepMerges() throws {
        let resolved = dtcgResolve("""
        {"button": {"$type": "color", "bg": {"$value": \(dtcgSRGB(0, 0, 1))}, "fg": {"$value": \(dtcgSRGB(1, 1, 1))},
                    "state": {"hover": {"$value": \(dtcgSRGB(0, 0, 0.5))}}},
         "danger": {"$extends": "{button}", "bg": {"$value": \(dtcgSRGB(1, 0, 0))}},
         "viaRef": {"$ref": "#/button"}}
        """)
        #expect(resolved.hex("danger.bg") == "#FF0000")
        #expect(resolved.hex("danger.fg") == "#FFFFFF")
        #expect(resolved.hex("danger.state.hover") == "#000080")
        #expect(resolved.hex("viaRef.fg") == "#FFFFFF")
        #expect(resolved.diagnostics.isEmpty, "\(resolved.diagnostics)")
    }

    @Test func extendsErrors() throws {
        let resolved = dtcgResolve("""
        {"a": {"$extends": "{b}", "t": {"$type": "number", "$value": 1}},
         "b": {"$extends": "{a}"},
         "tok": {"$type": "number", "$value": 2},
         "c": {"$extends": "{tok}"},
         "d": {"$extends": "{nowhere}"},
         "e": {"inner": {"$extends": "{e}"}}}
        """)
        #expect(resolved.messages(containing: "circular").count == 2)
        #expect(resolved.messages(containing: "must name a group").first?.position == SourcePosition(line: 4, column: 20))
        #expect(resolved.messages(containing: "not a group in this system").count == 1)
    }

    @Test func jsonPointerReferences() throws {
        let resolved = dtcgResolve("""
        {"base": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.9]}}},
         "semantic": {"$type": "color",
           "primary": {"$ref": "#/base/blue/$value"},
           "whole": {"$value": {"$ref": "#/base/blue/$value"}},
           "mixed": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/base/blue/$value/components/0"}, {"$ref": "#/semantic/whole/$value/components/1"}, 0.7]}},
           "broken": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/base/blue/$value/components/9"}, 0, 0]}}},
         "hue": {"$type": "number", "$ref": "#/base/blue/$value/components/2"}}
        """)
        #expect(resolved.hex("semantic.primary") == "#3366E6")
        #expect(resolved.color("semantic.primary")?.aliases == ["base.blue"])
        #expect(resolved.hex("semantic.whole") == "#3366E6")
        #expect(resolved.hex("semantic.mixed") == "#3366B3")
        #expect(resolved.others.first { $0.path == "hue" }?.value.number == 0.9)
        let broken = try #require(resolved.messages(containing: "does not point at anything").first)
        #expect(broken.position == SourcePosition(line: 6, column: 63))
    }

    @Test func legacyHexStringIsReportedAndRead() throws {
        let resolved = dtcgResolve(##"{"c": {"$type": "color", "$value": "#0969DA"}}"##)
        #expect(resolved.hex("c") == "#0969DA")
        #expect(resolved.messages(containing: "not hex strings").count == 1)
    }

    @Test func dimensionsMustUsePxOrRem() throws {
        let resolved = dtcgResolve(#"{"d": {"$type": "dimension", "a": {"$value": {"value": 2, "unit": "em"}}, "b": {"$value": "4px"}}}"#)
        #expect(resolved.dimensions.isEmpty)
        #expect(resolved.diagnostics.count == 2)
    }

    @Test func extensionsAreKept() throws {
        let files = DTCGMemoryFiles(["t.json": #"{"$extensions": {"dev.shade": {"name": "Mine"}}, "$schema": "x"}"#])
        let system = files.open("t.json")
        #expect(system.name == "Mine")
        #expect(system.extensions?["dev.shade"] != nil)
        #expect(system.appearances == [.light])
        #expect(system.resolve(system.defaultContext).diagnostics.isEmpty)
    }

    @Test func colourProblemsReachTheSystemOncePerLiteral() throws {
        let resolved = dtcgResolve("""
        {"c": {"$type": "color",
          "off": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00"}},
          "alias1": {"$value": "{c.off}"}, "alias2": {"$value": "{c.off}"},
          "future": {"$value": {"colorSpace": "cmyk", "components": [0, 0, 0], "alpha": 0.5, "hex": "#102030"}},
          "bad": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}, "badAlias": {"$value": "{c.bad}"}}}
        """)
        #expect(resolved.hex("c.alias2") == "#FF0000")
        #expect(resolved.messages(containing: "disagrees").map(\.tokenPath) == ["c.off"])
        #expect(resolved.color("c.future")?.color == RGBA(RGB(0x102030), alpha: 0.5))
        #expect(resolved.messages(containing: "hex fallback is shown").count == 1)
        #expect(resolved.color("c.bad") == nil && resolved.color("c.badAlias") == nil)
        #expect(resolved.messages(containing: "outside 0 to 1").count == 1)
    }

    @Test func valueAndRefTogetherIsAnError() throws {
        let resolved = dtcgResolve("""
        {"$type": "number", "a": {"$value": 1}, "b": {"$value": 2, "$ref": "#/a/$value"}, "c": {"$root": 3}}
        """)
        #expect(resolved.messages(containing: "not both").count == 1)
        #expect(resolved.messages(containing: "group's own token").count == 1)
        #expect(resolved.others.map(\.path) == ["a", "b"])
    }
}
