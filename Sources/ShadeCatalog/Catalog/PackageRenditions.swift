import ShadeFiles
import ShadeFormats
import ShadeJSON
import ShadeTokens

/// One system built for several platforms by the packages of one repository: a source package
/// (`bpk-foundations-common`, its Theo tokens) and packages that depend on it and each keep
/// their build of it (`bpk-foundations-web/tokens/`, the same colours renamed for the web).
/// ``Renditions`` compares systems within one project, and each named package is a project of
/// its own, so these builds were each listed as a theme. Across packages, two facts must both
/// hold for a system to be another's rendition: its package names the other's package among
/// its dependencies (the build reads it), and its colours, appearance by appearance, are
/// almost all the other's (``Renditions/sharedShare``), with no token of one name differing.
/// Packages of one repository that are different systems share too few colours, and packages
/// that do not depend on each other are never compared. Both packages must lie in one
/// repository: a folder at or above both, inside the searched folder, that holds `.git` or
/// is a workspace root (``WorkspacePackages/workspacePatterns(_:files:)``).
struct PackageRenditions {
    /// One named package: its `package.json` name and the packages it depends on.
    struct Package {
        var name: String
        var dependencies: Set<String>
    }

    /// The `package.json` fields whose keys name the packages a package is built with.
    static let dependencyFields = ["dependencies", "devDependencies", "peerDependencies"]

    private var packages: [String: Package?] = [:]
    private var repositories: [String: Bool] = [:]

    /// The package whose folder is `folder`, or nil when it names none.
    mutating func package(at folder: String) -> Package? {
        if let known = packages[folder] { return known }
        var found: Package?
        if case .success(let bytes) = FileSystem.regularFileContents(atPath: FileSystem.join(folder, "package.json"), limit: 256 * 1024),
           let object = (try? JSONParser.parse(bytes))?.object, let name = object["name"]?.string, !name.isEmpty {
            var dependencies = Set<String>()
            for field in Self.dependencyFields {
                for member in object[field]?.object?.members ?? [] { dependencies.insert(member.key) }
            }
            found = Package(name: name, dependencies: dependencies)
        }
        packages[folder] = found
        return found
    }

    /// Whether the projects `a` and `b` (folders below `root`, normalised) lie in one
    /// repository: some folder from their common folder up to `root` holds `.git` or lists a
    /// workspace's packages.
    mutating func shareRepository(_ a: String, _ b: String, root: String) -> Bool {
        var folder = Self.commonFolder(a, b)
        while folder.count >= root.count {
            if isRepository(folder) { return true }
            if folder.count == root.count { return false }
            folder = ResolverFolders.folder(of: folder)
        }
        return false
    }

    private mutating func isRepository(_ folder: String) -> Bool {
        if let known = repositories[folder] { return known }
        let answer = FileKind.of(FileSystem.join(folder, ".git")) != .missing
            || !WorkspacePackages.workspacePatterns(folder, files: DiskTokenFiles()).isEmpty
        repositories[folder] = answer
        return answer
    }

    /// The longest folder both `a` and `b` lie in (or are), by whole path parts.
    static func commonFolder(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "/", omittingEmptySubsequences: false)
        let right = b.split(separator: "/", omittingEmptySubsequences: false)
        let shared = zip(left, right).prefix { $0 == $1 }.map { String($0.0) }
        return shared.joined(separator: "/")
    }
}
