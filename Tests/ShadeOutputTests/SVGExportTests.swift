import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ShadeColor
import ShadeFrame
import ShadeTestSupport
import Testing
import ShadeExportGeometry
@testable import ShadeOutput

// MARK: - Fixtures

extension Frame {
    /// Writes `text` one scalar per cell from (`column`, `row`).
    mutating func writeCells(_ text: String, column: Int, row: Int, style: CellStyle) {
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            set(Cell(scalar, style: style), column: column + offset, row: row)
        }
    }

    /// Draws a box border around `rect`, rounded or square.
    mutating func drawBox(_ rect: Rect, rounded: Bool, style: CellStyle) {
        let corners: [Unicode.Scalar] = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        for column in rect.x + 1..<rect.maxX - 1 {
            set(Cell("─", style: style), column: column, row: rect.y)
            set(Cell("─", style: style), column: column, row: rect.maxY - 1)
        }
        for row in rect.y + 1..<rect.maxY - 1 {
            set(Cell("│", style: style), column: rect.x, row: row)
            set(Cell("│", style: style), column: rect.maxX - 1, row: row)
        }
        set(Cell(corners[0], style: style), column: rect.x, row: rect.y)
        set(Cell(corners[1], style: style), column: rect.maxX - 1, row: rect.y)
        set(Cell(corners[2], style: style), column: rect.x, row: rect.maxY - 1)
        set(Cell(corners[3], style: style), column: rect.maxX - 1, row: rect.maxY - 1)
    }
}

enum ExportSampleFrames {
    static let page = RGB(0x0B1418)
    static let surface = RGB(0x12222A)
    static let outline = RGB(0x2C4650)
    static let primary = RGB(0xEEF6FA)
    static let secondary = RGB(0xA3DEF7)
    static let tertiary = RGB(0x72C8EA)
    static let accent = RGB(0x0EA5E9)

