import ShadeTokens

/// A code block on the raised background, syntax coloured from roles only: keywords in the
/// accent, strings in success, numbers in warning, comments in tertiary text. Shows more
/// lines when given more height.
struct CodeBlock: Block {
    /// Each line as (text, role) runs.
    static let lines: [[(String, ColorToken)]] = [
        [("// Totals an invoice", .foregroundTertiary)],
        [("func ", .accent), ("total", .foregroundPrimary), ("(_ items: [Item]) -> ", .foregroundPrimary), ("Money", .accent), (" {", .foregroundPrimary)],
        [("    let ", .accent), ("net = items.reduce(", .foregroundPrimary), ("0", .warning), (") { $0 + $1.amount }", .foregroundPrimary)],
        [("    let ", .accent), ("tax = net * ", .foregroundPrimary), ("0.19", .warning)],
        [("    log(", .foregroundPrimary), ("\"total \\(net + tax)\"", .success), (")", .foregroundPrimary)],
        [("    return ", .accent), ("net + tax", .foregroundPrimary)],
        [("}", .foregroundPrimary)],
        [("", .foregroundPrimary)],
        [("// Marks it paid", .foregroundTertiary)],
        [("func ", .accent), ("markPaid", .foregroundPrimary), ("(_ id: ", .foregroundPrimary), ("Int", .accent), (") async throws {", .foregroundPrimary)],
        [("    try await ", .accent), ("api.post(", .foregroundPrimary), ("\"/invoices/\\(id)/paid\"", .success), (")", .foregroundPrimary)],
        [("    retries = ", .foregroundPrimary), ("3", .warning)],
        [("}", .foregroundPrimary)],
        [("", .foregroundPrimary)],
        [("// Lists what is overdue", .foregroundTertiary)],
        [("func ", .accent), ("overdue", .foregroundPrimary), ("(on day: ", .foregroundPrimary), ("Date", .accent), (") -> [", .foregroundPrimary), ("Invoice", .accent), ("] {", .foregroundPrimary)],
        [("    invoices", .foregroundPrimary)],
        [("        .filter { $0.due < day && !$0.paid }", .foregroundPrimary)],
        [("        .sorted { $0.due < $1.due }", .foregroundPrimary)],
        [("}", .foregroundPrimary)],
        [("", .foregroundPrimary)],
        [("struct ", .accent), ("Invoice", .foregroundPrimary), (": ", .foregroundPrimary), ("Codable", .accent), (" {", .foregroundPrimary)],
        [("    var ", .accent), ("id: ", .foregroundPrimary), ("Int", .accent)],
        [("    var ", .accent), ("client: ", .foregroundPrimary), ("String", .accent), (" = ", .foregroundPrimary), ("\"Acme\"", .success)],
        [("    var ", .accent), ("due: ", .foregroundPrimary), ("Date", .accent)],
        [("    var ", .accent), ("paid = ", .foregroundPrimary), ("false", .warning)],
        [("    var ", .accent), ("total: ", .foregroundPrimary), ("Money", .accent), (" = ", .foregroundPrimary), ("0", .warning)],
        [("}", .foregroundPrimary)],
        [("", .foregroundPrimary)],
        [("// Currency, two places", .foregroundTertiary)],
        [("let ", .accent), ("format = ", .foregroundPrimary), ("\"€%.2f\"", .success)],
        [("let ", .accent), ("limit = ", .foregroundPrimary), ("10_000", .warning)],
    ]
    var minimumWidth: Int { 34 }
    func height(width: Int) -> Int { 1 + 2 + 7 }
    var stretches: Bool { true }
    var maximumHeight: Int { 1 + 2 + CodeBlock.lines.count }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Code", in: rect, frame: &frame, styles: styles)
        let box = rect.inset(top: 1)
        frame.fill(box, style: styles.fill(.backgroundSecondary))
        let inner = box.inset(dx: 1, dy: 1)
        let rows = Layout.vertical(Array(repeating: .fixed(1), count: inner.height)).split(inner)
        for (index, row) in rows.enumerated() where index < CodeBlock.lines.count {
            var x = frame.put(String(index + 1).leftPadded(to: 2) + " ", column: row.x, row: row.y,
                              style: styles.text(.foregroundTertiary, on: .backgroundSecondary), clip: row)
            for (text, token) in CodeBlock.lines[index] {
                x = frame.put(text, column: x, row: row.y, style: styles.text(token, on: .backgroundSecondary), clip: row)
            }
        }
    }
}

/// A navigation sidebar: sections with items, the current one marked with the accent;
/// the account sits at the bottom however tall it is.
struct NavigationSidebar: Block {
    static let items: [(String, String?)] = [
        ("WORKSPACE", nil), ("⌂", "Home"), ("▤", "Invoices"), ("☺", "Clients"), ("▥", "Reports"),
        ("", nil), ("SETTINGS", nil), ("⚙", "Preferences"), ("⇄", "Integrations"),
    ]
    var minimumWidth: Int { 30 }
    func height(width: Int) -> Int { 1 + NavigationSidebar.items.count + 3 }
    var stretches: Bool { true }
    /// A sidebar runs the height of the window.
    var maximumHeight: Int { Int.max }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Navigation", in: rect, frame: &frame, styles: styles)
        let panel = rect.inset(top: 1)
        frame.fill(panel, style: styles.fill(.backgroundSecondary))
        let parts = Layout.vertical([.fill(1), .fixed(2)]).split(panel.inset(dx: 1, dy: 0))
        let rows = Layout.vertical(Array(repeating: .fixed(1), count: parts[0].height)).split(parts[0])
        for (row, item) in zip(rows.dropFirst(), NavigationSidebar.items) {
            guard let label = item.1 else {
                frame.put(item.0, column: row.x + 1, row: row.y, style: styles.text(.foregroundTertiary, on: .backgroundSecondary, .bold), clip: row)
                continue
            }
            let current = label == "Invoices"
            let ground: ColorToken = current ? .backgroundTertiary : .backgroundSecondary
            frame.fill(row, style: styles.fill(ground))
            if current { frame.put("▎", column: row.x, row: row.y, style: styles.text(.accent, on: ground), clip: row) }
            frame.put("\(item.0)  \(label)", column: row.x + 2, row: row.y,
                      style: styles.text(current ? .foregroundPrimary : .foregroundSecondary, on: ground, current ? .bold : []), clip: row)
        }
        let account = parts[1]
        Box.rule(column: account.x, row: account.y, width: account.width, in: &frame, style: styles.text(.outlineSecondary, on: .backgroundSecondary))
        let line = account.row(1)
        let x = frame.put(" AL ", column: line.x, row: line.y, style: styles.text(.onAccent, on: .accent, .bold), clip: line)
        frame.put(" Ada Lovelace", column: x, row: line.y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary), clip: line)
    }
}
