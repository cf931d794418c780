import ShadeColor
import ShadeText

/// Picks a system's chart palette from its tokens: pure, one pass over tokens whose names
/// role matching has already split into words.
///
/// 1. **Candidates**: tokens whose path (or file name: `data-vis.tokens.json`) holds a chart
///    word (``ChartWords``), not deprecated and not a chart's furniture (axis, grid, labels).
/// 2. **Series**: candidates whose words differ in one place only (`chart-1`, `chart-2`;
///    `bar.red.bg`, `bar.blue.bg`) form a series along that place, ordered by its number when
///    it is one (`chart-1` before `chart-2`, `10` after `9`), else as the files list them; of
///    two tokens at one place (`--color-chart-1: var(--chart-1)` beside `--chart-1`) the one
///    nearer the literal is kept.
/// 3. **The series drawn** is the most categorical: a categorical word (a sequential or
///    diverging one counts against), then how many hues it spans (up to four: beyond that
///    every categorical palette is alike), then numbered over named, then a fill's word
///    (a bar's `bg`) over its other parts, then the more vivid, then the first in the files.
///
/// A system with no series (fewer than two chart colours of one shape) has no palette.
enum ChartSeries {
    /// A series: the tokens along one varying place of one name shape.
    struct Series: Equatable {
        /// The shared words, the varying place written `*`.
        var key: [String]
        /// The tokens, by index, in the series' order.
        var members: [Int]
        /// Whether the varying place is a number in every member.
        var numbered: Bool
    }

    /// The chart palette of `tokens` (whose path words are `words`, by index; their OKLCh
    /// `lchs`), or nil when they hold no chart series.
    static func palette(tokens: [SystemColorToken], words: [[String]], lchs: [OKLCh]) -> ChartPalette? {
        let found = series(tokens: tokens, words: words)
        guard let best = chosen(found, lchs: lchs) else { return nil }
        return ChartPalette(entries: best.members.map { ChartPalette.Entry(path: tokens[$0].path, color: tokens[$0].color) })
    }

    /// The tokens that may be a chart's series colours, by index, in one pass.
    static func candidates(tokens: [SystemColorToken], words: [[String]]) -> [Int] {
        var found: [Int] = []
        var lastFile: String?
        var fileMarks = false
        for index in 0..<min(tokens.count, words.count) {
            var marked = ChartWords.marksChart(words[index])
            if !marked {
                // A file of chart colours (`data-vis.tokens.json`) names what each of them is.
                // A file's tokens stand together, so its name is read once a run of them.
                if tokens[index].file != lastFile {
                    lastFile = tokens[index].file
                    fileMarks = ChartWords.marksChart(PathWords.rawWords(of: FileSystem.fileName(tokens[index].file)))
                }
                marked = fileMarks
            }
            guard marked, tokens[index].deprecated == nil, !words[index].contains(where: ChartWords.furniture.contains) else { continue }
            found.append(index)
        }
        return found
    }

    /// Every series among the candidates.
    static func series(tokens: [SystemColorToken], words: [[String]]) -> [Series] {
        let candidates = candidates(tokens: tokens, words: words)
        guard candidates.count >= 2 else { return [] }
        var groups: [[String]: [(index: Int, varying: String)]] = [:]
        var order: [[String]] = []
        for index in candidates {
            let path = words[index]
            for place in path.indices where !ChartWords.marks.contains(path[place]) {
                var key = path
                key[place] = "*"
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append((index, path[place]))
            }
        }
        return order.compactMap { key in
            guard let members = groups[key] else { return nil }
            let numbered = members.allSatisfy { Int($0.varying) != nil }
            // One token a place: the one nearer its literal (fewer aliases), then the first.
            var kept: [String: Int] = [:]
            for member in members {
                if let other = kept[member.varying], tokens[other].aliases.count <= tokens[member.index].aliases.count { continue }
                kept[member.varying] = member.index
            }
            guard kept.count >= 2 else { return nil }
            let ordered = kept.sorted { first, second in
                if numbered, let a = Int(first.key), let b = Int(second.key), a != b { return a < b }
                return first.value < second.value
            }.map(\.value)
            return Series(key: key, members: ordered, numbered: numbered)
        }
    }

    /// The series a bar chart draws: the most categorical (see the type's notes).
    static func chosen(_ series: [Series], lchs: [OKLCh]) -> Series? {
        series.enumerated().max { first, second in
            let a = rank(first.element, lchs: lchs), b = rank(second.element, lchs: lchs)
            if a != b { return a.lexicographicallyPrecedes(b) }
            return first.element.members.min()! > second.element.members.min()!
        }?.element
    }

    /// What the choice compares, most telling first; larger is better.
    static func rank(_ series: Series, lchs: [OKLCh]) -> [Int] {
        let words = Set(series.key)
        let kind = (words.isDisjoint(with: ChartWords.categorical) ? 0 : 1) - (words.isDisjoint(with: ChartWords.quantitative) ? 0 : 1)
        let colors = series.members.map { lchs[$0] }
        return [kind, min(4, hueCount(colors)), series.numbered ? 1 : 0, words.isDisjoint(with: ChartWords.fill) ? 0 : 1,
                Int(clamping: (colors.map(\.c).reduce(0, +) / Double(max(1, colors.count)) * 100).rounded())]
    }

    /// How many hues the colours span: twelve sectors of 30°, and the greys as one.
    static func hueCount(_ colors: [OKLCh]) -> Int {
        Set(colors.map { $0.c < neutralChroma ? -1 : Int(clamping: $0.h / 30) % 12 }).count
    }

    /// Chroma under which a colour reads as grey (OKLCh): a tinted neutral, no hue of its own.
    static let neutralChroma = 0.04
}
