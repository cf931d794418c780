#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

extension Array where Element: Sendable {
    /// `map`, spread over the machine's cores in chunks: checking ten thousand themes is
    /// ten thousand independent resolutions. Order is kept.
    package func concurrentMap<Result: Sendable>(chunk: Int = 32, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > chunk else { return map(transform) }
        let chunks = (count + chunk - 1) / chunk
        let slots = Locked<[[Result]]>(Array<[Result]>(repeating: [], count: chunks))
        withoutActuallyEscaping(transform) { transform in
            self.withUnsafeBufferPointer { elements in
                let shared = UnsafeSendable(elements)
                DispatchQueue.concurrentPerform(iterations: chunks) { index in
                    let range = (index * chunk)..<Swift.min(shared.value.count, (index + 1) * chunk)
                    let results = range.map { transform(shared.value[$0]) }
                    slots.withLock { $0[index] = results }
                }
            }
        }
        return slots.withLock { $0.flatMap { $0 } }
    }
}

/// Work cut into one contiguous part per core.
package enum CoreParts {
    /// `0..<count` in one contiguous part per core, each of at least `least` items (so a
    /// small job stays in one part: starting a second thread would cost more than it saves).
    package static func of(_ count: Int, least: Int) -> [Range<Int>] {
        let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        let number = max(1, min(cores, count / max(least, 1)))
        let size = max(1, (count + number - 1) / number)
        guard count > 0 else { return [0..<0] }
        return stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
    }
}

/// A buffer read (never written) from several threads while its array is alive and
/// unchanged: the caller keeps it so for the whole `concurrentPerform`.
private struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
