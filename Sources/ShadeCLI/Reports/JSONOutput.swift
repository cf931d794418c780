#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Stable JSON for the data commands: sorted keys, two-space indent, trailing newline.
enum JSONOutput {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding plain structs of strings and numbers cannot fail.
        let data = try! encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
