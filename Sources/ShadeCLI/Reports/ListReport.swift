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

    static func entries(_ catalog: ThemeCatalog) -> [Entry] {
        catalog.themes.map { theme in
            Entry(name: theme.name, description: theme.description, source: theme.source.label,
                  builtIn: theme.source == .bundled, extends: theme.parentName,
                  resolutions: theme.availableResolutions.map(\.name))
        }
    }

    static func json(_ catalog: ThemeCatalog) -> String {
        struct Document: Encodable { var themes: [Entry] }
        return JSONOutput.encode(Document(themes: entries(catalog)))
    }

    static func text(_ catalog: ThemeCatalog) -> String {
        var table = TextTable()
        table.add(["THEME", "SOURCE", "RESOLUTIONS", "DESCRIPTION"])
        for entry in entries(catalog) {
            table.add([VisibleText.escaping(entry.name), VisibleText.escaping(entry.source),
                       entry.resolutions.joined(separator: " "), VisibleText.escaping(entry.description)])
        }
        return table.render()
    }
}
