import ShadeColor
import ShadeTokens

/// The status-colour part of `shade contrast --simulate`: which of success, warning and
/// error a simulated colour vision merges. Advisory: it never changes the exit status,
/// since WCAG does not require it and the screen's glyphs (✔ ⚠ ✖) carry the meaning too.
enum StatusDistinctionReport {
    /// One compared pair in the JSON output.
    struct Entry: Encodable {
        var simulation: String
        var a: String
        var b: String
        var deltaE: Double
        var distinct: Bool
    }

    /// The pairs as JSON entries, ΔE rounded to two decimals.
    static func entries(_ distinctions: [StatusDistinction]) -> [Entry] {
        distinctions.map {
            Entry(simulation: $0.simulation.rawValue, a: $0.first.rawValue, b: $0.second.rawValue,
                  deltaE: ($0.deltaE * 100).rounded() / 100, distinct: $0.isDistinct)
        }
    }

    /// A few lines per simulation, indented under a contrast section: a verdict, then the
    /// pairs (only the merged ones when `onlyProblems`).
    static func text(_ distinctions: [StatusDistinction], onlyProblems: Bool) -> String {
        var output = ""
        var simulations: [VisionSimulation] = []
        for distinction in distinctions where !simulations.contains(distinction.simulation) {
            simulations.append(distinction.simulation)
        }
        let threshold = Int(StatusDistinction.threshold)
        for simulation in simulations {
            let pairs = distinctions.filter { $0.simulation == simulation }
            let merged = pairs.filter { !$0.isDistinct }
            if merged.isEmpty {
                output += "  \(simulation.label): ✔ success, warning and error stay distinct (ΔE2000 ≥ \(threshold))\n"
                if onlyProblems { continue }
            } else {
                output += "  \(simulation.label): ⚠ \(merged.count) of \(pairs.count) status pairs are hard to tell apart (ΔE2000 < \(threshold))\n"
            }
            var table = TextTable()
            for pair in pairs where !onlyProblems || !pair.isDistinct {
                table.add([pair.isDistinct ? " " : "⚠", "\(pair.first.rawValue) / \(pair.second.rawValue)",
                           "ΔE " + pair.deltaEText.leftPadded(to: 4),
                           "\(pair.firstSeen.hex) vs \(pair.secondSeen.hex) as seen"])
            }
            output += table.render(indent: "    ")
        }
        return output
    }
}

extension String {
    /// The string right-aligned in `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
