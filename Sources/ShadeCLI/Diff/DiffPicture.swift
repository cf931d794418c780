import ShadeApp
import ShadeColor
import ShadeExportGeometry
import ShadeOutput
import ShadeText
import ShadeTokens
import ShadeView

/// `shade diff --format svg|png`: one theme's gallery before and after, side by side (one
/// over the other when the frames are wide), for one resolution or (`--sheet`) every one,
/// with the cells whose colour changed outlined on both, and a caption naming both sides.
///
/// Frames are the previewer's own (``SheetTile``); only the labels, outlines and page are
/// drawn here, in the sheet's style.
struct DiffPicture {
    /// One frame with its two label lines; nil frame when the side lacks the variant.
    struct Tile {
        var title: String
        var verdict: String
        var failed: Bool
        var frame: Frame?
    }

    /// One resolution: before, after, and the changed areas in cells.
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
    static let markColor = "#FF3EA5", absentColor = "#1B1B1F", mutedColor = "#A1A1AA"

    let rows: [Row]
    let caption: ExportCaption
    let stacked: Bool
    let frameSize: FrameSize
    /// What the command says on standard error: which theme was chosen.
    private(set) var notes: [String] = []

    /// The picture of the first changed theme of `report` (or its only theme).
    init(report: DiffReport, old: [ThemeDiffer.Entry], new: [ThemeDiffer.Entry], sides: (old: DiffSide, new: DiffSide), sheet: Bool,
         size: FrameSize, resolutions: Set<Resolution>, singleResolution: Bool) throws {
        guard let theme = report.changed.first ?? report.themes.first else { throw CommandFailure("no theme to draw") }
        if report.changed.count > 1 {
            notes.append("drawing \(VisibleText.escaping(theme.name)); \(report.changed.count) themes changed, choose one with --theme")
        }
        let oldTheme = theme.old.flatMap { side in old.first { $0.theme.name == side.name } }?.theme
        let newTheme = theme.new.flatMap { side in new.first { $0.theme.name == side.name } }?.theme
        var shown = theme.resolutions
        if !sheet {
            if singleResolution {
                shown = shown.filter { resolutions.contains($0.resolution) }
            } else if let changed = shown.first(where: { !$0.isUnchanged }) {
                shown = [changed]
            }
            shown = Array(shown.prefix(1))
        }
        guard !shown.isEmpty else {
            let wanted = resolutions.count == 1 ? resolutions.first!.title : "the resolutions asked for"
            throw CommandFailure("\(VisibleText.escaping(theme.name)) has no \(wanted) variant on either side")
        }
        func place(_ side: DiffSide, _ diffSide: ThemeDiff.Side?) -> String {
            guard let diffSide else { return "absent" }
            return "\(side.revision.map { "git:" + $0 } ?? "files") · \(diffSide.file.map(side.shownPath) ?? "built in") · \(VisibleText.escaping(diffSide.name))"
        }
        let beforePlace = place(sides.old, theme.old), afterPlace = place(sides.new, theme.new)
        func file(_ side: DiffSide, _ diffSide: ThemeDiff.Side?) -> String {
            guard let diffSide else { return "absent" }
            return "\(side.revision.map { "git:" + $0 } ?? "files") · \(diffSide.file.map(side.shownPath) ?? "built in")"
        }
        let names = [theme.old?.name, theme.new?.name].compactMap { $0.map(VisibleText.escaping) }
        rows = shown.map { diff in
            let before = Self.tile("Before", place: beforePlace, theme: oldTheme, has: diff.presence != .added, resolution: diff.resolution, size: size)
            let after = Self.tile("After", place: afterPlace, theme: newTheme, has: diff.presence != .removed, resolution: diff.resolution, size: size)
            var marks: [Rect] = [], changed = 0
            if let first = before.frame, let second = after.frame {
                marks = ChangedCells.rectangles(first, second)
                changed = ChangedCells.count(first, second)
            }
            return Row(resolution: diff.resolution, before: before, after: after, marks: marks, changedCells: changed)
        }
        stacked = size.columns > Self.stackingColumns
        frameSize = size
        let rolesChanged = shown.reduce(0) { $0 + $1.roles.count }
        let regressions = shown.reduce(0) { $0 + $1.pairs.count(where: \.isRegression) }
        let variants = shown.map(\.resolution.title).joined(separator: ", ")
        // The title names the one resolution drawn; a sheet lists them among the facts.
        caption = ExportCaption(title: "Shade diff — \(VisibleText.escaping(theme.name)) · \(shown.count == 1 ? variants : "\(shown.count) variants")",
                                pairs: [
                                    ("theme", names.count == 2 && names[0] != names[1] ? names.joined(separator: " → ") : names[0]),
                                    ("before", file(sides.old, theme.old)),
                                    ("after", file(sides.new, theme.new)),
                                ] + (shown.count == 1 ? [] : [("resolutions", variants)]) + [
                                    ("changed", "\(rolesChanged) role\(rolesChanged == 1 ? "" : "s"), \(rows.reduce(0) { $0 + $1.changedCells }) cells outlined"),
                                    ("regressions", String(regressions)),
                                    ("frame size", "\(size.columns)×\(size.rows)"),
                                    ("generator", "shade \(ShadeVersion.current)"),
                                ])
    }

    /// The frame of `theme` at `resolution` with its labels, or an absent tile.
    private static func tile(_ word: String, place: String, theme: Theme?, has: Bool, resolution: Resolution, size: FrameSize) -> Tile {
        guard let theme, has else {
            return Tile(title: "\(word): \(place)", verdict: "no \(resolution.title) variant on this side", failed: false, frame: nil)
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
}
