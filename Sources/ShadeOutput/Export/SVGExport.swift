import ShadeExportGeometry
import ShadeFrame

/// The exact frame Shade draws, as a standalone SVG for design review.
///
/// Backgrounds are merged rects, box-drawing and block characters are shapes, glyphs are
/// pinned to the cell grid, and colours are the frame's own `#RRGGBB` values, so the file
/// shows the same numbers as the terminal whatever font or viewer opens it.
///
/// For pages holding several frames, compose ``group(_:originX:originY:metrics:)`` and
/// ``captionBand(_:width:originY:)`` inside ``document(width:height:body:caption:)``.
public enum SVGExport {
    /// The SVG namespace, the only URI an export contains.
    public static let namespace = "http://www.w3.org/2000/svg"

    /// The size in px of `frame` drawn with `metrics`, without any caption.
    public static func size(of frame: Frame, metrics: SVGCellMetrics = .standard) -> (width: Double, height: Double) {
        (Double(frame.width) * metrics.cellWidth, Double(frame.height) * metrics.cellHeight)
    }

    /// A complete SVG file of `frame`, with `caption` (when given) in a band under it and in
    /// the file's `<title>`, `<desc>` and `<metadata>` (a JSON object).
    public static func svg(_ frame: Frame, caption: ExportCaption? = nil, metrics: SVGCellMetrics = .standard) -> String {
        let (width, height) = size(of: frame, metrics: metrics)
        var body = group(frame, metrics: metrics)
        var totalHeight = height
        if let caption {
            let band = captionBand(caption, width: width, originY: height)
            body += band.markup
            totalHeight += band.height
        }
        return document(width: width, height: totalHeight, body: body, caption: caption)
    }

    /// One frame as a `<g class="shade-frame">`, its top left at (`originX`, `originY`).
    ///
    /// Layers, bottom to top: backgrounds, partial blocks, box-drawing lines, text,
    /// underline and strikethrough.
    public static func group(
        _ frame: Frame, originX: Double = 0, originY: Double = 0, metrics: SVGCellMetrics = .standard
    ) -> String {
        var output = "<g class=\"shade-frame\""
        if originX != 0 || originY != 0 {
            output += " transform=\"translate(\(SVGNumber.format(originX)) \(SVGNumber.format(originY)))\""
        }
        output += ">\n"
        SVGBackgroundLayer.append(frame, metrics: metrics, to: &output)
        SVGBlockLayer.append(frame, metrics: metrics, to: &output)
        SVGLineLayer.append(frame, metrics: metrics, to: &output)
        SVGTextLayer.append(frame, metrics: metrics, to: &output)
        SVGDecorationLayer.append(frame, metrics: metrics, to: &output)
        output += "</g>\n"
        return output
    }

    /// The caption band for a frame (or a sheet) `width` px wide, its top at `originY`,
    /// and the band's height in px.
    public static func captionBand(_ caption: ExportCaption, width: Double, originY: Double) -> (markup: String, height: Double) {
        SVGCaptionBand.band(caption, width: width, originY: originY)
    }

    /// A complete SVG file (XML declaration included) `width` × `height` px around `body`;
    /// `caption`, when given, fills `<title>`, `<desc>` and `<metadata>` but draws nothing.
    public static func document(width: Double, height: Double, body: String, caption: ExportCaption? = nil) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + rootElement(width: width, height: height, body: body, caption: caption)
    }

    /// The `<svg>` element alone, for embedding in HTML.
    static func rootElement(width: Double, height: Double, body: String, caption: ExportCaption?) -> String {
        let w = SVGNumber.format(width), h = SVGNumber.format(height)
        var output = "<svg xmlns=\"\(namespace)\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        if let caption {
            output += "<title>\(XMLText.escaped(caption.title))</title>\n"
            if !caption.metadata.isEmpty {
                output += "<desc>"
                output += caption.metadata.map { XMLText.escaped("\($0.key): \($0.value)") }.joined(separator: "\n")
                output += "</desc>\n"
            }
            output += "<metadata>\(XMLText.escaped(caption.json))</metadata>\n"
        }
        output += body
        output += "</svg>\n"
        return output
    }
}
