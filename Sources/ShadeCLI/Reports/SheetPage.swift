/// A contact sheet as a self-contained web page: the title and facts as text, the grid as
/// inline SVG. Nothing is fetched, so it works offline and attached to a review.
enum SheetPage {
    /// The page for `sheet`.
    static func html(_ sheet: SheetDocument) -> String {
        let title = Markup.escaped(sheet.caption.title)
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(title)</title>
        <style>
        \(stylesheet)
        </style>
        </head>
        <body>
        <header>
        <h1>\(title)</h1>
        <table>

        """
        for entry in sheet.caption.metadata {
            page += "<tr><th scope=\"row\">\(Markup.escaped(entry.key))</th><td>\(Markup.escaped(entry.value))</td></tr>\n"
        }
        page += "</table>\n</header>\n<main>\n"
        page += sheet.gridElement()
        page += "</main>\n</body>\n</html>\n"
        return page
    }

    /// A dark neutral page; the grid scales down to the window and keeps its proportions.
    static let stylesheet = """
    html{background:\(SheetDocument.pageColor);color:#E4E4E7;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
    body{margin:0;padding:24px}
    header{margin:0 0 8px 24px}
    h1{font-size:16px;font-weight:600;margin:0 0 8px}
    table{border-collapse:collapse;font-size:12px}
    th{text-align:left;font-weight:500;color:#8B8B94;padding:2px 20px 2px 0}
    td{color:#D4D4D8;padding:2px 0;font-family:ui-monospace,"SF Mono",Menlo,Consolas,monospace}
    main>svg{display:block;max-width:100%;height:auto}
    """
}
