import ShadeTokens

extension Base16Reader: TerminalPaletteReader {
    /// A `.yaml` or `.yml` file that ``holdsScheme(_:)``.
    public static func detect(name: String, head: ArraySlice<UInt8>) -> Bool {
        (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && holdsScheme(head)
    }

    /// Whether YAML text has a `base00` key (at the top, under `palette:` as tinted-theming
    /// writes it, or in a flow mapping `{base00: …}`), as a key and not inside some value: the
    /// word starts a line or follows `{`/`,` (a quote aside) and a `:` follows it. Asked by
    /// the detector of a file whose name does not say its format, too.
    public static func holdsScheme(_ head: ArraySlice<UInt8>) -> Bool {
        YAMLKeySearch.holdsKey("base00", in: head)
    }
}
