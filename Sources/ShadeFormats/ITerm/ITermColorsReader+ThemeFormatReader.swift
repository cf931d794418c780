import FoundationEssentials
import ShadeTokens

extension ITermColorsReader: ThemeFormatReader {
    /// An `.itermcolors` file: the name decides.
    public static func detect(name: String, head: ArraySlice<UInt8>) -> Bool {
        name.hasSuffix(".itermcolors")
    }

    /// The preset in `bytes` (a property list), its first palette's roles filling the theme.
    public static func read(bytes: [UInt8], file: String) -> FormatReading {
        let (system, palettes, problems) = read(data: Data(bytes), file: file)
        return FormatReading(system: system, diagnostics: problems, roleMap: palettes.first.map { TerminalRoles.roleMap(for: $0.tokens) })
    }
}
