import Foundation
import ShadeColor
@testable import ShadeFormats
import ShadeTokens
import Testing
import ShadeCatalog

@Suite struct TokensStudioTests {
    private func tokens(_ system: DesignSystem?, _ resolution: Resolution = Resolution(.light)) -> [String: SystemColorToken] {
        guard let system, let list = ResolvedVariants.tokens(of: system, at: resolution) else { return [:] }
        return Dictionary(list.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    }

    private func modified(_ base: String, _ modify: String) -> RGB? {
        let path = Support.scratch() + "/m.json"
        Support.write(##"{ "c": { "value": "\##(base)", "type": "color", "$extensions": { "studio.tokens": { "modify": \##(modify) } } } }"##, path)
        let (system, problems) = TokensStudioReader.read(path: path)
        #expect(problems.isEmpty, "\(problems)")
        return tokens(system)["c"]?.color.rgb
    }

    /// Expected values are those published by Tokens Studio's own transforms (sd-transforms'
    /// tests for #C14242 and #FFFFFF/#4477DD), converted to 8-bit sRGB.
    @Test func modifiersMatchTokensStudio() throws {
        func srgb(_ r: Double, _ g: Double, _ b: Double) -> RGB {
            RGB(red: UInt8((r * 2.55).rounded()), green: UInt8((g * 2.55).rounded()), blue: UInt8((b * 2.55).rounded()))
        }
        func near(_ a: RGB?, _ b: RGB) -> Bool {
            guard let a else { return false }
            return abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1 && abs(Int(a.blue) - Int(b.blue)) <= 1
        }
        // lighten 0.2
        #expect(near(modified("#C14242", ##"{"type":"lighten","value":"0.2","space":"srgb"}"##), srgb(80.549, 40.706, 40.706)))
        let hsl = try ColorSpaceValue(colorSpace: .hsl, components: [0, 50.598, 60.627]).toSRGB().color.rgb
        #expect(near(modified("#C14242", ##"{"type":"lighten","value":"0.2","space":"hsl"}"##), hsl))
        let lch = try ColorSpaceValue(colorSpace: .lch, components: [57.685, 47.48, 29.704]).toSRGB().color.rgb
        #expect(near(modified("#C14242", ##"{"type":"lighten","value":"0.2","space":"lch"}"##), lch))
        let p3 = try ColorSpaceValue(colorSpace: .displayP3, components: [0.76016, 0.43532, 0.42213]).toSRGB().color.rgb
        #expect(near(modified("#C14242", ##"{"type":"lighten","value":"0.2","space":"p3"}"##), p3))
        // darken 0.2 (the published hex results)
        #expect(near(modified("#C14242", ##"{"type":"darken","value":"0.2","space":"srgb"}"##), RGB(0x9A3535)))
        #expect(near(modified("#C14242", ##"{"type":"darken","value":"0.2","space":"hsl"}"##), RGB(0x9C3333)))
        #expect(near(modified("#C14242", ##"{"type":"darken","value":"0.2","space":"lch"}"##), RGB(0x983735)))
        #expect(near(modified("#C14242", ##"{"type":"darken","value":"0.2","space":"p3"}"##), RGB(0x9B3535)))
        // mix with an arithmetic amount
        #expect(near(modified("#FFFFFF", ##"{"type":"mix","value":"0.5 + 6 * 0.04","color":"#4477DD","space":"srgb"}"##), RGB(0x759AE6)))
        let mixLCH = try ColorSpaceValue(colorSpace: .lch, components: [63.417, 43.678, 278.69]).toSRGB().color.rgb
        #expect(near(modified("#FFFFFF", ##"{"type":"mix","value":"0.5 + 6 * 0.04","color":"#4477DD","space":"lch"}"##), mixLCH))
        let mixHSL = try ColorSpaceValue(colorSpace: .hsl, components: [220, 51.231, 67.933]).toSRGB().color.rgb
        #expect(near(modified("#FFFFFF", ##"{"type":"mix","value":"0.5 + 6 * 0.04","color":"#4477DD","space":"hsl"}"##), mixHSL))
        #expect(near(modified("#000000", ##"{"type":"mix","value":"0.5","color":"#FFFFFF","space":"p3"}"##), RGB(0x808080)))
        // alpha
        let path = Support.scratch() + "/a.json"
        Support.write(##"{ "c": { "value": "#C14242", "type": "color", "$extensions": { "studio.tokens": { "modify": {"type":"alpha","value":"0.2","space":"srgb"} } } } }"##, path)
        #expect(tokens(TokensStudioReader.read(path: path).system)["c"]?.color == RGBA(RGB(0xC14242), alpha: 0.2))
    }

    @Test func modifiersReadTheirAmountAndColourThroughReferences() throws {
        // Sage's shape: the amount names a number token (`{global.modifier.button.hover}`), and
        // the mix colour a reference with a space after it, as Tokens Studio writes and reads.
        let path = Support.scratch() + "/refs.json"
        Support.write(##"""
        { "modifier": { "hover": { "$type": "other", "$value": "0.5" }, "half": { "$type": "other", "$value": "{modifier.hover}" } },
          "white": { "$type": "color", "$value": "#FFFFFF" },
          "a": { "$type": "color", "$value": "#000000",
                 "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "{modifier.half} ", "color": "{white} ", "space": "srgb" } } } },
          "b": { "$type": "color", "$value": "#C14242",
                 "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "{modifier.hover} * 0.5" } } } } }
        """##, path)
        let (system, problems) = TokensStudioReader.read(path: path)
        #expect(problems.isEmpty, "\(problems)")
        let read = tokens(system)
        #expect(read["a"]?.color.rgb == RGB(0x808080))
        #expect(read["b"]?.color == RGBA(RGB(0xC14242), alpha: 0.25))
    }

    @Test func aFolderWithThemesGivesAppearances() throws {
        let root = Support.scratch() + "/studio"
        Support.write(##"{ "tokenSetOrder": ["core", "light", "dark", "dark-hc"] }"##, root + "/$metadata.json")
        Support.write("""
        [
          { "id": "1", "name": "Light", "selectedTokenSets": { "core": "source", "light": "enabled" } },
          { "id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "dark": "enabled" } },
          { "id": "3", "name": "Dark high contrast", "selectedTokenSets": { "core": "source", "dark": "enabled", "dark-hc": "enabled" } }
        ]
        """, root + "/$themes.json")
        Support.write(##"{ "blue": { "500": { "value": "#0969DA", "type": "color" }, "300": { "$value": "#54AEFF", "$type": "color" } }, "black": { "value": "#000000", "type": "color" } }"##, root + "/core.json")
        Support.write(##"{ "bg": { "$type": "color", "page": { "$value": "#FFFFFF" }, "scrim": { "$value": "rgba({black}, 0.5)" } }, "accent": { "value": "{blue.500}", "type": "color" } }"##, root + "/light.json")
        Support.write(##"{ "bg": { "$type": "color", "page": { "$value": "#0D1117" } }, "accent": { "value": "{blue.300}", "type": "color" } }"##, root + "/dark.json")
        Support.write(##"{ "accent": { "value": "{blue.300}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.3", "space": "lch" } } } } }"##, root + "/dark-hc.json")
        #expect(FormatRegistry.detect(root) == .tokensStudio)
        let reading = FormatRegistry.read(root, as: .tokensStudio)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let system = try #require(reading.system)
        #expect(system.appearances == [.light, .dark])
        let light = tokens(system)
        #expect(light["accent"]?.color.rgb == RGB(0x0969DA))
        #expect(light["accent"]?.aliases == ["blue.500"])
        #expect(light["bg.scrim"]?.color == RGBA(RGB(0x000000), alpha: 0.5))
        #expect(light["blue.500"]?.color.rgb == RGB(0x0969DA), "a source set's primitives are the system's too")
        #expect(tokens(system, Resolution(.dark))["accent"]?.color.rgb == RGB(0x54AEFF))
        let high = try #require(tokens(system, Resolution(.dark, .high))["accent"])
        #expect(high.color.rgb != RGB(0x54AEFF))
        #expect(ResolvedVariants.tokens(of: system, at: Resolution(.light, .high)) == nil)
    }

    @Test func styleDictionaryLegacyJSON() throws {
        let path = Support.scratch() + "/sd.json"
        Support.write("""
        { "color": { "base": { "red": { "value": "#FF0000", "type": "color", "comment": "pure" } },
                     "font": { "value": "#333" },
                     "error": { "value": "{color.base.red.value}" },
                     "size": { "value": "16px" } } }
        """, path)
        #expect(FormatRegistry.detect(path) == .styleDictionary)
        let (system, problems) = TokensStudioReader.read(path: path)
        #expect(problems.isEmpty, "\(problems)")
        let t = tokens(system)
        #expect(t["color.error"]?.color.rgb == RGB(0xFF0000))
        #expect(t["color.base.red"]?.description == "pure")
        #expect(t["color.font"]?.color.rgb == RGB(0x333333))
        #expect(t["color.size"] == nil)
    }

    @Test func hostileTokenFilesGetOneLineEach() {
        func lines(_ json: String) -> [String] {
            let path = Support.scratch() + "/h.json"
            Support.write(json, path)
            return TokensStudioReader.read(path: path).diagnostics.map(\.description)
        }
        let truncated = lines(##"{ "a": { "value": "#fff", "type": "colo"##)
        #expect(truncated.count == 1 && truncated[0].contains("h.json:1:"), "\(truncated)")
        let wrong = lines(##"{ "a": { "value": 12, "type": "color" }, "b": { "value": "#fff" } }"##)
        #expect(wrong.count == 1 && wrong[0].contains("must be a string"), "\(wrong)")
        let cycle = lines(##"{ "a": { "value": "{b}", "type": "color" }, "b": { "value": "{a}", "type": "color" }, "c": { "value": "#fff" } }"##)
        #expect(cycle.count == 2 && cycle.allSatisfy { $0.contains("cycle") }, "\(cycle)")
        let control = lines("{ \"a\u{1B}[2J\": { \"value\": \"#ggg\", \"type\": \"color\" }, \"b\": { \"value\": \"#fff\" } }")
        #expect(control.count == 1 && !control[0].contains("\u{1B}"), "\(control)")
        let missing = lines(##"{ "a": { "value": "{colr.red}", "type": "color" }, "color": { "red": { "value": "#f00" } } }"##)
        #expect(missing.count == 1 && missing[0].contains("did you mean color.red"), "\(missing)")
        let deep = String(repeating: "{\"g\":", count: 300) + "1" + String(repeating: "}", count: 300)
        #expect(lines(deep).count == 1)
    }
}

@Suite struct TokensStudioSingleFileTests {
    @Test func oneFileWithThemesAndMetadata() throws {
        let path = Support.scratch() + "/tokens.json"
        Support.write("""
        {
          "global": { "gray": { "900": { "value": "#111111", "type": "color" }, "50": { "value": "#FAFAFA", "type": "color" } } },
          "light": { "bg": { "value": "{gray.50}", "type": "color" }, "fg": { "value": "{gray.900}", "type": "color" } },
          "dark": { "bg": { "value": "{gray.900}", "type": "color" }, "fg": { "value": "{gray.50}", "type": "color" } },
          "$themes": [
            { "name": "light", "selectedTokenSets": { "global": "source", "light": "enabled" } },
            { "name": "dark", "selectedTokenSets": { "global": "source", "dark": "enabled" } }
          ],
          "$metadata": { "tokenSetOrder": ["global", "light", "dark"] }
        }
        """, path)
        #expect(FormatRegistry.detect(path) == .tokensStudio)
        let (system, problems) = TokensStudioReader.read(path: path)
        #expect(problems.isEmpty, "\(problems)")
        let read = try #require(system)
        #expect(read.appearances == [.light, .dark])
        #expect(ResolvedVariants.tokens(of: read, at: Resolution(.dark))?.first { $0.path == "bg" }?.color.rgb == RGB(0x111111))
        // The source set's primitives first, in set order, then the theme's own.
        #expect(ResolvedVariants.tokens(of: read, at: Resolution(.light))?.map(\.path) == ["gray.900", "gray.50", "bg", "fg"])
    }

    /// Seventy groups of two themes combine into 2^70 contexts, past any integer: the line says
    /// so in words, not as the largest integer there is.
    @Test func themesThatCombineBeyondCountingSaySoInWords() throws {
        let themes = (0..<70).flatMap { group in
            ["a", "b"].map { #"{ "name": "\#($0)", "group": "g\#(group)", "selectedTokenSets": { "base": "enabled" } }"# }
        }
        let path = Support.scratch() + "/tokens.json"
        Support.write(##"{ "base": { "ink": { "value": "#111111", "type": "color" } }, "$themes": ["## + themes.joined(separator: ",")
                      + ##"], "$metadata": { "tokenSetOrder": ["base"] } }"##, path)
        let (system, problems) = TokensStudioReader.read(path: path)
        #expect(system != nil)
        let line = try #require(problems.first { $0.message.contains("combine into") })
        #expect(line.message.contains("more contexts than can be counted (70 groups of themes)"), "\(line.message)")
        #expect(!line.message.contains("\(Int.max)"))
    }

    @Test(arguments: [("  #fff  ", "#fff"), ("#fff", "#fff"), ("   ", ""), ("", ""), (" a b ", "a b"), ("{ color.white }", "{ color.white }")])
    func aValueIsTrimmedOfItsSpacesOnly(text: String, trimmed: String) {
        #expect(text.trimmingCharacters(in: Character(" ")) == trimmed)
    }
}

@Suite struct TokensStudioAliasFaultTests {
    /// A value at fault in another file is said once, of the token that holds it and at its own
    /// line, not at that line in the file of each alias that reaches it.
    @Test func faultBehindAnAliasIsSaidWhereItIsWritten() {
        let folder = Support.scratch()
        Support.write(##"""
        {
          "base": {
            "gradient": { "value": "linear-gradient(#fff, #000)", "type": "color" },
            "blue": { "value": "#0969DA", "type": "color" }
          }
        }
        """##, folder + "/base.json")
        Support.write(##"""
        {
          "color": {
            "fill": { "value": "{base.gradient}", "type": "color" },
            "link": { "value": "{base.blue}", "type": "color" },
            "hover": { "value": "{color.fill}", "type": "color" }
          }
        }
        """##, folder + "/semantic.json")
        let (system, problems) = TokensStudioReader.read(sets: [(name: "base", file: folder + "/base.json"),
                                                                (name: "semantic", file: folder + "/semantic.json")],
                                                         name: "s", path: folder)
        #expect(system != nil)
        let faults = problems.filter { $0.message.contains("is not a colour") }
        #expect(faults.count == 1, "\(problems)")
        #expect(faults.first?.file == folder + "/base.json")
        #expect(faults.first?.tokenPath == "base.gradient")
        #expect(faults.first?.position?.line == 3)
    }
}
