import ShadeColor

/// A system's chart colours at one resolution: the ordered series its charts draw with
/// (`--chart-1 … --chart-5`, a categorical data-visualisation palette), each with its token.
///
/// It lies beside the 26 roles, not among them: a chart palette is a list of any length, and
/// a system without one is drawn as before, in its accent and outline. ``ChartSeries`` picks
/// it from the system's token names and colours.
public struct ChartPalette: Hashable, Sendable {
    /// One colour of the series.
    public struct Entry: Hashable, Sendable {
        /// The token the colour comes from, as the system names it (`--chart-1`).
        public var path: String
        /// Its colour after aliases, possibly translucent; drawn over the chart's ground.
        public var color: RGBA

        /// Creates an entry.
        public init(path: String, color: RGBA) {
            self.path = path
            self.color = color
        }
    }

    /// The series, in the system's order (`chart-1` before `chart-2`).
    public var entries: [Entry]

    /// Creates a palette of `entries`, in order.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Where the palette came from, in one line: `--chart-1…--chart-5 (5 colours)`, or with
    /// the dotted groups the first and last share said once, `color.data-vis.1…8 (8 colours)`.
    public var summary: String {
        guard let first = entries.first, let last = entries.last else { return "none" }
        var span = first.path
        if entries.count > 1 {
            let shared = zip(first.path, last.path).prefix { $0 == $1 }.count
            let cut = first.path.prefix(shared).lastIndex(of: ".").map { first.path.distance(from: first.path.startIndex, to: $0) + 1 } ?? 0
            span += "…" + last.path.dropFirst(cut)
        }
        return span + " (\(entries.count) colour\(entries.count == 1 ? "" : "s"))"
    }
}
