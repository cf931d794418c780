import Foundation
import Testing
@testable import ShadeTokens
import ShadeJSON
@testable import ShadeCatalog

/// Resolvers follow aliases by `TokenNumbering` numbers and parse a literal shared by many
/// tokens once (issue 8); these compare what they find with a plain walk by path over the
/// merged definitions, and the diagnostics with parsing every time.
@Suite struct TokenNumberingTests {
    /// A theme over Sky whose `x` group holds `members` (JSON members, joined).
    private func tokens(_ members: [String]) throws -> ThemeTokens {
        let file = #"{ "$extensions": { "dev.shade": { "name": "Numbered", "extends": "Sky" } }, "x": { "$type": "color", "#
            + members.joined(separator: ", ") + " } }"
        let folder = try Fixtures.folder(["numbered.json": file])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        return try #require(catalog.theme(named: "Numbered")).tokens
    }

    /// Every path with its definition from the most specific layer, merged here layer by
    /// layer, independently of the numbering.
    private func plainMerged(_ theme: ThemeTokens) -> [String: LayeredDefinition] {
        var merged: [String: LayeredDefinition] = [:]
        for (layer, document) in theme.layers.enumerated() {
            for (path, definition) in document.tokens { merged[path] = LayeredDefinition(definition: definition, layer: layer) }
        }
        return merged
    }

    @Test func eachPathHasOneNumberAndEachAliasItsTarget() throws {
        let theme = try tokens([
            #""a": { "$value": "{x.b}" }"#, ##""b": { "$value": "#102030" }"##,
            #""c": { "$value": "{x.nowhere}" }"#, #""d": { "$value": "{x}" }"#, #""e": { "$value": "{palette.650}" }"#,
        ])
        let numbering = theme.numbering
        let merged = plainMerged(theme)
        #expect(numbering.count == merged.count)
        #expect(Set(numbering.paths) == Set(merged.keys))
        for (number, path) in numbering.paths.enumerated() {
            #expect(numbering.numbers[path] == number)
            #expect(numbering.definitions[number].path == path)
            #expect(numbering.layers[number] == merged[path]?.layer)
            #expect(numbering.definitions[number].file == merged[path]?.definition.file)
        }
        func target(_ path: String) throws -> Int { numbering.targets[try #require(numbering.numbers[path])] }
        #expect(try target("x.a") == numbering.numbers["x.b"])
        #expect(try target("x.b") == TokenNumbering.notAnAlias)
        #expect(try target("x.c") == TokenNumbering.dangling)
        #expect(try target("x.d") == TokenNumbering.dangling, "a group is not a token")
        #expect(try target("x.e") == numbering.numbers["palette.650"], "an alias into a lower layer")
    }

    @Test func anAliasIsAWholeValueInBracesByCharactersNotBytes() {
        let cases: [(String, String?)] = [
            ("{a.b}", "a.b"), ("{x}", "x"), ("{}", nil), ("{", nil), ("}", nil), ("", nil), ("a.b", nil), ("{a.b} ", nil),
            ("{\r\n}", "\r\n"), ("{é.b}", "é.b"), ("{palette.✦}", "palette.✦"),
            // A combining mark joins the brace it follows: that character is no longer a brace.
            ("{\u{301}a}", nil), ("{a}\u{301}", nil), ("{\u{301}}", nil), ("{a\u{301}}", "a\u{301}"),
        ]
        for (text, expected) in cases {
            #expect(TokenDefinition.aliasPath(in: text) == expected, "\(text.debugDescription)")
        }
    }

    /// A seeded mix of chains, cycles, dangling aliases, aliases to a group, type changes and
    /// bad literals.
    private func randomMembers(seed: UInt64, count: Int) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            let roll = Int.random(in: 0..<100, using: &generator)
            let value: String
            switch roll {
            case 0..<55: value = #""{x.t\#(Int.random(in: 0..<count + 3, using: &generator))}""#
            case 55..<60: value = #""{x}""#
            case 60..<65: value = #""{palette.\#([50, 650, 900, 7].randomElement(using: &generator)!)}""#
            case 65..<70: value = ##""#GG0000""##
            case 70..<80: return #""t\#(index)": { "$type": "dimension", "$value": { "value": \#(index % 7), "unit": "px" } }"#
            case 80..<85: return #""t\#(index)": { "$type": "dimension", "$value": "{x.t\#(Int.random(in: 0..<count, using: &generator))}" }"#
            default: value = ##""#\##(String(format: "%06X", Int.random(in: 0..<0xFFFFFF, using: &generator)))""##
            }
            return #""t\#(index)": { "$value": \#(value) }"#
        }
    }

