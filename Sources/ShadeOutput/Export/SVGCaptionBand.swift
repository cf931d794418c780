/// The caption under an exported frame: the title, then the facts wrapped to the width.
enum SVGCaptionBand {
    static let background = "#18181B"
    static let titleColor = "#F4F4F5"
    static let factColor = "#A1A1AA"
    static let padding = 12.0
    static let titleSize = 13.0
    static let factSize = 11.0
    /// Baseline of the title below the band's top.
    static let titleBaseline = 21.0
    /// Gap from the title baseline to the first fact line's baseline.
    static let firstFactGap = 17.0
    static let factLineHeight = 15.0
    static let bottomPadding = 10.0

    /// The band's markup, placed at `originY`, and its height in px.
    static func band(_ caption: ExportCaption, width: Double, originY: Double) -> (markup: String, height: Double) {
        let lines = factLines(caption.metadata, width: width)
        var lastBaseline = titleBaseline
        if !lines.isEmpty { lastBaseline += firstFactGap + Double(lines.count - 1) * factLineHeight }
        let height = lastBaseline + bottomPadding
        let left = SVGNumber.format(padding)
        var markup = "<g class=\"caption\" font-family=\"\(SVGTextLayer.fontFamily)\">\n"
        markup += "<rect y=\"\(SVGNumber.format(originY))\" width=\"\(SVGNumber.format(width))\" height=\"\(SVGNumber.format(height))\" fill=\"\(background)\"/>\n"
        markup += "<text x=\"\(left)\" y=\"\(SVGNumber.format(originY + titleBaseline))\" font-size=\"\(SVGNumber.format(titleSize))\""
        markup += " font-weight=\"600\" fill=\"\(titleColor)\">\(XMLText.escaped(caption.title))</text>\n"
        for (index, line) in lines.enumerated() {
            let baseline = originY + titleBaseline + firstFactGap + Double(index) * factLineHeight
            markup += "<text x=\"\(left)\" y=\"\(SVGNumber.format(baseline))\" font-size=\"\(SVGNumber.format(factSize))\""
            markup += " fill=\"\(factColor)\">\(XMLText.escaped(line))</text>\n"
        }
        markup += "</g>\n"
        return (markup, height)
    }

    /// "key: value" facts joined with " · ", wrapped greedily at an estimated 0.6 em advance.
    /// A fact longer than a line gets a line of its own and is clipped by the viewport.
    static func factLines(_ facts: [ExportCaption.Entry], width: Double) -> [String] {
        let separator = " · "
        let capacity = max(1, Int((width - 2 * padding) / (factSize * 0.6)))
        var lines: [String] = []
        var line = ""
        var length = 0
        for fact in facts {
            let item = "\(fact.key): \(fact.value)"
            let itemLength = item.count
            if length > 0 && length + separator.count + itemLength > capacity {
                lines.append(line)
                line = ""
                length = 0
            }
            if length > 0 {
                line += separator
                length += separator.count
            }
            line += item
            length += itemLength
        }
        if length > 0 { lines.append(line) }
        return lines
    }
}
