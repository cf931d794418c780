import Foundation
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// Alias resolution is linear: each token's chain is walked once, a cycle is reported once,
/// and a file with thousands of problems shows the first few and a count (issue 8). The
/// deadline only catches the quadratic behaviour that took many minutes: its speed is
/// `scripts/bench`'s, and on two cores shared with the other suites a test can wait a minute
/// for a thread before it starts.
@Suite(.timeLimit(.minutes(5))) struct AliasScaleTests {
    /// A theme over Sky whose `x` group holds `tokens` (name → `$value` JSON).
    func load(_ tokens: [(String, String)]) throws -> ThemeCatalog {
        let members = tokens.map { #""\#($0.0)": { "$value": \#($0.1) }"# }.joined(separator: ", ")
        let file = #"{ "$extensions": { "dev.shade": { "name": "Long", "extends": "Sky" } }, "x": { "$type": "color", "# + members + " } }"
        return ThemeCatalog.load(paths: [try Fixtures.folder(["long.json": file])])
    }

    @Test func aChainOfTenThousandAliasesResolves() throws {
        let count = 10_000
        var tokens = (0..<count).map { ("t\($0)", #""{x.t\#($0 + 1)}""#) }
        tokens.append(("t\(count)", ##""#123456""##))
        let catalog = try load(tokens + [("accentSource", #""{x.t0}""#)])
        #expect(catalog.allProblems().isEmpty, "\(catalog.allProblems().prefix(3))")
        #expect(catalog.theme(named: "Long")?.availableResolutions.count == 4)
    }

    @Test func aColourAtTheEndOfALongChainKeepsItsWholeChain() throws {
        let file = """
            { "$extensions": { "dev.shade": { "name": "Deep", "extends": "Sky" } },
              "light": { "$type": "color", "accent": { "$value": "{x.t0}" } },
              "x": { "$type": "color", \((0..<2_000).map { #""t\#($0)": { "$value": "{x.t\#($0 + 1)}" }, "# }.joined())"t2000": { "$value": "#0A0B0C" } } }
            """
        let catalog = ThemeCatalog.load(paths: [try Fixtures.folder(["deep.json": file])])
        #expect(catalog.allProblems().isEmpty)
        let accent = try #require(catalog.theme(named: "Deep")).resolve(Resolution(.light)).details(.accent)
        #expect(accent.aliasChain.count == 2_001 && accent.aliasChain.last == "x.t2000")
        #expect(accent.rgb == Fixtures.rgb("#0A0B0C"))
    }

    @Test func aCycleOfTenThousandIsReportedOnceAndShort() throws {
        let count = 10_000
        let catalog = try load((0..<count).map { ("t\($0)", #""{x.t\#(($0 + 1) % count)}""#) })
        let cycles = catalog.allProblems().filter { $0.message.hasPrefix("alias cycle") }
        #expect(cycles.count == 1, "\(cycles.count) cycle lines")
        let line = try #require(cycles.first)
        #expect(line.tokenPath == "x.t0")
        #expect(line.message == "alias cycle: x.t0 → x.t1 → x.t2 → x.t3 → x.t4 → … 9991 more … → x.t9996 → x.t9997 → x.t9998 → x.t9999 → x.t0")
    }

    @Test func manyTokensSharingOneChainWithATypeMismatchReportItOnce() throws {
        var tokens = (0..<3_000).map { ("t\($0)", #""{x.t\#($0 + 1)}""#) }
        tokens.append(("t3000", #"{ "value": 4, "unit": "px" }, "$type": "dimension""#))
        tokens += (0..<3_000).map { ("u\($0)", #""{x.t0}""#) }
        let catalog = try load(tokens)
        let lines: [String] = catalog.allProblems().map { "\($0.tokenPath ?? ""): \($0.message)" }
        #expect(lines == ["x.t2999: alias {x.t3000} is a dimension, but this token is a color"])
    }

    @Test func aFileWithThousandsOfProblemsShowsTheFirstAndCountsTheRest() throws {
        let catalog = try load((0..<5_000).map { ("t\($0)", #""{x.missing\#($0)}""#) })
        #expect(catalog.allProblems().count == Diagnostic.limitPerFile + 1)
        #expect(catalog.allProblems().problemCount == 5_000)
        let summary = try #require(catalog.allProblems().last)
        #expect(summary.message == "… and 4950 more problems in this file")
        #expect(summary.description.hasSuffix("long.json: … and 4950 more problems in this file"))
        #expect(catalog.allProblems().first?.message.hasPrefix("alias {x.missing") == true)
    }

    @Test func theCapKeepsOrderAndCountsPerFile() {
        let lines = (0..<4).map { Diagnostic(file: "a", message: "a\($0)") } + [Diagnostic(file: "b", message: "b0")]
            + (4..<6).map { Diagnostic(file: "a", message: "a\($0)") }
        let capped = lines.cappedPerFile(3)
        #expect(capped.map(\.message) == ["a0", "a1", "a2", "… and 3 more problems in this file", "b0"])
        #expect(capped.reduce(0) { $0 + $1.problemCount } == 7)
    }
}
