import FoundationEssentials
import ShadeTokens

/// Puts a writer's files on disk: never over an existing path unless forced, and atomically
/// (everything is written into a hidden staging folder beside the destination first, then each
/// top-level file or folder is renamed into place).
public enum ExportWriter {
    /// Why an export was not written.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        /// One line saying why.
        public var description: String
    }

    /// Writes `files` under folder `root` (created when missing). Returns the top-level paths
    /// written.
    @discardableResult
    public static func write(_ files: [ExportFile], into root: String, force: Bool) throws(Refusal) -> [String] {
        let manager = FileManager.default
        let tops = Array(Set(files.map { String($0.path.split(separator: "/").first ?? "") })).sorted()
        if !force, let existing = tops.first(where: { FileSystem.status(atPath: FileSystem.join(root, $0)) != nil }) {
            throw Refusal(description: "\(VisibleText.escaping(FileSystem.join(root, existing))) exists; add --force to replace it")
        }
        do {
            try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
            let staging = FileSystem.join(root, ".shade-export-\(UInt32.random(in: 0...UInt32.max))")
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
            defer { try? manager.removeItem(atPath: staging) }
            for file in files {
                let target = FileSystem.join(staging, file.path)
                let folder = String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)])
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: target))
            }
            for top in tops {
                let destination = FileSystem.join(root, top)
                if FileSystem.status(atPath: destination) != nil {
                    // Forced: the old copy is moved aside first so a failed rename leaves it.
                    let aside = destination + ".shade-old-\(UInt32.random(in: 0...UInt32.max))"
                    try manager.moveItem(atPath: destination, toPath: aside)
                    try manager.moveItem(atPath: FileSystem.join(staging, top), toPath: destination)
                    try? manager.removeItem(atPath: aside)
                } else {
                    try manager.moveItem(atPath: FileSystem.join(staging, top), toPath: destination)
                }
            }
        } catch {
            throw Refusal(description: "cannot write into \(VisibleText.escaping(root)): \(FileSystem.message(for: error))")
        }
        return tops.map { FileSystem.join(root, $0) }
    }

    /// Writes one file at `path` atomically, refusing to replace it unless forced.
    public static func write(_ text: String, to path: String, force: Bool) throws(Refusal) {
        if !force, FileSystem.status(atPath: path) != nil {
            throw Refusal(description: "\(VisibleText.escaping(path)) exists; add --force to replace it")
        }
        if FileSystem.status(atPath: path)?.isDirectory == true {
            throw Refusal(description: "\(VisibleText.escaping(path)) is a folder")
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Refusal(description: "cannot write \(VisibleText.escaping(path)): \(FileSystem.message(for: error))")
        }
    }
}
