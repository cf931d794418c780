import ShadeCatalog
import ShadeText
import ShadeTokens

/// `shade list --explain`: for each theme of the user's, why its files are one theme, where
/// its name comes from, which files it took and which it left, and why; then the files that
/// are no theme at all. Paths are shown below the system's own folder.
enum ExplainReport {
    /// The report for `catalog`.
    static func text(_ catalog: ThemeCatalog) -> String {
        var lines: [String] = []
        for theme in catalog.themes where theme.source != .bundled {
            let source = theme.system?.file ?? theme.source.label
            lines.append("\(VisibleText.escaping(theme.name))  \(VisibleText.escaping(source))")
            guard let explanation = catalog.explanation(of: theme) else {
                lines.append("  why:  " + (theme.system == nil ? "a theme file in Shade's own format"
                                                              : "one theme as its format defines it, read by that format's reader"))
                lines.append("")
                continue
            }
            lines += body(explanation, nameSource: nameSource(explanation, theme), below: folder(of: source))
            lines.append("")
        }
        let notThemes = catalog.explanations.filter { $0.taken.isEmpty }
        if !notThemes.isEmpty {
            lines.append("Not themes")
            for explanation in notThemes {
                for file in explanation.left {
                    lines.append("  \(VisibleText.escaping(file.path)) — \(VisibleText.escaping(file.note)): \(VisibleText.escaping(explanation.reason))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where `theme`'s name comes from: what its reader said, unless the catalog named it
    /// otherwise since (a file named for its kind of tokens, `theme.ts` or `tokens.json`, is
    /// named by its project; a name two systems share is told apart by the folder).
    static func nameSource(_ explanation: SystemExplanation, _ theme: Theme) -> String {
        guard explanation.nameSource == "its file's name", let system = theme.system, theme.name != system.name else {
            return explanation.nameSource
        }
        if theme.name.hasPrefix(system.name + " (") { return "its file's name, with the folder that tells it apart from another of that name" }
        return SystemExplanation.projectNameSource(of: system.file)
    }

    /// The why, name, took and left lines of one system.
    private static func body(_ explanation: SystemExplanation, nameSource: String, below folder: String) -> [String] {
        var lines = ["  why:  \(VisibleText.escaping(explanation.reason))", "  name: \(VisibleText.escaping(nameSource))"]
        for file in explanation.taken {
            lines.append("  took: \(VisibleText.escaping(shortened(file.path, below: folder)))  (\(VisibleText.escaping(file.note)))")
        }
        for file in explanation.left {
            lines.append("  left: \(VisibleText.escaping(shortened(file.path, below: folder)))  (\(VisibleText.escaping(file.note)))")
        }
        return lines
    }

    /// The folder a system's paths are shown below: the folder itself, or the resolver's.
    private static func folder(of source: String) -> String {
        if source.hasSuffix("/") { return source }
        guard let slash = source.lastIndex(of: "/") else { return "" }
        return String(source[...slash])
    }

    private static func shortened(_ path: String, below folder: String) -> String {
        !folder.isEmpty && path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }
}
