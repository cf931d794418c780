import ShadeTokens

/// Tags: small labels on the tertiary background, one on the accent.
struct Tags: Block {
    static let tags = ["design", "Q4", "recurring", "EUR", "priority", "net 30"]
    var minimumWidth: Int { 30 }
    func height(width: Int) -> Int { 1 + rows(width: width) }

    private func rows(width: Int) -> Int {
        var rows = 1, x = 0
        for tag in Tags.tags {
            let w = TextWidth.of(tag) + 2
            if x + w > width { rows += 1; x = 0 }
            x += w + 1
        }
        return rows
    }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Tags", in: rect, frame: &frame, styles: styles)
        var x = rect.x, y = rect.y + 1
        for (index, tag) in Tags.tags.enumerated() {
            let w = TextWidth.of(tag) + 2
            if x + w > rect.maxX { x = rect.x; y += 1 }
            let ground: ColorToken = index == 4 ? .accent : .backgroundTertiary
            let pill = Rect(x: x, y: y, width: w, height: 1).intersection(rect)
            frame.fill(pill, style: styles.fill(ground))
            frame.put(" \(tag) ", column: x, row: y, style: styles.text(index == 4 ? .onAccent : .foregroundSecondary, on: ground), clip: pill)
            x += w + 1
        }
    }
}

/// Avatars with initials, the first in the accent, with names beside when there is room.
struct Avatars: Block {
    static let people = [("Ada Lovelace", "AL"), ("Grace Hopper", "GH"), ("Alan Turing", "AT"), ("Edsger Dijkstra", "ED")]
    var minimumWidth: Int { 30 }
    func height(width: Int) -> Int { 1 + 2 }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("People", in: rect, frame: &frame, styles: styles)
        let slots = Layout.horizontal(Avatars.people.map { _ in .fill(1) }, spacing: 1).split(rect.row(1))
        for (index, (slot, person)) in zip(slots, Avatars.people).enumerated() {
            let ground: ColorToken = index == 0 ? .accent : .backgroundTertiary
            let disc = Rect(x: slot.x, y: slot.y, width: 4, height: 1).intersection(slot)
            frame.fill(disc, style: styles.fill(ground))
            frame.put(" \(person.1) ", column: disc.x, row: disc.y, style: styles.text(index == 0 ? .onAccent : .foregroundPrimary, on: ground, .bold), clip: disc)
            let first = String(person.0.split(separator: " ")[0])
            let name = rect.row(2).intersection(Rect(x: slot.x, y: rect.y + 2, width: slot.width, height: 1))
            frame.put(TextWidth.truncate(first, to: name.width), column: name.x, row: name.y,
                      style: styles.text(.foregroundSecondary, on: .backgroundPrimary), clip: name)
        }
    }
}
