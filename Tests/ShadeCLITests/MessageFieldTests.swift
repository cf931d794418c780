import Foundation
import Testing
import ShadeTokens
import ShadeJSON
import ShadeCatalog
@testable import ShadeCLI

/// Every line Shade prints about a file names the file, where in it, and the token: a line
/// with an empty field (`globals.css: : the colour lies outside sRGB`) tells the user nothing.
struct MessageFieldTests {
    static func folder(_ files: [String: String]) throws -> String {
        let folder = NSTemporaryDirectory() + "shade-fields-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        return folder
    }

    @Test func aStyleSheetsColourOutsideSRGBIsNamedByFileLineColumnAndToken() throws {
        // A shadcn/ui-shaped sheet whose destructive and accent colours lie outside sRGB.
        let folder = try Self.folder(["globals.css": """
            :root {
              --background: oklch(1 0 0);
              --foreground: oklch(0.145 0 0);
              --primary: oklch(0.6 0.3 260);
              --destructive: oklch(0.577 0.245 27.325);
            }
            .dark {
              --background: oklch(0.145 0 0);
              --foreground: oklch(0.985 0 0);
              --primary: oklch(0.7 0.3 260);
              --destructive: oklch(0.704 0.191 22.216);
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let warnings = ValidateCommand.gamutWarnings(ThemeCatalog.load(paths: [folder]))
        #expect(!warnings.isEmpty)
        for warning in warnings {
            #expect(warning.position != nil, "no line:col in \(warning)")
            #expect(!(warning.tokenPath ?? "").isEmpty, "no token in \(warning)")
            #expect(!warning.description.contains(": :"), "an empty field in \(warning)")
        }
        #expect(warnings.contains { $0.description.contains("globals.css:4:3: primary: the colour lies outside sRGB") },
                "\(warnings.map(\.description))")
    }

    @Test func anEmptyTokenIsNoFieldOfTheLine() {
        let line = Diagnostic(file: "a.css", position: SourcePosition(line: 2, column: 3), tokenPath: "", message: "wrong")
        #expect(line.tokenPath == nil)
        #expect(line.description == "a.css:2:3: wrong")
        var changed = line
        changed.tokenPath = ""
        #expect(changed.description == "a.css:2:3: wrong")
    }
}
