/// Writes a ``RasterImage`` as PNG (ISO/IEC 15948, W3C PNG 3rd edition): 8-bit RGB, an
/// sRGB chunk (with the gAMA and cHRM values the spec gives for decoders that lack sRGB
/// support), text chunks, and the image data deflated by zlib.
enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file of `image` with `text` as (keyword, value) text chunks.
    static func encode(_ image: RasterImage, text: [(keyword: String, value: String)], zlib: Zlib) -> [UInt8] {
        var file = signature
        var header = [UInt8]()
        header += bigEndian(UInt32(image.width))
        header += bigEndian(UInt32(image.height))
        header += [8, 2, 0, 0, 0]  // 8 bits per channel, truecolour, deflate, adaptive filtering, no interlace
        append("IHDR", header, to: &file, zlib: zlib)
        append("sRGB", [0], to: &file, zlib: zlib)  // perceptual rendering intent
        append("gAMA", bigEndian(45455), to: &file, zlib: zlib)
        append("cHRM", [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap { bigEndian(UInt32($0)) }, to: &file, zlib: zlib)
        for (keyword, value) in text {
            for (type, data) in textChunks(keyword: keyword, value: value) { append(type, data, to: &file, zlib: zlib) }
        }
        append("IDAT", zlib.deflate { write in filter(image, into: write) }, to: &file, zlib: zlib)
        append("IEND", [], to: &file, zlib: zlib)
        return file
    }

    /// Scanlines each preceded by its filter type, choosing per row the filter (None, Sub or
    /// Up) with the smallest sum of absolute differences, the spec's suggested heuristic.
    /// Each filtered row goes to `write` as it is made.
    static func filter(_ image: RasterImage, into write: ([UInt8]) -> Void) {
        let stride = image.width * 3
        var candidate = [UInt8](repeating: 0, count: stride)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = y * stride
                var best: (type: UInt8, cost: Int, bytes: [UInt8])?
                for type: UInt8 in [0, 1, 2] {
                    var cost = 0
                    for i in 0..<stride {
                        let raw = pixels[row + i]
                        let predictor: UInt8 = switch type {
                        case 1: i >= 3 ? pixels[row + i - 3] : 0
                        case 2: y > 0 ? pixels[row - stride + i] : 0
                        default: 0
                        }
                        let value = raw &- predictor
                        candidate[i] = value
                        cost += value < 128 ? Int(value) : 256 - Int(value)
                    }
                    if best == nil || cost < best!.cost { best = (type, cost, candidate) }
                }
                write([best!.type] + best!.bytes)
            }
        }
    }

    /// A tEXt chunk (Latin-1), plus an iTXt chunk holding the exact UTF-8 when the value has
    /// characters Latin-1 lacks (the tEXt copy then shows them as "?", a dash as "-").
    static func textChunks(keyword: String, value: String) -> [(String, [UInt8])] {
        var latin1 = [UInt8]()
        var exact = true
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x20...0x7E, 0xA0...0xFF: latin1.append(UInt8(scalar.value))
            case 0x2013, 0x2014: latin1.append(0x2D); exact = false
            default: latin1.append(0x3F); exact = false
            }
        }
        let name = Array(keyword.utf8.prefix(79))
        var chunks: [(String, [UInt8])] = [("tEXt", name + [0] + latin1)]
        if !exact {
            // keyword, 0, compression flag 0, method 0, empty language tag, empty translated keyword.
            chunks.append(("iTXt", name + [0, 0, 0, 0, 0] + Array(value.utf8)))
        }
        return chunks
    }

    static func append(_ type: String, _ data: [UInt8], to file: inout [UInt8], zlib: Zlib) {
        let typeBytes = Array(type.utf8)
        file += bigEndian(UInt32(data.count))
        file += typeBytes
        file += data
        file += bigEndian(zlib.checksum(data, continuing: zlib.checksum(typeBytes)))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
