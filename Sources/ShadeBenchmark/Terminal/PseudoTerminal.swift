#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeFrame

/// The master side of a pseudo-terminal: what a terminal emulator holds. The child opens
/// the slave side by path, so that it becomes its controlling terminal (see `ShadeProcess`).
final class PseudoTerminal {
    /// The master descriptor: read what the child writes, write what the user types.
    let master: Int32
    /// The slave device, e.g. `/dev/pts/3`.
    let slavePath: String

    /// Opens a new pseudo-terminal of `size`, set before the child starts so its first
    /// `TIOCGWINSZ` already sees it.
    init(size: ScreenSize) throws {
        // posix_openpt, grantpt, unlockpt and ptsname_r sit behind _XOPEN_SOURCE in the C
        // headers, which the Glibc module does not define, so they are looked up at run time.
        let functions = try PtyFunctions.shared()
        let descriptor = functions.openMaster(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BenchmarkError.system("posix_openpt", errno) }
        var name = [CChar](repeating: 0, count: 128)
        guard functions.grant(descriptor) == 0, functions.unlock(descriptor) == 0,
              functions.slaveName(descriptor, &name, name.count) == 0
        else {
            let failure = errno
            close(descriptor)
            throw BenchmarkError.system("grantpt/unlockpt/ptsname_r", failure)
        }
        master = descriptor
        slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &window) == 0 else {
            let failure = errno
            close(master)
            throw BenchmarkError.system("TIOCSWINSZ", failure)
        }
    }

    deinit { close(master) }

    /// Writes all of `bytes` to the child, as typing would.
    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw BenchmarkError.system("write to the pty", errno)
            }
            offset += written
        }
    }
}

/// The libc pseudo-terminal calls, resolved once by name.
private struct PtyFunctions: Sendable {
    typealias OpenMaster = @convention(c) (Int32) -> Int32
    typealias Operation = @convention(c) (Int32) -> Int32
    typealias SlaveName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    let openMaster: OpenMaster
    let grant: Operation
    let unlock: Operation
    let slaveName: SlaveName

    private static let resolved: PtyFunctions? = {
        let libc = dlopen(nil, RTLD_NOW)
        guard let openMaster = dlsym(libc, "posix_openpt"), let grant = dlsym(libc, "grantpt"),
              let unlock = dlsym(libc, "unlockpt"), let slaveName = dlsym(libc, "ptsname_r")
        else { return nil }
        return PtyFunctions(
            openMaster: unsafeBitCast(openMaster, to: OpenMaster.self),
            grant: unsafeBitCast(grant, to: Operation.self),
            unlock: unsafeBitCast(unlock, to: Operation.self),
            slaveName: unsafeBitCast(slaveName, to: SlaveName.self))
    }()

    static func shared() throws -> PtyFunctions {
        guard let resolved else { throw BenchmarkError.unsupported("libc has no posix_openpt/grantpt/unlockpt/ptsname_r") }
        return resolved
    }
}
