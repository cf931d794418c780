import ShadeText
import ShadeTokens

/// `shade diff --format text`: for a terminal (or a log), every line fitting `width`. The
/// verdict first, then what failed to load, then each changed theme with its colour changes
/// before anything else; the unchanged themes as a count.
enum DiffText {
    /// Lines are wrapped to this many columns when the width is not known (a file, a pipe, CI).
    static let defaultWidth = 100

    static func document(_ report: DiffReport, swatches: Bool, width: Int? = nil) -> String {
        let width = width ?? defaultWidth
        var output = "shade diff  \(report.oldLabel) → \(report.newLabel)\n"
        output += (report.gatedRegressionCount > 0 || report.failures > 0 ? "✖ " : "✔ ") + report.headline + "\n"
        let failed = report.themes.filter(\.isFailure)
        if !failed.isEmpty {
            output += "\nFailed to load\n"
            var table = TextTable()
            for theme in failed { table.add(["✖", VisibleText.escaping(theme.name), DiffReport.status(theme) + ": " + (theme.failure?.problem ?? "")]) }
            output += table.render(indent: "  ", width: width)
        }
        let regressions = report.regressions
        if !regressions.isEmpty {
            output += "\nRegressions\n"
            var table = TextTable()
            for (theme, resolution, change) in regressions {
                table.add([report.isGated(change) ? "✖" : "·", "\(VisibleText.escaping(theme.name)) · \(resolution.title)", DiffReport.pairName(change.pair),
                           "\(DiffReport.verdict(change.old)) → \(DiffReport.verdict(change.new))"])
            }
            output += table.render(indent: "  ", width: width)
            if regressions.contains(where: { !report.isGated($0.change) }) {
                output += "  (· advisory: a colour of the pair fills a role no role map pins, named or guessed; --gate all fails on it)\n"
            }
        }
        for theme in report.changed where !theme.isFailure || !theme.resolutions.isEmpty {
            output += "\n" + section(theme, report: report, swatches: swatches, width: width)
        }
        let same = report.failingUnchanged
        if !same.isEmpty {
            output += "\n\(same.count) file\(same.count == 1 ? "" : "s") fail\(same.count == 1 ? "s" : "") to load on both sides, unchanged"
            output += report.verbose || same.count == 1 ? ": " + same.map { $0.failure?.problem ?? "" }.joined(separator: "; ") + "\n" : " (--verbose lists them)\n"
        }
        if !report.unchanged.isEmpty {
            output += "\nUnchanged: \(report.unchanged.count) theme\(report.unchanged.count == 1 ? "" : "s")"
            output += report.verbose ? ": " + report.unchanged.map { VisibleText.escaping($0.name) }.joined(separator: ", ") + "\n" : "\n"
        }
        return output
    }

