/// Times in-process operations.
enum Timing {
    /// Milliseconds per call of `operation`, one sample per call, after one untimed call
    /// that warms caches and lazy initialisers. `operation` returns something derived from
    /// its work so the optimiser cannot drop the work.
    static func sample<Result>(iterations: Int, _ operation: (Int) -> Result) -> Stats {
        keep(operation(0))
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        let clock = ContinuousClock()
        for iteration in 0..<iterations {
            let start = clock.now
            let result = operation(iteration)
            samples.append((clock.now - start).milliseconds)
            keep(result)
        }
        return Stats(samples)
    }

    /// Hides a value from the optimiser.
    @inline(never)
    static func keep<Value>(_ value: Value) {
        withExtendedLifetime(value) {}
    }
}
