#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeText

/// Finding the user's terminal and writing to it with plain system calls.
enum TerminalDevice {
    /// Opens the terminal for reading and writing and returns a descriptor the caller owns.
    ///
    /// `/dev/tty` comes first: it is the controlling terminal even when stdin or stdout are
    /// redirected (`shade < file`, `shade | tee`). Without one (a process started by
    /// `setsid`, say) stdin is used if it is a terminal. Returns nil when neither is.
    static func open() -> Int32? {
        let tty = openFile("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        if tty >= 0 {
            if isatty(tty) == 1 { return tty }
            close(tty)
        }
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        let copy = dup(STDIN_FILENO)
        return copy >= 0 ? copy : nil
    }

    /// A pipe whose write end a signal handler can write to without ever blocking, so a
    /// session waiting in poll(2) wakes up; both ends close on exec. Nil if none can be made.
    static func makeWakePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        return (ends[0], ends[1])
    }

    /// A pipe that reads as "q" and then end of file, for Swift's crash backtracer to read
    /// as its answer; returns the read end, or nil when none can be made or the user asked
    /// for an interactive backtracer (`SWIFT_BACKTRACE=…interactive=yes…`).
    static func makePromptAnswer() -> Int32? {
        if let settings = environmentValue("SWIFT_BACKTRACE"), settings.contains("interactive=yes") { return nil }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        var answer = UInt8(ascii: "q")
        let written = write(ends[1], &answer, 1)
        close(ends[1])
        guard written == 1 else {
            close(ends[0])
            return nil
        }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        return ends[0]
    }

    /// Whether this process is in the terminal's foreground process group. A background
    /// job that changes terminal modes or reads replies would steal them from the shell.
    static func isForeground(_ descriptor: Int32) -> Bool {
        tcgetpgrp(descriptor) == getpgrp()
    }
}

/// Writes `count` bytes from `base` to `descriptor`, retrying after EINTR, partial writes
/// and EAGAIN. Returns false when the terminal is gone. Shade's one loop that writes every
/// byte: standard output and error go through it too.
///
/// Async-signal-safe (only write(2) and poll(2), no allocation), so the signal handlers
/// use it too.
@discardableResult
package func writeAll(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Bool {
    writeAll(descriptor, base, count, until: nil)
}

/// Writes like `writeAll`, but gives up after `milliseconds` when the terminal does not
/// take the bytes (nobody reads the other side). The descriptor is switched to
/// non-blocking only for the call, so the user's terminal is never left that way.
/// Returns whether everything was written. Async-signal-safe.
@discardableResult
func writeWithin(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int, milliseconds: Int) -> Bool {
    let flags = fcntl(descriptor, F_GETFL)
    let switched = flags >= 0 && flags & O_NONBLOCK == 0 && fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0
    defer { if switched { _ = fcntl(descriptor, F_SETFL, flags) } }
    return writeAll(descriptor, base, count, until: monotonicMilliseconds() + milliseconds)
}

/// The loop of both: a descriptor that takes no more (EAGAIN) is waited for until
/// `deadline` (``monotonicMilliseconds()``), or for as long as it takes without one.
private func writeAll(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int, until deadline: Int?) -> Bool {
    var offset = 0
    while offset < count {
        let written = systemWrite(descriptor, base + offset, count - offset)
        if written > 0 {
            offset += written
            continue
        }
        if written < 0 && errno == EINTR { continue }
        guard written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) else { return false }
        var wait: Int32 = -1
        if let deadline {
            let remaining = deadline - monotonicMilliseconds()
            guard remaining > 0 else { return false }
            wait = Int32(remaining)
        }
        var waiter = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&waiter, 1, wait)
    }
    return true
}

/// The monotonic clock in milliseconds. Async-signal-safe (clock_gettime is).
func monotonicMilliseconds() -> Int {
    var now = timespec()
    _ = clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
}

/// Shows control characters in text from outside (the environment, terminfo) as visible
/// escapes, so printing it can never drive the terminal.
func visibleControlCharacters(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0:
            result += "\\x" + String(scalar.value, radix: 16, uppercase: false)
                .leftPadded(to: 2)
        default:
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// open(2) under a name no member shadows (`TerminalDevice.open` does).
private func openFile(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}

/// write(2) under a name no member shadows. Async-signal-safe.
private func systemWrite(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, base, count)
}
