public import ShadeColor

/// An opaque 8-bit RGB image in memory, drawn on by the rasteriser and encoded as PNG.
public struct RasterImage: Sendable {
    /// Width in px.
    public let width: Int
    /// Height in px.
    public let height: Int
    /// Rows top to bottom, three bytes (R, G, B) per pixel.
    public private(set) var pixels: [UInt8]

    /// The most pixels an image may have (about 200 MB of RGB).
    public static let maximumPixels = 64_000_000

    /// An image filled with `background`; throws when it would exceed ``maximumPixels``.
    public init(width: Int, height: Int, background: RGB) throws {
        guard width > 0, height > 0, width <= Self.maximumPixels / height else {
            throw RasterUnavailable.tooLarge(width: width, height: height)
        }
        self.width = width
        self.height = height
        var row = [UInt8]()
        row.reserveCapacity(width * 3)
        for _ in 0..<width { row += [background.red, background.green, background.blue] }
        pixels = []
        pixels.reserveCapacity(width * height * 3)
        for _ in 0..<height { pixels += row }
    }

    /// The colour of the pixel at (`x`, `y`).
    public func pixel(x: Int, y: Int) -> RGB {
        let index = (y * width + x) * 3
        return RGB(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2])
    }

    /// Paints the pixels `x0..<x1` × `y0..<y1` (clipped to the image) exactly `color`.
    public mutating func fill(x0: Int, y0: Int, x1: Int, y1: Int, color: RGB) {
        let left = max(0, x0), right = min(width, x1), top = max(0, y0), bottom = min(height, y1)
        guard left < right, top < bottom else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in top..<bottom {
                var index = (y * width + left) * 3
                for _ in left..<right {
                    buffer[index] = color.red
                    buffer[index + 1] = color.green
                    buffer[index + 2] = color.blue
                    index += 3
                }
            }
        }
    }

    /// Blends `color` over the pixel at (`x`, `y`) with `coverage` (0…255): 0 leaves it as it
    /// is, 255 paints `color` exactly. The blend is in sRGB values, as terminals draw text.
    mutating func blend(x: Int, y: Int, color: RGB, coverage: Int) {
        guard coverage > 0, x >= 0, y >= 0, x < width, y < height else { return }
        let index = (y * width + x) * 3
        if coverage >= 255 {
            pixels[index] = color.red
            pixels[index + 1] = color.green
            pixels[index + 2] = color.blue
            return
        }
        func mix(_ under: UInt8, _ over: UInt8) -> UInt8 {
            UInt8((Int(under) * (255 - coverage) + Int(over) * coverage + 127) / 255)
        }
        pixels[index] = mix(pixels[index], color.red)
        pixels[index + 1] = mix(pixels[index + 1], color.green)
        pixels[index + 2] = mix(pixels[index + 2], color.blue)
    }
}

/// A rectangle of pixels, half-open: `x0..<x1` × `y0..<y1`.
struct PixelBox: Hashable, Sendable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    func contains(x: Int, y: Int) -> Bool { x >= x0 && x < x1 && y >= y0 && y < y1 }
}
