/// A block element (U+2580–U+259F) as filled geometry instead of a font glyph.
public enum BlockGlyph: Hashable, Sendable {
    /// The whole cell in the foreground at this opacity over the background:
    /// █ is 1, the shades ░ ▒ ▓ are 0.25, 0.5 and 0.75.
    case fill(opacity: Double)
    /// Parts of the cell in the foreground, in eighths of the cell.
    case parts([EighthRect])

    /// A rectangle inside one cell in eighths: `x0..<x1` across, `y0..<y1` down, each 0…8.
    public struct EighthRect: Hashable, Sendable {
        /// Left edge, 0…8.
        public var x0: Int
        /// Top edge, 0…8.
        public var y0: Int
        /// Right edge (exclusive), 0…8.
        public var x1: Int
        /// Bottom edge (exclusive), 0…8.
        public var y1: Int
    }

    /// The geometry of `scalar`, or nil when it is not a block element.
    public static func of(_ scalar: Unicode.Scalar) -> BlockGlyph? {
        guard (0x2580...0x259F).contains(scalar.value) else { return nil }
        func rect(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> EighthRect { EighthRect(x0: x0, y0: y0, x1: x1, y1: y1) }
        let upperLeft = rect(0, 0, 4, 4), upperRight = rect(4, 0, 8, 4)
        let lowerLeft = rect(0, 4, 4, 8), lowerRight = rect(4, 4, 8, 8)
        switch scalar.value {
        case 0x2580: return .parts([rect(0, 0, 8, 4)])                       // ▀ upper half
        case 0x2581...0x2587: return .parts([rect(0, Int(0x2588 - scalar.value), 8, 8)]) // ▁…▇ lower eighths
        case 0x2588: return .fill(opacity: 1)                                // █
        case 0x2589...0x258F: return .parts([rect(0, 0, Int(0x2590 - scalar.value), 8)]) // ▉…▏ left eighths
        case 0x2590: return .parts([rect(4, 0, 8, 8)])                       // ▐ right half
        case 0x2591: return .fill(opacity: 0.25)                             // ░
        case 0x2592: return .fill(opacity: 0.5)                              // ▒
        case 0x2593: return .fill(opacity: 0.75)                             // ▓
        case 0x2594: return .parts([rect(0, 0, 8, 1)])                       // ▔ upper eighth
        case 0x2595: return .parts([rect(7, 0, 8, 8)])                       // ▕ right eighth
        case 0x2596: return .parts([lowerLeft])                              // ▖
        case 0x2597: return .parts([lowerRight])                             // ▗
        case 0x2598: return .parts([upperLeft])                              // ▘
        case 0x2599: return .parts([rect(0, 0, 4, 8), lowerRight])           // ▙
        case 0x259A: return .parts([upperLeft, lowerRight])                  // ▚
        case 0x259B: return .parts([rect(0, 0, 8, 4), lowerLeft])            // ▛
        case 0x259C: return .parts([rect(0, 0, 8, 4), lowerRight])           // ▜
        case 0x259D: return .parts([upperRight])                             // ▝
        case 0x259E: return .parts([upperRight, lowerLeft])                  // ▞
        default: return .parts([upperRight, rect(0, 4, 8, 8)])               // ▟ (U+259F)
        }
    }
}
