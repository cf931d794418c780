#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShadeTokens
import ShadeText

/// Stable JSON for the data commands: sorted keys, two-space indent, trailing newline.
enum JSONOutput {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Loading refuses numbers that are not finite; should arithmetic still produce one,
        // it is written as a string rather than failing the whole report.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        do {
            return escapingInvisibles(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
        } catch {
            let message = VisibleText.escaping(String(describing: error)).replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
            return "{\n  \"error\" : \"\(message)\"\n}\n"
        }
    }

    /// `json` with DEL, the C1 controls (U+0080–U+009F) and the bidirectional controls
    /// written as `\u0080`-style escapes. The encoder escapes only C0 controls, and a
    /// terminal showing the raw output would obey a C1 CSI or reorder text at a bidi
    /// override. Outside strings JSON is ASCII, so these scalars only occur inside strings,
    /// where the escape means the same character to any JSON reader.
    static func escapingInvisibles(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var result = ""
        result.reserveCapacity(json.utf8.count + 16)
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                let digits = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (0x7F...0x9F).contains(scalar.value) || VisibleText.isBidiControl(scalar)
    }
}
