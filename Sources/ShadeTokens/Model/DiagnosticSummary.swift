/// Warnings are for people: a command other than `shade validate` says each kind of problem
/// once per file, and leaves the list to `validate`.
extension Array where Element == Diagnostic {
    /// The lines to show: every line that has no kind as it is, and for each file and kind
    /// the one line itself, or, when several share them, one line counting them and naming
    /// the first (`tokens/button.tokens.json: 14 tokens hold a stray "alpha" beside $value
    /// (first: button.bg at 12:5); shade validate tokens/button.tokens.json lists them`) where
    /// the first of them stood.
    ///
    /// `foldingOver`: a kind met in more files than this is one line for all of them, said of
    /// the folder that holds them (`src: 112 tokens in 31 files alias tokens no file defines
    /// (first: src/brand/color.tokens.json:6:20 brand.primary); shade validate src lists
    /// them`): a package whose build lacks a palette gives the same line in every file, and
    /// a user must see the problem, not a screen of it. Nil: never folded.
    public func summarisedByKind(foldingOver fileLimit: Int? = nil) -> [Diagnostic] {
        var counts: [DiagnosticKindKey: Int] = [:]
        var filesOfKind: [String: [String]] = [:]
        for line in self {
            guard let kind = line.kind else { continue }
            let key = DiagnosticKindKey(file: line.file, kind: kind)
            if counts[key] == nil { filesOfKind[kind, default: []].append(line.file) }
            counts[key, default: 0] += line.problemCount
        }
        // Each kind's files, folded by folder: the files below one folder of the folder that
        // holds them all (one package of a workspace), when more than the limit; or all of
        // them at that folder, when each such folder holds fewer.
        var foldOf: [DiagnosticKindKey: String] = [:]
        var folds: [String: (files: Int, problems: Int)] = [:]
        if let fileLimit {
            for (kind, files) in filesOfKind where files.count > fileLimit {
                let common = Self.commonFolder(files)
                let parts = Dictionary(grouping: files) { file in
                    file.dropFirst(common.isEmpty ? 0 : common.count + 1).split(separator: "/").dropLast().first.map(String.init) ?? ""
                }
                let large = parts.filter { !$0.key.isEmpty && $0.value.count > fileLimit }
                for (part, members) in large.isEmpty ? ["": files] : large {
                    let folder = part.isEmpty ? common : Self.commonFolder(members)
                    for file in members {
                        let key = DiagnosticKindKey(file: file, kind: kind)
                        foldOf[key] = folder
                        folds[folder + "\u{0}" + kind, default: (0, 0)].files += 1
                        folds[folder + "\u{0}" + kind, default: (0, 0)].problems += counts[key] ?? 1
                    }
                }
            }
        }
        var said: Set<DiagnosticKindKey> = []
        var foldedSaid: Set<String> = []
        var result: [Diagnostic] = []
        for line in self {
            guard let kind = line.kind else { result.append(line); continue }
            if let folder = foldOf[DiagnosticKindKey(file: line.file, kind: kind)], let fold = folds[folder + "\u{0}" + kind] {
                guard foldedSaid.insert(folder + "\u{0}" + kind).inserted else { continue }
                let shown = folder.isEmpty ? line.file : String(line.file.dropFirst(folder.count + 1))
                var summary = Diagnostic(file: folder.isEmpty ? "." : folder,
                                         message: "\(fold.problems) tokens in \(fold.files) files \(kind) (first: \(shown)"
                                            + (line.position.map { ":\($0.line):\($0.column)" } ?? "")
                                            + (line.tokenPath.map { " \($0)" } ?? "") + "); shade validate "
                                            + "\(ShellWord.quoted(folder.isEmpty ? "." : folder)) lists them")
                summary.severity = line.severity
                result.append(summary)
                continue
            }
            let key = DiagnosticKindKey(file: line.file, kind: kind)
            guard said.insert(key).inserted else { continue }
            let count = counts[key] ?? 1
            guard count > 1 else { result.append(line); continue }
            let first = [line.tokenPath, line.position.map { "at \($0.line):\($0.column)" }].compactMap { $0 }.joined(separator: " ")
            var summary = Diagnostic(file: line.file, message: "\(count) tokens \(kind)" + (first.isEmpty ? "" : " (first: \(first))")
                                     + "; shade validate \(ShellWord.quoted(line.file)) lists them")
            summary.severity = line.severity
            result.append(summary)
        }
        return result
    }

    /// The lines with one message about a whole file (no token, no kind) that more than
    /// `fileLimit` files gave, said once for all of them where the first stood (`.: 123 files:
    /// reading YAML and TOML themes needs libShadeParsers.so …`): a message no file's content
    /// changes is about Shade or the machine, and one line tells it.
    func sameMessageOnce(over fileLimit: Int) -> [Diagnostic] {
        var files: [String: Set<String>] = [:]
        for line in self where line.kind == nil && line.tokenPath == nil && line.position == nil {
            files[line.message, default: []].insert(line.file)
        }
        let repeated = files.filter { $0.value.count > fileLimit }
        guard !repeated.isEmpty else { return self }
        var said: Set<String> = []
        var result: [Diagnostic] = []
        for line in self {
            guard line.kind == nil, line.tokenPath == nil, line.position == nil, let all = repeated[line.message] else {
                result.append(line)
                continue
            }
            guard said.insert(line.message).inserted else { continue }
            let folder = Self.commonFolder(all.sorted())
            var summary = Diagnostic(file: folder.isEmpty ? "." : folder, message: "\(all.count) files: \(line.message)")
            summary.severity = line.severity
            result.append(summary)
        }
        return result
    }

    /// The deepest folder holding every one of `files` (empty when they share none).
    private static func commonFolder(_ files: [String]) -> String {
        guard let first = files.first else { return "" }
        var parts = first.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for file in files.dropFirst() {
            let other = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            parts = parts.prefix(zip(parts, other).prefix { $0 == $1 }.count)
        }
        return parts.joined(separator: "/")
    }
}

extension Array where Element == Diagnostic {
    /// How many lines of one file a command other than `shade validate` shows: enough to see
    /// what is wrong, few enough that a folder of partly broken files still fits a screen.
    public static var briefLinesPerFile: Int { 3 }

    /// In how many files a kind of problem is said file by file before one line says it for
    /// their folder.
    public static var briefFilesPerKind: Int { 3 }

    /// The lines a command other than `shade validate` prints: each kind once per file, or
    /// once for its folder when met in many files (``summarisedByKind(foldingOver:)``), at
    /// most ``briefLinesPerFile`` lines per file, and one line counting the rest and naming
    /// the command that lists them all.
    public func briefPerFile() -> [Diagnostic] {
        sameMessageOnce(over: Self.briefFilesPerKind).summarisedByKind(foldingOver: Self.briefFilesPerKind).cappedPerFile(Self.briefLinesPerFile).map { line in
            guard let omitted = line.omitted else { return line }
            var pointer = line
            pointer.message = "… and \(omitted) more problem\(omitted == 1 ? "" : "s"); shade validate "
                + "\(ShellWord.quoted(line.file)) lists them"
            return pointer
        }
    }
}

/// One file and one kind of line in it.
private struct DiagnosticKindKey: Hashable {
    var file: String
    var kind: String
}

/// A file name as one word a shell reads back unchanged, for lines that tell the user what to run.
public enum ShellWord {
    /// `name` bare when it holds only characters no shell treats specially, else in single quotes.
    public static func quoted(_ name: String) -> String {
        let plain = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "/._-+,=@%:".unicodeScalars.contains(scalar))
        }
        if plain && !name.isEmpty { return name }
        return "'" + name.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
