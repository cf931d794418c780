import ShadeFiles
import ShadeFormats
import ShadeJSON
import ShadeTokens

/// A token file a project's own scripts turn into the files another of its systems reads: the
/// first stage of a two-stage build (a Tokens Studio export run through `token-transformer`
/// into the sources a Style Dictionary build reads). The system the second stage reads is the
/// one the team ships, and the script's command lines are where they chose which sets make
/// which file; the exported file on its own does not say (its `$themes` is often empty, so
/// every set would be layered in every appearance). It is left out, named in
/// `shade list --explain`, never a theme beside the system it feeds.
///
/// The evidence is one command line that names both: the file first (the input) and, after
/// it, a JSON file that exists in the folder the other system is read from (an output). Command lines are the `package.json`
/// `scripts` and the lines of the project's own script files (`*.js`, `*.mjs`, `*.cjs`, `*.ts`,
/// `*.sh` at its top and in its build-script folders: `scripts/`, `config/`, `build/`, `tools/`),
/// run from the project's folder.
enum TransformedSources {
    /// Script files larger than this are not build scripts a person wrote.
    static let scriptLimit = 256 * 1024
    /// The file extensions of script files read for command lines.
    static let scriptExtensions: Set<String> = ["js", "mjs", "cjs", "ts", "sh"]

    /// `systems` without those whose file a script of their project turns into another
    /// system's files; one explanation per system left out.
    static func leavingOut<Source>(_ systems: [(DesignSystem, Source)], roots: [String])
        -> (kept: [(DesignSystem, Source)], left: [SystemExplanation]) {
        guard systems.count > 1, !roots.isEmpty else { return (systems, []) }
        var projects = ProjectFolders(roots: roots, namedPackages: true)
        let members = projects.members(of: systems.map(\.0))
        var left: [Int: SystemExplanation] = [:]
        for (project, indices) in members.sorted(by: { $0.key < $1.key }) where indices.count > 1 {
            let lines = commandLines(project: project)
            guard !lines.isEmpty else { continue }
            for index in indices {
                let file = SourcePath.normalised(systems[index].0.file)
                guard let input = relative(file, to: project) else { continue }
                for other in indices where other != index && left[other] == nil {
                    // A system read from a folder (a Style Dictionary project, a folder of token
                    // files) takes the token files its build writes there.
                    let folder = SourcePath.normalised(systems[other].0.file)
                    guard FileSystem.status(atPath: folder)?.isDirectory == true,
                          let (line, output) = transforming(input, into: { written in
                              let path = FileSystem.join(project, written)
                              return path != file && relative(path, to: folder) != nil && written.lowercased().hasSuffix(".json")
                                  && FileKind.of(path) == .regular
                          }, lines: lines) else { continue }
                    let feeds = systems[other].0.file
                    left[index] = SystemExplanation(
                        system: systems[index].0.file,
                        reason: "not a theme of its own: the source a script of its project turns into \(output), which \(feeds) is read from "
                            + "(\(line.origin): \(line.shown))",
                        nameSource: "-", taken: [],
                        left: [SystemExplanation.File(path: systems[index].0.file, note: "transformed into \(output) by the project's scripts")])
                    break
                }
            }
        }
        guard !left.isEmpty else { return (systems, []) }
        return (systems.indices.filter { left[$0] == nil }.map { systems[$0] }, left.sorted { $0.key < $1.key }.map(\.value))
    }

    /// One command line and where it was written.
    struct CommandLine {
        /// `package.json` or the script file's name.
        var origin: String
        /// The line's words, quotes and `./` taken off.
        var words: [String]
        /// The line as it is shown, shortened.
        var shown: String
    }

    /// The first command line naming `input` and, after it, a file `isOutput` accepts; and that file.
    static func transforming(_ input: String, into isOutput: (String) -> Bool, lines: [CommandLine]) -> (CommandLine, String)? {
        for line in lines {
            guard let at = line.words.firstIndex(of: input) else { continue }
            if let output = line.words[(at + 1)...].first(where: isOutput) { return (line, output) }
        }
        return nil
    }

    /// `path` below `project`, or nil.
    static func relative(_ path: String, to project: String) -> String? {
        guard let below = SourcePath.below(project, path), !below.isEmpty else { return nil }
        return String(below)
    }

    /// The command lines of `project`'s `package.json` scripts and of its script files, at its
    /// top and in the folders a package keeps its build scripts in (as its configs are found).
    static func commandLines(project: String) -> [CommandLine] {
        let files = DiskTokenFiles()
        var lines = StyleDictionaryProject.packageScripts(project, files: files).map { commandLine($0.command, origin: "package.json") }
        let names = StyleDictionaryProject.entryNames(project: project, files: files) ?? []
        for name in names.sorted() where scriptExtensions.contains(name.split(separator: ".").last.map { String($0).lowercased() } ?? "") {
            guard case .success(let bytes) = FileSystem.regularFileContents(atPath: FileSystem.join(project, name), limit: scriptLimit) else { continue }
            for text in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) where text.contains("/") || text.contains(".json") {
                lines.append(commandLine(String(text), origin: name))
            }
        }
        return lines.filter { $0.words.count > 1 }
    }

    /// A line's words: split at spaces, quotes, parentheses and commas; `./` dropped.
    static func commandLine(_ text: String, origin: String) -> CommandLine {
        let separators: Set<Character> = [" ", "\t", "'", "\"", "`", "(", ")", ",", ";"]
        let words = text.split(whereSeparator: { separators.contains($0) }).map { word -> String in
            word.hasPrefix("./") ? String(word.dropFirst(2)) : String(word)
        }
        let trimmed = text.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
        let shown = trimmed.count > 100 ? String(trimmed.prefix(99)) + "…" : String(trimmed)
        return CommandLine(origin: origin, words: words, shown: shown)
    }
}

