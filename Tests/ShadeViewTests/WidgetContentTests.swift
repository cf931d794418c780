import ShadeColor
import ShadeFrame
import ShadeTokens
import Testing
@testable import ShadeView

/// What each widget draws, alone, as lines of text (ratatui's golden buffer tests are the
/// model): a change to a widget fails here, in its own case, with the lines that differ,
/// rather than in every screen snapshot that shows it. Colours are the business of
/// `WidgetBufferTests` and the screen snapshots.
@Suite struct WidgetContentTests {
    /// A widget, the size it is drawn at, and the lines it draws there.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let widget: any Widget
        let columns: Int
        let rows: Int
        var testDescription: String { name }
    }

    static let theme = WidgetBufferTests.theme
    static let vocabulary = WidgetBufferTests.vocabulary

    @Test(arguments: cases)
    func drawsItsLines(_ widgetCase: Case) {
        var frame = Frame(width: widgetCase.columns, height: widgetCase.rows,
                          style: CellStyle(foreground: RGB(red: 0, green: 0, blue: 0), background: RGB(red: 255, green: 255, blue: 255)))
        widgetCase.widget.render(in: frame.bounds, frame: &frame, styles: WidgetBufferTests.styles)
        guard let golden = Self.goldens[widgetCase.name] else {
            Issue.record("no golden lines for \(widgetCase.name): add what it draws, read and checked by eye, to goldens")
            return
        }
        let expected = Frame(lines: golden)
        #expect(frame.lines == expected.lines)
        #expect((frame.width, frame.height) == (expected.width, expected.height), "the golden's size is the size drawn")
    }

    static let cases: [Case] = [
        Case(name: "Header", widget: Header(names: ["System", "Sky", "A much longer theme name"], active: 1, status: "Light · Standard",
                                             shorterStatuses: ["Light"]), columns: 48, rows: 1),
        Case(name: "Footer hints", widget: Footer(message: nil, hints: [("←/→", "theme"), ("d", "light/dark"), ("q", "quit")]), columns: 40, rows: 1),
        Case(name: "Footer message", widget: Footer(message: "✔ Saved /a/very/long/path/to/shade-sky-light.svg", hints: []), columns: 40, rows: 1),
        Case(name: "Banner", widget: Banner(text: "mine.json:7:23: palette.50: \"#EEF6ZZ\" is not a colour"), columns: 48, rows: 1),
        Case(name: "TooSmallNotice", widget: TooSmallNotice(minimum: (60, 20)), columns: 30, rows: 5),
        Case(name: "HelpOverlay", widget: HelpOverlay(rows: [("→", "Next theme"), ("d", "Toggle light and dark"), ("q", "Quit")]), columns: 34, rows: 8),
        Case(name: "PickerOverlay", widget: PickerOverlay(picker: PickerView(query: "s", results: [1, 0], highlighted: 0), names: ["System", "Sky"]),
             columns: 28, rows: 8),
        Case(name: "Caption", widget: Caption(text: "Split view needs 68 columns"), columns: 32, rows: 1),
        Case(name: "CompareDifferences", widget: CompareDifferences(left: theme, right: ScreenFixtures.library.entries[0].resolved(Resolution(.dark))),
             columns: 48, rows: 5),
        Case(name: "TokenTableHeader", widget: TokenTableHeader(), columns: 60, rows: 1),
        Case(name: "TokenList", widget: TokenList(tokens: vocabulary.tokens, cursor: 3), columns: 60, rows: 4),
        Case(name: "RampView", widget: RampView(ramp: vocabulary.ramps[0], page: vocabulary.page), columns: PaletteScreen.stepWidth, rows: 6),
    ] + (GalleryLayout.priority + [TokenPanel(theme: theme)]).map { block in
        let width = block.minimumWidth
        return Case(name: "\(type(of: block))", widget: block, columns: width, rows: block.minimumHeight(width: width))
    }

    /// What each widget draws at its case's size (a gallery block at its minimum), by name.
    static let goldens: [String: [String]] = [
        "Header": [
        " ◐ Shade  Syst…  Sky  A mu…    Light · Standard ",
        ],
        "Footer hints": [
        " ←/→ theme  d light/dark  q quit        ",
        ],
        "Footer message": [
        " ✔ Saved /a/very/lon…hade-sky-light.svg ",
        ],
        "Banner": [
        " ⚠ mine.json:7:23: palette.50: \"#EEF6ZZ\" is no… ",
        ],
        "TooSmallNotice": [
        "                              ",
        "    Make the window larger    ",
        "Shade needs 60×20; this is 30…",
        "           q quits            ",
        "                              ",
        ],
        "HelpOverlay": [
        "                                  ",
        " ╭─ Keys ───────────────────────╮ ",
        " │                              │ ",
        " │ →         Next theme         │ ",
        " │ d         Toggle light and … │ ",
        " │ q         Quit               │ ",
        " ╰──────────────────────────────╯ ",
        "                                  ",
        ],
        "PickerOverlay": [
        "                            ",
        "  ╭─ Themes ─────────────╮  ",
        "  │ › s▏          2 of 2 │  ",
        "  │  All   Light only    │  ",
        "  │                      │  ",
        "  │ ▸ Sky              2 │  ",
        "  ╰──────────────────────╯  ",
        "                            ",
        ],
        "Caption": [
        "Split view needs 68 columns     ",
        ],
        "CompareDifferences": [
        " Sky → System · Light · Standard                ",
        " ROLES THAT DIFFER (ΔE2000 ≥ 1): 26 of 26       ",
        "       backgroundPrimary  ΔE 95.51              ",
        "       surfaceTertiary  ΔE 92.83                ",
        " … 30 more lines                                ",
        ],
        "TokenTableHeader": [
        "       TOKEN       HEX      ALIAS CHAIN ROLES   FLAGS       ",
        ],
        "TokenList": [
        "       foreground… #004C61  palette.800 foregr…             ",
        "       foreground… #006480  palette.700 foregr…             ",
        "▸      foreground… #008BAE  palette.550 foregr…             ",
        "       invertedFo… #EEF6FA  palette.50  invert…             ",
        ],
        "RampView": [
        "PALETTE  ·  20 steps  ·  contrast a…",
        "                                    ",
        " ● ● ● ● ●     ●   ● ●   ● ●   ●    ",
        "                                    ",
        "     50     #EEF6FA   1.00 Fail     ",
        "     100    #D6F0FE   1.08 Fail     ",
        ],
        "InvoiceCard": [
        "╭──────────────────────────────╮  ",
        "│ Invoice #1024         ✔ Paid │  ",
        "│ Acme Studio · due 12 Dec     │  ",
        "│ ──────────────────────────── │  ",
        "│ Consulting, 12 h      €1,440 │  ",
        "│ Design review, 3 h      €360 │  ",
        "│ Travel                   €96 │  ",
        "│ ──────────────────────────── │  ",
        "╰───────────────────────€1,896─╯  ",
        "                                  ",
        ],
        "ButtonRow": [
        "BUTTONS              ▸ focused",
        "  ▀▀▀▀▀▀▀▀▀▀▀ ╭─────────╮     ",
        "▸   Pay now   │ Details │     ",
        "  ▄▄▄▄▄▄▄▄▄▄▄ ╰─────────╯     ",
        ],
        "TextSamples": [
        "TEXT                          ",
        "Primary  Secondary  Tertiary  ",
        "Placeholder…                  ",
        " Inverted  secondary  tertiary",
        ],
        "Badges": [
        "STATUS                        ",
        "✔ Saved   ⚠ Due soon   ✖ Faile",
        ],
        "InputField": [
        "INPUT                   ",
        "╭─ Client ─────────────╮",
        "│ ▏Search clients…     │",
        "╰──────────────────────╯",
        ],
        "ClientList": [
        "LIST                          ",
        "  Acme Studio€1,896      Paid ",
        "▌ Northwind Ltd€640  Due soon ",
        "  Globex     €2,150   Overdue ",
        "  Initech      €310     Draft ",
        ],
        "Alerts": [
        "ALERTS                        ",
        "▌ ℹ Invoices sync every hour. ",
        "▌ ✔ Payment received from Ac… ",
        "▌ ⚠ Northwind\'s card expires… ",
        "▌ ✖ Globex payment failed.    ",
        ],
        "SegmentedControl": [
        "TABS                          ",
        "Overvi… Invoic… Clien… Repor… ",
        ],
        "SelectionControls": [
        "TOGGLES                       ",
        " ● Autopay      ●  Reminders  ",
        "☑ Send receipt  ☐ Copy to me  ",
        "◉ Monthly       ○ Yearly      ",
        ],
        "ProgressBar": [
        "PROGRESS                ",
        "Uploading invoices  68 %",
        "━━━━━━━━━━━━━━━━━━━━━━━━",
        ],
        "DataTable": [
        "TABLE                         ",
        " NO.     CLIENT        AMOUNT ",
        " #1024   Acme Studio   €1,896 ",
        " #1023   Northwind       €640 ",
        " #1022   Globex        €2,150 ",
        " #1021   Initech         €310 ",
        " #1020   Umbrella      €1,020 ",
        ],
        "BarChart": [
        "REVENUE                 ▲ 12 %",
        "                  ▃▃ ▁ ▅   ▄ █",
        "   ▂▂    ▄▄ ▇▇ ▃▃ ██ █ █ ▅ █ █",
        "▅▅ ██ ▄▄ ██ ██ ██ ██ █ █ █ █ █",
        "██ ██ ██ ██ ██ ██ ██ █ █ █ █ █",
        "J  F  M  A  M  J  J  A S O N D",
        "Weekly ▃▄▃▄▅▄▆▆▇▅▇██▇▅▇▆▆▄▅▄▃▄",
        ],
        "Tags": [
        "TAGS                          ",
        " design   Q4   recurring      ",
        " EUR   priority   net 30      ",
        ],
        "Avatars": [
        "PEOPLE                        ",
        " AL      GH      AT      ED   ",
        "Ada     Grace   Alan    Edsger",
        ],
        "Tooltip": [
        "TOOLTIP                       ",
        " Sends a reminder today       ",
        "   ▼                          ",
        " Remind ›                     ",
        ],
        "CodeBlock": [
        "CODE                              ",
        "                                  ",
        "  1 // Totals an invoice          ",
        "  2 func total(_ items: [Item]) - ",
        "  3     let net = items.reduce(0) ",
        "  4     let tax = net * 0.19      ",
        "  5     log(\"total \\(net + tax)\") ",
        "  6     return net + tax          ",
        "  7 }                             ",
        "                                  ",
        ],
        "NavigationSidebar": [
        "NAVIGATION                    ",
        "                              ",
        "  WORKSPACE                   ",
        "   ⌂  Home                    ",
        " ▎ ▤  Invoices                ",
        "   ☺  Clients                 ",
        "   ▥  Reports                 ",
        "                              ",
        "  SETTINGS                    ",
        "   ⚙  Preferences             ",
        "   ⇄  Integrations            ",
        " ──────────────────────────── ",
        "  AL  Ada Lovelace            ",
        ],
        "DialogScene": [
        "DIALOG                            ",
        " #1024  Acme Studio        €1,896 ",
        " #1╭──────────────────────────╮40 ",
        " #1│ Void invoice #1022?      │50 ",
        " #1│ Globex will be notified. │10 ",
        " #1│                          │20 ",
        " #1│           Cancel   Void  │80 ",
        " #1│                          │00 ",
        " #1╰──────────────────────────╯60 ",
        " #1016  Tyrell             €1,240 ",
        ],
        "ActivityFeed": [
        "ACTIVITY                      ",
        " ● Acme Studio paid…     09:12",
        " ● Reminder sent to…     09:05",
        " ● Globex payment f…     08:47",
        " ● Invoice #1023 du…     08:30",
        " ● Initech invoice … Yesterday",
        ],
        "TokenPanel": [
        "TOKENS                         HEX     CONTRAST        ",
        "██ foregroundPrimary           #0F1F25 15.44 ✔ AAA     ",
        "██ foregroundSecondary         #004C61  8.70 ✔ AAA     ",
        "██ foregroundTertiary          #006480  6.12 ✔ AA      ",
        "██ foregroundPlaceholder       #008BAE  3.61 faint     ",
        "██ invertedForegroundPrimary   #EEF6FA 12.11 ✔ AAA     ",
        "██ invertedForegroundSecondary #BCE8FB 10.14 ✔ AAA     ",
        "██ invertedForegroundTertiary  #8AD4F1  8.06 ✔ AAA     ",
        "██ backgroundPrimary           #EEF6FA                 ",
        "██ backgroundSecondary         #D6F0FE                 ",
        "██ backgroundTertiary          #A3DEF7                 ",
        "██ invertedBackgroundPrimary   #0B3442                 ",
        "██ invertedBackgroundSecondary #004C61                 ",
        "██ invertedBackgroundTertiary  #00708F                 ",
        "██ surfacePrimary              #C9EAF9 α0.50           ",
        "██ surfaceSecondary            #D8EFF9 α0.30           ",
        "██ surfaceTertiary             #E7F4FA α0.10           ",
        "██ invertedSurfacePrimary      #AADAEB α0.40           ",
        "██ invertedSurfaceSecondary    #CCE8F2 α0.20           ",
        "██ outlinePrimary              #1496BB                 ",
        "██ outlineSecondary            #A3DEF7                 ",
        "██ outlineTertiary             #D6F0FE                 ",
        "██ accent                      #00708F  5.16 ✔ AA      ",
        "██ onAccent                    #EEF6FA  5.16 ✔ AA      ",
        "██ success                     #103A14 11.72 ✔ AAA     ",
        "██ warning                     #814300  7.01 ✔ AAA     ",
        "██ error                       #9B5F58  4.60 ✔ AA      ",
        "                                                       ",
        "✔ all 36 checked pairs pass                            ",
        ],
    ]
}
