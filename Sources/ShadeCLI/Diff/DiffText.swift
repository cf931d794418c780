import ShadeText
import ShadeTokens

/// `shade diff --format text`: for a terminal, with the old and new colour of each changed
/// role as swatches side by side (plain when not a terminal or under NO_COLOR). Given the
/// terminal's `width`, the last column of each table wraps at words.
enum DiffText {
    static func document(_ report: DiffReport, swatches: Bool, width: Int? = nil) -> String {
        var output = "shade diff  \(report.oldLabel) → \(report.newLabel)\n"
        let regressions = report.regressions
        output += regressions.isEmpty ? "✔ no contrast regressions" : "✖ \(regressions.count) contrast regression\(regressions.count == 1 ? "" : "s")"
        output += " · \(report.changed.count) of \(report.themes.count) theme\(report.themes.count == 1 ? "" : "s") changed\n"
        if !regressions.isEmpty {
            output += "\nRegressions\n"
            var table = TextTable()
            for (theme, resolution, change) in regressions {
                table.add(["✖", "\(VisibleText.escaping(theme.name)) · \(resolution.title)", DiffReport.pairName(change.pair),
                           "\(DiffReport.verdict(change.old)) → \(DiffReport.verdict(change.new))",
                           "needs \(RatioText.text(change.new?.required ?? 0))"])
            }
            output += table.render(indent: "  ")
        }
        for theme in report.changed { output += "\n" + section(theme, swatches: swatches, width: width) }
        if !report.unchanged.isEmpty {
            output += "\nUnchanged: " + report.unchanged.map { VisibleText.escaping($0.name) }.joined(separator: ", ") + "\n"
        }
        return output
    }

    /// One theme: its status and file, then each resolution's changes.
    static func section(_ theme: ThemeDiff, swatches: Bool, width: Int? = nil) -> String {
        var output = "\(VisibleText.escaping(theme.name))  \(DiffReport.status(theme)) · \(DiffReport.files(theme))\n"
        var same: [String] = []
        for diff in theme.resolutions {
            switch diff.presence {
            case .added:
                output += "  \(diff.resolution.title): added, \(diff.pairs.count) of \(diff.checkedPairs.new) pairs fail\n"
                output += pairs(diff.pairs)
                continue
            case .removed:
                output += "  \(diff.resolution.title): removed\n"
                continue
            case .both where diff.isUnchanged:
                same.append(diff.resolution.title)
                continue
            case .both: break
            }
            output += "  \(diff.resolution.title)\n"
            if !diff.roles.isEmpty {
                output += "    roles changed: \(diff.roles.count)\n"
                var table = TextTable()
                for change in diff.roles {
                    let swatch = swatches ? Swatches.swatch(change.old.color, enabled: true) + Swatches.swatch(change.new.color, enabled: true) : ""
                    table.add([swatch + change.role.rawValue, "\(change.old.color.hex) → \(change.new.color.hex)",
                               "ΔE \(RatioText.text(change.deltaE))",
                               DiffReport.filler(change.old) + "  ⇒  " + DiffReport.filler(change.new)])
                }
                output += table.render(indent: "      ", width: width)
            }
            if !diff.tokens.isEmpty {
                output += "    tokens: \(counts(diff.tokens))\n"
                var table = TextTable()
                for change in diff.tokens {
                    let mark = change.kind == .added ? "+" : (change.kind == .removed ? "-" : "~")
                    var text = "\(DiffReport.tokenValue(change.old)) → \(DiffReport.tokenValue(change.new))"
                    if change.kind == .added { text = DiffReport.tokenValue(change.new) }
                    if change.kind == .removed { text = DiffReport.tokenValue(change.old) }
                    table.add([mark, VisibleText.escaping(change.path), text])
                }
                output += table.render(indent: "      ", width: width)
            }
            if !diff.pairs.isEmpty {
                output += "    contrast changed: \(diff.pairs.count)\n" + pairs(diff.pairs)
            }
        }
        if !same.isEmpty { output += "  unchanged: " + same.joined(separator: ", ") + "\n" }
        return output
    }

    /// "2 added, 1 changed".
    static func counts(_ tokens: [TokenChange]) -> String {
        TokenChange.Kind.allCases.compactMap { kind in
            let count = tokens.count { $0.kind == kind }
            return count == 0 ? nil : "\(count) \(kind.rawValue)"
        }.joined(separator: ", ")
    }

    private static func pairs(_ changes: [PairChange]) -> String {
        var table = TextTable()
        for change in changes {
            let mark = change.isRegression ? "✖" : (change.new?.passes == false ? "✖" : (change.isFix ? "✔" : "·"))
            table.add([mark, DiffReport.pairName(change.pair), "\(DiffReport.verdict(change.old)) → \(DiffReport.verdict(change.new))",
                       DiffReport.changeLabel(change)])
        }
        return table.render(indent: "      ")
    }
}
