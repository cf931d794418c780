#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two handler fields of `struct sigaction`, which each C library keeps in a union of
/// its own naming: `__sigaction_handler` in glibc, `__sigaction_u` in Darwin's libc. Plain
/// field access, so the signal handlers may use them.
extension sigaction {
    /// The handler that takes the signal number only: nil is SIG_DFL, the address 1 SIG_IGN.
    var plainHandler: (@convention(c) (Int32) -> Void)? {
        get {
            #if os(Linux)
            __sigaction_handler.sa_handler
            #else
            __sigaction_u.__sa_handler
            #endif
        }
        set {
            #if os(Linux)
            __sigaction_handler.sa_handler = newValue
            #else
            __sigaction_u.__sa_handler = newValue
            #endif
        }
    }

    /// The handler that also takes the signal's details, used when `sa_flags` has SA_SIGINFO.
    var infoHandler: (@convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void)? {
        get {
            #if os(Linux)
            __sigaction_handler.sa_sigaction
            #else
            __sigaction_u.__sa_sigaction
            #endif
        }
        set {
            #if os(Linux)
            __sigaction_handler.sa_sigaction = newValue
            #else
            __sigaction_u.__sa_sigaction = newValue
            #endif
        }
    }
}
