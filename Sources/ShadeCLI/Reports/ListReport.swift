import ShadeText
import ShadeTokens
import ShadeCatalog

/// `shade list` output.
enum ListReport {
    struct Entry: Encodable {
        var name: String
        var description: String
        var source: String
        var builtIn: Bool
        var extends: String?
        var resolutions: [String]
        /// Every axis: a design system's modifiers, or appearance and contrast.
        var axes: [Axis]
        /// "dialect", "resolver" or "tokens": what kind of file the theme is.
        var kind: String
    }

    /// One axis of a theme and its contexts.
    struct Axis: Encodable {
        var name: String
        /// appearance, contrast, appearance+contrast or extra.
        var role: String
        var contexts: [String]
        var `default`: String
    }

    /// One entry per theme, with the variants it declares (``ThemeCatalog/declaredResolutions()``):
    /// nothing is resolved, so listing ten thousand themes costs their loading only;
    /// `shade validate` checks that each variant resolves.
    static func entries(_ catalog: ThemeCatalog) -> [Entry] {
        zip(catalog.themes, catalog.declaredResolutions()).map { theme, resolutions in
            Entry(name: theme.name, description: theme.description, source: theme.source.label,
                  builtIn: theme.source == .bundled, extends: theme.parentName,
                  resolutions: resolutions.map { $0.name },
                  axes: theme.axes.map { Axis(name: $0.name, role: $0.role.rawValue, contexts: $0.contexts, default: $0.defaultContext) },
                  kind: kind(theme))
        }
    }

    private static func kind(_ theme: Theme) -> String {
        guard let system = theme.system else { return "dialect" }
        return system.modifiers.isEmpty && !system.file.hasSuffix(".resolver.json") ? "tokens" : "resolver"
    }

    static func json(_ catalog: ThemeCatalog) -> String { json(entries(catalog)) }

    static func json(_ entries: [Entry]) -> String {
        struct Document: Encodable { var themes: [Entry] }
        return JSONOutput.encode(Document(themes: entries))
    }

    static func text(_ catalog: ThemeCatalog) -> String { text(entries(catalog)) }

    /// The table; with a `width` (a terminal's), descriptions wrap at words within it.
    static func text(_ entries: [Entry], width: Int? = nil) -> String {
        // The AXES column appears once a design system is listed; Shade's own themes all vary
        // on appearance and contrast only, which RESOLUTIONS already shows.
        let showAxes = entries.contains { $0.kind != "dialect" }
        var table = TextTable()
        table.add(["THEME", "SOURCE", "RESOLUTIONS"] + (showAxes ? ["AXES"] : []) + ["DESCRIPTION"])
        for entry in entries {
            var row = [VisibleText.escaping(entry.name), VisibleText.escaping(entry.source),
                       entry.resolutions.isEmpty ? "none" : entry.resolutions.joined(separator: " ")]
            if showAxes { row.append(entry.kind == "dialect" ? "-" : axesText(entry.axes)) }
            row.append(VisibleText.escaping(entry.description))
            table.add(row)
        }
        return table.render(width: width)
    }

    /// `theme: light* dark · size: regular* compact` (the default starred); `-` for none.
    /// An axis of one context is no choice (RESOLUTIONS already says a light-only system's
    /// one appearance), so the column shows only what can vary; `--format json` keeps all.
    static func axesText(_ axes: [Axis]) -> String {
        let axes = axes.filter { SystemModifier.varies($0.contexts) }
        guard !axes.isEmpty else { return "-" }
        return axes.map { axis in
            VisibleText.escaping(axis.name) + ": " + axis.contexts.map { VisibleText.escaping($0) + ($0 == axis.default ? "*" : "") }
                .joined(separator: " ")
        }.joined(separator: " · ")
    }
}
