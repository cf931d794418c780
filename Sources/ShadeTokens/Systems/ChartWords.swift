/// The words that tell a system's chart colours apart, in one place: what marks a token as a
/// chart or data-visualisation colour, what marks it as a chart's furniture rather than a
/// series (its axis, grid, labels), and which kinds of series a categorical chart prefers.
///
/// Words are those of ``PathWords`` (lower-cased, split at separators and humps), so
/// `--chart-1`, `chart.categorical.1`, `color.data-visualization.3`, `dataviz.chart.bar.red`
/// and `datavisualization.category-2` are all read alike. These are the shared vocabulary of
/// charting (shadcn/ui's `chart-N`, "data-vis", "dataviz", Carbon's and Atlassian's
/// "categorical"), never one system's own names.
enum ChartWords {
    /// A word that alone marks a chart colour.
    static let marks: Set<String> = [
        "chart", "charts", "dataviz", "datavis", "viz", "visualization", "visualisation",
        "datavisualization", "datavisualisation", "categorical", "series",
    ]
    /// A word that marks a chart colour right after `data` (`data-vis`, `data_viz`).
    static let afterData: Set<String> = ["vis", "viz", "visualization", "visualisation"]
    /// The marks (and `data`) by their first byte: a word is compared with the few that share
    /// its first byte, never hashed, since every word of every token of a system is asked.
    static let byInitial: [[String]] = {
        var table = [[String]](repeating: [], count: 256)
        for word in marks.union(["data"]) { if let first = word.utf8.first { table[Int(first)].append(word) } }
        return table
    }()

    /// Words of what a chart draws around its series, and states of it: not a series colour.
    static let furniture: Set<String> = [
        "axis", "axes", "grid", "gridline", "gridlines", "tick", "ticks", "label", "labels", "text", "title",
        "legend", "tooltip", "border", "stroke", "outline", "font", "cursor", "crosshair", "annotation",
        "hover", "active", "pressed", "focus", "selected", "disabled",
    ]
    /// Words that name a chart, or a part only a chart has (its legend, axes, gridlines): a
    /// token holding one is the chart's, never a page layer, text or line of the page
    /// (``WordRules/excludingWords``). `label`, `text` and `border` name a chart's furniture
    /// only beside one of these.
    static let chartOnly: Set<String> = marks.union([
        "legend", "legends", "axis", "axes", "gridline", "gridlines", "crosshair", "sparkline",
    ])
    /// Words of a categorical palette: one colour per category, what a bar per month wants.
    static let categorical: Set<String> = ["categorical", "qualitative", "category", "categories"]
    /// Words of palettes that encode an amount, not a category.
    static let quantitative: Set<String> = ["sequential", "diverging", "gradient", "heatmap", "monochrome"]
    /// Words of a series' fill (a bar's body), over its other parts.
    static let fill: Set<String> = ["bg", "background", "fill"]

    /// Whether `words` (a path's) mark a chart colour.
    static func marksChart(_ words: [String]) -> Bool {
        let table = byInitial
        for offset in words.indices {
            guard let first = words[offset].utf8.first else { continue }
            let known = table[Int(first)]
            guard !known.isEmpty, known.contains(words[offset]) else { continue }
            if words[offset] != "data" { return true }
            if offset + 1 < words.count, afterData.contains(words[offset + 1]) { return true }
        }
        return false
    }
}
