import ShadeColor
import ShadeTokens

/// Writes a Tailwind CSS v4 theme: an `@theme` block of `--color-*` variables (so utilities
/// such as `bg-background-primary` exist), whose values point at custom properties that switch
/// with `color-scheme` and `prefers-contrast`, as ``CSSWriter`` writes them.
///
/// Tailwind resolves `@theme` values at build time only with `@theme inline`; `var()` values
/// keep switching at run time, which is what a light/dark theme needs.
public enum TailwindWriter {
    /// The style sheet: the switching custom properties, then the `@theme` block.
    public static func text(_ theme: ExportTheme) -> String {
        var out = "@import \"tailwindcss\";\n\n"
        out += CSSWriter.text(theme)
        out += "\n@theme inline {\n"
        for property in CSSWriter.properties(theme) {
            out += "  --color-\(ExportNames.cssName(property.name)): var(--\(property.name));\n"
        }
        out += "}\n"
        return out
    }
}
