import ShadeTokens

/// The themes as a revision of the repository has them (`--compare-with git:HEAD`, `H` on the
/// Compare screen), for the Compare screen to set before the version being edited. Loaded
/// once; the edited side reloads on save as always, so the comparison follows every save.
public struct CommittedThemes: Sendable {
    /// What the header calls the revision: "git:HEAD (1a2b3c4)".
    public let label: String
    /// The revision's themes by lower-cased name.
    private let themes: [String: Theme]

    /// `themes` as `label` has them; the first of a name wins, as in a catalog.
    public init(label: String, themes: [Theme]) {
        self.label = label
        self.themes = Dictionary(themes.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The revision's theme called `name` (case-insensitively), if it has one.
    public func theme(named name: String) -> Theme? { themes[name.lowercased()] }
}
