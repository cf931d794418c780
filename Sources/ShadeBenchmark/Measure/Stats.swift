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
    /// percentile bootstrap).
    func medianInterval(resamples: Int = 2_000) -> ClosedRange<Double> {
        let medians = (0..<resamples).map { _ in
            Stats((0..<count).map { _ in sorted[Int.random(in: 0..<count)] }).median
        }
        let spread = Stats(medians)
        return spread.percentile(2.5)...spread.percentile(97.5)
    }
}

extension Duration {
    /// The duration in milliseconds, as a floating-point number.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
    }
}
