import ShadeFormats
import ShadeJSON
import ShadeTokens
import ShadeFiles
import ShadeText

/// What a file found among the themes is: the one answer of the one detector
/// (``FileClassifier``), whichever question asks it — `list`, `validate`, the catalog's load,
/// a folder's scan, `shade export`.
public enum FileClass: Equatable, Sendable {
    /// A theme in another format, read by that format's reader.
    case format(ThemeFormat)
    /// A theme in Shade's own dialect.
    case dialect
    /// A DTCG resolver document: one design system.
    case resolver
    /// A plain DTCG token file: a system in its own names, or a part of one its folder assembles.
    case tokenFile
    /// Not a theme, and not listed.
    case notATheme(NotATheme)

    /// Why a file is not a theme.
    public enum NotATheme: Equatable, Sendable {
        /// Its name says it is something else: hidden, a tool's settings (`tsconfig.json`), an
        /// extension no theme has (`.md`, `.png`, `.js`).
        case name
        /// JSON that holds no token anywhere (`package.json`, a build's asset map).
        case noToken
        /// Text in none of the formats Shade reads.
        case noFormat
    }

    /// The other format's reader that reads it; nil for Shade's own and DTCG files and non-themes.
    public var format: ThemeFormat? {
        if case .format(let format) = self { return format }
        return nil
    }

    /// Why the file is what it is, in a few words.
    public var why: String {
        switch self {
        case .format(let format): "marked as \(format.rawValue) by its name or content"
        case .dialect: "a theme in Shade's dialect: it says so, uses its groups, or is an empty object"
        case .resolver: "a DTCG resolver document"
        case .tokenFile: "a DTCG token file: tokens with `$value`"
        case .notATheme(.name): "not a theme: its name says it is something else"
        case .notATheme(.noToken): "not a theme: JSON that holds no token"
        case .notATheme(.noFormat): "not a theme: in no format Shade reads"
        }
    }
}

/// The one detector of what a file is, from its name and its bytes, each file sniffed once:
/// its name first (``FileNameKind``: most names decide alone), then the structure of its first
/// 4 KiB when they decide, else of the whole file (at most ``FormatFiles/maximumFileSize``),
/// so a marker written late is still found and no file costs more than one bounded read.
/// JSON is judged whole: the bytes for another format's marker (Tokens Studio's `$themes`,
/// Material's `schemes`, Style Dictionary's `value`), then its parsed root for Shade's and
/// DTCG's kinds (``kind(of:name:)``). Folders are ``FormatRegistry``'s.
enum FileClassifier {
    /// How many bytes detection looks at first.
    static let sniffLength = 4096

    /// What the file at `path` is, or why it could not be looked at (a FIFO, an unreadable
    /// file, UTF-16 text): a folder scan says so in one line rather than passing over it.
    static func classify(_ path: String) -> Result<FileClass, FileProblem> {
        sniff(path).map { sniffed in
            switch sniffed {
            case .marked(let format): .format(format)
            case .unmarked(let why): .notATheme(why)
            case .json(let name, let bytes):
                (try? JSONParser.parse(bytes)).map { kind(of: $0, name: name) } ?? .notATheme(.noFormat)
            }
        }
    }

    /// The other format `path` is in (nil for everything else), judged as ``classify(_:)``
    /// judges it but without parsing a JSON file no other format marks: the catalog reads
    /// those whole itself. Or why it could not be looked at.
    static func format(of path: String) -> Result<ThemeFormat?, FileProblem> {
        sniff(path).map { sniffed in
            guard case .marked(let format) = sniffed else { return nil }
            return format
        }
    }

    /// What one sniff of a file found: another format's marks, JSON no other format marks
    /// (with its bytes, for its root to decide), or neither.
    private enum Sniffed {
        case marked(ThemeFormat)
        case json(lowercasedName: String, bytes: [UInt8])
        case unmarked(FileClass.NotATheme)
    }

