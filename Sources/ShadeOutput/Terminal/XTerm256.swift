import ShadeColor

/// The xterm 256-colour palette and the nearest-colour mapping used in ``ColorMode/palette256``.
///
/// Indices 16–231 are the 6×6×6 cube with channel levels 0, 95, 135, 175, 215, 255;
/// 232–255 are the grey ramp 8, 18, …, 238. Indices 0–15 are the user's configurable ANSI
/// colours, so ``nearest(_:)`` never returns them.
///
/// Distance: squared sRGB differences weighted 2 (red), 4 (green), 3 (blue) — the fixed
/// form of the "redmean" approximation, a cheap perceptual-ish metric. Because the weights
/// are fixed the metric is separable, so the best cube entry is the nearest level on each
/// channel and the best grey is the ramp step nearest the weighted mean: the mapping is a
/// handful of integer operations, with no table and no search.
public enum XTerm256 {
    /// The cube's channel levels, index 0…5.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The palette entry nearest to `rgb` (16…255) under the weighted distance above.
    /// Ties between the cube and the grey ramp go to the cube.
    public static func nearest(_ rgb: RGB) -> UInt8 {
        let red = Int(rgb.red), green = Int(rgb.green), blue = Int(rgb.blue)

        let cubeRed = cubeIndex(red), cubeGreen = cubeIndex(green), cubeBlue = cubeIndex(blue)
        let cubeDistance = distance(
            red, green, blue,
            Int(cubeLevels[cubeRed]), Int(cubeLevels[cubeGreen]), Int(cubeLevels[cubeBlue])
        )

        // The weighted mean (2r + 4g + 3b) / 9 minimises the distance to a grey; the ramp
        // step just below it or just above it is the best one.
        let weightedSum = 2 * red + 4 * green + 3 * blue
        let below = min(23, max(0, (weightedSum - 72) / 90))
        let above = min(23, below + 1)
        let belowDistance = greyDistance(red, green, blue, step: below)
        let aboveDistance = greyDistance(red, green, blue, step: above)
        let greyStep = aboveDistance < belowDistance ? above : below
        let greyDistance = min(belowDistance, aboveDistance)

        if cubeDistance <= greyDistance {
            return UInt8(16 + 36 * cubeRed + 6 * cubeGreen + cubeBlue)
        }
        return UInt8(232 + greyStep)
    }

    /// The colour of a palette entry. For 0–15 these are xterm's defaults, which the user's
    /// terminal may well have changed; 16–255 are fixed by the palette's definition.
    public static func color(_ index: UInt8) -> RGB {
        switch index {
        case 0..<16:
            return RGB(ansiDefaults[Int(index)])
        case 16..<232:
            let cube = Int(index) - 16
            return RGB(red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return RGB(red: level, green: level, blue: level)
        }
    }

    /// xterm's default ANSI colours, as `0xRRGGBB`.
    private static let ansiDefaults: [UInt32] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]

    /// The nearest cube level (0…5) to one channel; the cut points are the midpoints
    /// 47.5 and 115 below the evenly spaced levels, then every 40 from 155 up.
    @inline(__always)
    private static func cubeIndex(_ value: Int) -> Int {
        if value < 48 { return 0 }
        if value < 115 { return 1 }
        return min(5, (value - 35) / 40)
    }

    @inline(__always)
    private static func greyDistance(_ red: Int, _ green: Int, _ blue: Int, step: Int) -> Int {
        let level = 8 + 10 * step
        return distance(red, green, blue, level, level, level)
    }

    /// The weighted squared distance documented on the type.
    @inline(__always)
    static func distance(_ r1: Int, _ g1: Int, _ b1: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        let dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}
