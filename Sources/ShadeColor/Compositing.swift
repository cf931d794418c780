import ShadeText

extension RGBA {
    /// This colour painted over an opaque `background`, the way design tools and
    /// browsers blend: source-over in gamma-encoded sRGB,
    /// `channel = round(fg × alpha + bg × (1 − alpha))`, alpha clamped to 0…1.
    public func composited(over background: RGB) -> RGB {
        let opacity = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        func blend(_ foreground: UInt8, _ beneath: UInt8) -> UInt8 {
            UInt8(clamping: (Double(foreground) * opacity + Double(beneath) * (1 - opacity)).rounded())
        }
        return RGB(
            red: blend(rgb.red, background.red),
            green: blend(rgb.green, background.green),
            blue: blend(rgb.blue, background.blue)
        )
    }
}
