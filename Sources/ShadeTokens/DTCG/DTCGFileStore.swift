import ShadeJSON
import ShadeSync

/// Reads and flattens the token files of a system, each once whatever number of contexts
/// share it, and keeps only what later contexts can still need.
///
/// A parsed tree costs some thirty times its file's size (an 800 KB file kept 27 MB), and
/// once its sources are flattened nothing reads it again: the tokens keep their own objects.
/// So trees go at the end of each resolution (``releaseParseTrees()``; a later context that
/// points somewhere else in the same file reads it again), and when a system has one context
/// only, its flattened tokens go too once it is resolved (``releaseAll()``): the resolved
/// tokens are all a theme needs. Thread-safe.
package final class DTCGFileStore: @unchecked Sendable {
    /// Token files larger than this are refused (a design system's files are far smaller).
    static let maximumFileSize = 16 << 20

    /// How many bytes of token files all live stores may hold in source form (a tree or
    /// flattened tokens) at once: past it a file is refused with one line, and the bound frees
    /// as stores release what they hold or are dropped. So 140 copies of one 800 KB file, or
    /// links to it, pass through it one system after another instead of exhausting memory.
    static let maximumLiveBytes = 48 << 20
    private static let liveBytes = Locked(0)
    /// What this store holds of ``liveBytes``, by file.
    private var charged: [String: Int] = [:]

    /// Where the files come from.
    let files: any TokenFiles
    /// How colours written as CSS strings are read (the reader's, handed in with the files).
    let colorStrings: DTCGColorStrings
    private let lock = Locked(())
    private var parsed: [String: Result<JSONNode, Diagnostic>] = [:]
    private var flattened: [DTCGSource: DTCGFlatDocument] = [:]

    init(files: any TokenFiles, colorStrings: DTCGColorStrings = .none) {
        self.files = files
        self.colorStrings = colorStrings
    }

    deinit {
        let total = charged.values.reduce(0, +)
        Self.liveBytes.withLock { $0 -= total }
    }

    /// Takes `count` bytes of ``maximumLiveBytes`` for `path`, once while it is held; false
    /// when they would pass it.
    private func charge(_ count: Int, for path: String) -> Bool {
        if lock.withLock({ _ in charged[path] != nil }) { return true }
        let taken = Self.liveBytes.withLock { live in
            guard live + count <= Self.maximumLiveBytes else { return false }
            live += count
            return true
        }
        guard taken else { return false }
        let twice = lock.withLock { _ in
            if charged[path] != nil { return true }
            charged[path] = count
            return false
        }
        if twice { Self.liveBytes.withLock { $0 -= count } }
        return true
    }

    /// Drops every parsed tree; their flattened tokens stay, and so does a failure (reading
    /// the file again would only say the same).
    func releaseParseTrees() {
        lock.withLock { _ in
            parsed = parsed.filter { if case .failure = $0.value { true } else { false } }
        }
    }

    /// Drops everything held in source form and gives back its share of ``maximumLiveBytes``:
    /// for a system no further context can ask of.
    func releaseAll() {
        let total = lock.withLock { _ in
            parsed = [:]
            flattened = [:]
            defer { charged = [:] }
            return charged.values.reduce(0, +)
        }
        Self.liveBytes.withLock { $0 -= total }
    }

    /// Takes `root` as `path`'s parsed tree, as if read from its `byteCount` bytes: for a
    /// reader that parsed the file already (the catalog, to tell what it is), so it is never
    /// parsed twice. False, holding nothing, when the bytes would pass ``maximumLiveBytes``.
    func seed(_ path: String, root: JSONNode, byteCount: Int) -> Bool {
        guard charge(byteCount, for: path) else { return false }
        lock.withLock { _ in parsed[path] = .success(root) }
        return true
    }

    /// The parsed file, read on first use.
    func node(_ path: String) -> Result<JSONNode, Diagnostic> {
        if let known = lock.withLock({ _ in parsed[path] }) { return known }
        let result: Result<JSONNode, Diagnostic>
        let whole = files.sourceContents(atPath: path, limit: Self.maximumFileSize + 1)
        let read = whole.flatMap { $0.count <= Self.maximumFileSize ? $0 : nil }
        if whole != nil, read == nil {
            result = .failure(Diagnostic(file: path, message: FileSystem.sizeRefusal(size: nil, cap: Self.maximumFileSize)))
        } else if let bytes = read, !charge(bytes.count, for: path) {
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
            case .success(let written):
                // A plain palette export's colours are known, so read, and said once: converted
                // whole, before a pointer selects a part (`#/dark`).
                let isPlain = DTCGPlainColorMap.isPlain(written)
                let root = isPlain ? DTCGPlainColorMap.tokens(written) : written
                if let pointer, !pointer.isEmpty {
                    let segments = DTCGPointer.segments(pointer)
                    if let part = DTCGPointer.follow(segments[...], in: root) {
                        // The part a pointer selects is the source: its members are top-level tokens.
                        // In a list (a Figma plugin's collections) it is one collection's mode.
                        document = DTCGFlatDocument(root: part, file: path, figmaVariables: root.array != nil)
                    } else {
                        document = DTCGFlatDocument(root: JSONNode(value: .object(JSONObject(members: [])), position: root.position), file: path)
                        document.diagnostics.append(Diagnostic(file: resolverFile, message: "\"\(path)#\(pointer)\" points at nothing in that file"))
                    }
                } else {
                    document = DTCGFlatDocument(root: root, file: path)
                }
                if isPlain { document.diagnostics.append(DTCGPlainColorMap.deviation(file: path, leaves: DTCGPlainColorMap.leafCount(written))) }
                if let reason = DTCGFolderDeprecation.reason(for: path, resolverFile: resolverFile) {
                    DTCGFolderDeprecation.mark(document, reason: reason)
                }
            }
        }
        lock.withLock { _ in flattened[source] = document }
        return document
    }
}
