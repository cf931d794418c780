internal import CZlib

/// zlib's deflate, inflate and CRC-32, opened on first use (see ``DynamicLibrary``).
struct Zlib: @unchecked Sendable {
    private let compress2: shim_compress2
    private let compressBound: shim_compressBound
    private let uncompress: shim_uncompress
    private let crc32: shim_crc32

    /// The library, loaded once; the error names the package to install.
    static let shared: Result<Zlib, RasterUnavailable> = {
        let missing = RasterUnavailable.library("zlib", package: "zlib1g")
        guard let library = DynamicLibrary(names: ["libz.so.1", "libz.so", "libz.1.dylib"]),
              let compress2 = library.function("compress2", as: shim_compress2.self),
              let compressBound = library.function("compressBound", as: shim_compressBound.self),
              let uncompress = library.function("uncompress", as: shim_uncompress.self),
              let crc32 = library.function("crc32", as: shim_crc32.self)
        else { return .failure(missing) }
        return .success(Zlib(compress2: compress2, compressBound: compressBound, uncompress: uncompress, crc32: crc32))
    }()

    /// `bytes` as a zlib stream (what a PNG's IDAT holds), at the default level.
    func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var capacity = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(capacity))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &capacity, input.baseAddress, uLong(input.count), Z_DEFAULT_COMPRESSION)
            }
        }
        // compressBound guarantees room, so only running out of memory can fail here.
        precondition(status == Z_OK, "zlib compress2 failed (\(status))")
        output.removeLast(output.count - Int(capacity))
        return output
    }

    /// The bytes of a zlib stream that inflates to exactly `size` bytes, or nil.
    func inflate(_ bytes: [UInt8], size: Int) -> [UInt8]? {
        var length = uLong(size)
        var output = [UInt8](repeating: 0, count: max(size, 1))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &length, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(length) == size else { return nil }
        return Array(output.prefix(size))
    }

    /// The CRC-32 of `bytes` continuing from `crc` (start with 0).
    func checksum(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count)))
        }
    }
}
