import ShadeColor

/// Palette indices for a frame's colours that keep apart what looks apart.
///
/// Nearest-entry mapping is the best choice for each colour alone, but two colours 10 or
/// more apart (CIEDE2000) can fall on the same entry, and then a terminal in 256 colours
/// shows "success" and "warning" as one grey. This assignment takes the colours in order
/// of how well their nearest entry fits (best first); each gets the first entry, nearest
/// first, that no colour already placed and at least ``separation`` away from it holds. So
/// colours that look distinct never share an index, colours that look alike still may, and
/// a colour moves off its nearest entry only when it would otherwise collide, which costs
/// little in mean error (the tests bound it over the bundled themes).
public struct PaletteAssignment: Sendable {
    /// Colours at least this far apart (CIEDE2000) never share an index.
    public static let separation = 10.0

    /// The chosen index of each colour.
    public let indices: [RGB: UInt8]

    /// Assigns xterm-256 indices (16…255) to `colors`.
    public init(xterm256 colors: some Sequence<RGB>) {
        self.init(colors: colors, entries: XTerm256.fixedEntries, nearest: XTerm256.nearest)
    }

    init(colors: some Sequence<RGB>, entries: [(index: UInt8, lab: CIELab)], nearest: (RGB) -> UInt8) {
        let distinct = Array(Set(colors)).sorted { ($0.red, $0.green, $0.blue) < ($1.red, $1.green, $1.blue) }
        let labs = Dictionary(uniqueKeysWithValues: distinct.map { ($0, CIELab($0)) })
        let entryLab = Dictionary(uniqueKeysWithValues: entries.map { ($0.index, $0.lab) })
        let fit = distinct.map { color in (color, deltaE2000(labs[color]!, entryLab[nearest(color)]!)) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : ($0.0.red, $0.0.green, $0.0.blue) < ($1.0.red, $1.0.green, $1.0.blue) }
        var chosen: [RGB: UInt8] = [:]
        var holders: [UInt8: [RGB]] = [:]
        for (color, _) in fit {
            let lab = labs[color]!
            func isFree(_ index: UInt8) -> Bool {
                holders[index, default: []].allSatisfy { deltaE2000(lab, labs[$0]!) < Self.separation }
            }
            var index = nearest(color)
            if !isFree(index) {
                let ranked = entries.map { ($0.index, deltaE2000(lab, $0.lab)) }.sorted { $0.1 < $1.1 }
                index = ranked.first { isFree($0.0) }?.0 ?? index
            }
            chosen[color] = index
            holders[index, default: []].append(color)
        }
        indices = chosen
    }

    /// The index for `color`: its assigned one, or the nearest for a colour not assigned.
    public func index(_ color: RGB) -> UInt8 { indices[color] ?? XTerm256.nearest(color) }
}
