import ShadeExportGeometry
import ShadeFrame

/// The exact frame as a self-contained web page: the SVG inline, the caption as text.
///
/// Nothing is fetched (no fonts, scripts, styles or images from elsewhere), so the page
/// looks the same offline, in a review tool or attached to a ticket. The markup is also
/// well-formed XML (void elements self-closed), so XML tools can read it.
public enum HTMLExport {
    /// A complete HTML page showing `frame`, captioned with `caption`'s title and a table of
    /// its facts when given.
    public static func html(_ frame: Frame, caption: ExportCaption? = nil, metrics: SVGCellMetrics = .standard) -> String {
        let (width, height) = SVGExport.size(of: frame, metrics: metrics)
        let svg = SVGExport.rootElement(
            width: width, height: height, body: SVGExport.group(frame, metrics: metrics), caption: caption
        )
        return page(content: svg, caption: caption)
    }

    /// A complete, self-contained page around `content` (inline SVG markup, trusted), with
    /// the caption's title as the page title and its facts as a table. Frames and contact
    /// sheets share it, so every Shade page reads alike.
    public static func page(content: String, caption: ExportCaption?) -> String {
        let title = XMLText.escaped(caption?.title ?? "Shade frame")
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(title)</title>
        <style>
        \(stylesheet)
        </style>
        </head>
        <body>
        <figure>

        """
        page += content
        if let caption {
            page += "<figcaption>\n<h1>\(title)</h1>\n"
            if !caption.metadata.isEmpty {
                page += "<table>\n"
                for entry in caption.metadata {
                    page += "<tr><th scope=\"row\">\(XMLText.escaped(entry.key))</th><td>\(XMLText.escaped(entry.value))</td></tr>\n"
                }
                page += "</table>\n"
            }
            page += "</figcaption>\n"
        }
        page += "</figure>\n</body>\n</html>\n"
        return page
    }

    /// A dark neutral page so the frame's own colours carry the review; system fonts only.
    static let stylesheet = """
    html{background:#161618;color:#E4E4E7;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
    body{margin:0;padding:32px}
    figure{margin:0 auto;width:max-content;max-width:100%}
    figure>svg{display:block;max-width:100%;height:auto;border-radius:6px;box-shadow:0 0 0 1px #2E2E33,0 12px 40px rgba(0,0,0,.45)}
    figcaption{margin-top:16px}
    h1{font-size:15px;font-weight:600;margin:0 0 8px}
    table{border-collapse:collapse;font-size:12px}
    th{text-align:left;font-weight:500;color:#8B8B94;padding:2px 20px 2px 0}
    td{color:#D4D4D8;padding:2px 0;font-family:ui-monospace,"SF Mono",Menlo,Consolas,monospace}
    """
}