    /// A dense 120×40 screen like Shade's: tab bar, cards with borders, token swatches,
    /// badges, a table with junctions and a key-hint bar.
    static func card(width: Int = 120, height: Int = 40) -> Frame {
        let base = CellStyle(foreground: primary, background: page)
        var frame = Frame(width: width, height: height, style: base)
        frame.writeCells(" Shade ", column: 0, row: 0, style: CellStyle(foreground: page, background: accent, attributes: .bold))
        var column = 8
        for (index, theme) in ["System", "Graphite", "Sky", "Tomato", "Gold", "Grass", "Ruby"].enumerated() {
            let style = index == 2
                ? CellStyle(foreground: page, background: secondary, attributes: .bold)
                : CellStyle(foreground: secondary, background: page)
            frame.writeCells(" \(theme) ", column: column, row: 0, style: style)
            column += theme.count + 3
        }
        frame.writeCells("Dark · Standard contrast", column: width - 25, row: 0, style: CellStyle(foreground: tertiary, background: page))

        for card in 0..<3 {
            let top = 2 + card * 12
            let rect = Rect(x: 1, y: top, width: 44, height: 11)
            let border = CellStyle(foreground: outline, background: surface)
            frame.fill(rect, style: border)
            frame.drawBox(rect, rounded: card != 1, style: border)
            frame.writeCells(" Invoice #\(1024 + card) ", column: 3, row: top, style: CellStyle(foreground: primary, background: surface, attributes: .bold))
            frame.writeCells("Paid · due 12 Dec", column: 3, row: top + 2, style: CellStyle(foreground: secondary, background: surface))
            frame.writeCells("Consulting, 12 h", column: 3, row: top + 3, style: CellStyle(foreground: primary, background: surface))
            frame.writeCells("€1,440.00", column: 34, row: top + 3, style: CellStyle(foreground: primary, background: surface, attributes: .bold))
            frame.writeCells("Design review, 4 h", column: 3, row: top + 4, style: CellStyle(foreground: primary, background: surface))
            frame.writeCells("€480.00", column: 36, row: top + 4, style: CellStyle(foreground: primary, background: surface))
            frame.writeCells("Placeholder text", column: 3, row: top + 5, style: CellStyle(foreground: tertiary, background: surface, attributes: [.italic, .dim]))
            frame.writeCells(" Pay now ", column: 3, row: top + 8, style: CellStyle(foreground: page, background: accent, attributes: .bold))
            frame.writeCells(" Details ", column: 14, row: top + 8, style: CellStyle(foreground: accent, background: surface, attributes: .underline))
            frame.writeCells("✔ Saved  ⚠ Due soon  ✖ Failed", column: 3, row: top + 6, style: CellStyle(foreground: RGB(0x4ADE80), background: surface))
        }

        let tokens = ["foregroundPrimary", "foregroundSecondary", "foregroundTertiary", "accent", "success", "warning", "error",
                      "backgroundPrimary", "backgroundSecondary", "surfacePrimary", "outlinePrimary", "onAccent"]
        let table = Rect(x: 48, y: 2, width: 70, height: tokens.count + 4)
        let rule = CellStyle(foreground: outline, background: page)
        frame.drawBox(table, rounded: false, style: rule)
        frame.writeCells("┬", column: 72, row: table.y, style: rule)
        frame.writeCells("┴", column: 72, row: table.maxY - 1, style: rule)
        frame.writeCells("├", column: table.x, row: table.y + 2, style: rule)
        frame.writeCells(String(repeating: "─", count: table.width - 2), column: table.x + 1, row: table.y + 2, style: rule)
        frame.writeCells("┤", column: table.maxX - 1, row: table.y + 2, style: rule)
        frame.writeCells("┼", column: 72, row: table.y + 2, style: rule)
        for row in table.y + 1..<table.maxY - 1 where row != table.y + 2 {
            frame.writeCells("│", column: 72, row: row, style: rule)
        }
        frame.writeCells("Token", column: 50, row: table.y + 1, style: CellStyle(foreground: secondary, background: page, attributes: .bold))
        frame.writeCells("light    dark     on bg", column: 74, row: table.y + 1, style: CellStyle(foreground: secondary, background: page, attributes: .bold))
        for (index, token) in tokens.enumerated() {
            let row = table.y + 3 + index
            let swatch = RGB(UInt32(0x103050 + index * 0x0B1527) & 0xFFFFFF)
            frame.writeCells("██", column: 50, row: row, style: CellStyle(foreground: swatch, background: page))
            frame.writeCells(token, column: 53, row: row, style: CellStyle(foreground: primary, background: page))
            frame.writeCells("\(swatch.hex) #EEF6FA \(10 + index).\(index) AAA", column: 74, row: row, style: CellStyle(foreground: tertiary, background: page))
        }
        frame.writeCells("▁▂▃▄▅▆▇█ ░▒▓ ▌▐ ▀▄", column: 50, row: table.maxY + 1, style: CellStyle(foreground: accent, background: page))
        frame.writeCells("╔══════╗", column: 80, row: table.maxY + 1, style: rule)
        frame.writeCells("║ 漢\u{0}   ║", column: 80, row: table.maxY + 2, style: rule)
        frame.writeCells("╚══════╝", column: 80, row: table.maxY + 3, style: rule)

        let hints = CellStyle(foreground: page, background: secondary)
        frame.fill(Rect(x: 0, y: height - 1, width: width, height: 1), style: hints)
        frame.writeCells(" ←/→ theme  d light/dark  c contrast  s split  x save SVG  ? help  q quit", column: 0, row: height - 1, style: hints)
        return frame
    }
}

// MARK: - Reading an export back

