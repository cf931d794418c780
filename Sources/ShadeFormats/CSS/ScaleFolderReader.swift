import ShadeColor
import ShadeFiles
import ShadeTokens

/// Reads a folder of colour-scale style sheets (Radix Colors' `gray.css`, `gray-dark.css`,
/// `blue.css`…; Open Props' `props.gray.css`, `props.indigo.css`…) as one theme: a neutral scale
/// for the page and text, a chromatic one for the accent, and red, green and amber scales for
/// status when the folder has them. Each file is read by ``CSSReader`` (so `NAME-dark.css` is
/// `NAME.css`'s dark appearance), and the roles come from the steps as Radix documents them
/// (``ScaleRoles``) where the scales have Radix's twelve steps; otherwise they are inferred.
public enum ScaleFolderReader {
    /// Scales that are neutrals, in order of preference.
    static let neutrals = ["gray", "slate", "mauve", "sage", "olive", "sand", "stone", "zinc", "neutral", "grey"]
    /// Scales that make a good accent, in order of preference.
    static let accents = ["blue", "indigo", "iris", "violet", "purple", "plum", "cyan", "teal", "sky", "jade", "pink", "crimson",
                          "grass", "green", "orange", "ruby", "tomato", "red"]
    /// Scales for each status colour, in order of preference.
    static let statuses: [(role: String, scales: [String])] = [
        ("error", ["red", "tomato", "ruby", "crimson"]), ("success", ["green", "grass", "jade", "teal"]),
        ("warning", ["amber", "yellow", "orange"]),
    ]

    /// The scale a file holds, by its name: `gray` for `gray.css`, `props.gray.css` or
    /// `gray-dark.css`; nil for any other name (`gray-alpha.css`, `props.gray-hsl.css`).
    static func scaleName(_ fileName: String) -> String? {
        var stem = Substring(fileName.lowercased())
        guard stem.hasSuffix(".css") else { return nil }
        stem = stem.dropLast(4)
        if stem.hasPrefix("props.") { stem = stem.dropFirst(6) }
        if stem.hasSuffix("-dark") { stem = stem.dropLast(5) }
        let name = String(stem)
        return neutrals.contains(name) || accents.contains(name) || statuses.contains(where: { $0.scales.contains(name) }) ? name : nil
    }

    /// Whether a file belongs to a scale's family (`gray-alpha.css`, `props.gray-hsl.css`,
    /// `blue-dark.css`): in a folder of scales it is part of the scale theme, not one of its own.
    package static func isScaleFamilyFile(_ fileName: String) -> Bool {
        var stem = Substring(fileName.lowercased())
        guard stem.hasSuffix(".css") else { return false }
        stem = stem.dropLast(4)
        if stem.hasPrefix("props.") { stem = stem.dropFirst(6) }
        let head = stem.prefix { $0 != "-" && $0 != "." }
        return scaleName(String(head) + ".css") != nil
    }

    /// Whether a folder looks like a folder of scales, by the names a listing of it gave (asked
    /// of every folder a themes search meets): a neutral scale and at least one other.
    package static func isScaleFolder(names: [String]) -> Bool {
        let scales = Set(names.filter { $0.hasSuffix(".css") }.compactMap(scaleName))
        return scales.contains(where: neutrals.contains) && scales.count >= 2
    }

    /// Reads the folder at `path`, from `files`.
    public static func read(path: String, files: any TokenFiles = DiskTokenFiles()) -> (system: DesignSystem?, diagnostics: [Diagnostic], roleMap: RoleMap?) {
        var problems: [Diagnostic] = []
        var scales: [String: DesignSystem] = [:]
        for fileName in (files.names(inFolder: path) ?? []).filter({ $0.hasSuffix(".css") }).sorted() {
            guard let scale = scaleName(fileName), scales[scale] == nil else { continue }
            // The dark half is read with its light file; alone, it is the scale's dark only.
            let file = FileSystem.join(path, fileName)
            if CSSReader.isDarkHalf(fileName), CSSReader.darkPartner(of: String(file.dropLast("-dark.css".count)) + ".css", files: files) != nil { continue }
            let (system, fileProblems) = CSSReader.read(path: file, files: files)
            problems += fileProblems
            if let system { scales[scale] = system }
        }
        guard let neutral = neutrals.first(where: { scales[$0] != nil }), let page = scales[neutral] else {
            return (nil, problems + [Diagnostic(file: path, message: "no neutral scale (gray, slate, mauve, sage, olive, sand…) among the scale files")], nil)
        }
        let accent = accents.first { scales[$0] != nil && $0 != neutral }
        var chosen: [(role: String, scale: String)] = [("neutral", neutral)]
        if let accent { chosen.append(("accent", accent)) }
        for status in statuses {
            if let scale = status.scales.first(where: { scales[$0] != nil }) { chosen.append((status.role, scale)) }
        }
        var variants: [Resolution: [SystemColorToken]] = [:]
        for resolution in Resolution.all where resolution.contrast == .standard && page.appearances.contains(resolution.appearance) {
            var tokens: [SystemColorToken] = []
            for (_, system) in scales.sorted(by: { $0.key < $1.key }) {
                tokens += ResolvedVariants.tokens(of: system, at: resolution) ?? []
            }
            variants[resolution] = tokens
        }
        let first = variants[Resolution(page.appearances[0])] ?? []
        // The documented uses are Radix's, of steps 1–12: a scale of another shape (Open Props'
        // 0–12, whose text-2 is step 7) has other uses, and its roles are inferred instead.
        let roles = ScaleRoles.hasRadixSteps(neutral, in: first) ? ScaleRoles.table(chosen) : []
        // Open Props keeps its scales in `src/`: the theme is known by the project.
        let own = FormatFiles.baseName(path), parent = ThemeNaming.folderName(of: path)
        let name = ThemeNaming.genericFolders.contains(own.lowercased()) && parent.lowercased() != "themes" ? parent : own
        let system = ResolvedVariants.system(name: name, file: path,
                                             description: "colour scales: \(chosen.map(\.scale).joined(separator: ", "))",
                                             variants: variants, extensions: roles.isEmpty ? nil : ScaleRoles.extensions(roles, present: first),
                                             diagnostics: problems)
        return (system, problems, roles.isEmpty ? nil : ScaleRoles.roleMap(roles, present: first))
    }
}
