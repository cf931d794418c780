import ShadeTokens
import ShadeText

/// `shade diff --format markdown`: a pull-request comment. The verdict and the regressions
/// come first, then what failed to load, then one section per changed theme, colour changes
/// leading, and the unchanged themes as a count. Every cell from a file is escaped
/// (``ContrastMarkdown/cell(_:)``, which also keeps `@name` and `#123` from notifying or
/// linking). The comment stays under GitHub's limit: whole sections are left out past it,
/// and a note says how many and where the full report is.
enum DiffMarkdown {
    /// GitHub refuses a comment body longer than 65,536 characters; the note needs room.
    static let commentLimit = 65_000

    /// The comment; `limit` characters at most (nil: no limit, for the full report's file).
    static func document(_ report: DiffReport, limit: Int? = commentLimit) -> String {
        let cell = ContrastMarkdown.cell
        var head = "## Theme diff: \(code(report.oldLabel)) → \(code(report.newLabel))\n\n"
        let failed = report.gatedRegressionCount > 0 || report.failures > 0
        head += "### \(failed ? "❌" : "✅") \(cell(report.headline))\n\n"
        let regressions = report.regressions
        if !regressions.isEmpty {
            head += "| | Theme | Variant | Pair | Before | After | Gate |\n|---|---|---|---|---|---|---|\n"
            for (theme, resolution, change) in regressions {
                let gated = report.isGated(change)
                head += "| \(gated ? "❌" : "ℹ️") | \(cell(theme.name)) | \(resolution.title) | \(cell(DiffReport.pairName(change.pair))) | "
                    + "\(DiffReport.verdict(change.old)) | **\(DiffReport.verdict(change.new))** | "
                    + (gated ? "needs \(RatioText.text(change.new?.required ?? 0))" : "advisory: a role not pinned") + " |\n"
            }
            head += "\n"
        }
        let failures = report.themes.filter(\.isFailure)
        if !failures.isEmpty {
            head += "**Failed to load**\n\n| Theme or file | Where | First problem |\n|---|---|---|\n"
            for theme in failures {
                head += "| \(cell(theme.name)) | \(cell(DiffReport.status(theme))) | \(cell(theme.failure?.problem ?? "")) |\n"
            }
            head += "\n"
        }
        var tail = ""
        let same = report.failingUnchanged
        if !same.isEmpty {
            tail += "_\(same.count) file\(same.count == 1 ? "" : "s") fail\(same.count == 1 ? "s" : "") to load on both sides, unchanged: "
                + same.map { cell($0.failure?.problem ?? "") }.joined(separator: "; ") + "._\n\n"
        }
        if !report.unchanged.isEmpty {
            tail += "Unchanged: \(report.unchanged.count) theme\(report.unchanged.count == 1 ? "" : "s").\n"
        }
        let sections = report.changed.filter { !$0.isFailure || !$0.resolutions.isEmpty }.map { section($0, report: report) }
        var text = head
        var shown = 0
        for section in sections {
            if let limit, text.count + section.count + tail.count + 400 > limit { break }
            text += section
            shown += 1
        }
        if shown < sections.count {
            text += "> [!NOTE]\n> Truncated to fit a comment: \(sections.count - shown) of \(sections.count) changed themes are not shown here. "
                + "The full report is in the run's artifact (`shade diff --format markdown --full`).\n\n"
        }
        return text + tail
    }