/// The elements of an SVG or XHTML document, in document order, with inherited fill and classes.
final class ExportParsedMarkup: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var classes: [String]
        var fill: String?
        var text: String

        func number(_ attribute: String) -> Double { attributes[attribute].flatMap(Double.init) ?? 0 }
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    /// The parsed document, or nil when it is not well-formed XML.
    static func parse(_ text: String) -> ExportParsedMarkup? {
        let parser = XMLParser(data: Data(text.utf8))
        let markup = ExportParsedMarkup()
        parser.delegate = markup
        return parser.parse() ? markup : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        let parent = open.last.map { elements[$0] }
        var classes = parent?.classes ?? []
        if let name = attributeDict["class"] { classes.append(name) }
        elements.append(Element(
            name: elementName, attributes: attributeDict, classes: classes,
            fill: attributeDict["fill"] ?? parent?.fill, text: ""
        ))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }

    func elements(named name: String, inClass layer: String? = nil) -> [Element] {
        elements.filter { $0.name == name && (layer == nil || $0.classes.contains(layer!)) }
    }

    /// The fill of the topmost background rect covering the centre of a cell.
    func background(column: Int, row: Int, metrics: SVGCellMetrics = .standard) -> String? {
        let x = (Double(column) + 0.5) * metrics.cellWidth, y = (Double(row) + 0.5) * metrics.cellHeight
        return elements(named: "rect", inClass: "bg").last { rect in
            let left = rect.number("x"), top = rect.number("y")
            return x >= left && x < left + rect.number("width") && y >= top && y < top + rect.number("height")
        }?.fill
    }
}

// MARK: - SVG tests

@Suite struct SVGExportTests {
    let ink = CellStyle(foreground: RGB(0xEEEEEE), background: RGB(0x101010))

    @Test func everyKindOfCellGivesWellFormedXML() throws {
        var frame = Frame(width: 40, height: 8, style: ink)
        for offset in 0..<128 {
            frame.set(Cell(Unicode.Scalar(0x2500 + UInt32(offset))!, style: ink), column: offset % 40, row: offset / 40)
        }
        for offset in 0..<32 {
            frame.set(Cell(Unicode.Scalar(0x2580 + UInt32(offset))!, style: ink), column: offset, row: 4)
        }
        let styled = CellStyle(foreground: RGB(0xFFCC00), background: RGB(0x202020), attributes: [.bold, .italic, .dim, .underline, .strikethrough])
        frame.writeCells("a<b&c\"d'e>\u{1}\u{1B}\u{7F}\u{85}\u{FFFE}", column: 0, row: 5, style: styled)
        frame.writeCells("漢\u{0}字\u{0} 🙂\u{0}", column: 0, row: 6, style: ink)
        let caption = ExportCaption(title: "A <b> & \"c\"\u{7}", pairs: [(key: "k<&>", value: "v\"'\n\t")])
        let svg = SVGExport.svg(frame, caption: caption)
        #expect(ExportParsedMarkup.parse(svg) != nil)
    }

    @Test(arguments: 1...8) func backgroundsCoverEveryCellInExactlyItsColour(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let palette = [0x000000, 0xFFFFFF, 0x0EA5E9, 0x0EA5EA, 0x123456].map { RGB(UInt32($0)) }
        let width = Int.random(in: 1...40, using: &random), height = Int.random(in: 1...12, using: &random)
        var frame = Frame(width: width, height: height, style: CellStyle(foreground: palette[1], background: palette[0]))
        for row in 0..<height {
            var column = 0
            while column < width {
                let run = Int.random(in: 1...8, using: &random)
                let style = CellStyle(foreground: palette.randomElement(using: &random)!, background: palette.randomElement(using: &random)!)
                for offset in 0..<run where column + offset < width {
                    let glyph: Unicode.Scalar = Bool.random(using: &random) ? " " : Unicode.Scalar(UInt8.random(in: 0x21...0x7E, using: &random))
                    frame[column + offset, row] = Cell(glyph, style: style)
                }
                column += run
            }
            // Stack some identical runs so vertical merging is exercised.
            if row > 0 && Bool.random(using: &random) {
                for column in 0..<width { frame[column, row] = frame[column, row - 1] }
            }
        }
        let svg = SVGExport.svg(frame)
        let parsed = try #require(ExportParsedMarkup.parse(svg))
        for row in 0..<height {
            for column in 0..<width {
                #expect(parsed.background(column: column, row: row) == frame[column, row].style.background.hex, "cell \(column),\(row)")
            }
        }
        let metrics = SVGCellMetrics.standard
        for rect in parsed.elements(named: "rect", inClass: "bg") {
            for (value, unit) in [(rect.number("x"), metrics.cellWidth), (rect.number("width"), metrics.cellWidth),
                                  (rect.number("y"), metrics.cellHeight), (rect.number("height"), metrics.cellHeight)] {
                #expect(abs(value / unit - (value / unit).rounded()) < 1e-9, "rect edge off the cell grid: \(rect.attributes)")
            }
            #expect(rect.number("x") + rect.number("width") <= Double(width) * metrics.cellWidth + 1e-9)
            #expect(rect.number("y") + rect.number("height") <= Double(height) * metrics.cellHeight + 1e-9)
        }
    }

