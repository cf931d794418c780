/// Order statistics of a set of samples (milliseconds, bytes, …).
struct Stats {
    /// The samples, sorted ascending.
    let sorted: [Double]

    /// Statistics of `samples`, which must not be empty.
    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "no samples")
        sorted = samples.sorted()
    }

    /// How many samples there are.
    var count: Int { sorted.count }
    /// The smallest sample.
    var min: Double { sorted[0] }
    /// The largest sample.
    var max: Double { sorted[sorted.count - 1] }
    /// The middle sample (the mean of the two middle ones for an even count).
    var median: Double { percentile(50) }
    /// The arithmetic mean.
    var mean: Double { sorted.reduce(0, +) / Double(sorted.count) }

    /// The `p`th percentile (0…100), interpolated linearly between the closest ranks,
    /// so p99 of 100 samples lies between the two largest and not simply at the maximum.
    func percentile(_ p: Double) -> Double {
        let rank = (p / 100) * Double(sorted.count - 1)
        let lower = Int(rank.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let fraction = rank - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// Where the median of the population the samples come from lies, 95 times in 100: the
    /// middle 95 % of the medians of `resamples` resamples drawn with replacement (a
    /// percentile bootstrap). The draws are seeded, so the same samples give the same interval.
    func medianInterval(resamples: Int = 2_000) -> ClosedRange<Double> {
        var generator = SplitMix64(seed: 0x5EED_5ADE)
        let medians = (0..<resamples).map { _ in
            Stats((0..<count).map { _ in sorted[Int(generator.next() % UInt64(count))] }).median
        }
        let spread = Stats(medians)
        return spread.percentile(2.5)...spread.percentile(97.5)
    }
}

/// A small seeded generator (Steele, Lea and Flood's SplitMix64): reproducible draws for
/// the bootstrap, where the system's generator would give another interval each run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension Duration {
    /// The duration in milliseconds, as a floating-point number.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
    }
}
