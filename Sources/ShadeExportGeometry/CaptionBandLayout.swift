/// The band an ``ExportCaption`` is drawn in under an exported frame, laid out once for SVG
/// and PNG alike: the title, then the facts ("key: value") joined with " · " and wrapped to
/// the width.
public enum CaptionBandLayout {
    /// Band background.
    public static let background = "#18181B"
    /// Title colour.
    public static let titleColor = "#F4F4F5"
    /// Colour of the facts.
    public static let factColor = "#A1A1AA"
    /// Left padding in px.
    public static let padding = 12.0
    /// Title font size in px.
    public static let titleSize = 13.0
    /// Font size of the facts in px.
    public static let factSize = 11.0
    /// Baseline of the title below the band's top.
    public static let titleBaseline = 21.0
    /// Gap from the title baseline to the first fact line's baseline.
    public static let firstFactGap = 17.0
    /// Distance between the baselines of fact lines.
    public static let factLineHeight = 15.0
    /// Space under the last baseline.
    public static let bottomPadding = 10.0
    /// A monospace advance, in em, used to wrap the facts.
    public static let advance = 0.6

    /// The band's height in px for `lineCount` fact lines.
    public static func height(factLines lineCount: Int) -> Double {
        var lastBaseline = titleBaseline
        if lineCount > 0 { lastBaseline += firstFactGap + Double(lineCount - 1) * factLineHeight }
        return lastBaseline + bottomPadding
    }

    /// Baseline of fact line `index` below the band's top.
    public static func factBaseline(_ index: Int) -> Double {
        titleBaseline + firstFactGap + Double(index) * factLineHeight
    }

    /// The width of one character of the facts in px, as a raster draws it: each advance is
    /// a whole pixel (DejaVu Sans Mono at 11 px: 6.6 → 7), so a line wrapped at 6.6 px ran
    /// past the PNG's right edge; the SVG wraps the same lines, a little short of its edge.
    public static var factCharacterWidth: Double { (factSize * advance).rounded(.up) }

    /// "key: value" facts joined with " · ", wrapped greedily at ``factCharacterWidth`` per
    /// character. A fact longer than a line gets a line of its own and is clipped by the viewport.
    public static func factLines(_ facts: [ExportCaption.Entry], width: Double) -> [String] {
        let separator = " · "
        let capacity = max(1, Int((width - 2 * padding) / factCharacterWidth))
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
