internal import CZlib

/// zlib's deflate, inflate and CRC-32, opened on first use (see ``DynamicLibrary``).
struct Zlib: @unchecked Sendable {
    fileprivate let deflateInit: shim_deflateInit_
    fileprivate let deflateStep: shim_deflate
    fileprivate let deflateEnd: shim_deflateEnd
    private let uncompress: shim_uncompress
    private let crc32: shim_crc32

    /// The library, loaded once; the error names the package to install.
    static let shared: Result<Zlib, RasterUnavailable> = {
        let missing = RasterUnavailable.library("zlib", package: "zlib1g", formula: "zlib")
        guard let library = DynamicLibrary(names: LibraryNames.zlib),
              let deflateInit = library.function("deflateInit_", as: shim_deflateInit_.self),
              let deflateStep = library.function("deflate", as: shim_deflate.self),
              let deflateEnd = library.function("deflateEnd", as: shim_deflateEnd.self),
              let uncompress = library.function("uncompress", as: shim_uncompress.self),
              let crc32 = library.function("crc32", as: shim_crc32.self)
        else { return .failure(missing) }
        return .success(Zlib(deflateInit: deflateInit, deflateStep: deflateStep, deflateEnd: deflateEnd,
                             uncompress: uncompress, crc32: crc32))
    }()

    /// A zlib stream (what a PNG's IDAT holds) of everything `produce` writes, at the default
    /// level. Input is compressed as it comes, so a large image is never copied whole.
    func deflate(_ produce: (_ write: ([UInt8]) -> Void) -> Void) -> [UInt8] {
        var stream = z_stream()
        let started = deflateInit(&stream, Z_DEFAULT_COMPRESSION, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        // Only running out of memory (or a zlib older than its header) can fail here.
        precondition(started == Z_OK, "zlib deflateInit failed (\(started))")
        defer { _ = deflateEnd(&stream) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        func run(_ input: [UInt8], flush: Int32) {
            input.withUnsafeBufferPointer { source in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = uInt(source.count)
                repeat {
                    buffer.withUnsafeMutableBufferPointer { target in
                        stream.next_out = target.baseAddress
                        stream.avail_out = uInt(target.count)
                        _ = deflateStep(&stream, flush)
                        output += target[0..<(target.count - Int(stream.avail_out))]
                    }
                } while stream.avail_out == 0 || (flush == Z_FINISH && stream.avail_in > 0)
            }
        }
        produce { run($0, flush: Z_NO_FLUSH) }
        run([], flush: Z_FINISH)
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