    /// One changed theme: a heading with its status and file, each changed resolution's
    /// tables, and the unchanged resolutions in one line.
    static func section(_ theme: ThemeDiff, report: DiffReport) -> String {
        let cell = ContrastMarkdown.cell
        var text = "### \(cell(theme.name)) — \(cell(DiffReport.status(theme)))\n\n`\(DiffReport.files(theme).replacing("`", with: "'"))`\n\n"
        if theme.keepsEveryColour {
            return text + (theme.resolutions.allSatisfy(\.tokens.isEmpty) ? "Nothing in it changed.\n\n"
                : "Every colour kept in \(theme.resolutions.count) variant\(theme.resolutions.count == 1 ? "" : "s"): only how tokens are written changed.\n\n")
        }
        var same: [String] = []
        // Where the named and guessed roles were listed: the same lists again say so.
        var listed: [RolesListed] = []
        for diff in theme.resolutions {
            switch diff.presence {
            case .added where theme.failure?.sides == .old || theme.failure?.sides == .both:
                text += "#### \(diff.resolution.title) — did not load on the old side\n\n"
                continue
            case .removed where theme.failure?.sides == .new || theme.failure?.sides == .both:
                text += "#### \(diff.resolution.title) — does not load on the new side\n\n"
                continue
            case .added:
                text += "#### \(diff.resolution.title) — added\n\n"
                text += diff.pairs.isEmpty ? "All \(diff.checkedPairs.new) pairs pass.\n\n"
                                           : "\(diff.pairs.count) of \(diff.checkedPairs.new) pairs fail:\n\n" + pairTable(diff.pairs, report: report)
                text += guessed(diff, listed: &listed)
                continue
            case .removed:
                text += "#### \(diff.resolution.title) — removed\n\n"
                continue
            case .both where diff.isUnchanged:
                same.append(diff.resolution.title)
                continue
            case .both: break
            }
            text += "#### \(diff.resolution.title)\n\n"
            if !diff.pairs.isEmpty { text += "**Contrast**\n\n" + pairTable(diff.pairs, report: report) }
            let summary = TokenSummary(diff.tokens) { report.unreadable(theme, path: $0) }
            if !summary.isEmpty {
                text += "**Tokens:** " + summary.counts.joined(separator: " · ") + "\n\n"
            }
            if !summary.colours.isEmpty || !summary.added.isEmpty || !summary.removed.isEmpty {
                text += "| | Token | Before | After | ΔE2000 | Same change in |\n|---|---|---|---|---:|---|\n"
                for group in summary.colours {
                    text += "| changed | \(cell(group.lead.path)) | \(cell(DiffReport.tokenValue(group.lead.old))) | \(cell(DiffReport.tokenValue(group.lead.new))) | "
                        + "\(RatioText.text(group.deltaE)) | \(cell(group.mirrors.isEmpty ? "" : TokenSummary.mirrors(group, verbose: report.verbose) ?? "")) |\n"
                }
                for (change, unreadable) in summary.added {
                    text += "| added | \(cell(change.path)) | \(unreadable.map { "unreadable: " + cell($0) } ?? "—") | \(cell(DiffReport.tokenValue(change.new))) | | |\n"
                }
                for change in summary.removed {
                    text += "| removed | \(cell(change.path)) | \(cell(DiffReport.tokenValue(change.old))) | — | | |\n"
                }
                text += "\n"
            }
            if report.verbose, !(summary.aliasRewrites + summary.rewrittenLiterals).isEmpty {
                text += "<details><summary>Same colour, written another way</summary>\n\n| Token | Before | After |\n|---|---|---|\n"
                for change in summary.aliasRewrites + summary.rewrittenLiterals {
                    text += "| \(cell(change.path)) | \(cell(DiffReport.tokenValue(change.old))) | \(cell(DiffReport.tokenValue(change.new))) |\n"
                }
                text += "\n</details>\n\n"
            }
            if !diff.roles.isEmpty {
                text += "**Roles** (\(diff.roles.count) changed)\n\n| Role | Before | After | ΔE2000 | Filled by |\n|---|---|---|---:|---|\n"
                for change in diff.roles {
                    text += "| `\(change.role.rawValue)` | `\(change.old.color.hex)` | `\(change.new.color.hex)` | \(RatioText.text(change.deltaE)) | "
                        + "\(cell(DiffReport.fillers(change))) |\n"
                }
                text += "\n"
            }
            if !diff.roles.isEmpty || !diff.pairs.isEmpty { text += guessed(diff, listed: &listed) }
        }
        if !same.isEmpty { text += "_Unchanged: " + same.joined(separator: ", ") + "._\n\n" }
        return text
    }

    /// The roles no role map pins, when any, in the confidence words: named, then guessed
    /// (value only or derived).
    private static func guessed(_ diff: ResolutionDiff, listed: inout [RolesListed]) -> String {
        if let title = RolesListed.same(diff, as: &listed) { return "_Named and guessed roles as in \(title)._\n\n" }
        var text = ""
        if !diff.namedRoles.isEmpty {
            text += "_Named roles, not pinned (their pairs are advisory): " + diff.namedRoles.map(\.rawValue).joined(separator: ", ") + "._\n\n"
        }
        if !diff.guessedRoles.isEmpty {
            text += "_Guessed roles, value only or derived (their pairs are advisory): "
                + diff.guessedRoles.map(\.rawValue).joined(separator: ", ") + "._\n\n"
        }
        return text
    }

    private static func pairTable(_ changes: [PairChange], report: DiffReport) -> String {
        var text = "| | Pair | Before | After | Needs |\n|---|---|---|---|---:|\n"
        for change in changes {
            let mark = report.isGated(change) || (change.new?.passes == false && change.isOwned) ? "❌" : (change.isFix ? "✅" : "ℹ️")
            text += "| \(mark) | \(ContrastMarkdown.cell(DiffReport.pairName(change.pair))) | \(DiffReport.verdict(change.old)) | "
                + "\(DiffReport.verdict(change.new)) | \(RatioText.text((change.new ?? change.old)?.required ?? 0)) |\n"
        }
        return text + "\n"
    }

    /// `text` as inline code, backticks replaced so it cannot end the span.
    private static func code(_ text: String) -> String { "`" + text.replacing("`", with: "'") + "`" }
}
