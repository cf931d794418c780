import ShadeExportGeometry

/// The caption under an exported frame: the title, then the facts wrapped to the width
/// (laid out by ``CaptionBandLayout``, which the PNG export shares).
enum SVGCaptionBand {
    /// The band's markup, placed at `originY`, and its height in px.
    static func band(_ caption: ExportCaption, width: Double, originY: Double) -> (markup: String, height: Double) {
        typealias Layout = CaptionBandLayout
        let lines = Layout.factLines(caption.metadata, width: width)
        let height = Layout.height(factLines: lines.count)
        let left = SVGNumber.format(Layout.padding)
        var markup = "<g class=\"caption\" font-family=\"\(SVGTextLayer.fontFamily)\">\n"
        markup += "<rect y=\"\(SVGNumber.format(originY))\" width=\"\(SVGNumber.format(width))\" height=\"\(SVGNumber.format(height))\" fill=\"\(Layout.background)\"/>\n"
        markup += "<text x=\"\(left)\" y=\"\(SVGNumber.format(originY + Layout.titleBaseline))\" font-size=\"\(SVGNumber.format(Layout.titleSize))\""
        markup += " font-weight=\"600\" fill=\"\(Layout.titleColor)\">\(XMLText.escaped(caption.title))</text>\n"
        for (index, line) in lines.enumerated() {
            let baseline = originY + Layout.factBaseline(index)
            markup += "<text x=\"\(left)\" y=\"\(SVGNumber.format(baseline))\" font-size=\"\(SVGNumber.format(Layout.factSize))\""
            markup += " fill=\"\(Layout.factColor)\">\(XMLText.escaped(line))</text>\n"
        }
        markup += "</g>\n"
        return (markup, height)
    }
}
