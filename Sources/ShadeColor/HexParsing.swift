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

        // The digits into one number, no array: a design system reads thousands of these.
        var digits: UInt64 = 0, count = 0
        for scalar in scalars {
            guard let nibble = Self.hexValue(of: scalar) else {
                throw .hexInvalidDigit(input, Character(scalar))
            }
            if count < 8 { digits = digits << 4 | UInt64(nibble) }
            count += 1
        }
        /// The `index`th digit from the left.
        func digit(_ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: digits >> UInt64(4 * (count - 1 - index))) & 0x0F }

        let red, green, blue: UInt8
        var alphaByte: UInt8?
        switch count {
        case 3, 4:
            (red, green, blue) = (digit(0) * 17, digit(1) * 17, digit(2) * 17)
            if count == 4 { alphaByte = digit(3) * 17 }
        case 6, 8:
            (red, green, blue) = (digit(0) << 4 | digit(1), digit(2) << 4 | digit(3), digit(4) << 4 | digit(5))
            if count == 8 { alphaByte = digit(6) << 4 | digit(7) }
        default: throw .hexDigitCount(input)
        }
        self.init(RGB(red: red, green: green, blue: blue), alpha: alphaByte.map { Double($0) / 255 } ?? 1)
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
