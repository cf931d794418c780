/// "foreground on background" in a given width, each name cut in its middle when they do
/// not fit: role names share their beginnings and endings ("foregroundSecondary",
/// "backgroundSecondary"), so a cut at the end would make distinct pairs read alike.
enum PairNames {
    /// The pair's names in at most `width` columns; the shorter name keeps all it can and
    /// the longer takes the rest.
    static func text(_ foreground: String, _ background: String, width: Int) -> String {
        let joiner = " on "
        let room = width - joiner.count
        guard TextWidth.of(foreground) + TextWidth.of(background) > room else { return foreground + joiner + background }
        let shorter = min(TextWidth.of(foreground), TextWidth.of(background), room / 2)
        let foregroundRoom = TextWidth.of(foreground) <= TextWidth.of(background) ? shorter : room - shorter
        return middleCut(foreground, to: foregroundRoom) + joiner + middleCut(background, to: room - foregroundRoom)
    }

    /// `text` in at most `width` columns: its start and end with "…" between.
    static func middleCut(_ text: String, to width: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        guard TextWidth.of(text) > width else { return text }
        guard width > 1 else { return width == 1 ? "…" : "" }
        // Role names are ASCII; a wide character only makes the cut a little shorter.
        let keep = width - 1, head = (keep + 1) / 2, tail = keep - head
        var result = String.UnicodeScalarView(scalars.prefix(head))
        result.append("…")
        result.append(contentsOf: scalars.suffix(tail))
        let cut = String(result)
        return TextWidth.of(cut) <= width ? cut : TextWidth.truncate(text, to: width)
    }
}
