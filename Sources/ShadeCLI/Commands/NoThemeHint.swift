import ShadeCatalog
import ShadeText
import ShadeTokens

/// The end of a "no theme found" line when the folders searched hold a build's output, which
/// the search passes over: the command that opens it.
enum NoThemeHint {
    /// `; dist/ is a build's output, not searched: shade list --themes X/dist`, or nothing.
    static func buildFolders(_ directories: [String]) -> String {
        let folders = ThemeSearch.buildFoldersPassedOver(in: directories)
        guard let first = folders.first else { return "" }
        let named = folders.map { VisibleText.escaping(FileSystem.fileName($0)) + "/" }.joined(separator: ", ")
        return "; \(named) (a build's output) \(folders.count == 1 ? "is" : "are") not searched: "
            + "shade list --themes \(ShellWord.quoted(first))"
    }
}
