/// An opaque 24-bit sRGB colour: what a truecolor terminal cell can show.
public struct RGB: Hashable, Sendable {
    /// Red channel, 0…255.
    public var red: UInt8
    /// Green channel, 0…255.
    public var green: UInt8
    /// Blue channel, 0…255.
    public var blue: UInt8

    /// Creates a colour from its three 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from a packed `0xRRGGBB` value.
    public init(_ packed: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: packed >> 16),
            green: UInt8(truncatingIfNeeded: packed >> 8),
            blue: UInt8(truncatingIfNeeded: packed)
        )
    }

    /// The colour as `#RRGGBB`, upper-case, the form every Shade output uses.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for channel in [red, green, blue] {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 0x0F)])
        }
        return text
    }
}

/// An sRGB colour with opacity, as written in a theme file before compositing.
public struct RGBA: Hashable, Sendable {
    /// The colour channels, not premultiplied.
    public var rgb: RGB
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// Creates a colour with the given opacity.
    public init(_ rgb: RGB, alpha: Double = 1) {
        self.rgb = rgb
        self.alpha = alpha
    }

    /// Whether the colour needs compositing before a terminal can show it.
    public var isOpaque: Bool { alpha >= 1 }
}
