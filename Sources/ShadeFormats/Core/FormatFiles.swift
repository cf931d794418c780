import ShadeTokens
import ShadeFiles

/// Reading files for the format readers: bounded reads that turn every failure into one
/// diagnostic. Every read goes through a `TokenFiles` (from disk, `DiskTokenFiles`, unless
/// the caller gives another), so no reader opens a file or lists a folder itself.
public enum FormatFiles {
    /// The largest file a reader accepts (as for theme files).
    public static let maximumFileSize = FileSystem.maximumThemeFileSize

    /// The text of `path` in `files`, or one diagnostic saying why it cannot be read.
    public static func text(_ path: String, in files: any TokenFiles = DiskTokenFiles()) -> Result<String, Diagnostic> {
        bytes(path, in: files).flatMap { bytes in text(bytes: bytes, file: path) }
    }

    /// `bytes` as text, or one diagnostic naming `file` when they are not UTF-8.
    public static func text(bytes: [UInt8], file: String) -> Result<String, Diagnostic> {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(Diagnostic(file: file, message: "the file is not UTF-8 text"))
        }
        return .success(text)
    }

    /// The bytes of `path` in `files`, at most ``maximumFileSize``. Only a regular file is
    /// read, so a FIFO or device named like a theme is refused, never waited on.
    public static func bytes(_ path: String, in files: any TokenFiles = DiskTokenFiles()) -> Result<[UInt8], Diagnostic> {
        files.contents(atPath: path, limit: maximumFileSize + 1, refusingOver: maximumFileSize)
            .mapError { Diagnostic(file: path, message: $0.message) }
            .flatMap { bytes in
                bytes.count <= maximumFileSize ? .success(bytes)
                    : .failure(Diagnostic(file: path, message: FileSystem.sizeRefusal(size: nil, cap: maximumFileSize)))
            }
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
