/// How a colour outside sRGB is brought inside it for display.
public enum GamutMethod: String, CaseIterable, Sendable {
    /// Per-channel clamping: cheap, but shifts hue and lightness.
    case clip
    /// CSS Color 4 gamut mapping: reduce OKLCH chroma, keeping lightness and hue, until the
    /// clipped colour is within a just-noticeable difference (ΔEOK 0.02) of the reduced one.
    case map
}

/// CSS Color 4 § 13.2 "Binary Search Gamut Mapping with Local MINDE", to sRGB.
///
/// The algorithm searches chroma between 0 and the colour's own in OKLCH; at each step the
/// candidate is clipped, and a clipped colour less than `jnd` (ΔEOK) from the candidate is
/// accepted, so the result keeps as much chroma as the eye can tell apart from the ideal.
public enum CSSGamutMapping {
    /// The just-noticeable difference in ΔEOK the specification uses.
    public static let jnd = 0.02
    /// The chroma search stops when its interval is narrower than this.
    public static let epsilon = 0.0001

    /// Gamma-encoded sRGB, each channel within 0…1, for a colour given in Oklab.
    public static func map(_ origin: OKLab) -> SIMD3<Double> {
        if origin.l >= 1 { return SIMD3(repeating: 1) }
        if origin.l <= 0 { return .zero }
        let encoded = origin.encodedSRGB
        if isInGamut(encoded) { return encoded }
        var current = origin.lch
        var clipped = clip(encoded)
        if deltaEOK(clipped, origin) < jnd { return clipped }
        var low = 0.0, high = current.c
        var lowIsInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current.c = chroma
            let candidate = current.lab.encodedSRGB
            if lowIsInGamut && isInGamut(candidate) {
                low = chroma
                continue
            }
            clipped = clip(candidate)
            let error = deltaEOK(clipped, current.lab)
            if error < jnd {
                if jnd - error < epsilon { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    /// Per-channel clamping to 0…1.
    public static func clip(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(min(max(encoded.x, 0), 1), min(max(encoded.y, 0), 1), min(max(encoded.z, 0), 1))
    }

    /// Whether every channel lies within 0…1, allowing `GamutMapped.tolerance` of noise.
    public static func isInGamut(_ encoded: SIMD3<Double>) -> Bool {
        let low = -GamutMapped.tolerance, high = 1 + GamutMapped.tolerance
        return encoded.x >= low && encoded.x <= high && encoded.y >= low && encoded.y <= high
            && encoded.z >= low && encoded.z <= high
    }

    private static func deltaEOK(_ encoded: SIMD3<Double>, _ reference: OKLab) -> Double {
        OKLab(linearSRGB: SRGBTransfer.decode(encoded)).deltaEOK(reference)
    }
}