    private static func sniff(_ path: String) -> Result<Sniffed, FileProblem> {
        let name = FormatFiles.baseName(path).lowercased()
        let nameKind = FileNameKind(lowercasedName: name)
        let marks: (ArraySlice<UInt8>) -> ThemeFormat?
        switch nameKind {
        case nil: return .success(.unmarked(.name))
        case .iterm: return .success(.marked(.iterm))
        case .css: return .success(.marked(.css))
        case .yaml:
            // A Theo entry (`imports:` of token files, no token of its own) is read as what it imports.
            marks = { Base16Reader.holdsScheme($0) ? .base16 : StyleDictionaryYAML.holdsTokens($0) || TheoImports.marksEntry($0) ? .styleDictionary : nil }
        case .toml: marks = { AlacrittyReader.holdsColors($0) ? .alacritty : nil }
        case .terminal: marks = { TerminalSyntax.dialect(of: $0).map(ThemeFormat.init) }
        case .json:
            // JSON is judged whole: its structure, not a prefix, says what it is.
            return .success(json(lowercasedName: name, bytes: bytes(path, limit: FormatFiles.maximumFileSize)))
        case .script:
            // A script is a theme only as a Style Dictionary token module; any other is code, and
            // passed over as its name would have it.
            return .success(isTokenModule(bytes(path, limit: FormatFiles.maximumFileSize), path: path) ? .marked(.styleDictionary) : .unmarked(.name))
        case .unknown:
            // No extension, or one Shade does not know (`Hopscotch.256`, `Nord.theme`): the
            // content says which format it is, for every format that can be told from it.
            marks = contentFormat
        }
        let head: [UInt8]
        switch FileSystem.regularFileContents(atPath: path, limit: sniffLength) {
        case .failure(let problem): return .failure(problem)
        case .success(let bytes): head = bytes
        }
        if nameKind == .unknown {
            if isUTF16(head) { return .failure(FileProblem(kind: .regular, encoding: "UTF-16")) }
            if let first = head.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
               first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
                // JSON is judged whole, as a `.json` file is; only a token file or resolver is
                // read (as DTCG) under a name that does not say JSON.
                switch json(lowercasedName: name, bytes: bytes(path, limit: FormatFiles.maximumFileSize)) {
                case .json(_, let bytes):
                    guard let root = try? JSONParser.parse(bytes) else { return .success(.unmarked(.noFormat)) }
                    switch kind(of: root, name: name) {
                    case .resolver, .tokenFile: return .success(.marked(.dtcg))
                    default: return .success(.unmarked(.noFormat))
                    }
                case let sniffed: return .success(sniffed)
                }
            }
        }
        // A name that does not say the format leaves it to the content, whole: text that only
        // looks like a document (a script's `value:` lines, `index.gts`) is no theme and is
        // left out without a word, as JSON that does not parse is (`Hopscotch.256`).
        let confirmed = { (format: ThemeFormat, whole: () -> [UInt8]) -> Sniffed in
            nameKind == .unknown && !parsesAsDocument(whole()[...], format: format) ? .unmarked(.noFormat) : .marked(format)
        }
        if let found = marks(head[...]) {
            return .success(confirmed(found) { head.count < sniffLength ? head : bytes(path, limit: FormatFiles.maximumFileSize) })
        }
        if isUTF16(head) { return .failure(FileProblem(kind: .regular, encoding: "UTF-16")) }
        // A head that fills the sniff may have the file's marker later on.
        guard head.count >= sniffLength else { return .success(.unmarked(.noFormat)) }
        let whole = bytes(path, limit: FormatFiles.maximumFileSize)
        return .success(marks(whole[...]).map { confirmed($0) { whole } } ?? .unmarked(.noFormat))
    }

    /// Whether `bytes` parse as the document `format` is written in: YAML (Style Dictionary,
    /// base16) or TOML (Alacritty), or setting lines and nothing else (Ghostty, kitty).
    /// Style sheets and property lists are told by their marks alone.
    static func parsesAsDocument(_ bytes: ArraySlice<UInt8>, format: ThemeFormat) -> Bool {
        switch format {
        case .styleDictionary, .base16: MarkupDocument.parses(bytes)
        case .alacritty: MarkupDocument.parses(bytes, toml: true)
        case .ghostty: TerminalSyntax.isWrittenWholly(in: .ghostty, bytes)
        case .kitty: TerminalSyntax.isWrittenWholly(in: .kitty, bytes)
        default: true
        }
    }

    /// The JSON file `name` (lower-cased) with `bytes`, sniffed: another format's marks, else
    /// left to its root.
    private static func json(lowercasedName name: String, bytes: [UInt8]) -> Sniffed {
        markedFormat(jsonNamed: name, bytes: bytes[...]).map(Sniffed.marked) ?? .json(lowercasedName: name, bytes: bytes)
    }

    /// The other format a `.json` file's bytes are in: Tokens Studio (a top-level `$themes` or
    /// `$metadata`), Material Theme Builder, or Style Dictionary (`value` members and no
    /// `$value`); nil for Shade's own and DTCG files, which their root tells apart
    /// (``kind(of:name:)``). The searches run on bytes, and the file is parsed only when a
    /// Tokens Studio marker is present. `name` is lower-cased.
    static func markedFormat(jsonNamed name: String, bytes: ArraySlice<UInt8>) -> ThemeFormat? {
        if name == "$themes.json" || name == "$metadata.json" { return nil }
        let text = { (word: String) in ByteSearch.contains(word, in: bytes) }
        if text("$themes\"") || text("$metadata\"") {
            let keys = (try? JSONParser.parse(bytes))?.object?.keys ?? []
            if keys.contains("$themes") || keys.contains("$metadata") { return .tokensStudio }
        }
        if MaterialThemeReader.detect(name: name, head: bytes) { return .material }
        if !text("$value\"") && !text("$schema\"") && text("\"value\"") { return .styleDictionary }
        // A Theo file of aliases alone, or an entry of imports alone, holds no `value`.
        if TheoImports.theoJSON(bytes) != nil { return .styleDictionary }
        return nil
    }

    /// ``markedFormat(jsonNamed:bytes:)`` of the `.json` file at `path`, from bytes already read.
    static func markedFormat(jsonAt path: String, bytes: [UInt8]) -> ThemeFormat? {
        markedFormat(jsonNamed: FormatFiles.baseName(path).lowercased(), bytes: bytes[...])
    }

    /// The format text whose name does not say it is written in, asked of each line-based
    /// format in turn, the most particular first: an iTerm2 property list, a base16 scheme
    /// (YAML with `base00`), an Alacritty scheme (TOML with `[colors…]`, whose `background = …`
    /// lines Ghostty would claim too), Ghostty or kitty lines, Style Dictionary YAML, a style sheet.
    static func contentFormat(_ bytes: ArraySlice<UInt8>) -> ThemeFormat? {
        let head = { (word: String) in ByteSearch.contains(word, in: bytes) }
        if head("<plist"), head("Ansi 0 Color") { return .iterm }
        if Base16Reader.holdsScheme(bytes) { return .base16 }
        if AlacrittyReader.holdsColors(bytes) { return .alacritty }
        if let dialect = TerminalSyntax.dialect(of: bytes) { return ThemeFormat(dialect) }
        // A file that opens with a `//` line comment is code (a snapshot, a script); YAML's
        // comments are `#`, so it is never Style Dictionary YAML.
        if !opensWithLineComment(bytes), StyleDictionaryYAML.holdsTokens(bytes) { return .styleDictionary }
        if head("--"), head("{"), head(":root") || head("@theme") { return .css }
        return nil
    }

    /// Whether the first text of `bytes` (after spaces and a byte-order mark) is `//`.
    static func opensWithLineComment(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) else { return false }
        return bytes[first...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
    }

    /// What a JSON file no other format marks is, from its name and parsed root:
    ///
    /// - A DTCG resolver document (`*.resolver.json`, or any object with `resolutionOrder`, or
    ///   with `version` and `sets` or `modifiers`) is one design system, named by its `name`.
    /// - `*.tokens.json` is a plain DTCG token file: a design system in its own names, with one
    ///   appearance.
    /// - Any other file is in Shade's dialect when it says so (`$extensions["dev.shade"]`) or
    ///   uses the dialect's groups (`light`, `dark`, `lightHighContrast`, `darkHighContrast`,
    ///   `palette`), or is an empty object (so its problems are reported as a theme's); an
    ///   object of other groups and tokens is a plain DTCG token file. So is one whose
    ///   dialect-named groups hold only groups of tokens (`light.blue.1`): the dialect's groups
    ///   hold its tokens themselves (`light.accent`, `palette.500`), and a design system's
    ///   palette sorted by appearance is one of its token files, read with its folder
    ///   (``sortsTokensByAppearance(_:)``).
    /// - An object under the dialect's group names whose every leaf is a colour string, with no
    ///   `$value` anywhere, is a token file (``DTCGPlainColorMap``).
    /// - An object of other members that holds no token anywhere (`package.json`,
    ///   `tsconfig.json`, a linter's settings), or a list or scalar with no token in it (a
    ///   build script's asset map), is not a theme, and is not listed.
    static func kind(of root: JSONNode, name: String) -> FileClass {
        if DTCGResolverDocument.isResolver(root) { return .resolver }
        guard let object = root.object else {
            // A Figma plugin's list of collections in modes: its modes are token files.
            if FigmaCollectionList.isList(root) { return .tokenFile }
            // No other format Shade reads has a list or a scalar at its root: such a file is a theme
            // only where its name or a token inside says so, and then its problem is reported.
            return name.hasSuffix(".tokens.json") || holdsToken(root) ? .dialect : .notATheme(.noToken)
        }
        if name.hasSuffix(".tokens.json") { return .tokenFile }
        if object["$extensions"]?.object?["dev.shade"] != nil { return .dialect }
        if object.members.contains(where: { dialectGroups.contains($0.key) }) {
            // Groups of plain colour strings under the dialect's names (a palette export by
            // appearance, `light.background.page: "#fff"`) are tokens in all but `$value`: a
            // token file, read with one deviation, not a Shade theme of 200 faults. Elsewhere
            // such a file is left as JSON of no token: most are a build's flat outputs
            // (`build/json/…`), which the token sources they come from already give.
            return sortsTokensByAppearance(object) || DTCGPlainColorMap.isPlain(root) ? .tokenFile : .dialect
        }
        guard object.members.contains(where: { !$0.key.hasPrefix("$") }) else { return .dialect }
        return holdsToken(root) ? .tokenFile : .notATheme(.noToken)
    }

    /// Whether an object that uses the dialect's group names, and does not say it is Shade's,
    /// holds under them only groups of tokens, never a token: a DTCG file of palettes by
    /// appearance (`light.blue.1`, `dark.blue.1`). The dialect puts its tokens straight under
    /// its groups (`light.accent`), so a file with no such token is not Shade's; an empty
    /// group decides nothing, and a file of empty groups, or of a member with no token in it
    /// (`light.accent.$vaule`), stays Shade's (its problems are a theme's).
    static func sortsTokensByAppearance(_ object: JSONObject) -> Bool {
        var nested = false
        for member in object.members where dialectGroups.contains(member.key) {
            guard let group = member.value.object else { return false }
            for child in group.members where !child.key.hasPrefix("$") {
                // A member that is a token, or holds none (a misspelt `$value`), is the dialect's.
                guard let inner = child.value.object, inner["$value"] == nil, inner["value"] == nil, holdsToken(child.value) else { return false }
                nested = true
            }
        }
        return nested
    }

    /// The groups that mark a file as Shade's dialect.
    static let dialectGroups: Set<String> = ["light", "dark", "lightHighContrast", "darkHighContrast", "palette"]

    /// Whether a skimmed document (``JSONParser/skim(_:)``) is in Shade's dialect as
    /// ``kind(of:name:)`` judges the whole; false when only the whole can tell (a resolver, a
    /// token file, something else).
    static func isDialect(skimmed root: JSONNode, name: String) -> Bool {
        guard let object = root.object, !DTCGResolverDocument.isResolver(root), !name.hasSuffix(".tokens.json") else { return false }
        // A skim leaves groups empty, so a file marked only by the dialect's group names is
        // read whole: its groups may hold a palette by appearance (``sortsTokensByAppearance(_:)``).
        return object["$extensions"]?.object?["dev.shade"] != nil || !object.members.contains { !$0.key.hasPrefix("$") }
    }

    /// Whether any object under `node` is a token (has `$value`, or a legacy `value` beside a
    /// `type`, or alone where `untypedValue`: Style Dictionary's own sources), looked for depth
    /// first and stopping at the first.
    static func holdsToken(_ node: JSONNode, untypedValue: Bool = false) -> Bool {
        var stack = [node]
        while let next = stack.popLast() {
            if let object = next.object {
                if object["$value"] != nil || (object["value"] != nil && (untypedValue || object["type"] != nil)) { return true }
                stack.append(contentsOf: object.members.map(\.value))
            } else if let array = next.array {
                stack.append(contentsOf: array)
            }
        }
        return false
    }

    /// Whether `bytes` (the file at `path`) are a Style Dictionary token module: a script whose
    /// exported object literal holds a token (``ScriptTokenModule``). Read, never run.
    static func isTokenModule(_ bytes: [UInt8], path: String) -> Bool {
        guard ScriptTokenModule.mayHoldTokens(bytes[...]) else { return false }
        let (root, unread) = ScriptTokenModule.read(String(decoding: bytes, as: UTF8.self), file: path)
        guard let root else { return false }
        return holdsToken(root, untypedValue: true) && ScriptTokenModule.holdsReadTokens(root, unread: unread.count)
    }

    /// Whether a file name is a sidecar's (`NAME.shade.json`): it belongs to the system beside
    /// it and is never a theme.
    static func isSidecar(_ name: String) -> Bool { name.hasSuffix(".shade.json") }

    /// What a file's name says it may be, before its content is looked at; nil for a name the
    /// detector never reads (a hidden file but a style sheet or iTerm2 preset, an extension
    /// that says the file is something else: ``NonThemeNames/isKnownNonTheme(_:)``). The one
    /// list of the names Shade reads: the catalog's detection and `shade diff`'s revision
    /// reader (``FormatRegistry/mayBeTheme(fileNamed:)``) both ask it.
    enum FileNameKind {
        case iterm, css, yaml, toml, json
        /// A JavaScript or TypeScript module: a Style Dictionary token module, by its content.
        case script
        /// `.conf` or `.ghostty`: a Ghostty or kitty theme, by its lines.
        case terminal
        /// No extension, or one Shade does not know: the content decides (``FileClassifier/contentFormat(_:)``).
        case unknown

        init?(lowercasedName name: String) {
            if name.hasSuffix(".itermcolors") { self = .iterm }
            else if name.hasSuffix(".css") { self = .css }
            else if name.hasPrefix(".") || NonThemeNames.isToolFile(name) { return nil }
            else if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { self = .yaml }
            else if name.hasSuffix(".toml") { self = .toml }
            else if name.hasSuffix(".json") { self = .json }
            else if name.hasSuffix(".conf") || name.hasSuffix(".ghostty") { self = .terminal }
            else if ScriptTokenModule.isModuleName(name) { self = .script }
            else if NonThemeNames.isKnownNonTheme(name) { return nil }
            else { self = .unknown }
        }
    }

    /// Whether text starts with a UTF-16 byte order mark, or has the zero bytes of UTF-16
    /// ASCII in its first characters.
    static func isUTF16(_ head: [UInt8]) -> Bool {
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) { return true }
        let start = head.prefix(64)
        return start.count >= 4 && start.filter { $0 == 0 }.count * 3 >= start.count
    }

    /// At most `limit` bytes of `path`, regular files only, without blocking (a FIFO named
    /// `x.conf` must not hang a listing); empty when it cannot be read.
    static func bytes(_ path: String, limit: Int) -> [UInt8] {
        guard case .success(let bytes) = FileSystem.regularFileContents(atPath: path, limit: limit) else { return [] }
        return bytes
    }
}
