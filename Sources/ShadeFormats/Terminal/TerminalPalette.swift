import ShadeColor
import ShadeJSON
import ShadeText
import ShadeTokens

/// A terminal colour scheme as every terminal format holds it: a background, a foreground,
/// cursor and selection colours and the 16 ANSI colours, with where each was written.
///
/// Token paths are the same whichever format the palette came from (`background`,
/// `selection.background`, `ansi.brightBlack`…), so a Ghostty theme and the same theme as
/// kitty `.conf` give equal systems; base16/base24 also keep their `base16.baseXX` slots.
public struct TerminalPalette: Sendable, Equatable {
    /// The scheme's name (the file's `name`, else the file name).
    public var name: String
    /// The file it came from.
    public var file: String
    /// Token path → colour, in ``paths`` order when listed.
    public var colors: [String: RGBA] = [:]
    /// Token path → where it was written, when the format has lines.
    public var positions: [String: SourcePosition] = [:]
    /// Token paths whose written colour lay outside sRGB (an iTerm2 P3 colour).
    public var outOfGamut: Set<String> = []
    /// The scheme's author, when the format says.
    public var author: String?

    /// Creates an empty palette.
    public init(name: String, file: String) {
        self.name = name
        self.file = file
    }

    /// The eight ANSI colour names, in index order.
    public static let ansiNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// The token path of ANSI colour `index` (0–15): `ansi.red`, `ansi.brightRed`.
    public static func ansiPath(_ index: Int) -> String {
        let base = ansiNames[index % 8]
        return index < 8 ? "ansi." + base : "ansi.bright" + base.prefix(1).uppercased() + base.dropFirst()
    }

    /// The special (non-ANSI) paths, in listing order.
    public static let specialPaths = ["background", "foreground", "cursor", "cursor.text",
                                      "selection.background", "selection.foreground"]

    /// Every known path in listing order: specials, ANSI 0–15, base16/base24 slots.
    public static let paths: [String] = specialPaths + (0..<16).map(ansiPath) + Base16Slots.names.map { "base16." + $0 }

    /// Sets a colour and where it was written.
    public mutating func set(_ path: String, _ color: RGBA, at position: SourcePosition?) {
        colors[path] = color
        if let position { positions[path] = position }
    }

    /// The ANSI colour `index`, if written.
    public func ansi(_ index: Int) -> RGBA? { colors[Self.ansiPath(index)] }

    /// The palette's tokens in listing order; `written` is the hex as Shade would write it.
    public var tokens: [SystemColorToken] {
        Self.paths.compactMap { path in
            colors[path].map { SystemColorToken(path: path, color: $0, outOfGamut: outOfGamut.contains(path), written: $0.hexText,
                                                file: file, position: positions[path]) }
        }
    }

    /// Light or dark, from the background's luminance (dark when no background is written).
    public var appearance: Appearance {
        guard let background = colors["background"] else { return .dark }
        return Appearance(page: background.rgb)
    }

    /// The palette as a design system with one appearance, the one its background says (the
    /// other is not provided), carrying the terminal role table in its `$extensions`.
    public func system(diagnostics: [Diagnostic]) -> DesignSystem {
        ResolvedVariants.system(name: name, file: file, variants: [Resolution(appearance): tokens],
                                extensions: TerminalRoles.extensions(for: tokens), diagnostics: diagnostics)
    }
}

extension RGBA {
    /// `#RRGGBB`, or `#RRGGBBAA` when translucent.
    public var hexText: String {
        guard !isOpaque else { return rgb.hex }
        let byte = UInt8(clamping: (alpha * 255).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return rgb.hex + (digits.count == 1 ? "0" + digits : digits)
    }

    /// Reads `#RRGGBB`, `RRGGBB`, `0xRRGGBB` and the 3/4/8-digit forms; nil otherwise.
    public init?(terminalHex text: some StringProtocol) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() } else if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit),
              let color = try? RGBA(hex: "#" + digits) else { return nil }
        self = color
    }
}
