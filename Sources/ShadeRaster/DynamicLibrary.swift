#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where each platform's loader finds the libraries PNG export opens. On Linux the loader's
/// own search finds the distribution's versioned names; on macOS FreeType is not part of the
/// system, so Homebrew's prefixes (Apple silicon, then Intel) and MacPorts' are tried after
/// the loader's search, and zlib is the system's.
enum LibraryNames {
    #if os(macOS)
    static let freeType = ["libfreetype.6.dylib", "/opt/homebrew/lib/libfreetype.6.dylib", "/usr/local/lib/libfreetype.6.dylib",
                           "/opt/local/lib/libfreetype.6.dylib"]
    static let zlib = ["libz.1.dylib", "/usr/lib/libz.1.dylib"]
    #else
    static let freeType = ["libfreetype.so.6", "libfreetype.so"]
    static let zlib = ["libz.so.1", "libz.so"]
    #endif
}

/// A shared library opened when first needed, so `shade` starts, and everything but PNG
/// export works, where it is not installed. It stays open for the life of the process.
final class DynamicLibrary: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer
    /// The file name that opened.
    let name: String

    /// Opens the first of `names` the dynamic loader finds, or nil when none loads.
    init?(names: [String]) {
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                self.handle = handle
                self.name = name
                return
            }
        }
        return nil
    }

    /// The function `symbol` as a C function pointer of type `T`, or nil when it is missing.
    func function<T>(_ symbol: String, as type: T.Type) -> T? {
        guard let address = dlsym(handle, symbol) else { return nil }
        return unsafeBitCast(address, to: type)
    }
}
