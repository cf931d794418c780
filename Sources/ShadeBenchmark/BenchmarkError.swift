#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a measurement could not be taken. Any of these makes the benchmark exit non-zero:
/// they mean Shade (or the harness) did not work, not that it was slow.
enum BenchmarkError: Error, CustomStringConvertible {
    /// A system call failed.
    case system(String, Int32)
    /// The platform lacks something the harness needs.
    case unsupported(String)
    /// Shade did not do something in time; the text says what was awaited.
    case timeout(String)
    /// Shade closed the terminal while something was still awaited.
    case terminalClosed(String)
    /// Shade exited, but not with status 0.
    case badExit(String)
    /// The command line was wrong.
    case usage(String)
    /// Shade's output did not match what the same code computes in-process.
    case mismatch(String)

    var description: String {
        switch self {
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .unsupported(let what): "unsupported: \(what)"
        case .timeout(let what): "timed out waiting for \(what)"
        case .terminalClosed(let what): "the terminal closed while waiting for \(what)"
        case .badExit(let what): what
        case .usage(let what): what
        case .mismatch(let what): what
        }
    }
}
