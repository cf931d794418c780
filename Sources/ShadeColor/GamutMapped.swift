/// A colour brought into 8-bit sRGB, remembering whether it lay outside sRGB and what
/// per-channel clipping would have shown instead.
public struct GamutMapped: Hashable, Sendable {
    /// The colour shown: CSS Color 4 gamut-mapped when it was out of gamut.
    public var color: RGBA
    /// True when any channel lay outside 0…1 by more than `GamutMapped.tolerance`
    /// before mapping, i.e. the terminal shows a different colour than was written.
    public var outOfGamut: Bool
    /// The colour per-channel clipping gives (equal to `color` when in gamut), for
    /// `--gamut clip`.
    public var clipped: RGBA

    /// How far outside 0…1 a gamma-encoded channel may stray before it counts as out
    /// of gamut; absorbs floating-point noise in the conversion matrices.
    public static let tolerance = 1e-4

    /// Wraps an already-mapped colour.
    public init(color: RGBA, outOfGamut: Bool, clipped: RGBA? = nil) {
        self.color = color
        self.outOfGamut = outOfGamut
        self.clipped = clipped ?? color
    }

    /// Maps gamma-encoded sRGB channels (nominally 0…1) into gamut and rounds them to bytes.
    init(encodedSRGB channels: SIMD3<Double>, alpha: Double) {
        let opacity = min(max(alpha, 0), 1)
        let clippedRGB = Self.bytes(CSSGamutMapping.clip(channels))
        guard !CSSGamutMapping.isInGamut(channels) else {
            self.init(color: RGBA(clippedRGB, alpha: opacity), outOfGamut: false)
            return
        }
        let mapped = CSSGamutMapping.map(OKLab(linearSRGB: SRGBTransfer.decode(channels)))
        self.init(color: RGBA(Self.bytes(mapped), alpha: opacity), outOfGamut: true,
                  clipped: RGBA(clippedRGB, alpha: opacity))
    }

    /// The colour `method` shows.
    public func color(_ method: GamutMethod) -> RGBA { method == .map ? color : clipped }

    private static func bytes(_ channels: SIMD3<Double>) -> RGB {
        RGB(red: unitToByte(channels.x), green: unitToByte(channels.y), blue: unitToByte(channels.z))
    }
}
