import Foundation
import ShadeApp
import ShadeTokens
import ShadeView
import Testing
@testable import ShadeCLI
import ShadeCatalog

/// `snapshot` and `sheet` of a theme whose file is broken print the file's own problems, as
/// `validate` words them, not only the note that another variant is drawn (issue 14).
@Suite struct ShownThemeProblemsTests {
    /// Sky with a light page colour that is no colour, its text carrying an escape sequence.
    static let broken = ##"""
    { "$extensions": { "dev.shade": { "name": "Broken", "extends": "Sky" } },
      "light": { "$type": "color", "backgroundPrimary": { "$value": "#E0F0FZ\u001b[31m" } } }
    """##

    /// The problem lines `shade validate FILE` prints for the file.
    func validateLines(_ shade: ShadeBinary, _ path: String, _ environment: [String: String]) throws -> [String] {
        let validate = try E2EProcess.run(shade.path, ["validate", path], environment: environment, timeout: .seconds(60))
        #expect(validate.status == 1, "\(validate.standardOutput)")
        let lines = validate.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains("broken.json:") }
        #expect(!lines.isEmpty, "\(validate.standardOutput)")
        return lines
    }

    @Test(arguments: [
        ["snapshot", "--theme", "Broken", "--format", "text"],
        ["snapshot", "--theme", "Broken", "--split", "--format", "text"],
        ["sheet", "--theme", "Broken", "--theme", "Sky", "--format", "svg", "--size", "60x20"],
    ])
    func thePictureOfABrokenThemeNamesTheFilesProblems(_ arguments: [String]) throws {
        let home = try E2EHome()
        defer { home.remove() }
        let path = try home.writeUserTheme(named: "broken.json", contents: Self.broken)
        let shade = try ShadeBinary.require()
        let environment = home.environment(adding: ProcessInfo.processInfo.environment)
        let expected = try validateLines(shade, path, environment)
        let result = try E2EProcess.run(shade.path, arguments, environment: environment, timeout: .seconds(120))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardOutput.isEmpty)
        let errors = result.standardError.split(separator: "\n").map(String.init)
        for line in expected {
            #expect(errors.filter { $0 == "shade: warning: " + line }.count == 1, "\(line) in:\n\(result.standardError)")
        }
        #expect(!result.standardError.contains("\u{1B}"), "an escape from the file reached the terminal")
        #expect(result.standardError.contains("E0F0FZ"), "\(result.standardError)")
    }

    @Test func aGoodThemePrintsNoProblems() throws {
        let home = try E2EHome()
        defer { home.remove() }
        _ = try home.writeUserTheme(named: "broken.json", contents: Self.broken)
        let shade = try ShadeBinary.require()
        let environment = home.environment(adding: ProcessInfo.processInfo.environment)
        let result = try E2EProcess.run(shade.path, ["snapshot", "--theme", "Sky", "--format", "text"], environment: environment,
                                        timeout: .seconds(60))
        #expect(result.status == 0)
        #expect(!result.standardError.contains("broken.json"), "\(result.standardError)")
    }

    @Test func linesAreCappedPerThemeAndCountTheRest() throws {
        let folder = NSTemporaryDirectory() + "shade-shown-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tokens = (0..<(Diagnostic.limitPerFile + 7)).map { ##""t\##($0)": { "$value": "#12345Z" }"## }.joined(separator: ", ")
        let text = #"{ "$extensions": { "dev.shade": { "name": "Many", "extends": "Sky" } }, "palette": { "$type": "color", \#(tokens) } }"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/many.json"))
        let catalog = ThemeCatalog.load(paths: [folder])
        let library = ThemeLibrary(catalog: catalog)
        let entry = try #require(library.entries.first { $0.name == "Many" })
        let lines = ShownThemeProblems.lines([entry], at: [Resolution(.light)], catalog: catalog)
        #expect(lines.count == Diagnostic.limitPerFile + 1, "\(lines.count)")
        #expect(lines.last == "shade: warning: … and 7 more problems in Many; see shade validate", "\(lines.last ?? "")")
        #expect(lines.first?.hasPrefix("shade: warning: " + folder + "/many.json:") == true, "\(lines.first ?? "")")
    }
}

/// A review picture that would replace a file is refused the way every runtime failure is
/// said: one `shade: …` line, the file untouched.
@Suite struct ReviewRefusalTests {
    @Test func anExistingFileIsRefusedInOneShadeLine() throws {
        let home = try E2EHome()
        defer { home.remove() }
        let shade = try ShadeBinary.require()
        let environment = home.environment(adding: ProcessInfo.processInfo.environment)
        let target = home.root.appendingPathComponent("mine.svg").path
        try Data("mine".utf8).write(to: URL(fileURLWithPath: target))
        let result = try E2EProcess.run(shade.path, ["snapshot", "--theme", "Sky", "-o", target], environment: environment,
                                        timeout: .seconds(60))
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("shade: '") && result.standardError.contains("exists; add --force to replace it"),
                "\(result.standardError)")
        #expect(!result.standardError.contains("Error:") && !result.standardError.contains("USAGE"), "\(result.standardError)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine")
    }
}
