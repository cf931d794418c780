#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Writes every byte, resuming after partial writes and signals; gives up quietly on any
    /// other error (a closed pipe has no one left to tell).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
