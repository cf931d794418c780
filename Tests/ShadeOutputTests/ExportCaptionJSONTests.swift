import Foundation
import ShadeExportGeometry
@testable import ShadeOutput
import Testing

@Suite struct ExportCaptionJSONTests {
    /// A theme name from a file reaches the SVG's `<metadata>`: controls a terminal would
    /// obey (C1 CSI, DEL, bidi overrides) are written as escapes, and the JSON still reads back.
    @Test func hostileNamesAreEscapedAndReadBack() throws {
        let name = "Evil\u{1B}]52\u{7}\u{9B}31m\u{7F}\u{202E}x\u{2028}"
        let caption = ExportCaption(title: "t", metadata: [ExportCaption.Entry(key: "theme", value: name)])
        #expect(caption.json == #"{"title":"t","theme":"Evil\u001b]52\u0007\u009b31m\u007f\u202ex\u2028"}"#)
        let object = try JSONSerialization.jsonObject(with: Data(caption.json.utf8)) as? [String: String]
        #expect(object == ["title": "t", "theme": name])
    }
}
