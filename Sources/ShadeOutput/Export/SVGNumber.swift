import ShadeText

/// Short decimal numbers for SVG coordinates: at most two decimals, no trailing zeros.
///
/// Cell geometry is built from tenths (8.4 × 18) and eighths of a cell, so two decimals
/// are exact, and short numbers keep a full-screen export in the tens of KiB.
enum SVGNumber {
    /// `value` rounded to hundredths, e.g. `16.8`, `27`, `1.05`.
    static func format(_ value: Double) -> String {
        let hundredths = Int(clamping: (value * 100).rounded())
        let magnitude = hundredths.magnitude
        var text = hundredths < 0 ? "-" : ""
        text += String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            text += "."
            if fraction % 10 == 0 {
                text += String(fraction / 10)
            } else {
                if fraction < 10 { text += "0" }
                text += String(fraction)
            }
        }
        return text
    }
}