    @Test func fullBlocksAndShadesPaintTheWholeCellInTheBlendedColour() throws {
        var frame = Frame(width: 5, height: 1, style: CellStyle(foreground: RGB(0xFFFFFF), background: RGB(0x000000)))
        frame.writeCells("█░▒▓", column: 0, row: 0, style: CellStyle(foreground: RGB(0xFF0000), background: RGB(0x0000FF)))
        let parsed = try #require(ExportParsedMarkup.parse(SVGExport.svg(frame)))
        // 25 %, 50 % and 75 % of #FF0000 over #0000FF, rounded per channel.
        let expected = ["#FF0000", "#4000BF", "#800080", "#BF0040", "#000000"]
        for (column, hex) in expected.enumerated() {
            #expect(parsed.background(column: column, row: 0) == hex)
        }
        #expect(parsed.elements(named: "text").isEmpty)
    }

    @Test func partialBlocksBecomeRectsInEighthsOfACell() throws {
        var frame = Frame(width: 4, height: 2, style: CellStyle(foreground: RGB(0xFFFFFF), background: RGB(0x000000)))
        frame.writeCells("▀▀▌", column: 0, row: 0, style: frame[0, 0].style)
        frame.writeCells("▄", column: 0, row: 1, style: frame[0, 0].style)
        frame.writeCells("▌", column: 2, row: 1, style: frame[0, 0].style)
        let parsed = try #require(ExportParsedMarkup.parse(SVGExport.svg(frame)))
        let rects = parsed.elements(named: "rect", inClass: "blocks").map {
            [$0.number("x"), $0.number("y"), $0.number("width"), $0.number("height")]
        }
        // ▀▀ is one rect; ▌ over ▌ stack into one; ▄ stands alone (it does not touch ▀ above it).
        #expect(rects.count == 3)
        #expect(rects.contains([0, 0, 16.8, 9]))
        #expect(rects.contains([16.8, 0, 4.2, 36]))
        #expect(rects.contains([0, 27, 8.4, 9]))
    }

    @Test func aLineOfHorizontalsIsOneElement() throws {
        var frame = Frame(width: 30, height: 3, style: ink)
        frame.writeCells(String(repeating: "─", count: 26), column: 2, row: 1, style: ink)
        let parsed = try #require(ExportParsedMarkup.parse(SVGExport.svg(frame)))
        let paths = parsed.elements(named: "path", inClass: "lines")
        #expect(paths.count == 1)
        #expect(paths.first?.attributes["d"] == "M16.8 27H235.2")
        #expect(paths.first?.attributes["stroke"] == "#EEEEEE")
        #expect(paths.first?.attributes["stroke-width"] == "1.2")
        #expect(parsed.elements(named: "text").isEmpty)
    }

    @Test func squareCornersJoinTheirEdgesIntoFourStrokes() throws {
        var frame = Frame(width: 3, height: 3, style: ink)
        frame.drawBox(frame.bounds, rounded: false, style: ink)
        let parsed = try #require(ExportParsedMarkup.parse(SVGExport.svg(frame)))
        // Each corner reaches half a stroke past the centre, so the corner square is filled.
        #expect(parsed.elements(named: "path").map { $0.attributes["d"] } == ["M3.6 9H21.6M3.6 45H21.6M4.2 8.4V45.6M21 8.4V45.6"])
    }

