import ShadeFiles
import ShadeTokens

/// A system a project keeps only for its deprecated tokens, beside its current one: Equinor's
/// `tokens.css` holds the colours of the token object its `src/base/index.ts` marks
/// `@deprecated` (JSDoc's public word for "do not use in new code"), while its current system
/// is the Figma export in `tokens/`. Such a system is legacy: never a theme of its own, never
/// preferred over the current system; `--explain` says so, and naming the file with `--themes`
/// still opens it.
///
/// A system is legacy when at least ``share`` of its distinct colours are colour literals of a
/// script module the project marks deprecated (the module's folder: its `index` and the files
/// beside it), and another system of its project is not.
enum LegacySheets {
    /// The share of a system's distinct colours the deprecated module must hold.
    static let share = 0.9
    /// The fewest distinct colours a system must have to be compared: a handful says nothing.
    static let fewestColours = 8
    /// How far into a project the search for deprecated modules goes.
    static let limits = FolderWalk.Limits(maximumDepth: 4, maximumEntries: 4000, reportsDepth: false)
    /// The script files a module is written in.
    static let scriptExtensions = [".ts", ".js", ".mjs", ".cjs", ".mts", ".cts"]

    /// `systems` without the legacy ones, and why each was left out.
    static func leavingOut<Source>(_ systems: [(DesignSystem, Source)], roots: [String]) -> (kept: [(DesignSystem, Source)], left: [SystemExplanation]) {
        guard systems.count > 1, !roots.isEmpty else { return (systems, []) }
        var projects = ProjectFolders(roots: roots, namedPackages: true)
        var legacy: [Int: SystemExplanation] = [:]
        for (project, members) in projects.members(of: systems.map(\.0)) where members.count > 1 {
            let modules = deprecatedModules(in: project)
            guard !modules.isEmpty else { continue }
            var found: [Int: SystemExplanation] = [:]
            for member in members {
                let colours = Self.colours(of: systems[member].0)
                guard colours.count >= fewestColours else { continue }
                for module in modules {
                    let held = colours.filter(module.colours.contains).count
                    guard Double(held) >= share * Double(colours.count) else { continue }
                    let file = systems[member].0.file
                    let percent = held * 100 / colours.count
                    found[member] = SystemExplanation(
                        system: file,
                        reason: "not a theme of its own: legacy; \(percent) % of its colours are those of \(module.marker), which the project marks @deprecated, "
                            + "and the project's current system is listed", nameSource: "-", taken: [],
                        left: [SystemExplanation.File(path: file, note: "legacy: the colours of a deprecated module (name it with --themes to open it)")])
                    break
                }
            }
            // A project whose every system is legacy keeps them: there is nothing newer to prefer.
            guard found.count < members.count else { continue }
            legacy.merge(found) { first, _ in first }
        }
        guard !legacy.isEmpty else { return (systems, []) }
        let kept = systems.indices.filter { legacy[$0] == nil }.map { systems[$0] }
        return (kept, legacy.keys.sorted().compactMap { legacy[$0] })
    }

    /// A script module marked deprecated: the file that says so, and the colour literals of it
    /// and of the colour scripts beside it.
    struct Module {
        var marker: String
        var colours: Set<UInt32>
    }

    /// The deprecated modules of the project folder `project`: scripts whose JSDoc marks an
    /// export `@deprecated`, outside dependencies, builds, tests and hidden folders.
    static func deprecatedModules(in project: String) -> [Module] {
        let skipped = BuildOutputs.folderNames.union(SupportFolders.names).union(["node_modules"])
        let walk = FolderWalk.walk(project, limits: limits, descend: { entry in
            !entry.name.hasPrefix(".") && !skipped.contains(entry.name.lowercased())
        }, keep: { entry in entry.isDirectory || isScript(entry.name) })
        var byFolder: [String: [String]] = [:]
        for entry in walk.entries where !entry.isDirectory && isModuleScript(entry.name) {
            byFolder[ResolverFolders.folder(of: entry.path), default: []].append(entry.path)
        }
        var modules: [Module] = []
        // Only a folder with a script named for colours is read (`colors.ts` beside `index.ts`).
        for (_, scripts) in byFolder.sorted(by: { $0.key < $1.key }) where scripts.contains(where: { !isIndex(FileSystem.fileName($0)) }) {
            let texts = scripts.map { ($0, text(of: $0)) }
            guard let marker = texts.first(where: { marksExportDeprecated($0.1) })?.0 else { continue }
            let colours = texts.reduce(into: Set<UInt32>()) { $0.formUnion(hexLiterals($1.1)) }
            if !colours.isEmpty { modules.append(Module(marker: marker, colours: colours)) }
        }
        return modules
    }

    /// Whether `name` is a script of a token module: its `index`, or one named for colours
    /// (``Unreadable/paletteScriptWords``: `colors.ts`, `palette.js`).
    static func isModuleScript(_ name: String) -> Bool {
        guard isScript(name), let dot = name.lastIndex(of: ".") else { return false }
        return isIndex(name) || DTCGAxisRules.words(String(name[..<dot])).contains { Unreadable.paletteScriptWords.contains($0) }
    }

    /// Whether `name` is a folder's index script.
    static func isIndex(_ name: String) -> Bool {
        name.lowercased().hasPrefix("index.")
    }

    /// Whether `name` is a script a module is written in (not a declaration file).
    static func isScript(_ name: String) -> Bool {
        let lower = name.lowercased()
        return scriptExtensions.contains { lower.hasSuffix($0) } && !lower.hasSuffix(".d.ts")
    }

    /// The text of a script, its first 256 KB.
    private static func text(of path: String) -> String {
        guard case .success(let bytes) = FileSystem.regularFileContents(atPath: path, limit: 256 * 1024) else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a JSDoc block in `text` holding `@deprecated` is followed by an `export`: the
    /// module's exported object is deprecated, not one helper inside it.
    static func marksExportDeprecated(_ text: String) -> Bool {
        var rest = Substring(text)
        while let marker = rest.firstRange(of: "@deprecated") {
            let after = rest[marker.upperBound...]
            guard let close = after.firstRange(of: "*/") else { return false }
            let next = after[close.upperBound...].drop { $0.isWhitespace }
            if next.hasPrefix("export") { return true }
            rest = after[close.upperBound...]
        }
        return false
    }

    /// The quoted hex colours (`'#3d3d3d'`, `"#fff"`) in `text`, as 0xRRGGBB.
    static func hexLiterals(_ text: String) -> Set<UInt32> {
        var found: Set<UInt32> = []
        let bytes = Array(text.utf8)
        var index = 0
        while index + 2 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\""), bytes[index + 1] == UInt8(ascii: "#") else { continue }
            let digits = bytes[(index + 2)...].prefix { ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) }
            guard index + 2 + digits.count < bytes.count, bytes[index + 2 + digits.count] == bytes[index], [3, 6, 8].contains(digits.count) else { continue }
            let hex = String(decoding: digits, as: UTF8.self)
            let full = digits.count == 3 ? hex.map { "\($0)\($0)" }.joined() : String(hex.prefix(6))
            if let value = UInt32(full, radix: 16) { found.insert(value) }
        }
        return found
    }

    /// A system's distinct opaque colours in its default context, as 0xRRGGBB.
    static func colours(of system: DesignSystem) -> Set<UInt32> {
        Set(system.resolve(system.defaultContext).colors.compactMap { token in
            guard token.color.alpha >= 1 else { return nil }
            let rgb = token.color.rgb
            return UInt32(rgb.red) << 16 | UInt32(rgb.green) << 8 | UInt32(rgb.blue)
        })
    }
}
