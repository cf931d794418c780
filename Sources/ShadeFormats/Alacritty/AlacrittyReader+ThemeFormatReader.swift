import ShadeTokens

extension AlacrittyReader: TerminalPaletteReader {
    /// A `.toml` file that ``holdsColors(_:)``.
    public static func detect(name: String, head: ArraySlice<UInt8>) -> Bool {
        name.hasSuffix(".toml") && holdsColors(head)
    }

    /// Whether TOML text has a `[colors…]` table or a `colors.…` key.
    public static func holdsColors(_ head: ArraySlice<UInt8>) -> Bool {
        head.split(separator: 0x0A, omittingEmptySubsequences: true).contains { line in
            let start = line.drop { $0 == 0x20 || $0 == 0x09 }
            return start.starts(with: Array("[colors".utf8)) || start.starts(with: Array("colors.".utf8))
        }
    }
}
