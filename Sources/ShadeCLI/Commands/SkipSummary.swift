import ShadeTokens
import ShadeFiles

/// The line `list` ends its warnings with when the search passed over something: how many
/// entries were skipped and why, so a theme missing from the table has a reason in sight.
/// Every line that reports a skip ends in one of a few words (``FileKind/refusal``, the
/// search's depth and entry limits, UTF-16 text), which is what is counted here.
enum SkipSummary {
    /// The reasons, each with the words its lines end in.
    private static let reasons: [(words: [String], reason: String)] = [
        (["not followed"], "links out of the folder"),
        (["Shade reads UTF-8 only; skipped"], "UTF-16 text"),
        (["not searched", "not searched; name a deeper folder with --themes to search it"], "past the search's depth or size"),
        // Before "skipped", which its line also ends in: a file over the cap is a regular file.
        ([sizeCapWords], "over the \(FileSystem.sizeText(FileSystem.maximumThemeFileSize)) size cap"),
        (["skipped"], "not regular files or links to nothing"),
        (["cannot read it:"], "unreadable"),
        (["; not read"], "recognised but not readable"),
    ]

    /// What every line of a file refused for its size says (``FileSystem/sizeRefusal(size:cap:)``).
    private static let sizeCapWords = "Shade reads files of at most"

    /// How the line for the files past ``ThemeCatalog/maximumBytesRead`` begins, and its reason.
    private static let readBoundWords = "not read: the theme files searched pass"
    private static let readBoundReason = "past the bound on what one command reads"

    /// "skipped 4 entries: 2 links out of the folder, 1 UTF-16 text, 1 unreadable (shade validate lists them)", or nil.
    static func line(_ diagnostics: [Diagnostic]) -> String? {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics {
            let message = diagnostic.message
            if let match = reasons.first(where: { entry in entry.words.contains { message.hasSuffix($0) || message.hasPrefix($0) || message.contains("; " + $0) } }) {
                counts[match.reason, default: 0] += 1
            } else if message.contains("which are not searched") || message.contains("the rest is not searched") {
                counts["past the search's depth or size", default: 0] += 1
            } else if message.hasPrefix(readBoundWords) {
                // One line stands for every file past the bound: "(and 860 more files)".
                let more = message.split(separator: "(and ").dropFirst().first?.prefix { $0.isNumber }
                counts[readBoundReason, default: 0] += 1 + (more.flatMap { Int($0) } ?? 0)
            }
        }
        guard !counts.isEmpty else { return nil }
        let total = counts.values.reduce(0, +)
        let parts = (reasons.map(\.reason) + [readBoundReason]).compactMap { reason in counts[reason].map { "\($0) \(reason)" } }
        return "skipped \(total) entr\(total == 1 ? "y" : "ies"): \(parts.joined(separator: ", ")) (shade validate lists them)"
    }
}
