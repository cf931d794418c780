import ShadeColor
import ShadeSync

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
public struct PaletteAssignment: Hashable, Sendable {
    /// Colours at least this far apart (CIEDE2000) never share an index.
    public static let separation = 10.0

    /// The chosen index of each colour.
    public let indices: [RGB: UInt8]

    /// Assigns xterm-256 indices (16…255) to `colors`.
    public init(xterm256 colors: some Sequence<RGB>) {
        self.init(colors: colors, entries: XTerm256.fixedEntries, nearest: XTerm256.nearest)
    }

    init(colors: some Sequence<RGB>, entries: [(index: UInt8, lab: CIELab)], nearest: (RGB) -> UInt8) {
        var uses: [RGB: Double] = [:]
        for color in colors { uses[color, default: 0] += 1 }
        let distinct = uses.keys.sorted { ($0.red, $0.green, $0.blue) < ($1.red, $1.green, $1.blue) }
        let labs = Dictionary(uniqueKeysWithValues: distinct.map { ($0, CIELab($0)) })
        let entryLab = Dictionary(uniqueKeysWithValues: entries.map { ($0.index, $0.lab) })
        let fit = distinct.map { color in (color, deltaE2000(labs[color]!, entryLab[nearest(color)]!)) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : ($0.0.red, $0.0.green, $0.0.blue) < ($1.0.red, $1.0.green, $1.0.blue) }
        var chosen: [RGB: UInt8] = [:]
        var holders: [UInt8: [RGB]] = [:]
        var rankings: [RGB: [(UInt8, Double)]] = [:]
        func ranking(_ color: RGB) -> [(UInt8, Double)] {
            if let known = rankings[color] { return known }
            let ranked = entries.map { ($0.index, deltaE2000(labs[color]!, $0.lab)) }.sorted { $0.1 < $1.1 }
            rankings[color] = ranked
            return ranked
        }
        /// Colours at `index` that must not share it with `color`.
        func clashes(_ color: RGB, at index: UInt8) -> [RGB] {
            holders[index, default: []].filter { $0 != color && deltaE2000(labs[color]!, labs[$0]!) >= Self.separation }
        }
        /// The best entry for `color` that clashes with nobody, and what it costs over the nearest.
        func bestFree(_ color: RGB) -> (UInt8, Double) {
            let ranked = ranking(color)
            let found = ranked.first { clashes(color, at: $0.0).isEmpty } ?? ranked[0]
            return (found.0, found.1 - ranked[0].1)
        }
        func place(_ color: RGB, _ index: UInt8) {
            if let old = chosen[color] { holders[old]?.removeAll { $0 == color } }
            chosen[color] = index
            holders[index, default: []].append(color)
        }
        for (color, _) in fit {
            let nearestIndex = nearest(color)
            let blocking = clashes(color, at: nearestIndex)
            guard !blocking.isEmpty else {
                place(color, nearestIndex)
                continue
            }
            // Either this colour moves, or the colours blocking its nearest entry do:
            // whichever adds less error, weighted by how often each colour is used.
            let own = bestFree(color)
            place(color, nearestIndex)
            var moves: [(RGB, UInt8)] = []
            var theirs = 0.0
            for blocker in blocking {
                let (index, cost) = bestFree(blocker)
                moves.append((blocker, index))
                theirs += cost * uses[blocker]!
            }
            if theirs < own.1 * uses[color]!, moves.allSatisfy({ $0.1 != nearestIndex }) {
                for (blocker, index) in moves { place(blocker, index) }
            } else {
                place(color, own.0)
            }
        }
        indices = chosen
    }

    /// The index for `color`: its assigned one, or the nearest for a colour not assigned.
    public func index(_ color: RGB) -> UInt8 { indices[color] ?? XTerm256.nearest(color) }
}

extension PaletteAssignment {
    /// The assignment for `colors` (in this order), computed once and remembered, so a
    /// previewer that asks on every key press pays a dictionary lookup after the first.
    public static func cached(xterm256 colors: [RGB]) -> PaletteAssignment {
        assignmentCache.value(for: colors) { PaletteAssignment(xterm256: colors) }
    }
}

private let assignmentCache = AssignmentCache()

/// Assignments by colour list; cleared when it holds more than a few dozen (one per theme
/// variant shown), so it cannot grow without bound.
private final class AssignmentCache: Sendable {
    private let known = Locked<[[RGB]: PaletteAssignment]>([:])

    func value(for key: [RGB], make: () -> PaletteAssignment) -> PaletteAssignment {
        if let found = known.withLock({ $0[key] }) { return found }
        let made = make()
        known.withLock { known in
            if known.count > 64 { known.removeAll() }
            known[key] = made
        }
        return made
    }
}
