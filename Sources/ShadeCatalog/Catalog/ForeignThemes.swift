import ShadeFiles
import ShadeTokens
import ShadeFormats
/// Themes kept in formats other than Shade's own and DTCG (asset catalogs, CSS, Tokens Studio,
/// terminal palettes…), found by ShadeFormats' readers and handed to the search as design
/// systems, so they are listed, previewed and checked beside every other theme. The catalog
/// always uses ``formats``; the questions are a value so a search test can ask its own.
package struct ForeignThemes: Sendable {
    /// What a scan of one search path found.
    public struct Scan: Sendable {
        /// Each theme found, read into a design system.
        public var systems: [DesignSystem]
        /// Problems met while reading them, one line each.
        public var diagnostics: [Diagnostic]
        /// The paths the readers took: the JSON loader leaves these alone (a Style Dictionary
        /// file is not a plain DTCG token file, a Tokens Studio folder is one theme).
        public var claimed: Set<String>
        /// Where each system comes from, in a word a user knows it by (`Ghostty`, `base24`,
        /// the project folder of an asset catalog), keyed by the system's file: what tells a
        /// theme apart from another of the same name.
        public var origins: [String: String]
        /// Style Dictionary JSON files of a folder, claimed but not read yet: the catalog
        /// joins those whose aliases cross, or whose names pair light and dark, into one
        /// system, as it joins DTCG files (``FolderSystems``).
        var styleDictionaryFiles: [FolderSystems.File] = []
        /// Theo token files (YAML with `imports`, `props` or `aliases` at the top), claimed but
        /// not read yet: the catalog follows their imports across the whole search, so that
        /// each entry is one theme and what it imports is its parts (``TheoEntries``).
        var theoFiles: [String] = []
        /// The sets a Tokens Studio file holds, by the file: what each set and each set's
        /// top-level group is called (``TokensStudioSets/identity(_:)``). Files beside it of
        /// those names are its sets written out one per file, not themes of their own.
        var studioSets: [String: Set<String>] = [:]
        /// The format each system was read from, by the system's file, for `list --explain`.
        var formats: [String: ThemeFormat] = [:]
        /// Each style sheet read as a part of another's theme (its palette), by the part's
        /// file: the file of the sheet that reads it. What is said of the part goes where the
        /// theme goes (left out with a docs folder's sheets, its lines with it).
        var partOf: [String: String] = [:]

        /// A scan's result.
        public init(systems: [DesignSystem] = [], diagnostics: [Diagnostic] = [], claimed: Set<String> = [],
                    origins: [String: String] = [:]) {
            self.systems = systems
            self.diagnostics = diagnostics
            self.claimed = claimed
            self.origins = origins
        }

        /// Only what `scan` leaves to the assembly: its loose Style Dictionary files, Tokens
        /// Studio sets and formats (its systems, problems and origins are taken as they are).
        init(leftToAssemblyOf scan: Scan) {
            self.init()
            styleDictionaryFiles = scan.styleDictionaryFiles
            theoFiles = scan.theoFiles
            studioSets = scan.studioSets
            formats = scan.formats
            partOf = scan.partOf
        }

        /// Takes in what `other` found, after what this one found.
        mutating func add(_ other: Scan) {
            systems += other.systems
            diagnostics += other.diagnostics
            claimed.formUnion(other.claimed)
            origins.merge(other.origins) { first, _ in first }
            styleDictionaryFiles += other.styleDictionaryFiles
            theoFiles += other.theoFiles
            studioSets.merge(other.studioSets) { first, _ in first }
            formats.merge(other.formats) { first, _ in first }
            partOf.merge(other.partOf) { first, _ in first }
        }
    }

    /// Scans one search path: the path itself when it is a theme in another format, else the
    /// entries of the folder it names. With `claim`, a folder's `.json` files (sidecars
    /// aside) are left to it: the catalog reads them anyway, so they are read once.
    public let scan: @Sendable (_ path: String) -> Scan

    /// Given a `.json` file of a searched folder, its bytes (read by the catalog) and the other
    /// format the detector found it marked as (``FileClassifier/markedFormat(jsonAt:bytes:)``),
    /// the theme it holds, as a scan of that one file; nil to leave it to the catalog.
    public let claim: (@Sendable (_ path: String, _ bytes: [UInt8], _ format: ThemeFormat) -> Scan?)?

    /// Whether a folder is itself one theme in another format (an asset catalog, a Tokens
    /// Studio or Style Dictionary repository): the search of a themes folder's subfolders
    /// reads it through `scan` of its parent and does not look inside it for more themes.
    public let isThemeFolder: @Sendable (_ path: String) -> Bool

    /// The same questions for a folder the search has already listed, answered from that
    /// listing (see ``Listed``).
    public let listed: Listed

    /// `scan` and `isThemeFolder` for a folder already listed: the themes search lists each
    /// folder once and asks everything of that listing, rather than each question costing a
    /// few `stat`s and another listing.
    public struct Listed: Sendable {
        /// Whether a folder of this name is a theme whatever it holds (`Assets.xcassets`): it is
        /// then not even listed.
        public let isThemeFolderNamed: @Sendable (_ name: String) -> Bool
        /// `isThemeFolder` of the listed folder.
        public let isThemeFolder: @Sendable (_ listing: FolderListing) -> Bool
        /// `scan` of the listed folder.
        public let scan: @Sendable (_ listing: FolderListing) -> Scan
        /// The subfolders of a listed folder that is itself a theme which it does not read
        /// (a Style Dictionary project's folders that hold token files its config's sources
        /// do not name: `themes/` beside the `tokens/` it builds), by path: the search
        /// looks in them as in any other folder.
        public let uncoveredFolders: @Sendable (_ listing: FolderListing) -> [String]

        /// The listed forms of the questions.
        public init(isThemeFolderNamed: @escaping @Sendable (_ name: String) -> Bool,
                    isThemeFolder: @escaping @Sendable (_ listing: FolderListing) -> Bool,
                    scan: @escaping @Sendable (_ listing: FolderListing) -> Scan,
                    uncoveredFolders: @escaping @Sendable (_ listing: FolderListing) -> [String] = { _ in [] }) {
            self.isThemeFolderNamed = isThemeFolderNamed
            self.isThemeFolder = isThemeFolder
            self.scan = scan
            self.uncoveredFolders = uncoveredFolders
        }
    }

    /// Themes found by `scan` (and `claim`, when given). Without `listed`, a listed folder
    /// is asked about by its path.
    public init(scan: @escaping @Sendable (_ path: String) -> Scan,
                claim: (@Sendable (_ path: String, _ bytes: [UInt8], _ format: ThemeFormat) -> Scan?)? = nil,
                isThemeFolder: @escaping @Sendable (_ path: String) -> Bool = { _ in false },
                listed: Listed? = nil) {
        self.scan = scan
        self.claim = claim
        self.isThemeFolder = isThemeFolder
        self.listed = listed ?? Listed(isThemeFolderNamed: { _ in false }, isThemeFolder: { isThemeFolder($0.path) },
                                       scan: { scan($0.path) })
    }
}
