/// The bytes JSON's grammar is made of.
enum JSONByte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22  // "
    static let apostrophe: UInt8 = 0x27  // '
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let openBracket: UInt8 = 0x5B  // [
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D  // ]
    static let openBrace: UInt8 = 0x7B  // {
    static let closeBrace: UInt8 = 0x7D  // }
    static let asterisk: UInt8 = 0x2A
    static let upperE: UInt8 = 0x45
    static let lowerE: UInt8 = 0x65

    /// The UTF-8 byte order mark, which some Windows editors put at the start of a file.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func isDigit(_ byte: UInt8) -> Bool { byte &- zero <= 9 }

    /// Letters, digits and `_`: what a bare word such as `true`, `NaN` or `undefined` is made of.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: true
        default: false
        }
    }
}
