@testable import ShadeRaster
import ShadeColor

/// A small PNG reader for the tests: checks the signature and every chunk's CRC (computed
/// here, not by zlib), inflates with zlib and undoes all five filter types. 8-bit RGB and
/// RGBA only, no interlace: what Shade and Chromium write.
struct DecodedPNG {
    var width = 0
    var height = 0
    /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
    var channels = 3
    var pixels: [UInt8] = []
    /// Chunk types in file order.
    var chunkTypes: [String] = []
    /// tEXt and iTXt values by keyword (iTXt wins: it is the exact text).
    var text: [String: String] = [:]
    /// The data of the sRGB chunk, if any.
    var sRGB: [UInt8]?

    struct Failure: Error, CustomStringConvertible { let description: String }

    init(_ file: [UInt8]) throws {
        guard file.starts(with: PNGEncoder.signature) else { throw Failure(description: "not a PNG signature") }
        var offset = 8, idat: [UInt8] = []
        var colorType: UInt8 = 0, interlace: UInt8 = 0, depth: UInt8 = 0
        func word(_ at: Int) -> Int { Int(file[at]) << 24 | Int(file[at + 1]) << 16 | Int(file[at + 2]) << 8 | Int(file[at + 3]) }
        while offset + 12 <= file.count {
            let length = word(offset)
            guard offset + 12 + length <= file.count else { throw Failure(description: "truncated chunk") }
            let typeAndData = Array(file[(offset + 4)..<(offset + 8 + length)])
            guard UInt32(word(offset + 8 + length)) == Self.crc(typeAndData) else { throw Failure(description: "bad CRC") }
            let type = String(decoding: typeAndData.prefix(4), as: UTF8.self)
            let data = Array(typeAndData.dropFirst(4))
            chunkTypes.append(type)
            switch type {
            case "IHDR":
                width = word(offset + 8)
                height = word(offset + 12)
                depth = data[8]
                colorType = data[9]
                interlace = data[12]
            case "IDAT": idat += data
            case "sRGB": sRGB = data
            case "tEXt":
                let zero = data.firstIndex(of: 0)!
                let key = String(decoding: data[..<zero], as: UTF8.self)
                if text[key] == nil { text[key] = String(data[(zero + 1)...].map { Character(Unicode.Scalar($0)) }) }
            case "iTXt":
                let zero = data.firstIndex(of: 0)!
                let key = String(decoding: data[..<zero], as: UTF8.self)
                var rest = data[(zero + 3)...]
                rest = rest[(rest.firstIndex(of: 0)! + 1)...]
                rest = rest[(rest.firstIndex(of: 0)! + 1)...]
                text[key] = String(decoding: rest, as: UTF8.self)
            default: break
            }
            offset += 12 + length
        }
        guard chunkTypes.first == "IHDR", chunkTypes.last == "IEND" else { throw Failure(description: "IHDR/IEND misplaced") }
        guard depth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
            throw Failure(description: "unsupported PNG (depth \(depth), colour type \(colorType), interlace \(interlace))")
        }
        channels = colorType == 2 ? 3 : 4
        let stride = width * channels
        guard let raw = try Zlib.shared.get().inflate(idat, size: (stride + 1) * height) else { throw Failure(description: "bad image data") }
        pixels = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for i in 0..<stride {
                let value = Int(raw[y * (stride + 1) + 1 + i])
                let a = i >= channels ? Int(pixels[y * stride + i - channels]) : 0
                let b = y > 0 ? Int(pixels[(y - 1) * stride + i]) : 0
                let c = i >= channels && y > 0 ? Int(pixels[(y - 1) * stride + i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure(description: "bad filter \(filter)")
                }
                pixels[y * stride + i] = UInt8((value + predictor) & 0xFF)
            }
        }
    }

    /// The colour at (`x`, `y`), alpha ignored.
    func pixel(_ x: Int, _ y: Int) -> RGB {
        let index = (y * width + x) * channels
        return RGB(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2])
    }

    /// The CRC-32 of PNG chunks (ISO 3309), bit by bit.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
