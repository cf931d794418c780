/// Why a colour written in a theme file could not be read.
///
/// Every message quotes the offending input so a designer can find it in the file.
public enum ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A hex colour that does not start with `#`.
    case hexMissingHash(String)
    /// A hex colour whose digit count is not 3, 4, 6 or 8.
    case hexDigitCount(String)
    /// A hex colour containing a character that is not a hex digit.
    case hexInvalidDigit(String, Character)
    /// A DTCG `colorSpace` name Shade does not support.
    case unknownColorSpace(String)
    /// A DTCG colour whose `components` array does not hold exactly three entries.
    case componentCount(ColorSpaceName, Int)
    /// A DTCG colour component that is infinite or not a number.
    case invalidComponent(ColorSpaceName, index: Int, value: Double)
    /// A DTCG `alpha` outside 0…1.
    case alphaOutOfRange(Double)

    /// A one-line explanation for a designer, quoting the bad input.
    public var description: String {
        switch self {
        case .hexMissingHash(let input):
            return "\"\(input)\" is not a colour: a hex colour starts with '#'"
        case .hexDigitCount(let input):
            return "\"\(input)\" is not a colour: a hex colour has 3, 4, 6 or 8 digits after '#'"
        case .hexInvalidDigit(let input, let character):
            return "\"\(input)\" is not a colour: '\(character)' is not a hex digit (0-9, A-F)"
        case .unknownColorSpace(let name):
            let supported = ColorSpaceName.allCases.map(\.rawValue).joined(separator: ", ")
            return "\"\(name)\" is not a supported colour space: use one of \(supported)"
        case .componentCount(let space, let count):
            return "a colour in \"\(space.rawValue)\" has 3 components, not \(count)"
        case .invalidComponent(let space, let index, let value):
            return "component \(index + 1) of a colour in \"\(space.rawValue)\" is \(value), not a finite number"
        case .alphaOutOfRange(let alpha):
            return "alpha \(alpha) is outside 0 to 1"
        }
    }
}
