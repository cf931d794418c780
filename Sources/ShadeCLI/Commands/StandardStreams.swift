#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeTerminal

/// Writes lines to standard error.
enum StandardError {
    static func write(_ line: String) {
        StandardStreams.writeAll(Array((line + "\n").utf8), to: STDERR_FILENO)
    }
}

/// Writes bytes to standard output unbuffered, as one stream of `write` calls.
enum StandardOutput {
    static func write(_ bytes: [UInt8]) {
        StandardStreams.writeAll(bytes, to: STDOUT_FILENO)
    }

    /// Whether standard output is a terminal (where binary output would show as garbage).
    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}

/// Raw writes with plain system calls, so printing needs no Foundation.
private enum StandardStreams {
    /// Writes every byte (ShadeTerminal's `writeAll`: partial writes, signals and a full
    /// pipe are waited out); gives up quietly on any other error (a closed pipe has no one
    /// left to tell).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            ShadeTerminal.writeAll(descriptor, base, buffer.count)
        }
    }
}
