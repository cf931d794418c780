import ShadeColor
import ShadeJSON

/// How a DTCG token file's colour written as a CSS string other than hex is read:
/// `rgb(0 0 0 / 0.5)`, `oklch(0.58 0.13 240)`, `white` — the form of DTCG files written
/// before 2025.10 and of Style Dictionary's DTCG mode. The colour is known, so it is read (a
/// deviation, as a hex string is). The CSS colour parser lives above the token model, in
/// ShadeFormats beside the style-sheet reader whose tokenizer it shares, so it is handed in
/// with the files (``DesignSystem/open(path:files:colorStrings:)``), as ``TokenFiles`` is;
/// without one (``none``) such a string is not a colour.
public struct DTCGColorStrings: Sendable {
    /// What one string turned out to be.
    public enum Reading: Sendable {
        /// The colour, in the space it was written in (a wide-gamut value is kept).
        case color(ColorSpaceValue)
        /// The string tries to be a colour (a colour function) and is wrong: why, in words.
        case problem(String)
    }

    private let reader: @Sendable (String) -> Reading?
    private let commaFunction: @Sendable (String) -> String?

    /// Reads strings with `read`, which answers nil for a string that is no colour at all.
    /// `commas` names the function of a string read with commas where CSS takes only spaces
    /// (`oklch` in `oklch(0.58, 0.13, 240)`), so the reading can say so; nil for none.
    public init(read: @escaping @Sendable (String) -> Reading?, commas: @escaping @Sendable (String) -> String? = { _ in nil }) {
        reader = read
        commaFunction = commas
    }

    /// Reads no string: only hex strings are colours.
    public static let none = DTCGColorStrings { _ in nil }

    /// The reading of `text`; nil when it is no colour at all.
    func read(_ text: String) -> Reading? { reader(text) }

    /// The colour function whose components `text` separates with commas where CSS takes only
    /// spaces, as its reader tolerates them; nil when the string keeps CSS's syntax.
    func commasInModernSyntax(_ text: String) -> String? { commaFunction(text) }

    /// The deviation of a colour `function` written with commas between its components where
    /// CSS takes only spaces: one line for every reader that tolerates them.
    public static func commaDeviation(function: String, file: String, position: SourcePosition?, tokenPath: String) -> Diagnostic {
        Diagnostic(file: file, position: position, tokenPath: tokenPath,
                   message: "\(function)() separates its components with commas, which CSS takes only in rgb() and hsl(); read as if they were spaces")
            .deviation(kind: "separate a colour function's components with commas, read as spaces")
    }

    /// `#FDF4F4` for `FDF4F4`: 3, 4, 6 or 8 hex digits and nothing else; nil otherwise. A colour
    /// token's hex digits without their `#` are read as that colour, as the colour libraries
    /// Style Dictionary and Theo transforms use, and Figma plugins' exports, read them.
    public static func bareHex(_ text: String) -> String? {
        guard [3, 4, 6, 8].contains(text.utf8.count), text.utf8.allSatisfy({ UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0
            || UInt8(ascii: "a")...UInt8(ascii: "f") ~= $0 || UInt8(ascii: "A")...UInt8(ascii: "F") ~= $0 }) else { return nil }
        return "#" + text
    }

    /// The deviation of a colour token whose value `written` is hex digits without their `#`,
    /// read as `hex` (``bareHex(_:)``): one line for every reader that reads them.
    public static func bareHexDeviation(written: String, hex: String, file: String, position: SourcePosition?, tokenPath: String) -> Diagnostic {
        Diagnostic(file: file, position: position, tokenPath: tokenPath,
                   message: "\"\(written)\" is a hex colour without its '#'; read as \(hex.uppercased())")
            .deviation(kind: "write a hex colour without its '#', read as that colour")
    }

    /// Whether `text` is written as a colour function (`rgb(…)`, `oklch(…)`) and reads as a
    /// colour: such a value is plainly a colour even without a `$type`, as a hex string is.
    /// A bare word (`white`) is not: a string token may hold a word.
    public func isColorFunction(_ text: String) -> Bool {
        guard text.utf8.last == UInt8(ascii: ")"), text.utf8.contains(UInt8(ascii: "(")) else { return false }
        if case .color? = read(text) { return true }
        return false
    }

    /// The DTCG 2025.10 colour object that writes `value`, for the deviation's message.
    static func object(_ value: ColorSpaceValue) -> String {
        let components = value.components.map { $0.map(number) ?? "\"none\"" }.joined(separator: ", ")
        let alpha = value.alpha < 1 ? ", \"alpha\": \(number(value.alpha))" : ""
        return "{\"colorSpace\": \"\(value.colorSpace.rawValue)\", \"components\": [\(components)]\(alpha)}"
    }

    /// A number rounded to 6 decimals (what colour libraries write), without a trailing `.0`.
    private static func number(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        let text = "\(rounded == 0 ? 0 : rounded)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
