import ShadeColor

/// The xterm 256-colour palette and the nearest-colour mapping used in ``ColorMode/palette256``.
///
/// Indices 16–231 are the 6×6×6 cube with channel levels 0, 95, 135, 175, 215, 255;
/// 232–255 are the grey ramp 8, 18, …, 238. Indices 0–15 are the user's configurable ANSI
/// colours, so ``nearest(_:)`` never returns them.
///
/// Distance: CIEDE2000, searched over all 240 fixed entries, so every colour gets the
/// entry that looks closest (the best possible mean ΔE2000 for any set of colours). Each
/// answer is cached per colour, so a frame's few dozen colours are searched once.
public enum XTerm256 {
    /// The cube's channel levels, index 0…5.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The 240 fixed entries with their CIELAB values.
    static let fixedEntries: [(index: UInt8, lab: CIELab)] = (16...255).map { (UInt8($0), CIELab(color(UInt8($0)))) }

    private static let cache = PaletteCache { PerceptualSearch.nearest($0, among: fixedEntries) }

    /// The palette entry (16…255) nearest to `rgb` by CIEDE2000.
    public static func nearest(_ rgb: RGB) -> UInt8 {
        cache.index(rgb)
    }

    /// The colour of a palette entry. For 0–15 these are xterm's defaults, which the user's
    /// terminal may well have changed; 16–255 are fixed by the palette's definition.
    public static func color(_ index: UInt8) -> RGB {
        switch index {
        case 0..<16:
            return ANSI16.color(index)
        case 16..<232:
            let cube = Int(index) - 16
            return RGB(red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return RGB(red: level, green: level, blue: level)
        }
    }
}

/// The 16 ANSI colours and the mapping used in ``ColorMode/palette16`` ("≈ 16 colours").
///
/// Terminals let users change these, so no mapping can be exact; Shade assumes xterm's
/// default values (black CD0000 00CD00 CDCD00 0000EE CD00CD 00CDCD E5E5E5, then the bright
/// row 7F7F7F FF0000 00FF00 FFFF00 5C5CFF FF00FF 00FFFF FFFFFF), the most common defaults,
/// and picks the nearest by CIEDE2000. What is reviewed in this mode is which roles fall
/// together, which holds for any palette of the same order of hues.
public enum ANSI16 {
    /// xterm's default ANSI colours, as `0xRRGGBB`.
    static let defaults: [UInt32] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]

    static let entries: [(index: UInt8, lab: CIELab)] = (0..<16).map { (UInt8($0), CIELab(RGB(defaults[$0]))) }

    private static let cache = PaletteCache { PerceptualSearch.nearest($0, among: entries) }

    /// The colour of entry 0…15, as xterm draws it by default.
    public static func color(_ index: UInt8) -> RGB { RGB(defaults[Int(index) & 15]) }

    /// The entry (0…15) nearest to `rgb` by CIEDE2000.
    public static func nearest(_ rgb: RGB) -> UInt8 { cache.index(rgb) }
}
