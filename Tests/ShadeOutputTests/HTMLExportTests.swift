import Foundation
import ShadeColor
import ShadeExportGeometry
import ShadeFrame
import Testing
@testable import ShadeOutput

@Suite struct HTMLExportTests {
    let caption = ExportCaption.shade(theme: "Sky", appearance: "Dark", contrast: "Standard", columns: 120, rows: 40, generator: "shade <test> & co")

    @Test func pageIsSelfContained() {
        let html = HTMLExport.html(ExportSampleFrames.card(), caption: caption)
        let withoutNamespace = html.replacingOccurrences(of: "xmlns=\"\(SVGExport.namespace)\"", with: "")
        #expect(!withoutNamespace.contains("http://") && !withoutNamespace.contains("https://"))
        for reference in ["src=", "href=", "url(", "@import", "<script", "<link"] {
            #expect(!html.contains(reference), "\(reference)")
        }
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>"))
    }

    @Test func pageEmbedsTheSameFrameAndShowsTheCaption() throws {
        let frame = ExportSampleFrames.card()
        let html = HTMLExport.html(frame, caption: caption)
        let parsed = try #require(ExportParsedMarkup.parse(html))  // polyglot markup: well-formed XML too
        #expect(parsed.elements(named: "title").map(\.text) == [caption.title, caption.title])  // page and SVG
        #expect(parsed.elements(named: "h1").first?.text == caption.title)
        let rows = parsed.elements(named: "th").map(\.text).enumerated().map { index, key in
            "\(key)=\(parsed.elements(named: "td")[index].text)"
        }
        #expect(rows == caption.metadata.map { "\($0.key)=\($0.value)" })
        // The frame drawn in the page is the standalone export's frame, byte for byte.
        #expect(html.contains(SVGExport.group(frame)))
        let svg = try #require(parsed.elements(named: "svg").first)
        #expect(svg.attributes["width"] == "1008" && svg.attributes["height"] == "720")
    }

    @Test func pageWithoutCaptionHasAPlainTitleAndNoTable() throws {
        let html = HTMLExport.html(Frame(width: 2, height: 2, style: CellStyle(foreground: RGB(0xFFFFFF), background: RGB(0x000000))), caption: nil)
        let parsed = try #require(ExportParsedMarkup.parse(html))
        #expect(parsed.elements(named: "title").map(\.text) == ["Shade frame"])
        #expect(parsed.elements(named: "figcaption").isEmpty && parsed.elements(named: "table").isEmpty)
    }
}
