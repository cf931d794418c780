import ShadeApp
import ShadeColor
import ShadeText
import ShadeTokens
import ShadeView
import ShadeCatalog

/// The problems of the themes a picture shows, for `snapshot` and `sheet` to print on
/// standard error before writing it: a frame that falls back from a broken variant must not
/// leave the reason unsaid. Each line is the diagnostic as `shade validate` words it
/// (`file:line:col: token: message`, every part from a file made visible).
enum ShownThemeProblems {
    /// One line per problem of `entries` at `resolutions`, those the catalog already reported
    /// while loading left out, at most ``Diagnostic/limitPerFile`` per theme and one line
    /// counting the rest.
    static func lines(_ entries: [ThemeLibrary.Entry], at resolutions: [Resolution], catalog: ThemeCatalog) -> [String] {
        let reported = Set(catalog.diagnostics.map(\.description))
        var seen = reported
        var lines: [String] = []
        for entry in entries {
            var problems: [Diagnostic] = []
            for resolution in resolutions {
                for problem in entry.theme.problems(at: resolution, extras: entry.extras) where seen.insert(problem.description).inserted {
                    problems.append(problem)
                }
            }
            lines += unreadableText(entry, at: resolutions)
            let said = problems.summarisedByKind()
            lines += said.prefix(Diagnostic.limitPerFile).map { "shade: warning: \($0)" }
            let omitted = said.dropFirst(Diagnostic.limitPerFile).reduce(0) { $0 + $1.problemCount }
            if omitted > 0 {
                lines.append("shade: warning: … and \(omitted) more problem\(omitted == 1 ? "" : "s") in \(VisibleText.escaping(entry.name)); see shade validate")
            }
        }
        return lines
    }

    /// One line per resolution drawn whose primary text reads under 3:1 on its page: a
    /// picture must not pass off unreadable text silently.
    static func unreadableText(_ entry: ThemeLibrary.Entry, at resolutions: [Resolution]) -> [String] {
        resolutions.compactMap { resolution in
            let resolved = entry.resolved(resolution)
            let text = resolved[.foregroundPrimary], page = resolved[.backgroundPrimary]
            let ratio = contrastRatio(text, page)
            guard ratio < 3 else { return nil }
            return "shade: warning: \(VisibleText.escaping(entry.name)) · \(resolved.resolution.title): text on the page reads "
                + "\(RatioText.text(ratio)):1 (foregroundPrimary \(text.hex) on backgroundPrimary \(page.hex)), under 3:1; "
                + "shade roles --theme \(ShellWord.quoted(entry.name)) says where they come from"
        }
    }

    /// Writes ``lines(_:at:catalog:)`` to standard error.
    static func report(_ entries: [ThemeLibrary.Entry], at resolutions: [Resolution], catalog: ThemeCatalog) {
        for line in lines(entries, at: resolutions, catalog: catalog) { StandardError.write(line) }
    }
}
