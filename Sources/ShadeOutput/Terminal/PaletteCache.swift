import ShadeColor
import ShadeSync

/// The palette index chosen for each 24-bit colour so far, shared across threads.
///
/// A perceptual search over a palette costs a few hundred CIEDE2000 evaluations; a frame
/// holds a few dozen distinct colours, so remembering each answer keeps encoding as fast
/// as the old arithmetic mapping after the first frame.
final class PaletteCache: Sendable {
    private let chosen = Locked<[UInt32: UInt8]>([:])
    private let choose: @Sendable (RGB) -> UInt8

    init(choose: @escaping @Sendable (RGB) -> UInt8) {
        self.choose = choose
    }

    /// The index for `color`, computed once (outside the lock: two threads asking at once
    /// may both compute, and agree).
    func index(_ color: RGB) -> UInt8 {
        let key = UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
        if let known = chosen.withLock({ $0[key] }) { return known }
        let index = choose(color)
        chosen.withLock { chosen in
            // A cache that grows without bound would be a leak for a long session with
            // animated colours; a theme has a few dozen, so starting over is rare and cheap.
            if chosen.count > 65_536 { chosen.removeAll(keepingCapacity: true) }
            chosen[key] = index
        }
        return index
    }
}

/// Nearest palette entry by CIEDE2000 among candidates.
enum PerceptualSearch {
    /// The candidate index whose colour has the smallest CIEDE2000 to `color`; ties go to
    /// the earlier candidate.
    static func nearest(_ color: RGB, among candidates: [(index: UInt8, lab: CIELab)]) -> UInt8 {
        let lab = CIELab(color)
        var best = candidates[0].index
        var bestDistance = Double.infinity
        for candidate in candidates {
            let distance = deltaE2000(lab, candidate.lab)
            if distance < bestDistance {
                bestDistance = distance
                best = candidate.index
            }
        }
        return best
    }
}
