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
            return JSONText.escapingInvisibles(inEncoded: String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
        } catch {
            return "{\n  \"error\" : \(JSONText.quoted(VisibleText.escaping(String(describing: error))))\n}\n"
        }
    }
}
