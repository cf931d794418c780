import ShadeColor
import ShadeText
import ShadeTokens

/// `shade contrast` output.
enum ContrastReport {
    /// One theme at one resolution, measured.
    struct Section {
        var resolved: ResolvedTheme
        var results: [ContrastResult]
        var failures: [ContrastResult] { results.filter { !$0.passes } }
        /// Status colour pairs compared under each simulation asked for (`--simulate`).
        var distinctions: [StatusDistinction]
        /// Roles that look alike in normal vision (accent and status colours).
        var collisions: [RoleCollision]
        /// Tokens whose written colour lies outside sRGB.
        var outOfGamut: [ColorToken]
        /// Text roles on screen that no pair checks (reported with `--require-all`).
        var unchecked: [ColorToken] = []

        init(resolved: ResolvedTheme, simulations: [VisionSimulation] = []) {
            self.resolved = resolved
            collisions = resolved.roleCollisions()
            outOfGamut = resolved.outOfGamutTokens
            distinctions = simulations.flatMap(resolved.statusDistinctions(under:))
            // Failures first, then by ratio, weakest first, so the eye lands on what needs work.
            results = resolved.contrastResults().sorted {
                ($0.passes ? 1 : 0, $0.ratio) < ($1.passes ? 1 : 0, $1.ratio)
            }
        }
    }

    struct PairEntry: Encodable {
        var foreground: String
        var background: String
        var foregroundHex: String
        var backgroundHex: String
        var ratio: Double
        var required: Double
        var pass: Bool
        var level: String
        var reason: String?
        var kind: String
        var required_: Bool
        var origin: String
        enum CodingKeys: String, CodingKey {
            case foreground, background, foregroundHex, backgroundHex, ratio, required, pass, level, reason, kind, origin
            case required_ = "requiredToPass"
        }
    }

    /// One line each: role collisions, out-of-gamut colours (and how they are shown), and
    /// text roles no pair checks.
    static func notes(_ section: Section) -> [String] {
        var notes = section.collisions.map {
            "\($0.first.rawValue) and \($0.second.rawValue) look alike in normal vision (ΔE2000 \($0.deltaEText) < \(Int(RoleCollision.threshold))): \($0.firstColor.hex) and \($0.secondColor.hex)"
        }
        for token in section.outOfGamut {
            let method = section.resolved.gamut == .map ? "gamut-mapped (CSS Color 4)" : "clipped per channel"
            notes.append("\(token.rawValue) is outside sRGB; contrast is measured on the colour shown, \(method): \(section.resolved[token].hex)")
        }
        for token in section.unchecked {
            notes.append("\(token.rawValue) is drawn as text but no pair checks it")
        }
        return notes
    }

    struct SectionEntry: Encodable {
        var theme: String
        var appearance: String
        var contrast: String
        var failed: Int
        var pairs: [PairEntry]
        var statusDistinction: [StatusDistinctionReport.Entry]?
        var notes: [String]
    }

    static func json(_ sections: [Section]) -> String {
        struct Document: Encodable {
            var results: [SectionEntry]
            var checked: Int
            var failed: Int
        }
        let entries = sections.map { section in
            SectionEntry(
                theme: section.resolved.themeName, appearance: section.resolved.resolution.appearance.rawValue,
                contrast: section.resolved.resolution.contrast.rawValue, failed: section.failures.count,
                pairs: section.results.map { result in
                    PairEntry(foreground: result.pair.foreground.rawValue, background: result.pair.background.rawValue,
                              foregroundHex: result.foreground.hex, backgroundHex: result.background.hex,
                              ratio: RatioText.hundredths(result.ratio), required: result.required, pass: result.passes,
                              level: result.level.label, reason: result.pair.explanation, kind: result.pair.kind.rawValue,
                              required_: result.pair.isRequired, origin: result.pair.origin.label)
                },
                statusDistinction: section.distinctions.isEmpty ? nil : StatusDistinctionReport.entries(section.distinctions),
                notes: notes(section))
        }
        return JSONOutput.encode(Document(results: entries, checked: entries.reduce(0) { $0 + $1.pairs.count },
                                          failed: entries.reduce(0) { $0 + $1.failed }))
    }

    static func text(_ sections: [Section], onlyFailures: Bool) -> String {
        var output = ""
        for section in sections {
            let failed = section.failures.count
            let title = "\(VisibleText.escaping(section.resolved.themeName)) · \(section.resolved.resolution.title)"
            output += title + (failed == 0 ? "  ✔ all \(section.results.count) pairs pass\n"
                                           : "  ✖ \(failed) of \(section.results.count) pairs fail\n")
            var table = TextTable()
            for result in section.results where !onlyFailures || !result.passes {
                table.add([
                    result.passes ? (result.meetsRatio ? "  " : "·") : "✖",
                    RatioText.text(result.ratio),
                    "needs " + RatioText.text(result.required),
                    result.level.label,
                    "\(result.pair.foreground.rawValue) on \(result.pair.background.rawValue)" + (result.pair.kind == .text ? "" : " (\(result.pair.kind.rawValue))"),
                    "\(result.foreground.hex) on \(result.background.hex)" + (result.pair.relaxed != nil ? "  (faint by design)" : "")
                        + (result.pair.isRequired ? "" : "  (advisory: \(result.pair.explanation ?? ""))")
                        + (result.pair.origin == .shade ? "" : "  (declared in \(VisibleText.escaping(result.pair.origin.label)))"),
                ])
            }
            output += table.render(indent: "  ")
            for note in notes(section) { output += "  note: " + VisibleText.escaping(note) + "\n" }
            output += StatusDistinctionReport.text(section.distinctions, onlyProblems: onlyFailures) + "\n"
        }
        let checked = sections.reduce(0) { $0 + $1.results.count }
        let failed = sections.reduce(0) { $0 + $1.failures.count }
        output += failed == 0 ? "✔ \(checked) pairs checked, all pass\n" : "✖ \(checked) pairs checked, \(failed) fail\n"
        return output
    }
}
