import ArgumentParser
import Foundation
import ShadeApp
import ShadeOutput
import ShadeTokens
import ShadeView
import Testing
@testable import ShadeCLI
import ShadeText
import ShadeCatalog

/// Every string that came from a theme file or a file name reaches output only through
/// `VisibleText.escaping` (text) or a JSON escape: one test per output path, each with a
/// theme whose name, description and file name carry terminal controls.
@Suite struct EscapeInjectionTests {
    /// OSC 52 (set the clipboard, what went through tmux), a C1 CSI, DEL and a right-to-left override.
    static let hostileName = "Corporate 2025\u{1B}]52;c;aGVsbG8=\u{07}\u{9B}31m\u{7F}\u{202E}evil"
    static let hostileDescription = "clears\u{1B}[2J\u{1B}c the screen \u{2066}isolated\u{2069}"

    /// A folder with a theme named in its file (OSC 52 …) and one named only by its file
    /// name, `Ocean<ESC>c.json` (ESC c resets a terminal).
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "shade-escape-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let named = """
            { "$description": \(jsonString(hostileDescription)),
              "$extensions": { "dev.shade": { "name": \(jsonString(hostileName)), "extends": "Sky" } } }
            """
        try Data(named.utf8).write(to: URL(fileURLWithPath: folder + "/corporate.json"))
        try Data(#"{ "$extensions": { "dev.shade": { "extends": "Sky" } } }"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/Ocean\u{1B}c.json"))
        // A broken file with a hostile name, so diagnostics carry one too.
        try Data("{ \"light\": ".utf8).write(to: URL(fileURLWithPath: folder + "/broken\u{1B}]0;title\u{07}.json"))
        return folder
    }

    static func jsonString(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    /// No scalar that a terminal obeys or that reorders text: C0 (bar tab and newline), DEL,
    /// C1, and the bidi embeddings, overrides and isolates.
    static func isInert(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            let value = scalar.value
            return (value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(value)
                || VisibleText.isBidiControl(scalar)
        }
    }

    static func inert(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(isInert(text), "\(what) leaks a control: \(text.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || VisibleText.isBidiControl($0) }.map { String($0.value, radix: 16) })",
                sourceLocation: sourceLocation)
    }

    func catalog() throws -> (ThemeCatalog, String) {
        let folder = try Self.folder()
        return (ThemeCatalog.load(paths: [folder]), folder)
    }

    @Test func theDidYouMeanSuggestionIsEscaped() throws {
        let (catalog, folder) = try catalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A near miss of each hostile name.
        for wanted in ["Corporate 2025]52;c;aGVsbG8=", "ocean^[d", "Oceanc"] {
            do {
                _ = try catalog.requireTheme(wanted)
                Issue.record("\(wanted) was found")
            } catch let failure as CommandFailure {
                Self.inert(failure.message, "requireTheme(\(wanted))")
            }
        }
        do {
            _ = try catalog.requireTheme("Oceanc")
        } catch let failure as CommandFailure {
            #expect(failure.message.contains("did you mean Ocean^[c?"), "\(failure.message)")
        }
    }

    @Test func diagnosticsAndValidateEscapeFileNames() throws {
        let (catalog, folder) = try catalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let problems = catalog.allProblems()
        #expect(!problems.isEmpty)
        for problem in problems { Self.inert(problem.description, "diagnostic") }
        #expect(problems.contains { $0.description.contains("broken^[]0;title^G.json") })
        Self.inert(AppModel.banner(for: problems) ?? "", "banner")
    }

    @Test func listTextAndJSONEscapeNamesDescriptionsAndSources() throws {
        let (catalog, folder) = try catalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = ListReport.text(catalog)
        Self.inert(text, "list text")
        #expect(text.contains("<U+202E>evil"), "bidi controls are shown, not obeyed")
        #expect(text.contains("<U+2066>isolated<U+2069>"))
        let json = ListReport.json(catalog)
        Self.inert(json, "list JSON")
        #expect(json.contains(#"\u009b31m\u007f\u202eevil"#), "C1, DEL and bidi are \\u escapes")
        // Still JSON, and the escapes decode to the very name.
        let document = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [[String: Any]]])
        #expect(document["themes"]?.contains { $0["name"] as? String == Self.hostileName } == true)
    }

    @Test func tokensAndContrastEscapeTheThemeName() throws {
        let (catalog, folder) = try catalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let resolved = try catalog.requireTheme(Self.hostileName).resolve(Resolution(.dark))
        Self.inert(TokensReport.text(resolved, swatches: false), "tokens text")
        Self.inert(TokensReport.json(resolved), "tokens JSON")
        let section = ContrastReport.Section(resolved: resolved)
        Self.inert(ContrastReport.text([section], onlyFailures: false), "contrast text")
        Self.inert(ContrastReport.json([section]), "contrast JSON")
        let ocean = try catalog.requireTheme("Ocean\u{1B}c").resolve(Resolution(.light))
        Self.inert(TokensReport.text(ocean, swatches: false), "tokens text, name from the file name")
    }

    @Test func thePreviewerHeaderBannerAndExportsEscape() throws {
        let (catalog, folder) = try catalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(catalog: catalog)
        let index = try #require(library.index(of: Self.hostileName))
        let state = AppState(themeIndex: index, themeCount: library.entries.count, appearanceMode: .dark)
        let model = AppModel(state: state, library: library, banner: AppModel.banner(for: catalog.allProblems()),
                                message: "✔ Saved " + VisibleText.escaping("/tmp/\u{1B}c/x.svg"))
        let frame = Screen.render(model, columns: 200, rows: 40)
        Self.inert(String(String.UnicodeScalarView(frame.cells.map(\.scalar))), "frame")
        let caption = ExportNaming.caption(model: model, columns: 200, rows: 40)
        Self.inert(caption.title, "caption")
        #expect(caption.title.contains("<U+202E>evil"))
        Self.inert(SVGExport.svg(frame, caption: caption), "SVG")
        Self.inert(HTMLExport.html(frame, caption: caption), "HTML")
        Self.inert(ANSIExport.text(frame), "text snapshot")
        let name = ExportNaming.fileName(theme: Self.hostileName, state: state, drawn: Resolution(.dark), date: Date(), extension: "svg")
        #expect(name.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 })
    }

    @Test func theSheetEscapesNames() throws {
        let (catalog, folder) = try catalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let command = try SheetCommand.parse(["--theme", Self.hostileName, "--size", "60x20", "--format", "svg"])
        let sheet = try command.document(catalog: catalog)
        Self.inert(String(decoding: try command.render(sheet), as: UTF8.self), "sheet SVG")
    }

    @Test func visibleTextShowsBidiControls() {
        #expect(VisibleText.escaping("a\u{202A}b\u{202B}c\u{202C}d\u{202D}e\u{202E}f\u{2066}g\u{2067}h\u{2068}i\u{2069}")
            == "a<U+202A>b<U+202B>c<U+202C>d<U+202D>e<U+202E>f<U+2066>g<U+2067>h<U+2068>i<U+2069>")
        #expect(VisibleText.escaping("שלום עולם") == "שלום עולם", "right-to-left text itself is left alone")
    }
}
