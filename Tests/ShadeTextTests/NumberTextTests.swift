import Foundation
import ShadeText
import Testing

/// The one Double → Int conversion and the one number formatter (issue 19).
@Suite struct NumberTextTests {
    @Test func decimalTextRoundsAndTrims() {
        #expect(0.2509.decimalText(places: 3) == "0.251")
        #expect(0.5.decimalText(places: 3, keepingZeros: true) == "0.500")
        #expect(1.0.decimalText(places: 6) == "1")
        #expect((-0.0004).decimalText(places: 3) == "0", "no minus sign on a value that rounds to zero")
        #expect((-1.25).decimalText(places: 1) == "-1.3" || (-1.25).decimalText(places: 1) == "-1.2")
    }

    /// The values that trapped in `String(format3:)` and the CSS and DTCG writers.
    @Test func hostileValuesAreWrittenNotTrapped() {
        #expect(1e20.decimalText(places: 3) == "1e+20")
        #expect((-1e16).decimalText(places: 3) == "-1e+16")
        #expect(1e300.decimalText(places: 6) == "1e+300")
        #expect(Double.infinity.decimalText(places: 3) == "inf")
        #expect(Double.nan.decimalText(places: 3) == "nan")
        #expect(123456789012.0.decimalText(places: 3) == "123456789012")
        #expect(1e17.compactText == "1e+17" && (-1e16).compactText == "-1e+16")
    }

    @Test func clampingConversionsNeverTrap() {
        #expect(Int(clamping: 1e20) == .max && Int(clamping: -1e300) == .min && Int(clamping: Double.nan) == 0)
        #expect(UInt8(clamping: 300.0) == 255 && UInt8(clamping: -4.0) == 0 && UInt8(clamping: Double.nan) == 0)
        #expect(UInt8(clamping: 254.9) == 254)
    }
}