    /// Where the chain from `path` ends by a plain walk over `merged`: the literal's path and
    /// the aliases followed, or nil for a chain that dangles, loops, ends untyped or changes type.
    private func plainWalk(_ path: String, _ merged: [String: LayeredDefinition]) -> (literal: String, chain: [String])? {
        guard var current = merged[path]?.definition else { return nil }
        let expected = current.type
        var seen: Set<String> = [path]
        var chain: [String] = []
        while let target = current.aliasTarget {
            guard let next = merged[target]?.definition, seen.insert(target).inserted else { return nil }
            if let expected, let type = next.type, type != expected { return nil }
            chain.append(target)
            current = next
        }
        guard current.type != nil else { return nil }
        return (current.path, chain)
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func everyTokenEndsWhereAPlainWalkEnds(seed: UInt64) throws {
        let theme = try tokens(randomMembers(seed: seed, count: 400))
        let merged = plainMerged(theme)
        for order in [merged.keys.sorted(), Array(merged.keys.sorted().reversed())] {
            var resolver = Resolver(theme: theme, resolution: Resolution(.light))
            for path in order {
                let definition = try #require(merged[path]).definition
                let found = resolver.literal(of: definition)
                let expected = plainWalk(path, merged)
                #expect(found?.path == expected?.literal, "\(path)")
                if found != nil { #expect(resolver.aliasChain(from: definition) == expected?.chain, "\(path)") }
            }
        }
    }

    @Test func eachBrokenChainIsReportedOnceWhereItIsFirstMet() throws {
        let theme = try tokens([
            #""a": { "$value": "{x.b}" }"#, #""b": { "$value": "{x.c}" }"#, #""c": { "$value": "{x.a}" }"#,
            #""d": { "$value": "{x.a}" }"#, #""e": { "$value": "{x.gone}" }"#, #""f": { "$value": "{x.e}" }"#,
            #""g": { "$value": "{x}" }"#, #""h": { "$type": "dimension", "$value": "{x.i}" }"#, ##""i": { "$value": "#GG0000" }"##,
            #""j": { "$value": "{x.k}" }"#,
        ])
        var resolver = Resolver(theme: theme, resolution: Resolution(.light))
        resolver.checkEveryToken(only: Set(theme.merged.keys.filter { $0.hasPrefix("x.") }))
        #expect(resolver.diagnostics.map { "\($0.tokenPath ?? ""): \($0.message)" + ($0.suggestion.map { " (\($0))" } ?? "") } == [
            "x.a: alias cycle: x.a → x.b → x.c → x.a",
            "x.e: alias {x.gone} points to nothing",
            "x.g: alias {x} points to a group, not a token",
            "x.h: alias {x.i} is a color, but this token is a dimension",
            ##"x.i: "#GG0000" is not a colour: 'G' is not a hex digit (0-9, A-F)"##,
            // Ten paths are one edit away; the first in order is suggested.
            "x.j: alias {x.k} points to nothing ({x.a})",
        ])
    }

    @Test func aBadLiteralSharedByManyTokensIsReportedAsIfParsedForEach() throws {
        let sharing = 120
        let theme = try tokens([##""bad": { "$value": "#GG0000" }"##] + (0..<sharing).map { #""u\#($0)": { "$value": "{x.bad}" }"# })
        var resolver = Resolver(theme: theme, resolution: Resolution(.light))
        resolver.checkEveryToken(only: Set(theme.merged.keys.filter { $0.hasPrefix("x.") }))
        // The bad literal itself, then once per token leading to it, as parsing each time gave:
        // the count decides when dangling aliases stop getting suggestions.
        #expect(resolver.diagnostics.count == sharing + 1)
        #expect(Set(resolver.diagnostics).count == 1)
        #expect(resolver.diagnostics.first?.tokenPath == "x.bad")
    }
}

/// A small deterministic generator (SplitMix64), so a failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// `TokenDefinition` keeps its fields in a shared box (issue 8); it must still behave as a
/// value: changing a copy leaves the original as it was.
@Suite struct TokenDefinitionValueTests {
    @Test func changingACopyLeavesTheOriginal() {
        let original = TokenDefinition(path: "light.accent", type: .color, value: JSONNode(value: .string("#102030"), position: SourcePosition(line: 2, column: 3)),
                                       description: "accent", opacity: 0.5, over: "backgroundPrimary", file: "a.json",
                                       position: SourcePosition(line: 2, column: 3))
        var copy = original
        copy.path = "dark.accent"
        copy.type = .dimension
        copy.value = JSONNode(value: .string("#FFFFFF"), position: SourcePosition(line: 9, column: 9))
        copy.description = nil
        copy.opacity = nil
        copy.over = nil
        copy.hasInvalidType = true
        copy.file = "b.json"
        copy.position = SourcePosition(line: 9, column: 9)
        #expect(original.path == "light.accent" && original.type == .color && original.value.string == "#102030")
        #expect(original.description == "accent" && original.opacity == 0.5 && original.over == "backgroundPrimary")
        #expect(!original.hasInvalidType && original.file == "a.json" && original.position == SourcePosition(line: 2, column: 3))
        #expect(copy.path == "dark.accent" && copy.type == .dimension && copy.value.string == "#FFFFFF" && copy.file == "b.json")
        #expect(copy.description == nil && copy.opacity == nil && copy.over == nil && copy.hasInvalidType)
    }
}
