extension RGBA {
    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, in either case.
    ///
    /// Short forms repeat each digit (`#F80` is `#FF8800`); the alpha digits give
    /// `alpha = byte / 255`. The leading `#` is required so a typo such as a bare
    /// token name is reported rather than silently read as a colour.
    public init(hex input: String) throws(ColorParseError) {
        var scalars = input.unicodeScalars[...]
        guard scalars.first == "#" else { throw .hexMissingHash(input) }
        scalars.removeFirst()

        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for scalar in scalars {
            guard let nibble = Self.hexValue(of: scalar) else {
                throw .hexInvalidDigit(input, Character(scalar))
            }
            nibbles.append(nibble)
        }

        let bytes: [UInt8]
        switch nibbles.count {
        case 3, 4: bytes = nibbles.map { $0 << 4 | $0 }
        case 6, 8: bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        default: throw .hexDigitCount(input)
        }
        let alpha = bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        self.init(RGB(red: bytes[0], green: bytes[1], blue: bytes[2]), alpha: alpha)
    }

    /// `#RRGGBB` when the alpha byte is 255, otherwise `#RRGGBBAA`; upper-case.
    ///
    /// The alpha byte is `round(alpha * 255)` after clamping to 0…1, so parsing the
    /// result gives back the same colour.
    public var hex: String {
        let alphaByte = unitToByte(alpha)
        guard alphaByte < 255 else { return rgb.hex }
        let digits = Array("0123456789ABCDEF")
        return rgb.hex + String([digits[Int(alphaByte >> 4)], digits[Int(alphaByte & 0x0F)]])
    }

    private static func hexValue(of scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x30...0x39: UInt8(scalar.value - 0x30)
        case 0x41...0x46: UInt8(scalar.value - 0x41 + 10)
        case 0x61...0x66: UInt8(scalar.value - 0x61 + 10)
        default: nil
        }
    }
}
