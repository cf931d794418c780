import Foundation
@testable import ShadeCLI
import Testing

@Suite struct FixDocumentEscapingTests {
    /// The theme a fix extends is named by its file; the draft escapes every control a
    /// terminal would obey, and still reads back as the same name.
    @Test func theNamesAreEscapedAndReadBack() throws {
        let theme = "Evil\u{1B}]52\u{7}\u{9B}31m\u{7F}\u{202E}\r\t\u{2028}"
        let text = FixDocument.text(theme: theme, name: "Evil fixed", target: .aa, parts: [], note: "n")
        #expect(text.contains(#""extends": "Evil\u001b]52\u0007\u009b31m\u007f\u202e\r\t\u2028""#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let shade = (object["$extensions"] as? [String: Any])?["dev.shade"] as? [String: String]
        #expect(shade == ["name": "Evil fixed", "extends": theme])
    }
}
