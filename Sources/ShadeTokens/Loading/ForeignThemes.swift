/// Themes kept in formats other than Shade's own and DTCG (asset catalogs, CSS, Tokens Studio,
/// terminal palettes…), found by readers that live above this module (`ShadeFormats`) and
/// handed to the catalog as design systems, so they are listed, previewed and checked beside
/// every other theme.
public struct ForeignThemes: Sendable {
    /// What a scan of one search path found.
    public struct Scan: Sendable {
        /// Each theme found, read into a design system.
        public var systems: [DesignSystem]
        /// Problems met while reading them, one line each.
        public var diagnostics: [Diagnostic]
        /// The paths the readers took: the JSON loader leaves these alone (a Style Dictionary
        /// file is not a plain DTCG token file, a Tokens Studio folder is one theme).
        public var claimed: Set<String>

        /// A scan's result.
        public init(systems: [DesignSystem] = [], diagnostics: [Diagnostic] = [], claimed: Set<String> = []) {
            self.systems = systems
            self.diagnostics = diagnostics
            self.claimed = claimed
        }
    }

    /// Scans one search path: the path itself when it is a theme in another format, else the
    /// entries of the folder it names.
    public let scan: @Sendable (_ path: String) -> Scan

    /// Themes found by `scan`.
    public init(scan: @escaping @Sendable (_ path: String) -> Scan) {
        self.scan = scan
    }
}
