/// A colour brought into 8-bit sRGB by per-channel clamping, remembering whether
/// clamping changed it.
public struct GamutMapped: Hashable, Sendable {
    /// The clamped, rounded colour.
    public var color: RGBA
    /// True when any channel lay outside 0…1 by more than `GamutMapped.tolerance`
    /// before clamping, i.e. the terminal shows a different colour than was written.
    public var outOfGamut: Bool

    /// How far outside 0…1 a gamma-encoded channel may stray before it counts as out
    /// of gamut; absorbs floating-point noise in the conversion matrices.
    public static let tolerance = 1e-4

    /// Wraps an already-mapped colour.
    public init(color: RGBA, outOfGamut: Bool) {
        self.color = color
        self.outOfGamut = outOfGamut
    }

    /// Clamps gamma-encoded sRGB channels (nominally 0…1) and rounds them to bytes.
    init(encodedSRGB channels: SIMD3<Double>, alpha: Double) {
        let low = -Self.tolerance
        let high = 1 + Self.tolerance
        var outside = false
        for index in 0..<3 {
            let channel = channels[index]
            if !(channel >= low && channel <= high) { outside = true }
        }
        let rgb = RGB(red: unitToByte(channels.x), green: unitToByte(channels.y), blue: unitToByte(channels.z))
        self.init(color: RGBA(rgb, alpha: min(max(alpha, 0), 1)), outOfGamut: outside)
    }
}
