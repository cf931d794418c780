import ShadeText

/// Clamps a unit value to 0…1 (NaN counts as 0) and rounds it to the nearest byte:
/// how hex alpha and gamut-mapped channels become bytes.
func unitToByte(_ value: Double) -> UInt8 {
    guard value > 0 else { return 0 }
    guard value < 1 else { return 255 }
    return UInt8(clamping: (value * 255).rounded())
}
