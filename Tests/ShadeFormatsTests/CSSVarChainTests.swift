import Testing
import ShadeColor
import ShadeTokens
@testable import ShadeFormats

/// `var()` chains as long as a generated sheet makes them: each property is substituted once
/// per resolution (those it names first), so a chain of 20,000 resolves whole, in either
/// document order, and a cycle is still one line with file:line:col.
struct CSSVarChainTests {
    static func chain(_ count: Int, reversed: Bool) -> String {
        var lines = ["--v0: #3366cc;"] + (1..<count).map { "--v\($0): var(--v\($0 - 1));" }
        if reversed { lines.reverse() }
        return ":root {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    @Test(arguments: [false, true])
    func aChainOf20000VarsResolvesEveryLink(reversed: Bool) throws {
        let (system, problems) = CSSReader.read(text: Self.chain(20_000, reversed: reversed), file: "chain.css")
        #expect(problems.isEmpty, "\(problems.prefix(3).map(\.description))")
        let tokens = try #require(system.flatMap { ResolvedVariants.tokens(of: $0, at: Resolution(.light)) })
        #expect(tokens.count == 20_000)
        let last = try #require(tokens.first { $0.path == "v19999" })
        #expect(last.color == RGBA(RGB(0x3366CC)))
        // A long chain keeps its first 15 links and the property that holds the colour.
        #expect(last.aliases.count == 16 && last.aliases.first == "v19998" && last.aliases.last == "v0", "\(last.aliases)")
    }

    @Test func aCycleInALongChainIsStillOneLineWithItsPlace() {
        let text = ":root {\n--a: var(--b);\n--b: var(--c);\n--c: var(--a);\n--ok: #fff;\n"
            + (0..<500).map { "--x\($0): var(--\($0 == 0 ? "ok" : "x\($0 - 1)"));" }.joined(separator: "\n") + "\n}"
        let (system, problems) = CSSReader.read(text: text, file: "cycle.css")
        let lines = problems.map(\.description)
        #expect(lines.count == 3 && lines.allSatisfy { $0.hasPrefix("cycle.css:") && $0.contains("refers to itself") }, "\(lines)")
        for name in ["--a", "--b", "--c"] {
            #expect(lines.contains { $0.contains(":6: \(name): var(\(name)) refers to itself") }, "\(lines)")
        }
        #expect(system.flatMap { ResolvedVariants.tokens(of: $0, at: Resolution(.light)) }?.count == 501)
    }

    @Test func aFanOutIsStillBoundedWhenItsPartsAreKnown() {
        let text = ":root { --v0: #fff; " + (1..<30).map { "--v\($0): var(--v\($0 - 1)) var(--v\($0 - 1));" }.joined() + " }"
        let (_, problems) = CSSReader.read(text: text, file: "fan.css")
        #expect(problems.contains { $0.message.hasPrefix(CSSReader.growthMessage) } || problems.isEmpty)
    }
}