    /// One theme: its status and file, then each resolution's changes.
    static func section(_ theme: ThemeDiff, report: DiffReport, swatches: Bool, width: Int? = nil) -> String {
        var output = "\(VisibleText.escaping(theme.name))  \(DiffReport.status(theme)) · \(DiffReport.files(theme))\n"
        if theme.keepsEveryColour {
            return output + (theme.resolutions.allSatisfy(\.tokens.isEmpty) ? "  nothing in it changed\n"
                : "  every colour kept (\(theme.resolutions.count) variant\(theme.resolutions.count == 1 ? "" : "s")); only how tokens are written changed\n")
        }
        var same: [String] = []
        // Where the named and guessed roles were listed: the same lists again say so.
        var listed: [RolesListed] = []
        for diff in theme.resolutions {
            switch diff.presence {
            case .added where theme.failure?.sides == .old || theme.failure?.sides == .both:
                output += "  \(diff.resolution.title): did not load on the old side\n"
                continue
            case .removed where theme.failure?.sides == .new || theme.failure?.sides == .both:
                output += "  \(diff.resolution.title): does not load on the new side\n"
                continue
            case .added:
                output += "  \(diff.resolution.title): added, \(diff.pairs.count) of \(diff.checkedPairs.new) pairs fail\n"
                output += pairs(diff.pairs, report: report, width: width, labelled: false)
                output += guessed(diff, width: width, listed: &listed)
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
            let summary = TokenSummary(diff.tokens) { report.unreadable(theme, path: $0) }
            if !summary.isEmpty { output += "    tokens: " + summary.counts.joined(separator: " · ") + "\n" }
            if !summary.colours.isEmpty {
                var table = TextTable()
                for group in summary.colours {
                    let old = group.lead.old!.color.rgb, new = group.lead.new!.color.rgb
                    let swatch = swatches ? Swatches.swatch(old, enabled: true) + Swatches.swatch(new, enabled: true) : ""
                    var last = "ΔE \(RatioText.text(group.deltaE))"
                    if let mirrors = TokenSummary.mirrors(group, verbose: report.verbose) { last += " · " + mirrors }
                    table.add([swatch + VisibleText.escaping(group.lead.path), "\(DiffReport.tokenValue(group.lead.old)) → \(DiffReport.tokenValue(group.lead.new))", last])
                }
                output += table.render(indent: "      ", width: width)
            }
            if !summary.added.isEmpty || !summary.removed.isEmpty {
                var table = TextTable()
                for (change, unreadable) in summary.added { table.add(["+", VisibleText.escaping(change.path), TokenSummary.added(change, unreadable: unreadable)]) }
                for change in summary.removed { table.add(["-", VisibleText.escaping(change.path), DiffReport.tokenValue(change.old)]) }
                output += table.render(indent: "      ", width: width)
            }
            if report.verbose, !(summary.aliasRewrites + summary.rewrittenLiterals).isEmpty {
                var table = TextTable()
                for change in summary.aliasRewrites + summary.rewrittenLiterals {
                    table.add(["=", VisibleText.escaping(change.path), "\(DiffReport.tokenValue(change.old)) → \(DiffReport.tokenValue(change.new))"])
                }
                output += table.render(indent: "      ", width: width)
            }
            if !diff.roles.isEmpty {
                output += "    roles changed: \(diff.roles.count)\n"
                var table = TextTable()
                for change in diff.roles {
                    let swatch = swatches ? Swatches.swatch(change.old.color, enabled: true) + Swatches.swatch(change.new.color, enabled: true) : ""
                    table.add([swatch + change.role.rawValue, "\(change.old.color.hex) → \(change.new.color.hex)",
                               "ΔE \(RatioText.text(change.deltaE))", DiffReport.fillers(change)])
                }
                output += table.render(indent: "      ", width: width)
            }
            if !diff.pairs.isEmpty {
                output += "    contrast changed: \(diff.pairs.count)\n" + pairs(diff.pairs, report: report, width: width)
            }
            if !diff.roles.isEmpty || !diff.pairs.isEmpty { output += guessed(diff, width: width, listed: &listed) }
        }
        if !same.isEmpty { output += "  unchanged: " + same.joined(separator: ", ") + "\n" }
        return output
    }

    /// The roles no role map pins in a resolution, when any, in the confidence words (named;
    /// guessed: value only or derived): their pairs are advisory.
    private static func guessed(_ diff: ResolutionDiff, width: Int?, listed: inout [RolesListed]) -> String {
        if let title = RolesListed.same(diff, as: &listed) { return "    named and guessed roles as in \(title)\n" }
        var text = ""
        if !diff.namedRoles.isEmpty {
            text += wrapped("    named roles (\(diff.namedRoles.count) of \(ColorToken.allCases.count), not pinned, their pairs advisory): ",
                            diff.namedRoles.map(\.rawValue), width: width ?? defaultWidth)
        }
        if !diff.guessedRoles.isEmpty {
            text += wrapped("    guessed roles (\(diff.guessedRoles.count) of \(ColorToken.allCases.count), value only or derived, their pairs advisory): ",
                            diff.guessedRoles.map(\.rawValue), width: width ?? defaultWidth)
        }
        return text
    }

    /// `items` after `lead`, comma-separated, wrapped at `width` with continuation lines
    /// indented under the first item.
    static func wrapped(_ lead: String, _ items: [String], width: Int) -> String {
        let indent = String(repeating: " ", count: 6)
        var output = lead, line = lead.count
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? "" : ",")
            if line + piece.count + 1 > width, line > indent.count {
                output += "\n" + indent
                line = indent.count
            } else if index > 0 {
                output += " "
                line += 1
            }
            output += piece
            line += piece.count
        }
        return output + "\n"
    }

    private static func pairs(_ changes: [PairChange], report: DiffReport, width: Int?, labelled: Bool = true) -> String {
        var table = TextTable()
        for change in changes {
            let mark = report.isGated(change) ? "✖" : (change.new?.passes == false ? (change.isOwned ? "✖" : "·") : (change.isFix ? "✔" : "·"))
            var label = DiffReport.changeLabel(change)
            if change.isRegression && !report.isGated(change) { label += " (advisory)" }
            let verdicts = labelled ? "\(DiffReport.verdict(change.old)) → \(DiffReport.verdict(change.new))" : DiffReport.verdict(change.new)
            table.add([mark, DiffReport.pairName(change.pair), verdicts] + (labelled ? [label] : []))
        }
        return table.render(indent: "      ", width: width)
    }
}