    @Test func roundedCornersAreQuarterArcsMeetingTheEdges() throws {
        var frame = Frame(width: 4, height: 3, style: ink)
        frame.drawBox(frame.bounds, rounded: true, style: ink)
        let parsed = try #require(ExportParsedMarkup.parse(SVGExport.svg(frame)))
        let d = try #require(parsed.elements(named: "path").first?.attributes["d"])
        #expect(parsed.elements(named: "path").count == 1)
        #expect(d.components(separatedBy: "A4.2 4.2 0 0 ").count - 1 == 4)
        #expect(d.contains("M8.4 9A4.2 4.2 0 0 0 4.2 13.2"))   // ╭ from the top edge down to the left side
        #expect(d.contains("M25.2 9A4.2 4.2 0 0 1 29.4 13.2"))  // ╮
        #expect(d.contains("M8.4 9H25.2"))                      // top edge runs arc end to arc end
        #expect(d.contains("M4.2 13.2V40.8"))                   // left side runs arc end to arc end
    }

    @Test func doubleCornersJoinOuterToOuterAndInnerToInner() throws {
        var frame = Frame(width: 4, height: 1, style: ink)
        frame.writeCells("╔══╗", column: 0, row: 0, style: ink)
        let parsed = try #require(ExportParsedMarkup.parse(SVGExport.svg(frame)))
        let d = try #require(parsed.elements(named: "path").first?.attributes["d"])
        #expect(d.contains("M2.1 7.5H31.5"))  // outer stroke: to the outer edge of the outer verticals
        #expect(d.contains("M5.1 10.5H28.5")) // inner stroke: to the inner verticals
        #expect(d.contains("M2.7 6.9V18"))    // ╔ outer vertical starts at the top edge of the outer stroke
        #expect(d.contains("M5.7 9.9V18"))    // ╔ inner vertical starts at the top edge of the inner stroke
    }

