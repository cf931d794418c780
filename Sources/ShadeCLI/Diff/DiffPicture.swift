import ShadeApp
import ShadeColor
import ShadeExportGeometry
import ShadeOutput
import ShadeText
import ShadeTokens
import ShadeView

/// `shade diff --format svg|png`: each changed theme's gallery before and after, side by side
/// (one over the other when the frames are wide) — a contact sheet, one row per theme, when
/// several changed — for one resolution each (`--sheet`: every one), with the cells whose
/// colour changed visibly (ΔE2000 ≥ 2) outlined on both, and a caption naming both sides. A
/// theme that did not load on a side is a labelled empty panel there, never a crash.
///
/// Frames are the previewer's own (``SheetTile``); ``FramePage`` draws the labels, outlines
/// and page, as for the sheet.
struct DiffPicture {
    /// One frame with its two label lines; nil frame when the side has nothing to draw, and
    /// then `empty` says why on the panel. Placed in the grid by ``page``.
    typealias Tile = FramePage.Tile

    /// One resolution of one theme: before, after, and the changed areas in cells.
    struct Row {
        var resolution: Resolution
        var before: Tile
        var after: Tile
        var marks: [Rect]
        var changedCells: Int
    }

    /// Frames wider than this many columns are stacked, so the picture stays readable in a
    /// pull request's page.
    static let stackingColumns = 120
    /// The most themes one contact sheet draws; the rest are named in the caption.
    static let maximumThemes = 24

    let rows: [Row]
    let caption: ExportCaption
    let stacked: Bool
    let frameSize: FrameSize
    /// What the command says on standard error.
    private(set) var notes: [String] = []

    /// The picture of every changed theme of `report` (or its only theme).
    init(report: DiffReport, old: [ThemeDiffer.Entry], new: [ThemeDiffer.Entry], sides: (old: DiffSide, new: DiffSide), sheet: Bool,
         size: FrameSize, resolutions: Set<Resolution>, singleResolution: Bool) throws {
        var themes = report.changed
        if themes.isEmpty, let first = report.themes.first { themes = [first] }
        guard !themes.isEmpty else { throw CommandFailure("no theme to draw") }
        if themes.count > Self.maximumThemes {
            notes.append("drawing \(Self.maximumThemes) of \(themes.count) changed themes; choose one with --theme")
        }
        let drawn = Array(themes.prefix(Self.maximumThemes))
        func place(_ side: DiffSide, _ diffSide: ThemeDiff.Side?) -> String {
            guard let diffSide else { return "absent" }
            return "\(side.revision.map { "git:" + $0 } ?? "files") · \(diffSide.file.map(side.shownPath) ?? "built in") · \(VisibleText.escaping(diffSide.name))"
        }
        var rows: [Row] = []
        var rolesChanged = 0, regressions = 0
        for theme in drawn {
            let oldTheme = theme.old.flatMap { side in old.first { $0.theme.name == side.name && $0.file == side.file } }?.theme
            let newTheme = theme.new.flatMap { side in new.first { $0.theme.name == side.name && $0.file == side.file } }?.theme
            var shown = theme.resolutions
            if !sheet {
                if singleResolution {
                    shown = shown.filter { resolutions.contains($0.resolution) }
                } else if let changed = shown.first(where: { !$0.isUnchanged }) {
                    shown = [changed]
                }
                shown = Array(shown.prefix(1))
            }
            let beforePlace = place(sides.old, theme.old), afterPlace = place(sides.new, theme.new)
            guard !shown.isEmpty else {
                // Nothing resolves (a failure), or not the variant asked for: one row of panels
                // that say so.
                let why = theme.failure.map { "failed to load: " + $0.problem } ?? "no variant asked for"
                let resolution = resolutions.sorted { $0.title < $1.title }.first ?? Resolution.all[0]
                func empty(_ word: String, _ place: String, failed: Bool) -> Tile {
                    Tile(title: "\(word): \(place)", verdict: failed ? why : "—", failed: failed, frame: nil, empty: failed ? "failed to load" : "absent")
                }
                let failedOld = theme.failure?.sides != .new && theme.old != nil, failedNew = theme.failure?.sides != .old && theme.new != nil
                rows.append(Row(resolution: resolution, before: empty("Before", beforePlace, failed: failedOld && theme.failure != nil),
                                after: empty("After", afterPlace, failed: failedNew && theme.failure != nil), marks: [], changedCells: 0))
                continue
            }
            for diff in shown {
                let failure = theme.failure
                let before = Self.tile("Before", place: beforePlace, theme: oldTheme, has: diff.presence != .added, resolution: diff.resolution, size: size,
                                       failure: failure?.sides == .new ? nil : failure?.problem)
                let after = Self.tile("After", place: afterPlace, theme: newTheme, has: diff.presence != .removed, resolution: diff.resolution, size: size,
                                      failure: failure?.sides == .old ? nil : failure?.problem)
                var marks: [Rect] = [], changed = 0
                if let first = before.frame, let second = after.frame {
                    marks = ChangedCells.rectangles(first, second)
                    changed = ChangedCells.count(first, second)
                }
                rows.append(Row(resolution: diff.resolution, before: before, after: after, marks: marks, changedCells: changed))
            }
            rolesChanged += shown.reduce(0) { $0 + $1.roles.count }
            regressions += shown.reduce(0) { $0 + $1.pairs.count(where: \.isRegression) }
        }
        self.rows = rows
        stacked = size.columns > Self.stackingColumns
        frameSize = size
        let outlined = rows.reduce(0) { $0 + $1.changedCells }
        if drawn.count == 1, let theme = drawn.first {
            let names = [theme.old?.name, theme.new?.name].compactMap { $0.map(VisibleText.escaping) }
            let variants = rows.map(\.resolution.title).joined(separator: ", ")
            func file(_ side: DiffSide, _ diffSide: ThemeDiff.Side?) -> String {
                guard let diffSide else { return "absent" }
                return "\(side.revision.map { "git:" + $0 } ?? "files") · \(diffSide.file.map(side.shownPath) ?? "built in")"
            }
            // The title names the one resolution drawn; a sheet lists them among the facts.
            caption = ExportCaption(title: "Shade diff — \(VisibleText.escaping(theme.name)) · \(rows.count == 1 ? variants : "\(rows.count) variants")",
                                    pairs: [
                                        ("theme", names.count == 2 && names[0] != names[1] ? names.joined(separator: " → ") : names.first ?? ""),
                                        ("before", file(sides.old, theme.old)),
                                        ("after", file(sides.new, theme.new)),
                                    ] + (rows.count == 1 ? [] : [("resolutions", variants)]) + [
                                        ("changed", "\(rolesChanged) role\(rolesChanged == 1 ? "" : "s"), \(outlined) cells outlined (ΔE2000 ≥ 2)"),
                                        ("regressions", String(regressions)),
                                        ("frame size", "\(size.columns)×\(size.rows)"),
                                        ("generator", "shade \(ShadeVersion.current)"),
                                    ])
        } else {
            let names = drawn.map { VisibleText.escaping($0.name) }
            caption = ExportCaption(title: "Shade diff — \(themes.count) themes changed",
                                    pairs: [
                                        ("themes", names.joined(separator: ", ") + (themes.count > drawn.count ? " and \(themes.count - drawn.count) more" : "")),
                                        ("before", sides.old.label),
                                        ("after", sides.new.label),
                                        ("changed", "\(rolesChanged) role\(rolesChanged == 1 ? "" : "s"), \(outlined) cells outlined (ΔE2000 ≥ 2)"),
                                        ("regressions", String(regressions)),
                                        ("frame size", "\(size.columns)×\(size.rows)"),
                                        ("generator", "shade \(ShadeVersion.current)"),
                                    ])
        }
    }

