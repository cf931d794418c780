import ShadeColor
import ShadeTokens

/// Apple's iOS system colours, as the System theme's reference data gives them (light, dark,
/// light increased contrast, dark increased contrast), for colour sets that reference one
/// (`"reference": "systemBlueColor"`).
public enum AppleSystemColors {
    /// Name (without the `Color` suffix) → `Resolution.all` order: light, dark, light-high, dark-high.
    static let table: [String: [RGBA]] = {
        func c(_ hex: UInt32, _ alpha: Double = 1) -> RGBA { RGBA(RGB(hex), alpha: alpha) }
        let label3C = 0x3C3C43 as UInt32, labelEB = 0xEBEBF5 as UInt32
        // Resolution.all is light, dark, light-high, dark-high.
        return [
            "label": [c(0x000000), c(0xFFFFFF), c(0x000000), c(0xFFFFFF)],
            "secondaryLabel": [c(label3C, 0.60), c(labelEB, 0.60), c(label3C, 0.68), c(labelEB, 0.68)],
            "tertiaryLabel": [c(label3C, 0.30), c(labelEB, 0.30), c(label3C, 0.38), c(labelEB, 0.38)],
            "quaternaryLabel": [c(label3C, 0.18), c(labelEB, 0.16), c(label3C, 0.26), c(labelEB, 0.24)],
            "placeholderText": [c(label3C, 0.30), c(labelEB, 0.30), c(label3C, 0.38), c(labelEB, 0.38)],
            "systemBackground": [c(0xFFFFFF), c(0x000000), c(0xFFFFFF), c(0x000000)],
            "secondarySystemBackground": [c(0xF2F2F7), c(0x1C1C1E), c(0xEBEBF0), c(0x242426)],
            "tertiarySystemBackground": [c(0xFFFFFF), c(0x2C2C2E), c(0xFFFFFF), c(0x363638)],
            "systemGroupedBackground": [c(0xF2F2F7), c(0x000000), c(0xEBEBF0), c(0x000000)],
            "secondarySystemGroupedBackground": [c(0xFFFFFF), c(0x1C1C1E), c(0xFFFFFF), c(0x242426)],
            "tertiarySystemGroupedBackground": [c(0xF2F2F7), c(0x2C2C2E), c(0xEBEBF0), c(0x363638)],
            "separator": [c(label3C, 0.29), c(0x545458, 0.60), c(label3C, 0.37), c(0x545458, 0.68)],
            "opaqueSeparator": [c(0xC6C6C8), c(0x38383A), c(0xC6C6C8), c(0x38383A)],
            "systemBlue": [c(0x007AFF), c(0x0A84FF), c(0x0040DD), c(0x409CFF)],
            "systemGreen": [c(0x34C759), c(0x30D158), c(0x248A3D), c(0x30DB5B)],
            "systemOrange": [c(0xFF9500), c(0xFF9F0A), c(0xC93400), c(0xFFB340)],
            "systemRed": [c(0xFF3B30), c(0xFF453A), c(0xD70015), c(0xFF6961)],
            "systemGray": [c(0x8E8E93), c(0x8E8E93), c(0x6C6C70), c(0xAEAEB2)],
            "systemGray2": [c(0xAEAEB2), c(0x636366), c(0x8E8E93), c(0x7C7C80)],
            "systemGray3": [c(0xC7C7CC), c(0x48484A), c(0xAEAEB2), c(0x545456)],
            "systemGray4": [c(0xD1D1D6), c(0x3A3A3C), c(0xBCBCC0), c(0x444446)],
            "systemGray5": [c(0xE5E5EA), c(0x2C2C2E), c(0xD8D8DC), c(0x363638)],
            "systemGray6": [c(0xF2F2F7), c(0x1C1C1E), c(0xEBEBF0), c(0x242426)],
            "white": [c(0xFFFFFF), c(0xFFFFFF), c(0xFFFFFF), c(0xFFFFFF)],
            "black": [c(0x000000), c(0x000000), c(0x000000), c(0x000000)],
            "clear": [c(0x000000, 0), c(0x000000, 0), c(0x000000, 0), c(0x000000, 0)],
        ]
    }()

    /// The colour `reference` (`systemBlueColor` or `systemBlue`) takes at `resolution`, or nil
    /// when Shade has no reference value for it.
    public static func color(_ reference: String, at resolution: Resolution) -> RGBA? {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        guard let values = table[name], let index = Resolution.all.firstIndex(of: resolution) else { return nil }
        return values[index]
    }

    /// The names Shade knows, for suggestions.
    public static var names: [String] { table.keys.sorted().map { $0 + "Color" } }
}
