import ShadeTokens
import ShadeText

/// `shade diff --format markdown`: a pull-request comment. The verdict and the regressions
/// come first, then one section per changed theme with tables of roles, tokens and contrast
/// pairs, and the themes without a change in one line at the end. Every cell from a file is
/// escaped (``ContrastMarkdown/cell(_:)``), so a theme name cannot break a table.
enum DiffMarkdown {
    static func document(_ report: DiffReport) -> String {
        let cell = ContrastMarkdown.cell
        var text = "## Theme diff: \(code(report.oldLabel)) → \(code(report.newLabel))\n\n"
        let regressions = report.regressions
        let changed = report.changed
        if regressions.isEmpty {
            text += "### ✅ No contrast regressions · \(changed.count) of \(report.themes.count) theme\(report.themes.count == 1 ? "" : "s") changed\n\n"
        } else {
            text += "### ❌ \(regressions.count) contrast regression\(regressions.count == 1 ? "" : "s") · \(changed.count) of \(report.themes.count) theme\(report.themes.count == 1 ? "" : "s") changed\n\n"
            text += "| | Theme | Variant | Pair | Before | After | Needs |\n|---|---|---|---|---|---|---:|\n"
            for (theme, resolution, change) in regressions {
                text += "| ❌ | \(cell(theme.name)) | \(resolution.title) | \(cell(DiffReport.pairName(change.pair))) | "
                    + "\(DiffReport.verdict(change.old)) | **\(DiffReport.verdict(change.new))** | \(RatioText.text(change.new?.required ?? 0)) |\n"
            }
            text += "\n"
        }
        for theme in changed { text += section(theme) }
        if !report.unchanged.isEmpty {
            text += "Unchanged (\(report.unchanged.count)): " + report.unchanged.map { cell($0.name) }.joined(separator: ", ") + "\n"
        }
        return text
    }

    /// One changed theme: a heading with its status and file, each changed resolution's
    /// tables, and the unchanged resolutions in one line.
    static func section(_ theme: ThemeDiff) -> String {
        let cell = ContrastMarkdown.cell
        var text = "### \(cell(theme.name)) — \(cell(DiffReport.status(theme)))\n\n`\(DiffReport.files(theme).replacing("`", with: "'"))`\n\n"
        var same: [String] = []
        for diff in theme.resolutions {
            switch diff.presence {
            case .added:
                text += "#### \(diff.resolution.title) — added\n\n"
                text += diff.pairs.isEmpty ? "All \(diff.checkedPairs.new) pairs pass.\n\n"
                                           : "\(diff.pairs.count) of \(diff.checkedPairs.new) pairs fail:\n\n" + pairTable(diff.pairs)
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
            if !diff.pairs.isEmpty { text += "**Contrast**\n\n" + pairTable(diff.pairs) }
            if !diff.roles.isEmpty {
                text += "**Roles** (\(diff.roles.count) changed)\n\n| Role | Before | After | ΔE2000 | Filled by, before | Filled by, after |\n|---|---|---|---:|---|---|\n"
                for change in diff.roles {
                    text += "| `\(change.role.rawValue)` | `\(change.old.color.hex)` | `\(change.new.color.hex)` | \(RatioText.text(change.deltaE)) | "
                        + "\(cell(DiffReport.filler(change.old))) | \(cell(DiffReport.filler(change.new))) |\n"
                }
                text += "\n"
            }
            if !diff.tokens.isEmpty {
                text += "**Tokens** (\(DiffText.counts(diff.tokens)))\n\n| | Token | Before | After | Aliases after |\n|---|---|---|---|---|\n"
                for change in diff.tokens {
                    text += "| \(change.kind.rawValue) | \(cell(change.path)) | \(cell(DiffReport.tokenValue(change.old))) | "
                        + "\(cell(DiffReport.tokenValue(change.new))) | \(cell((change.new ?? change.old)?.aliases.joined(separator: " → ") ?? "")) |\n"
                }
                text += "\n"
            }
        }
        if !same.isEmpty { text += "_Unchanged: " + same.joined(separator: ", ") + "._\n\n" }
        return text
    }

    private static func pairTable(_ changes: [PairChange]) -> String {
        var text = "| | Pair | Before | After | Needs |\n|---|---|---|---|---:|\n"
        for change in changes {
            let mark = change.isRegression || change.new?.passes == false ? "❌" : (change.isFix ? "✅" : "ℹ️")
            text += "| \(mark) | \(ContrastMarkdown.cell(DiffReport.pairName(change.pair))) | \(DiffReport.verdict(change.old)) | "
                + "\(DiffReport.verdict(change.new)) | \(RatioText.text((change.new ?? change.old)?.required ?? 0)) |\n"
        }
        return text + "\n"
    }

    /// `text` as inline code, backticks replaced so it cannot end the span.
    private static func code(_ text: String) -> String { "`" + text.replacing("`", with: "'") + "`" }
}