    /// The frame of `theme` at `resolution` with its labels, or an empty tile saying why:
    /// absent on this side, or did not load (`failure`, or it does not resolve there).
    private static func tile(_ word: String, place: String, theme: Theme?, has: Bool, resolution: Resolution, size: FrameSize,
                             failure: String?) -> Tile {
        guard let theme, has else {
            if let failure { return Tile(title: "\(word): \(place)", verdict: "failed to load: " + failure, failed: true, frame: nil, empty: "failed to load") }
            return Tile(title: "\(word): \(place)", verdict: "no \(resolution.title) variant on this side", failed: false, frame: nil)
        }
        // The library falls back to another theme when this one resolves nowhere; a diff must
        // show that it does not, so an unresolvable side is an empty panel.
        do throws(ThemeProblems) {
            _ = try theme.resolve(resolution, extras: [:])
        } catch {
            let first = error.diagnostics.first.map { VisibleText.escaping($0.message) } ?? "does not resolve"
            return Tile(title: "\(word): \(place)", verdict: "failed to load: \(failure ?? first)", failed: true, frame: nil, empty: "failed to load")
        }
        let library = ThemeLibrary(entries: [ThemeLibrary.Entry(theme: theme)])
        let sheetTile = SheetTile(library: library, index: 0, resolution: resolution, size: size, simulation: .normal)
        return Tile(title: "\(word): \(place)", verdict: "\(resolution.title) · \(sheetTile.verdict)", failed: sheetTile.failed > 0,
                    frame: sheetTile.frame)
    }

    /// Where each tile goes in the grid, in tiles: (column, row).
    func position(row: Int, after: Bool) -> (column: Int, row: Int) {
        stacked ? (0, row * 2 + (after ? 1 : 0)) : (after ? 1 : 0, row)
    }

    /// Columns and rows of tiles.
    var gridTiles: (columns: Int, rows: Int) { stacked ? (1, rows.count * 2) : (2, rows.count) }

    /// The picture as a page of frames: each row's before and after, its changed cells
    /// outlined on both.
    var page: FramePage {
        let tiles = rows.enumerated().flatMap { index, row in
            [(row.before, false), (row.after, true)].map { tile, isAfter in
                var placed = tile
                (placed.column, placed.row) = position(row: index, after: isAfter)
                placed.marks = row.marks
                return placed
            }
        }
        let grid = gridTiles
        return FramePage(caption: caption, columns: grid.columns, rows: grid.rows, frameSize: frameSize, tiles: tiles)
    }
}
