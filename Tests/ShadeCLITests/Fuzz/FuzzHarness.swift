import Foundation
import ShadeOutput
import ShadeTokens
import ShadeView
@testable import ShadeCLI
import ShadeJSON
import ShadeText
import ShadeCatalog

/// Runs one mutated theme through everything that reads a theme file, in process and through
/// the real binary, and says what went wrong: a crash, a hang or a raw control character.
struct FuzzHarness {
    /// The bundled themes, each with the base mapping merged in and named "Fuzz", so a case
    /// is one self-contained file whose resolution and drawing really run.
    static let corpus: [FuzzJSON] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        func read(_ name: String) -> FuzzJSON? {
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("themes/\(name).json").path),
                  let node = try? JSONParser.parse(Array(data)) else { return nil }
            return FuzzJSON(node)
        }
        guard let base = read("base") else { return [] }
        let extensions = FuzzJSON.object([("dev.shade", .object([("name", .string("Fuzz"))]))])
        return ["system", "graphite", "sky", "tomato", "gold", "grass", "ruby"].compactMap { theme in
            // The base's role and the theme's name and parent go: the file stands alone.
            guard case .object(let members) = base.merging(read(theme) ?? .null) else { return nil }
            return .object(members.filter { $0.key != "$extensions" } + [("$extensions", extensions)])
        }
    }()

    /// Longer than any case takes on a loaded machine, far shorter than a hang.
    static let deadline: Duration = .seconds(30)

    /// A case's file: a corpus theme with one to four mutations, all chosen by `seed`.
    static func theme(seed: UInt64) -> String {
        var mutator = ThemeMutator(seed: seed)
        let original = mutator.pick(corpus)
        let count = 1 + mutator.index(4)
        return mutator.mutate(original, count: count).text
    }

    /// Loads, resolves, reports and draws the file in process; returns what went wrong.
    /// `drew` says whether the mutated theme still resolved and was drawn.
    func runInProcess(file: String) -> (problems: [String], drew: Bool) {
        var problems: [String] = []
        var drew = false
        func check(_ output: String, _ what: String, allowSGR: Bool) {
            if let found = FuzzHarness.rawControl(in: output, allowSGR: allowSGR) { problems.append("\(what): raw \(found)") }
        }
        let catalog = ThemeCatalog.load(paths: [file])
        check(catalog.diagnostics.map(\.description).joined(separator: "\n"), "diagnostics", allowSGR: false)
        for theme in catalog.themes where theme.source != .bundled {
            for resolution in theme.availableResolutions {
                guard let resolved = try? theme.resolve(resolution) else { continue }
                check(TokensReport.text(resolved, swatches: true), "tokens", allowSGR: true)
                check(TokensReport.json(resolved), "tokens json", allowSGR: false)
                let section = ContrastReport.Section(resolved: resolved)
                check(ContrastReport.text([section], onlyFailures: false), "contrast", allowSGR: true)
                check(ContrastReport.json([section]), "contrast json", allowSGR: false)
            }
            for arguments in [["--format", "ansi"], ["--format", "svg", "--split"], ["--format", "html", "--appearance", "dark", "--contrast", "high"]] {
                guard let command = try? SnapshotCommand.parse(["--theme", theme.name, "--themes", file, "--size", "100x32"] + arguments),
                      let model = try? command.screenModel(catalog: catalog) else { continue }
                check(String(decoding: (try? command.render(model)) ?? [], as: UTF8.self), "snapshot \(arguments[1])", allowSGR: arguments[1] == "ansi")
                drew = true
            }
        }
        check(ListReport.json(catalog), "list json", allowSGR: false)
        return (problems, drew)
    }

    /// Runs the real binary's data and snapshot commands on the file, each with a deadline.
    func runBinary(_ shade: ShadeBinary, file: String, environment: [String: String]) -> [String] {
        var problems: [String] = []
        let commands: [(arguments: [String], allowSGR: Bool)] = [
            (["validate", file], false),
            (["tokens", "--theme", "Fuzz", "--themes", file, "--format", "json"], false),
            (["snapshot", "--theme", "Fuzz", "--themes", file, "--format", "ansi", "--size", "100x32"], true),
            (["snapshot", "--theme", "Fuzz", "--themes", file, "--format", "svg", "--size", "100x32"], false),
        ]
        for command in commands {
            let name = command.arguments.prefix(1).joined() + " " + command.arguments.suffix(2).joined(separator: " ")
            do {
                let result = try E2EProcess.run(shade.path, command.arguments, environment: environment, timeout: FuzzHarness.deadline)
                if result.status > 2 { problems.append("\(name): exit status \(result.status)\n\(result.standardError.suffix(1500))") }
                if let found = FuzzHarness.rawControl(in: result.standardOutput, allowSGR: command.allowSGR) { problems.append("\(name): raw \(found) on stdout") }
                if let found = FuzzHarness.rawControl(in: result.standardError, allowSGR: false) { problems.append("\(name): raw \(found) on stderr") }
            } catch {
                problems.append("\(name): \(error)")
            }
        }
        return problems
    }

    /// The first control character in `output` that Shade did not mean to send: anything
    /// below U+0020 but newline and tab, DEL, and C1 (U+0080–U+009F); with `allowSGR`, an
    /// ESC that starts a complete SGR sequence (`ESC [ digits ; : m`) is Shade's own.
    static func rawControl(in output: String, allowSGR: Bool) -> String? {
        let scalars = Array(output.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            if value == 0x1B, allowSGR, index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, "0123456789;:".unicodeScalars.contains(scalars[end]) { end += 1 }
                if end < scalars.count, scalars[end] == "m" {
                    index = end + 1
                    continue
                }
            }
            let isControl = (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
            if isControl {
                let context = String(String.UnicodeScalarView(scalars[max(0, index - 20)..<min(scalars.count, index + 10)]))
                return "U+\(String(value, radix: 16, uppercase: true)) near \(VisibleText.escaping(context).debugDescription)"
            }
            index += 1
        }
        return nil
    }
}
