/// Warnings are for people: a command other than `shade validate` says each kind of problem
/// once per file, and leaves the list to `validate`.
extension Array where Element == Diagnostic {
    /// The lines to show: every line that has no kind as it is, and for each file and kind
    /// the one line itself, or, when several share them, one line counting them
    /// (`tokens/button.tokens.json: 14 tokens hold a stray "alpha" beside $value; shade
    /// validate tokens/button.tokens.json lists them`) where the first of them stood.
    public func summarisedByKind() -> [Diagnostic] {
        var counts: [DiagnosticKindKey: Int] = [:]
        for line in self {
            guard let kind = line.kind else { continue }
            counts[DiagnosticKindKey(file: line.file, kind: kind), default: 0] += line.problemCount
        }
        var said: Set<DiagnosticKindKey> = []
        var result: [Diagnostic] = []
        for line in self {
            guard let kind = line.kind else { result.append(line); continue }
            let key = DiagnosticKindKey(file: line.file, kind: kind)
            guard said.insert(key).inserted else { continue }
            let count = counts[key] ?? 1
            guard count > 1 else { result.append(line); continue }
            var summary = Diagnostic(file: line.file, message: "\(count) tokens \(kind); shade validate "
                                     + "\(ShellWord.quoted(line.file)) lists them")
            summary.severity = line.severity
            result.append(summary)
        }
        return result
    }
}

extension Array where Element == Diagnostic {
    /// How many lines of one file a command other than `shade validate` shows: enough to see
    /// what is wrong, few enough that a folder of partly broken files still fits a screen.
    public static var briefLinesPerFile: Int { 3 }

    /// The lines a command other than `shade validate` prints: each kind once per file
    /// (``summarisedByKind()``), at most ``briefLinesPerFile`` lines per file, and one line
    /// counting the rest and naming the command that lists them all.
    public func briefPerFile() -> [Diagnostic] {
        summarisedByKind().cappedPerFile(Self.briefLinesPerFile).map { line in
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
