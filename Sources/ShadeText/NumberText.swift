/// The one way a `Double` becomes an `Int` or text anywhere in Shade.
///
/// A number read from a file can be anything a parser accepts (`1e300`, `-1e16`), and
/// `Int(_:)` traps on values beyond `Int`'s range: every conversion goes through
/// `Int(clamping:)` and every number written goes through `compactText` or
/// `decimalText(places:)`, which never trap. A test fails when a plain `Int(…)` of a
/// fractional value appears elsewhere in the sources that see file data.
extension Int {
    /// `value` truncated towards zero like `Int(_:)`, but never trapping: values beyond
    /// `Int`'s range become `Int.min`/`Int.max` and NaN becomes 0.
    public init(clamping value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value < -0x1p63 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

extension Double {
    /// The value as the shortest decimal text without a needless ".0" (16, 0.5, 1e+300),
    /// and without trapping on values no `Int` can hold.
    public var compactText: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(clamping: self)) }
        return String(self)
    }

    /// The value rounded to `places` decimals (`0.251`), trailing zeros dropped unless
    /// `keepingZeros`; a value too large for that many decimals (or not finite) is written
    /// as `compactText`, so a hostile `1e20` becomes `100000000000000000000` or `1e+20`,
    /// never a trap.
    public func decimalText(places: Int, keepingZeros: Bool = false) -> String {
        var unit = 1.0
        for _ in 0..<max(0, places) { unit *= 10 }
        let scaled = (abs(self) * unit).rounded()
        // Beyond 2^53 a Double no longer holds every integer: fixed decimals mean nothing there.
        guard isFinite, scaled < 0x1p53 else { return compactText }
        let units = Int(clamping: scaled), divisor = Int(clamping: unit)
        let whole = units / divisor, fraction = units % divisor
        var text = (self < 0 && units != 0 ? "-" : "") + String(whole)
        guard places > 0 else { return text }
        var digits = String(fraction)
        digits = String(repeating: "0", count: places - digits.count) + digits
        if !keepingZeros { while digits.hasSuffix("0") { digits.removeLast() } }
        if !digits.isEmpty { text += "." + digits }
        return text
    }
}

extension UInt8 {
    /// `value` truncated towards zero, never trapping: below 0 (or NaN) is 0, above 255 is
    /// 255. Built on `Int(clamping:)`, the one conversion.
    public init(clamping value: Double) {
        self.init(clamping: Int(clamping: value))
    }
}
