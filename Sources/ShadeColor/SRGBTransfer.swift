#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import ShadeText
#endif

/// The sRGB transfer function (IEC 61966-2-1), shared by every conversion.
enum SRGBTransfer {
    /// Gamma-encoded → linear light. Extended to negative values by reflection, as
    /// CSS Color 4 does, so out-of-gamut intermediates survive a round trip.
    static func decode(_ encoded: Double) -> Double {
        let magnitude = Swift.abs(encoded)
        if magnitude <= 0.04045 { return encoded / 12.92 }
        let linear = pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Linear light → gamma-encoded; the inverse of `decode`.
    static func encode(_ linear: Double) -> Double {
        let magnitude = Swift.abs(linear)
        if magnitude <= 0.0031308 { return 12.92 * linear }
        let encoded = 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// Component-wise `decode`.
    static func decode(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(decode(encoded.x), decode(encoded.y), decode(encoded.z))
    }

    /// Component-wise `encode`.
    static func encode(_ linear: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(encode(linear.x), encode(linear.y), encode(linear.z))
    }

    /// Linear light of each 8-bit channel value, so hot paths never call `pow`.
    static let linearByByte: [Double] = (0...255).map { decode(Double($0) / 255) }

    /// `byteThresholds[i]` is the linear value at which the encoded byte turns from
    /// `i` to `i + 1`, i.e. `decode((i + 0.5) / 255)`.
    static let byteThresholds: [Double] = (0..<255).map { decode((Double($0) + 0.5) / 255) }

    /// Linear light of an opaque colour's channels.
    static func linear(_ color: RGB) -> SIMD3<Double> {
        SIMD3(linearByByte[Int(color.red)], linearByByte[Int(color.green)], linearByByte[Int(color.blue)])
    }

    /// `round(clamp(encode(linear)) * 255)` without `pow`, for per-cell work.
    ///
    /// Linear light is cut into equal buckets, each remembering the byte at its lower
    /// edge; since no bucket spans more than about one byte, a step or two along the
    /// thresholds finishes the job. Exact, and free of unpredictable branches that a
    /// binary search would pay for.
    static func encodeToByte(_ linear: Double) -> UInt8 {
        guard linear > 0 else { return 0 }
        guard linear < 1 else { return 255 }
        let bucket = Int(clamping: linear * Double(bucketCount))
        var byte = Int(byteAtBucketStart[bucket])
        while byte < 255 && byteThresholds[byte] <= linear {
            byte += 1
        }
        return UInt8(byte)
    }

    private static let bucketCount = 4096

    private static let byteAtBucketStart: [UInt8] = (0..<bucketCount).map { bucket in
        let linear = Double(bucket) / Double(bucketCount)
        return UInt8(byteThresholds.firstIndex { $0 > linear } ?? 255)
    }

    /// `encodeToByte` for each channel.
    static func encodeToRGB(_ linear: SIMD3<Double>) -> RGB {
        RGB(red: encodeToByte(linear.x), green: encodeToByte(linear.y), blue: encodeToByte(linear.z))
    }
}
