import ShadeTokens

/// `shade list` output.
enum ListReport {
    struct Entry: Encodable {
        var name: String
        var description: String
        var source: String
        var builtIn: Bool
        var extends: String?
        var resolutions: [String]
    }

    /// One entry per theme; resolves each theme's variants to list them, keeping only whether
    /// each one works.
    static func entries(_ catalog: ThemeCatalog) -> [Entry] {
        zip(catalog.themes, catalog.availableResolutions()).map { theme, resolutions in
            Entry(name: theme.name, description: theme.description, source: theme.source.label,
                  builtIn: theme.source == .bundled, extends: theme.parentName,
                  resolutions: resolutions.map(\.name))
        }
    }

    static func json(_ catalog: ThemeCatalog) -> String { json(entries(catalog)) }

    static func json(_ entries: [Entry]) -> String {
        struct Document: Encodable { var themes: [Entry] }
        return JSONOutput.encode(Document(themes: entries))
    }

    static func text(_ catalog: ThemeCatalog) -> String { text(entries(catalog)) }

    static func text(_ entries: [Entry]) -> String {
        var table = TextTable()
        table.add(["THEME", "SOURCE", "RESOLUTIONS", "DESCRIPTION"])
        for entry in entries {
            table.add([VisibleText.escaping(entry.name), VisibleText.escaping(entry.source),
                       entry.resolutions.isEmpty ? "none" : entry.resolutions.joined(separator: " "),
                       VisibleText.escaping(entry.description)])
        }
        return table.render()
    }
}
