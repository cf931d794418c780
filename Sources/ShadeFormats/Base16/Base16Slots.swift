/// The slots of tinted-theming's base16 and base24 and how they meet the ANSI palette.
///
/// base16 (styling spec 0.11, as its shell and terminal templates map it): base00 background
/// and black, base05 foreground and white, base08 red, base0A yellow, base0B green, base0C
/// cyan, base0D blue, base0E magenta, base03 bright black, base07 bright white; the other
/// brights repeat the normal colours. base24 (its styling table): base01 black, base02 bright
/// black, base06 white, base07 bright white, base08 red, base09 yellow, base0B green, base0C
/// cyan, base0D blue, base0E magenta, base12 … base17 bright red, yellow, green, cyan, blue,
/// magenta.
public enum Base16Slots {
    /// base00 … base0F, then base24's base10 … base17.
    public static let names: [String] = (0..<24).map { index in
        index < 16 ? "base0" + String(index, radix: 16, uppercase: true) : "base1" + String(index - 16)
    }

    /// ANSI index → slot for base16 (brights repeat the normal colours, as the spec's
    /// terminal templates do) and for base24.
    public static func slot(forANSI index: Int, base24: Bool) -> String {
        let base16 = ["base00", "base08", "base0B", "base0A", "base0D", "base0E", "base0C", "base05",
                      "base03", "base08", "base0B", "base0A", "base0D", "base0E", "base0C", "base07"]
        let base24Map = ["base01", "base08", "base0B", "base09", "base0D", "base0E", "base0C", "base06",
                         "base02", "base12", "base14", "base13", "base16", "base17", "base15", "base07"]
        return (base24 ? base24Map : base16)[index]
    }
}
