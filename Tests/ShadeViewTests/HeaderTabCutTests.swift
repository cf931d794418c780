import ShadeColor
import ShadeFrame
import Testing
@testable import ShadeView

/// Where the tabs' whole names do not fit beside a long name (a design system's package name,
/// say), the other names are cut with "…" rather than turned into numbers, and the shown
/// theme's name stays whole.
@Suite struct HeaderTabCutTests {
    static let bundled = ["System", "Graphite", "Sky", "Tomato", "Gold", "Grass", "Ruby"]
    static let names = bundled + ["@metamask/design-tokens"]
    static let status = "Light · Standard · roles: 26 guessed"

    /// The header alone, `columns` wide, as text.
    static func row(_ names: [String], active: Int, columns: Int, status: String = status) -> String {
        var frame = Frame(width: columns, height: 1,
                          style: CellStyle(foreground: RGB(red: 0, green: 0, blue: 0), background: RGB(red: 255, green: 255, blue: 255)))
        Header(names: names, active: active, status: status).render(in: frame.bounds, frame: &frame, styles: WidgetBufferTests.styles)
        return frame.text(ofRow: 0)
    }

    @Test func atAHundredAndTwentyColumnsTheOtherNamesAreCutAndTheShownOneIsWhole() {
        let row = Self.row(Self.names, active: 7, columns: 120)
        #expect(row == " ◐ Shade  Syst…  Grap…  Sky  Toma…  Gold  Grass  Ruby  @metamask/design-tokens     Light · Standard · roles: 26 guessed ",
                "\(row)")
    }

    /// At every width the labels are whole names, names cut alike that still tell every tab
    /// apart, or numbers; the shown name is whole in the first two; nothing runs under the status.
    @Test func cutNamesStayApartAndNeverReachTheStatus() {
        for active in [0, 2, 7] {
            for width in 60...200 {
                let statusWidth = TextWidth.of(Self.status + " ")
                let labels = Header.tabLabels(names: Self.names, active: active, width: width, statusWidth: statusWidth)
                let rects = Header.tabRects(names: Self.names, active: active, width: width, statusWidth: statusWidth)
                #expect(rects.allSatisfy { $0.width == 0 || $0.maxX <= width - statusWidth - 2 }, "\(width): \(labels)")
                let shown = labels.filter { !$0.isEmpty }
                guard shown.count == Self.names.count, shown.contains(where: { $0.contains("…") }) else { continue }
                #expect(labels[active] == " \(Self.names[active]) ", "\(width): the shown name is whole")
                #expect(Set(shown).count == shown.count, "\(width): \(shown)")
                for (label, name) in zip(labels, Self.names) where label.contains("…") {
                    let kept = label.dropFirst().dropLast(2)
                    #expect(name.hasPrefix(kept) && kept.count >= Header.shortestCut - 1, "\(width): \(label) for \(name)")
                }
                // One column less than the cut needs is never drawn over: the widths agree.
                #expect(rects.map(\.width) == labels.map(TextWidth.of))
            }
        }
    }

    /// Names that a cut would make read alike are numbered instead: the digit keys still
    /// tell them apart.
    @Test func namesThatWouldReadAlikeAreNumbered() {
        let names = ["Graphite", "Grass", "Gravel", "A design system with a long name"]
        let labels = Header.tabLabels(names: names, active: 3, width: 80, statusWidth: 17)
        #expect(labels == [" 1 ", " 2 ", " 3 ", " A design system with a long name "], "\(labels)")
    }
}
