import ShadeJSON
import ShadeSync

/// Reads and flattens every token file of a system once, whatever number of contexts
/// share it, and keeps the result for the life of the system. Thread-safe.
package final class DTCGFileStore: @unchecked Sendable {
    /// Token files larger than this are refused (a design system's files are far smaller).
    static let maximumFileSize = 16 << 20

    /// How many bytes of token files all live stores may hold parsed at once. A parsed file
    /// costs some thirty times its size (an 800 KB file kept 27 MB), so without a bound 140
    /// copies of one file, or links to it, exhausted 4 GB; past it a file is refused with one
    /// line, and the bound frees as systems are dropped.
    static let maximumLiveBytes = 48 << 20
    private static let liveBytes = Locked(0)
    /// What this store holds of ``liveBytes``.
    private var charged = 0

    /// Where the files come from.
    let files: any TokenFiles
    private let lock = Locked(())
    private var parsed: [String: Result<JSONNode, Diagnostic>] = [:]
    private var flattened: [DTCGSource: DTCGFlatDocument] = [:]

    init(files: any TokenFiles) {
        self.files = files
    }

    deinit {
        let charged = charged
        Self.liveBytes.withLock { $0 -= charged }
    }

    /// Takes `count` bytes of ``maximumLiveBytes`` for this store; false when they would pass it.
    private func charge(_ count: Int) -> Bool {
        let taken = Self.liveBytes.withLock { live in
            guard live + count <= Self.maximumLiveBytes else { return false }
            live += count
            return true
        }
        if taken { lock.withLock { _ in charged += count } }
        return taken
    }

    /// The parsed file, read on first use.
    func node(_ path: String) -> Result<JSONNode, Diagnostic> {
        if let known = lock.withLock({ _ in parsed[path] }) { return known }
        let result: Result<JSONNode, Diagnostic>
        let read = files.sourceContents(atPath: path, limit: Self.maximumFileSize + 1).flatMap { $0.count <= Self.maximumFileSize ? $0 : nil }
        if let bytes = read, !charge(bytes.count) {
            result = .failure(Diagnostic(file: path, message: "token files of more than \(Self.maximumLiveBytes >> 20) MiB in all are open already; "
                                         + "this one is not read (name fewer folders, or the system's own folder, with --themes)"))
        } else if let bytes = read {
            do {
                result = .success(try JSONParser.parse(bytes))
            } catch {
                // A source that is not JSON at all (a `$ref` to some other file) is named, never
                // quoted: its bytes may be anything, a password file's included.
                let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
                result = first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
                    ? .failure(Diagnostic(file: path, position: error.position, message: error.message))
                    : .failure(Diagnostic(file: path, message: "not a JSON token file (it does not start with {)"))
            }
        } else {
            result = .failure(Diagnostic(file: path, message: "cannot read the file"))
        }
        lock.withLock { _ in parsed[path] = result }
        return result
    }

    /// The tokens of `source`, flattened on first use; `inline` supplies inline sources.
    func document(_ source: DTCGSource, inline: [SourcePosition: JSONNode], resolverFile: String) -> DTCGFlatDocument {
        if let known = lock.withLock({ _ in flattened[source] }) { return known }
        var document: DTCGFlatDocument
        switch source {
        case .inline(let position):
            document = DTCGFlatDocument(root: inline[position] ?? JSONNode(value: .object(JSONObject(members: [])), position: position),
                                        file: resolverFile)
        case .file(let path, let pointer):
            switch node(path) {
            case .failure(let diagnostic):
                document = DTCGFlatDocument(root: JSONNode(value: .object(JSONObject(members: [])), position: SourcePosition(line: 1, column: 1)), file: path)
                document.diagnostics.append(diagnostic)
            case .success(let root):
                if let pointer, !pointer.isEmpty {
                    let segments = DTCGPointer.segments(pointer)
                    if let part = DTCGPointer.follow(segments[...], in: root) {
                        // The part a pointer selects is the source: its members are top-level tokens.
                        document = DTCGFlatDocument(root: part, file: path)
                    } else {
                        document = DTCGFlatDocument(root: JSONNode(value: .object(JSONObject(members: [])), position: root.position), file: path)
                        document.diagnostics.append(Diagnostic(file: resolverFile, message: "\"\(path)#\(pointer)\" points at nothing in that file"))
                    }
                } else {
                    document = DTCGFlatDocument(root: root, file: path)
                }
                if let reason = DTCGFolderDeprecation.reason(for: path, resolverFile: resolverFile) {
                    DTCGFolderDeprecation.mark(document, reason: reason)
                }
            }
        }
        lock.withLock { _ in flattened[source] = document }
        return document
    }
}
