#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeText
import ShadeTokens
import ShadeCatalog
import ShadeFiles

/// Drafts a sidecar (`NAME.shade.json`) for `shade roles --write-sidecar`.
enum SidecarDraft {
    /// The sidecar text: when the system has one modifier for appearance and contrast, one
    /// assignment per resolution it has, each under `modifier=context` (roles that agree are
    /// written once); otherwise the roles at `fallback`'s resolution.
    static func text(for theme: Theme, extras: [String: String], fallback: ResolvedTheme) -> String {
        let source = theme.system.map { FileSystem.fileName($0.file) }
        let axes = theme.modifiers.filter { $0.role != .extra }
        guard axes.count == 1, let axis = axes.first else {
            return RoleSidecarWriter.text(for: fallback.roles, source: source)
        }
        var assignments: [(selector: String, assignment: RoleAssignment)] = []
        for resolution in theme.availableResolutions {
            guard let resolved = try? theme.resolve(resolution, extras: extras),
                  let chosen = resolved.context[axis.name] else { continue }
            assignments.append(("\(axis.name)=\(chosen)", resolved.roles))
        }
        return assignments.isEmpty ? RoleSidecarWriter.text(for: fallback.roles, source: source)
            : RoleSidecarWriter.text(for: assignments, source: source)
    }

    /// Writes `text` to `path` whole or not at all: into a temporary file beside it, then
    /// linked into place, which fails if a file appeared there meanwhile; with `force`,
    /// renamed over an existing sidecar. Never over a theme or token file.
    ///
    /// Only a `*.shade.json` name is written, and inside a theme folder only the theme's own
    /// sidecar (`NAME.shade.json` beside its resolver): any other name there would load as
    /// a theme of its own (`BASE.tokens.json`, a broken one).
    static func write(_ text: String, to path: String, force: Bool, catalog: ThemeCatalog, theme: Theme, themePaths: [String]) throws {
        let shown = VisibleText.escaping(path)
        guard path.hasSuffix(".shade.json") else {
            throw CommandFailure("'\(shown)' is not a sidecar name; a sidecar is NAME.shade.json"
                                 + (theme.sidecarPath.map { " (this theme's: \(VisibleText.escaping($0)))" } ?? ""))
        }
        let canonicalTarget = ReviewOutput.canonical(path)
        if let folder = themePaths.map(ReviewOutput.canonical).first(where: { canonicalTarget.hasPrefix($0 + "/") }),
           theme.sidecarPath.map(ReviewOutput.canonical) != canonicalTarget {
            throw CommandFailure("'\(shown)' is in the theme folder \(VisibleText.escaping(folder)) but is not this theme's sidecar"
                                 + (theme.sidecarPath.map { " (\(VisibleText.escaping($0)), beside its resolver)" } ?? ""))
        }
        if let status = FileSystem.status(atPath: path) {
            if status.isDirectory { throw CommandFailure("'\(shown)' is a folder; give a file name") }
            guard path.hasSuffix(".shade.json") else {
                throw CommandFailure("'\(shown)' exists and is not a sidecar (*.shade.json); Shade never writes over it")
            }
            guard force else { throw CommandFailure("'\(shown)' exists; add --force to replace it") }
        }
        let target = ReviewOutput.canonical(path)
        for theme in catalog.themes {
            if case .file(let file) = theme.source, ReviewOutput.canonical(file) == target {
                throw CommandFailure("'\(shown)' is a theme file; Shade never writes into theme files")
            }
        }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let temporary = FileSystem.join(folder.isEmpty ? "/" : folder, ".shade-sidecar-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        } catch {
            throw CommandFailure("cannot write '\(shown)': \(FileSystem.message(for: error))")
        }
        defer { unlink(temporary) }
        let placed = force ? rename(temporary, path) : link(temporary, path)
        guard placed == 0 else {
            let code = errno
            if code == EEXIST { throw CommandFailure("'\(shown)' exists; add --force to replace it") }
            throw CommandFailure("cannot write '\(shown)': \(FileSystem.errorText(code))")
        }
    }
}
