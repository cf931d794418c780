#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShadeText
import ShadeTokens
import ShadeCatalog
import ShadeFiles

/// Where review output goes: standard output, or a file written atomically, never a theme
/// file or a theme folder.
enum ReviewOutput {
    /// Writes `bytes` to `path`, or to standard output when `path` is nil or `-` (as
    /// `shade export -o -` does; a file named `-` is written as `./-`).
    ///
    /// The file appears whole or not at all (written beside it, then renamed). Refused: a
    /// path that is a theme Shade loaded, or that lies in a theme folder it reads; and a file
    /// that exists, unless `force` (a review picture is often regenerated, but never by accident).
    static func write(_ bytes: [UInt8], to path: String?, catalog: ThemeCatalog, themePaths: [String], force: Bool) throws {
        guard let path, path != "-" else {
            StandardOutput.write(bytes)
            return
        }
        if let refusal = refusal(for: path, catalog: catalog, themePaths: themePaths) {
            throw Failure(description: refusal)
        }
        if let refusal = AtomicFile.writeRefusal(path, force: force) {
            throw Failure(description: "'\(VisibleText.escaping(path))' \(refusal)")
        }
        do {
            try AtomicFile.write(bytes, to: path, temporaryPrefix: ".shade-review-", creatingFolders: false)
        } catch {
            throw Failure(description: "cannot write '\(VisibleText.escaping(path))': \(AtomicFile.message(error))")
        }
    }

    /// Why nothing was written; the command exits 1 with this message and no usage text,
    /// since the arguments parsed fine.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong, naming the path.
        let description: String
    }

    /// Why writing to `path` is refused, or nil when it is fine.
    static func refusal(for path: String, catalog: ThemeCatalog, themePaths: [String]) -> String? {
        let shown = VisibleText.escaping(path)
        if FileSystem.status(atPath: path)?.isDirectory == true {
            return "'\(shown)' is a folder; give a file name"
        }
        let target = canonical(path)
        let themeFiles = catalog.themes.compactMap { theme -> String? in
            if case .file(let file) = theme.source { return canonical(file) }
            return nil
        }
        if themeFiles.contains(target) {
            return "'\(shown)' is a theme file; Shade never writes into theme files"
        }
        for folder in themePaths.map(canonical) where target == folder || target.hasPrefix(folder + "/") {
            return "'\(shown)' is in the theme folder \(VisibleText.escaping(folder)); Shade never writes there"
        }
        return nil
    }

    /// An absolute path with `.`, `..` and symbolic links resolved, also for a file that does
    /// not exist yet (its folder is resolved instead).
    static func canonical(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if FileManager.default.fileExists(atPath: url.path) { return url.resolvingSymlinksInPath().path }
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath()
        return folder.appendingPathComponent(url.lastPathComponent).path
    }
}
