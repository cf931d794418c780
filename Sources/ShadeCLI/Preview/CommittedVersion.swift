import ShadeApp
import ShadeFormats
import ShadeText
import ShadeTokens
import ShadeCatalog

/// The previewer's themes as a revision has them, for the Compare screen (`--compare-with
/// git:REV`, `H`): the same folders read at that revision through a git snapshot, which stays
/// until the previewer ends (a large folder's themes read their files again when resolved).
enum CommittedVersion {
    /// The themes of `paths` (folders inside the repository the current folder is in) at
    /// `revision`, and the snapshot to remove when the previewer ends.
    static func load(revision: String, paths: [String]) throws -> (themes: CommittedThemes, snapshot: GitSnapshot) {
        guard !paths.isEmpty else {
            throw CommandFailure("comparing with git:\(VisibleText.escaping(revision)) needs theme folders in a repository: give --themes DIR")
        }
        let snapshot = try GitSnapshot.materialize(revision: revision, paths: paths)
        let catalog = ThemeCatalog.load(paths: snapshot.places.map(\.copy))
        let themes = catalog.themes.filter { if case .file = $0.source { true } else { false } }
        return (CommittedThemes(label: "git:\(VisibleText.escaping(revision)) (\(snapshot.commit))", themes: themes), snapshot)
    }

    /// The folders the previewer reads that a revision can have: `--themes` folders, or else
    /// the user's folder (which is rarely in a repository; git then says so).
    static func paths(_ sources: some ThemeSourcing) -> [String] {
        sources.directories.isEmpty ? sources.searchPaths : sources.directories
    }
}
