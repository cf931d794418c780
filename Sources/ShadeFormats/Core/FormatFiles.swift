import FoundationEssentials
import ShadeTokens
import ShadeFiles

/// Reading and writing files for the format readers and writers: bounded reads that turn
/// every failure into one diagnostic, folder listings, and atomic writes.
public enum FormatFiles {
    /// The largest file a reader accepts (as for theme files).
    public static let maximumFileSize = FileSystem.maximumThemeFileSize

    /// The text of `path`, or one diagnostic saying why it cannot be read.
    public static func text(_ path: String) -> Result<String, Diagnostic> {
        bytes(path).flatMap { data in text(bytes: Array(data), file: path) }
    }

    /// `bytes` as text, or one diagnostic naming `file` when they are not UTF-8.
    public static func text(bytes: [UInt8], file: String) -> Result<String, Diagnostic> {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(Diagnostic(file: file, message: "the file is not UTF-8 text"))
        }
        return .success(text)
    }

    /// The bytes of `path`, bounded like ``text(_:)``. Only a regular file is read, opened
    /// without blocking, so a FIFO or device named like a theme is refused, never waited on.
    public static func bytes(_ path: String) -> Result<Data, Diagnostic> {
        switch FileSystem.regularFileContents(atPath: path, limit: maximumFileSize + 1, refusingOver: maximumFileSize) {
        case .failure(let problem):
            if let size = problem.size {
                return .failure(Diagnostic(file: path, message: "the file is \(size) bytes; the limit is \(maximumFileSize)"))
            }
            return .failure(Diagnostic(file: path, message: problem.message))
        case .success(let bytes):
            guard bytes.count <= maximumFileSize else {
                return .failure(Diagnostic(file: path, message: "the file is over \(maximumFileSize) bytes"))
            }
            return .success(Data(bytes))
        }
    }

    /// The names in folder `path` that `keep` accepts, sorted; empty when it cannot be
    /// listed. Plain `readdir`, filtered before sorting: a themes folder of thousands of JSON
    /// files is scanned for the few files in other formats.
    public static func list(_ path: String, keeping keep: (String) -> Bool = { _ in true }) -> [String] {
        ((try? FileSystem.entries(ofDirectory: path).get()) ?? []).filter(keep).sorted()
    }

    /// The file name of `path` without the folder and without `suffix`.
    public static func baseName(_ path: String, dropping suffixes: [String] = []) -> String {
        var name = Substring(FileSystem.fileName(path))
        for suffix in suffixes where name.lowercased().hasSuffix(suffix) { name = name.dropLast(suffix.count) }
        return String(name)
    }
}

/// A line-oriented text file split once: each line with its number, for readers of formats
/// made of lines (Ghostty, kitty) whose diagnostics name `file:line:col`.
struct NumberedLines: Sequence {
    let lines: [Substring]

    /// Lines end at LF, CRLF or a lone CR. Split on characters, where CRLF is one
    /// `Character` (a grapheme), so splitting on `"\n"` alone left a CRLF file one line.
    init(_ text: String) {
        lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    func makeIterator() -> some IteratorProtocol<(number: Int, text: Substring)> {
        lines.enumerated().lazy.map { (number: $0.offset + 1, text: $0.element) }.makeIterator()
    }
}

extension Substring {
    /// The 1-based column of `index` within this line, in characters.
    func column(of index: Index) -> Int { distance(from: startIndex, to: index) + 1 }
}

/// A reader's reason, before it knows the file and position to put in a ``Diagnostic``.
public struct FormatProblem: Error, Hashable, Sendable {
    /// What is wrong, in words.
    public var message: String

    /// Creates a problem.
    public init(_ message: String) { self.message = message }
}
