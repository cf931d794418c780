#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import ShadeText
import ShadeTokens
import ShadeFiles

/// Puts a writer's files on disk: never over an existing path unless forced, and atomically
/// (everything is written into a hidden staging folder beside the destination first, then each
/// top-level file or folder is renamed into place).
public enum ExportWriter {
    /// Why an export was not written.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        /// One line saying why.
        public var description: String
    }

    /// What a forced export did to a folder that was there: the files of Shade's it replaced
    /// and how many other entries it left as they were.
    public struct Merge: Sendable, Equatable {
        /// The existing folder written into.
        public var folder: String
        /// Files Shade writes that were there and are replaced, relative to `root`.
        public var replaced: [String]
        /// Files Shade wrote that were not there.
        public var added: Int
    }

    /// Writes `files` under folder `root` (created when missing). Returns the top-level paths
    /// written.
    @discardableResult
    public static func write(_ files: [ExportFile], into root: String, force: Bool) throws(Refusal) -> [String] {
        try writeReporting(files, into: root, force: force).written
    }

    /// ``write(_:into:force:)``, saying what a forced export did in each folder that was
    /// there. A top-level folder that exists (an asset catalog with the team's AppIcon, a
    /// tokens folder with their own files) is written into, not replaced: only the files Shade
    /// writes are replaced, each atomically, and everything else in it is left alone. A file
    /// Shade writes whose place holds a folder, a link or a special file is refused before
    /// anything is written.
    public static func writeReporting(_ files: [ExportFile], into root: String, force: Bool) throws(Refusal) -> (written: [String], merges: [Merge]) {
        let manager = FileManager.default
        let tops = Array(Set(files.map { String($0.path.split(separator: "/").first ?? "") })).sorted()
        for file in files { try checkNameLengths(file.path) }
        if PathKind.of(root) != nil, FileSystem.status(atPath: root)?.isDirectory != true {
            throw Refusal(description: "\(VisibleText.escaping(root)) is not a folder")
        }
        try checkParentIsFolder(root)
        var mergedTops: Set<String> = []
        for top in tops {
            let destination = FileSystem.join(root, top)
            guard let kind = PathKind.of(destination) else { continue }
            if !force { throw Refusal(description: "\(VisibleText.escaping(destination)) exists; add --force to replace it") }
            // A file export replaces a regular file; a folder export writes into a real folder;
            // never what a symlink, a device or a FIFO stands for.
            let isFolderExport = files.contains { $0.path.hasPrefix(top + "/") }
            switch (kind, isFolderExport) {
            case (.regularFile, false): continue
            case (.folder, true): mergedTops.insert(top)
            default:
                throw Refusal(description: "\(VisibleText.escaping(destination)) is \(kind.description); --force replaces a file with a file, and writes into a folder")
            }
        }
        // Within a folder written into, every place a file goes must be free or a regular
        // file, and every folder on the way a real folder: checked before anything is written.
        var replacedByTop: [String: [String]] = [:]
        for file in files {
            let parts = file.path.split(separator: "/").map(String.init)
            guard let top = parts.first, mergedTops.contains(top) else { continue }
            var path = root
            for (index, part) in parts.enumerated() {
                path = FileSystem.join(path, part)
                guard let kind = PathKind.of(path) else { break }
                let isLast = index == parts.count - 1
                if isLast ? kind != .regularFile : kind != .folder {
                    throw Refusal(description: "\(VisibleText.escaping(path)) is \(kind.description); Shade writes \(isLast ? "a file" : "a folder") there, so nothing was written")
                }
                if isLast { replacedByTop[top, default: []].append(file.path) }
            }
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
                if mergedTops.contains(top) {
                    // Each of Shade's files renamed over its place; the folder's other entries stay.
                    for file in files where file.path.hasPrefix(top + "/") {
                        let target = FileSystem.join(root, file.path)
                        let folder = String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)])
                        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                        guard rename(FileSystem.join(staging, file.path), target) == 0 else {
                            throw Refusal(description: "cannot write \(VisibleText.escaping(target)): \(FileSystem.errorText(errno))")
                        }
                    }
                } else if FileSystem.status(atPath: destination) != nil {
                    // A file replaced: renamed over it, so it is the old file or the new one.
                    guard rename(FileSystem.join(staging, top), destination) == 0 else {
                        throw Refusal(description: "cannot write \(VisibleText.escaping(destination)): \(FileSystem.errorText(errno))")
                    }
                } else {
                    try manager.moveItem(atPath: FileSystem.join(staging, top), toPath: destination)
                }
            }
        } catch let refusal as Refusal {
            throw refusal
        } catch {
            throw Refusal(description: "cannot write into \(VisibleText.escaping(root)): \(FileSystem.message(for: error))")
        }
        let merges = mergedTops.sorted().map { top in
            let replaced = replacedByTop[top] ?? []
            return Merge(folder: FileSystem.join(root, top), replaced: replaced,
                         added: files.filter { $0.path.hasPrefix(top + "/") }.count - replaced.count)
        }
        return (tops.map { FileSystem.join(root, $0) }, merges)
    }

    /// Writes one file at `path` atomically, refusing to replace it unless forced.
    public static func write(_ text: String, to path: String, force: Bool) throws(Refusal) {
        try checkNameLengths(path)
        try checkParentIsFolder(path)
        // lstat, not stat: a dangling symlink exists too, and is never written through.
        if let refusal = AtomicFile.writeRefusal(path, force: force) {
            throw Refusal(description: "\(VisibleText.escaping(path)) \(refusal)")
        }
        do {
            try AtomicFile.write(Array(text.utf8), to: path, temporaryPrefix: ".shade-export-", creatingFolders: false)
        } catch {
            throw Refusal(description: "cannot write \(VisibleText.escaping(path)): \(AtomicFile.message(error))")
        }
    }

    /// A path component longer than a file name may be (255 bytes) is the name's fault, not
    /// the folder's: say so before the system's "File name too long" blames the folder.
    static func checkNameLengths(_ path: String) throws(Refusal) {
        for component in path.split(separator: "/") where component.utf8.count > maximumNameBytes {
            throw Refusal(description: "the file name '\(VisibleText.escaping(String(component.prefix(24))))…' is too long "
                          + "(\(component.utf8.count) bytes; at most \(maximumNameBytes)): choose a shorter --name or -o")
        }
    }

    /// The longest file name Linux and macOS file systems take, in bytes.
    static let maximumNameBytes = 255

    /// `-o existing_file/sub.css`: the parent is a file, which the system calls "No such
    /// file or directory"; it is "not a folder".
    static func checkParentIsFolder(_ path: String) throws(Refusal) {
        var parent = path
        while parent.hasSuffix("/"), parent.count > 1 { parent.removeLast() }
        guard let slash = parent.lastIndex(of: "/") else { return }
        parent = String(parent[..<slash])
        // The nearest ancestor that exists must be a folder.
        while !parent.isEmpty {
            if let kind = PathKind.of(parent) {
                if kind == .folder || kind == .symlink && FileSystem.status(atPath: parent)?.isDirectory == true { return }
                throw Refusal(description: "\(VisibleText.escaping(parent)) is not a folder")
            }
            guard let slash = parent.lastIndex(of: "/") else { return }
            parent = String(parent[..<slash])
        }
    }
}

/// What a path names without following a final symlink (`lstat`).
enum PathKind: Equatable {
    case regularFile, folder, symlink, other

    static func of(_ path: String) -> PathKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .folder
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// "a symlink", for a refusal.
    var description: String {
        switch self {
        case .regularFile: return "a file"
        case .folder: return "a folder"
        case .symlink: return "a symlink"
        case .other: return "a device, FIFO or socket"
        }
    }
}
