import ShadeView
import Testing

@Suite struct FooterMessageTests {
    /// A save message naming a deep folder keeps the file's name at a narrow width: the
    /// message is cut in its middle, not at its end.
    @Test func aLongMessageKeepsItsStartAndItsEnd() {
        let message = "✔ Saved /home/designer/projects/brand-refresh/reviews/week-47/shade-sky-dark-standard-20261123-172321.svg"
        for columns in [60, 80] {
            var model = ScreenFixtures.model(theme: "Sky", .dark)
            model.message = message
            let frame = Screen.render(model, columns: columns, rows: 24)
            let footer = frame.text(ofRow: 23).trimmingCharacters(in: .whitespaces)
            #expect(footer.hasPrefix("✔ Saved /home/"), "at \(columns): \(footer)")
            #expect(footer.hasSuffix("172321.svg"), "at \(columns): \(footer)")
            #expect(footer.contains("…"), "at \(columns): \(footer)")
        }
    }
}