    @Test func boxTableMatchesTheUnicodeCharacterNames() throws {
        for value in UInt32(0x2500)...0x257F {
            let scalar = try #require(Unicode.Scalar(value))
            let name = try #require(scalar.properties.name)
            let glyph = try #require(BoxGlyph.of(scalar))
            if name.contains("DIAGONAL") {
                #expect(glyph == .diagonal(rising: name.contains("UPPER RIGHT TO LOWER LEFT") || name.contains("CROSS"),
                                           falling: name.contains("UPPER LEFT TO LOWER RIGHT") || name.contains("CROSS")), "\(name)")
                continue
            }
            let expected = Self.arms(fromName: name)
            if name.contains(" ARC ") {
                #expect(glyph == .arc(expected), "\(name)")
            } else {
                #expect(glyph == .arms(expected), "\(name)")
            }
        }
        #expect(BoxGlyph.of("a") == nil && BoxGlyph.of("\u{2580}") == nil)
    }

    /// Reads a box-drawing name like "UP HEAVY AND RIGHT DOWN LIGHT": each clause's weight
    /// applies to its directions, and a clause without one inherits the previous weight.
    static func arms(fromName name: String) -> BoxArms {
        var words = name.split(separator: " ").map(String.init).dropFirst(2)  // "BOX DRAWINGS"
        words = words.enumerated().filter { index, word in
            let next = words.dropFirst(index + 1).first
            return !["ARC", "TRIPLE", "QUADRUPLE", "DASH"].contains(word) && !(word == "DOUBLE" && next == "DASH")
        }.map(\.element)[...]
        var arms = BoxArms(up: .none, right: .none, down: .none, left: .none)
        var inherited = LineWeight.none
        for clause in words.split(separator: "AND") {
            var weight: LineWeight?
            var directions: [WritableKeyPath<BoxArms, LineWeight>] = []
            for word in clause {
                switch word {
                case "LIGHT", "SINGLE": weight = .light
                case "HEAVY": weight = .heavy
                case "DOUBLE": weight = .double
                case "UP": directions.append(\.up)
                case "DOWN": directions.append(\.down)
                case "LEFT": directions.append(\.left)
                case "RIGHT": directions.append(\.right)
                case "VERTICAL": directions += [\.up, \.down]
                case "HORIZONTAL": directions += [\.left, \.right]
                default: Issue.record("unexpected word \(word) in \(name)")
                }
            }
            inherited = weight ?? inherited
            for direction in directions { arms[keyPath: direction] = inherited }
        }
        return arms
    }

    @Test func glyphsSitOnTheGridAndRunsSplitAtDoubleSpaces() throws {
        var frame = Frame(width: 16, height: 2, style: ink)
        frame.writeCells("ab c  d", column: 3, row: 1, style: ink)
        let parsed = try #require(ExportParsedMarkup.parse(SVGExport.svg(frame)))
        let texts = parsed.elements(named: "text")
        #expect(texts.map(\.text) == ["ab c", "d"])
        #expect(texts.map { $0.attributes["x"] } == ["25.2 33.6 42 50.4", "75.6"])
        #expect(texts.map { $0.attributes["y"] } == ["31", "31"])
        #expect(texts.allSatisfy { $0.fill == "#EEEEEE" })
    }

    @Test func wideGlyphsTakeTwoCells() throws {
        var frame = Frame(width: 8, height: 1, style: ink)
        frame.writeCells("漢\u{0}字\u{0}x", column: 1, row: 0, style: ink)
        let parsed = try #require(ExportParsedMarkup.parse(SVGExport.svg(frame)))
        let text = try #require(parsed.elements(named: "text").first)
        #expect(text.text == "漢字x")
        #expect(text.attributes["x"] == "8.4 25.2 42")
    }

    @Test func attributesBecomeFontPropertiesBlendsAndBars() throws {
        let black = RGB(0x000000), white = RGB(0xFFFFFF)
        var frame = Frame(width: 12, height: 2, style: CellStyle(foreground: white, background: black))
        frame.writeCells("B", column: 0, row: 0, style: CellStyle(foreground: white, background: black, attributes: .bold))
        frame.writeCells("I", column: 2, row: 0, style: CellStyle(foreground: white, background: black, attributes: .italic))
        frame.writeCells("D", column: 4, row: 0, style: CellStyle(foreground: white, background: black, attributes: .dim))
        frame.writeCells("u u", column: 0, row: 1, style: CellStyle(foreground: white, background: black, attributes: .underline))
        frame.writeCells("s", column: 6, row: 1, style: CellStyle(foreground: white, background: black, attributes: .strikethrough))
        let parsed = try #require(ExportParsedMarkup.parse(SVGExport.svg(frame)))
        let texts = Dictionary(uniqueKeysWithValues: parsed.elements(named: "text").map { ($0.text, $0) })
        #expect(texts["B"]?.attributes["font-weight"] == "700")
        #expect(texts["I"]?.attributes["font-style"] == "italic")
        #expect(texts["D"]?.fill == "#999999")  // 60 % of white over black
        let bars = parsed.elements(named: "rect", inClass: "decorations").map {
            [$0.number("x"), $0.number("y"), $0.number("width"), $0.number("height")]
        }
        #expect(bars == [[0, 32.4, 25.2, 1], [50.4, 26.8, 8.4, 1]])  // underline spans the space too
    }

    @Test func markupCharactersAreEscapedAndControlsReplaced() throws {
        var frame = Frame(width: 12, height: 1, style: ink)
        frame.writeCells("<&\"'>x\u{1}\u{1B}\u{7F}\u{9B}", column: 0, row: 0, style: ink)
        let title = "<Sky & \"Dark\">\u{0}\u{8}"
        let svg = SVGExport.svg(frame, caption: ExportCaption(title: title, pairs: [(key: "a&b", value: "<\u{1F}>")]))
        #expect(!svg.unicodeScalars.contains { !XMLText.isAllowed($0) && $0 != "\n" })
        let parsed = try #require(ExportParsedMarkup.parse(svg))
        #expect(parsed.elements(named: "text", inClass: "text").map(\.text) == ["<&\"'>x\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"])
        #expect(parsed.elements(named: "title").first?.text == "<Sky & \"Dark\">\u{FFFD}\u{FFFD}")
        #expect(parsed.elements(named: "desc").first?.text == "a&b: <\u{FFFD}>")
        #expect(svg.contains("&lt;&amp;&quot;&#39;&gt;x"))
    }

    @Test func aFullScreenCardIsTensOfKilobytes() throws {
        let frame = ExportSampleFrames.card()
        let svg = SVGExport.svg(frame, caption: .shade(theme: "Sky", appearance: "Dark", contrast: "Standard", columns: 120, rows: 40, generator: "shade test"))
        #expect(ExportParsedMarkup.parse(svg) != nil)
        #expect(svg.utf8.count < 64 * 1024, "\(svg.utf8.count) bytes")
    }

    @Test func captionAddsABandTitleDescriptionAndJSONMetadata() throws {
        let frame = Frame(width: 80, height: 10, style: ink)
        let caption = ExportCaption.shade(theme: "Sky", appearance: "Dark", contrast: "Standard", simulation: "Deuteranopia",
                                          columns: 80, rows: 10, generator: "shade 0.1")
        #expect(caption.title == "Shade — Sky · Dark · Standard contrast · Deuteranopia")
        let parsed = try #require(ExportParsedMarkup.parse(SVGExport.svg(frame, caption: caption)))
        let root = try #require(parsed.elements(named: "svg").first)
        let band = SVGExport.captionBand(caption, width: 672, originY: 180)
        #expect(root.attributes["width"] == "672")
        #expect(root.attributes["height"] == SVGNumber.format(180 + band.height))
        #expect(root.attributes["viewBox"] == "0 0 672 \(SVGNumber.format(180 + band.height))")
        #expect(parsed.elements(named: "title").first?.text == caption.title)
        #expect(parsed.elements(named: "text", inClass: "caption").first?.text == caption.title)
        let json = try #require(parsed.elements(named: "metadata").first?.text)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
        #expect(object == ["title": caption.title, "theme": "Sky", "appearance": "Dark", "contrast": "Standard",
                           "simulation": "Deuteranopia", "size": "80×10", "generator": "shade 0.1"])
    }

    @Test func captionFactsWrapToTheFrameWidth() {
        let facts = (1...6).map { ExportCaption.Entry(key: "key\($0)", value: "value") }  // 11 characters each
        // 24 px padding plus 7 px per character (a raster's whole-pixel advance): 25 characters
        // fit exactly two facts and a separator.
        #expect(CaptionBandLayout.factLines(facts, width: 24 + 25.5 * 7) == [
            "key1: value · key2: value", "key3: value · key4: value", "key5: value · key6: value",
        ])
    }

    @Test func groupsComposeIntoOneDocument() throws {
        let frame = Frame(width: 2, height: 1, style: ink)
        let body = SVGExport.group(frame) + SVGExport.group(frame, originX: 30, originY: 0)
        let document = SVGExport.document(width: 46.8, height: 18, body: body)
        #expect(document.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"46.8\" height=\"18\""))
        let parsed = try #require(ExportParsedMarkup.parse(document))
        #expect(parsed.elements(named: "g").filter { $0.attributes["class"] == "shade-frame" }.map { $0.attributes["transform"] }
            == [nil, "translate(30 0)"])
        #expect(SVGExport.size(of: frame) == (16.8, 18))
    }

    @Test func numbersAreShortAndExactToHundredths() {
        #expect(["0", "8.4", "16.8", "1.05", "-2.1", "1008", "0.01"]
            == [0, 8.4, 2 * 8.4, 1.05, -2.1, 120 * 8.4, 0.004 + 0.006].map(SVGNumber.format))
    }
}
