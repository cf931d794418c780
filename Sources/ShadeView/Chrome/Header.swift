import ShadeTokens

/// The top bar: the theme tabs (active one marked) and, on the right, what the frame
/// shows, spelled out so every screenshot says it.
public struct Header: Widget {
    /// Theme names, already made visible.
    public let names: [String]
    /// The active theme.
    public let active: Int
    /// What the frame shows ("Sky · Dark · Standard").
    public let status: String
    /// Shorter forms of `status`, longest first, used in turn when the status would leave no
    /// room for the active theme's name.
    public let shorterStatuses: [String]

    /// A header.
    public init(names: [String], active: Int, status: String, shorterStatuses: [String] = []) {
        self.names = names
        self.active = active
        self.status = status
        self.shorterStatuses = shorterStatuses
    }

    /// The longest of `statuses` that leaves room for the active theme's name alone (the
    /// other tabs give way first, see ``tabLabels(names:active:width:statusWidth:)``); the
    /// shortest when none does.
    static func chosenStatus(_ statuses: [String], names: [String], active: Int, width: Int) -> String {
        let named = names.indices.contains(active) ? TextWidth.of(" \(names[active]) ") : 0
        return statuses.first { width - TextWidth.of($0 + " ") - brand.count - 2 >= named } ?? statuses.last ?? ""
    }

    /// Where each tab is drawn at a width; used for drawing and for mouse clicks alike.
    /// Tabs not drawn (too many themes to number) get empty rectangles.
    public static func tabRects(names: [String], active: Int, width: Int, statusWidth: Int) -> [Rect] {
        let labels = tabLabels(names: names, active: active, width: width, statusWidth: statusWidth)
        var rects: [Rect] = []
        var x = brand.count
        for label in labels {
            let w = TextWidth.of(label)
            rects.append(Rect(x: x, y: 0, width: w, height: 1))
            x += w
        }
        return rects
    }

    /// Each tab's label: full names when they fit; else the other tabs' names cut with "…" to
    /// the longest length that fits, the active one whole, while the cut names stay at least
    /// ``shortestCut`` columns and tell every tab apart; else numbers (the digit keys') with
    /// the active tab named; when even numbers do not fit, only the active tab, named, with its place ("Sky 3/1000",
    /// and the picker's key where it fits: "· t themes" as the footer words it, else "· t");
    /// narrower still, only the active tab's name, cut in its middle when even that does not
    /// fit (the status has given up every word it can by then, see ``chosenStatus``), so a
    /// long user theme name keeps its start and its end and never runs under the status.
    static func tabLabels(names: [String], active: Int, width: Int, statusWidth: Int) -> [String] {
        let available = width - statusWidth - brand.count - 2
        let full = names.map { " \($0) " }
        if full.map(TextWidth.of).reduce(0, +) <= available { return full }
        if let cut = cutNames(names, active: active, available: available) { return cut }
        let numbered = names.indices.map { $0 == active ? full[$0] : " \($0 + 1) " }
        if numbered.map(TextWidth.of).reduce(0, +) <= available { return numbered }
        guard names.indices.contains(active) else { return names.map { _ in "" } }
        let place = " \(names[active])  \(active + 1)/\(names.count) "
        // With the picker's key and what it opens while they fit, then the key, then the place
        // alone, then the name alone.
        let alone = [place + "· t themes ", place + "· t ", place].first { TextWidth.of($0) <= available } ?? named(names[active], in: available)
        return names.indices.map { $0 == active ? alone : "" }
    }

    /// The narrowest a cut name may be: three characters and "…".
    static let shortestCut = 4

    /// Every tab named, the active one whole and the others cut with "…" to the longest
    /// common width that fits in `available`; nil when the cut names would be narrower than
    /// ``shortestCut``, two of them would read alike, or one would begin another theme's
    /// name too ("Gra…" for Grass beside Graphite).
    private static func cutNames(_ names: [String], active: Int, available: Int) -> [String]? {
        guard names.indices.contains(active) else { return nil }
        let widths = names.map(TextWidth.of)
        func total(_ cut: Int) -> Int {
            widths.indices.reduce(0) { sum, index in sum + (index == active ? widths[index] : min(widths[index], cut)) + 2 }
        }
        guard total(shortestCut) <= available else { return nil }
        // The total grows with the cut: the longest that fits, by halving.
        var low = shortestCut, high = widths.max() ?? shortestCut
        while low < high {
            let middle = (low + high + 1) / 2
            if total(middle) <= available { low = middle } else { high = middle - 1 }
        }
        let cut = names.indices.map { $0 == active ? names[$0] : TextWidth.truncate(names[$0], to: low) }
        // A cut name whose start begins another theme's name too reads as either: "Gra…"
        // beside Graphite is Grass to nobody. Then numbers say it plainly.
        let lowered = names.map { $0.lowercased() }
        for index in names.indices where cut[index] != names[index] {
            let start = String(cut[index].lowercased().dropLast())
            if lowered.indices.contains(where: { $0 != index && lowered[$0].hasPrefix(start) }) { return nil }
        }
        let labels = cut.map { " \($0) " }
        return Set(labels.map { $0.lowercased() }).count == labels.count ? labels : nil
    }

    /// The active tab's label in at most `width` columns: " name ", its name cut in the middle
    /// when needed (names of one family share their start, versions their end); nothing when
    /// not even one character and "…" fit.
    private static func named(_ name: String, in width: Int) -> String {
        let label = " \(name) "
        guard TextWidth.of(label) > width else { return label }
        guard width >= 4 else { return "" }
        return " " + PairNames.middleCut(name, to: width - 2) + " "
    }

    static let brand = " ◐ Shade "

    /// Draws the header into the first row of `rect`.
    public func render(in rect: Rect, frame: inout Frame, styles: Styles) {
        frame.fill(rect, style: styles.fill(.backgroundSecondary))
        frame.put(Header.brand, column: rect.x, row: rect.y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold), clip: rect)
        let statusText = Header.chosenStatus([status] + shorterStatuses, names: names, active: active, width: rect.width) + " "
        let tabs = Header.tabRects(names: names, active: active, width: rect.width, statusWidth: TextWidth.of(statusText))
        let labels = Header.tabLabels(names: names, active: active, width: rect.width, statusWidth: TextWidth.of(statusText))
        for (index, (tab, label)) in zip(tabs, labels).enumerated() where !label.isEmpty {
            let isActive = index == active
            let style = isActive ? styles.text(.onAccent, on: .accent, .bold) : styles.text(.foregroundSecondary, on: .backgroundSecondary)
            frame.put(label, column: rect.x + tab.x, row: rect.y, style: style, clip: rect)
        }
        frame.putTrailing(statusText, in: rect, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold))
    }
}
