import ShadeColor
import ShadeTokens

/// The theme's colour ramps as the designer defined them: for each ramp a strip of every
/// step, then one line per step with its name, hex, contrast against the page and the
/// roles that use it.
struct PaletteScreen: Container {
    /// The colours shown.
    let vocabulary: any ColorVocabulary

    /// The narrowest step line: swatch, name, hex, ratio and verdict, a role marker.
    static let stepWidth = 36

    func renderOwn(in rect: Rect, frame: inout Frame, styles: Styles) {
        frame.fill(rect, style: styles.fill(.backgroundPrimary))
    }

    func children(in area: Rect, styles: Styles) -> [Placement] {
        let content = area.inset(top: 0, left: 2, bottom: 1, right: 2)
        let ramps = vocabulary.ramps
        guard !ramps.isEmpty else {
            return [Placement(Caption(text: "This theme defines no palette ramps."), in: content.row(0), styles: styles)]
        }
        // Ramps share the height; each takes what its lines need and its strip grows into
        // the rest, so one ramp fills the screen and many still fit.
        let views = ramps.map { RampView(ramp: $0, page: vocabulary.page) }
        let constraints = views.map { Constraint.min($0.height(width: content.width)) }
        let rects = Layout.vertical(constraints, spacing: 1).split(content)
        return zip(views, rects).filter { $0.1.height >= 4 }.map { Placement($0.0, in: $0.1, styles: styles) }
    }
}

/// One ramp: a title, a strip of its steps, and the steps in as many columns as fit.
struct RampView: Widget {
    let ramp: Ramp
    let page: RGB

    /// Columns of step lines at a width: as few as let every step fit in `height` rows,
    /// so each line keeps room for its role names.
    func columns(width: Int, height: Int = 0) -> Int {
        let most = max(1, (width + 2) / (PaletteScreen.stepWidth + 2))
        let rows = max(1, height - 4)
        return min(most, max(1, (ramp.steps.count + rows - 1) / rows))
    }

    /// Title, strip (two rows at least), a blank, and the step lines.
    func height(width: Int) -> Int {
        let columns = columns(width: width)
        return 4 + (ramp.steps.count + columns - 1) / columns
    }

    func render(in rect: Rect, frame: inout Frame, styles: Styles) {
        let columnCount = columns(width: rect.width, height: rect.height)
        let perColumn = (ramp.steps.count + columnCount - 1) / columnCount
        let strip = max(2, rect.height - 2 - perColumn)
        let rows = Layout.vertical([.fixed(1), .fixed(strip), .fixed(1), .fixed(perColumn)]).split(rect)
        let title = "\(ramp.name.uppercased())  ·  \(ramp.steps.count) steps  ·  contrast against the page \(page.hex)"
        frame.put(TextWidth.truncate(title, to: rect.width), column: rect.x, row: rows[0].y,
                  style: styles.text(.foregroundTertiary, on: .backgroundPrimary, .bold), clip: rows[0])
        let cells = Layout.horizontal(ramp.steps.map { _ in .fill(1) }).split(rows[1])
        for (cell, step) in zip(cells, ramp.steps) {
            frame.fill(cell, style: CellStyle(foreground: page, background: step.color))
            // Labels on a step take whichever of the theme's two text colours reads better.
            let light = styles.theme[.foregroundPrimary], dark = styles.theme[.invertedForegroundPrimary]
            let ink = contrastRatio(light, step.color) >= contrastRatio(dark, step.color) ? light : dark
            if cell.width >= TextWidth.of(step.name) + 1 {
                frame.put(step.name, column: cell.x + 1, row: cell.y, style: CellStyle(foreground: ink, background: step.color), clip: cell)
            }
            if !step.roles.isEmpty {
                frame.put("●", column: cell.x + 1, row: cell.maxY - 1, style: CellStyle(foreground: ink, background: step.color), clip: cell)
            }
        }
        let columns = Layout.horizontal(Array(repeating: .fill(1), count: columnCount), spacing: 2).split(rows[3])
        for (index, step) in ramp.steps.enumerated() {
            let column = columns[index / max(1, perColumn)]
            let line = column.row(index % max(1, perColumn))
            guard !line.isEmpty else { continue }
            drawStep(step, in: line, frame: &frame, styles: styles)
        }
    }

    private func drawStep(_ step: RampStep, in line: Rect, frame: inout Frame, styles: Styles) {
        let parts = Layout.horizontal([.fixed(4), .fixed(6), .fixed(8), .fixed(14), .fill(1)], spacing: 1).split(line)
        frame.fill(parts[0], style: CellStyle(foreground: step.color, background: step.color))
        frame.put(step.name, column: parts[1].x, row: line.y, style: styles.text(.foregroundPrimary, on: .backgroundPrimary, .bold), clip: parts[1])
        frame.put(step.color.hex, column: parts[2].x, row: line.y, style: styles.text(.foregroundSecondary, on: .backgroundPrimary), clip: parts[2])
        let ratio = contrastRatio(step.color, page)
        let level = ContrastLevel(ratio: ratio)
        let verdict = RatioText.text(ratio).leftPadded(to: 5) + " " + level.label
        frame.put(verdict, column: parts[3].x, row: line.y,
                  style: styles.text(ratio >= 3 ? .foregroundPrimary : .foregroundTertiary, on: .backgroundPrimary), clip: parts[3])
        if !step.roles.isEmpty {
            let names = parts[4].width < 8 ? "●" : "● " + step.roles.joined(separator: ", ")
            frame.put(TextWidth.truncate(names, to: parts[4].width), column: parts[4].x, row: line.y,
                      style: styles.text(.accent, on: .backgroundPrimary), clip: parts[4])
        }
    }
}

/// One line of secondary text.
struct Caption: Widget {
    let text: String

    func render(in rect: Rect, frame: inout Frame, styles: Styles) {
        frame.put(TextWidth.truncate(text, to: rect.width), column: rect.x, row: rect.y,
                  style: styles.text(.foregroundSecondary, on: .backgroundPrimary), clip: rect)
    }
}
