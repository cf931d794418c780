import ShadeFiles
import ShadeTokens

/// One system written twice in one project: its token sources and the CSS, asset catalog or
/// Figma file a build wrote from them; or one style sheet in several variants (classless,
/// fluid, conditional) whose colours are the same. Pointed at a repository, a designer
/// expects the system once. Folder names do not say which files are such renditions (each
/// project keeps its builds where it likes), the colours do: of two candidates in one
/// project (the nearest folder holding `.git`, or a `package.json` with a `name`: a nameless
/// playground or docs package inside a repository is part of it, a named package beside
/// others in a monorepo is a project of its own), the one whose colour
/// values, appearance by appearance, are almost all found in the other is a rendition of it,
/// and is left out, named in `shade list --explain`. The richer one is kept: more
/// appearances, then more colour tokens, then a source before a build output, then the
/// shorter path (`pico.css` before `pico.classless.css`). Colour variants of one sheet
/// (`pico.amber.css`, `pico.blue.css`) differ in their accent's values and stay apart. A
/// candidate whose colours Shade mostly cannot read (maths it does not evaluate) is left out
/// beside one of its project that reads its own (``Fingerprint/isUnreadable``).
///
/// Only projects with two candidates or more are compared, so a folder of collected themes
/// (no project around it) costs nothing here.
enum Renditions {
    /// The share of a candidate's colour values (counted with their repeats, per appearance)
    /// that the other must hold for the candidate to be a rendition of it. A build drops what
    /// its platform cannot say (a gradient, a shadow colour), so equality is too strict; a
    /// colour variant changes its accent's whole ramp, which is more than this leaves.
    static let sharedShare = 0.9

    /// The share that suffices between a style sheet and a token source of one package: a
    /// package's sheet beside its tokens is the system written again, by a build or by hand,
    /// and the two drift apart as each is edited (MetaMask's Figma tokens and its CSS share 61 %
    /// of their values); it is another system only if it shares less than half of its colours.
    /// Variants of one system are written in one format (``sharedShare`` applies to them).
    static let crossFormatShare = 0.5

    /// Whether `a` and `b` are written in different kinds of file: one a style sheet, the
    /// other token files (JSON, YAML, a folder of them).
    static func differInFormat(_ a: String, _ b: String) -> Bool {
        ComponentSheets.isSheet(a) != ComponentSheets.isSheet(b)
    }

    /// Fewer distinct colours than this say too little to call one candidate another's copy.
    static let minimumDistinct = 4

    /// A candidate's colours: per appearance it has (at standard contrast), each sRGB value
    /// with alpha, counted.
    struct Fingerprint {
        var appearances: Set<Appearance>
        var counts: [UInt64: Int]
        var total: Int
        /// Each token's value by appearance and path.
        var values: [String: UInt64]
        /// The tokens whose value Shade could not read (an expression, an alias to one), in any
        /// appearance: each a problem naming its token.
        var refused: Int

        /// Whether Shade reads too little of this candidate to show its system: fewer of its
        /// colour values than it refuses. A file of few colours it reads whole (Salesforce's
        /// icon backgrounds, one value) is small, not unreadable.
        var isUnreadable: Bool { refused > total }

        init(_ system: DesignSystem) {
            appearances = Set(system.appearances)
            counts = [:]
            values = [:]
            total = 0
            // Reading its files finds some (a value that is no colour), resolving the others. A
            // value read with a deviation is read, and an untyped size or word is no colour.
            func refusals(_ lines: [Diagnostic]) -> [String] {
                lines.filter { $0.severity == .problem && $0.message != DTCGTokenSetResolver.undeterminedType }.compactMap(\.tokenPath)
            }
            var problems = Set(refusals(system.diagnostics))
            for appearance in appearances {
                let tag: UInt64 = appearance == .dark ? 1 << 40 : 0
                let resolved = system.resolve(system.context(for: Resolution(appearance)))
                problems.formUnion(refusals(resolved.diagnostics))
                for token in resolved.colors {
                    let rgb = token.color.rgb
                    let alpha = UInt64(max(0, min(255, (token.color.alpha * 255).rounded())))
                    let key = tag | UInt64(rgb.red) << 24 | UInt64(rgb.green) << 16 | UInt64(rgb.blue) << 8 | alpha
                    counts[key, default: 0] += 1
                    values[(appearance == .dark ? "d:" : "l:") + token.path] = key
                    total += 1
                }
            }
            refused = problems.count
        }

        /// The share of this candidate's colours `other` holds, when `other` has every
        /// appearance this one has; nil when it lacks one, or this one says too little.
        func share(in other: Fingerprint) -> Double? {
            guard isComparable(with: other) else { return nil }
            var held = 0
            for (key, count) in counts { held += min(count, other.counts[key] ?? 0) }
            return Double(held) / Double(total)
        }

        /// The share of this candidate's distinct colours `other` holds, each value counted
        /// once; nil as for ``share(in:)``. A build in another package writes its source's
        /// values again under its platform's names, a palette colour once as an alias and once
        /// as a token, so their repeats differ from the source's while the values do not.
        func distinctShare(in other: Fingerprint) -> Double? {
            guard isComparable(with: other) else { return nil }
            return Double(counts.keys.count { other.counts[$0] != nil }) / Double(counts.count)
        }

        /// Whether this candidate says enough, `other` has every appearance it has, and no
        /// token of one name differs between them.
        private func isComparable(with other: Fingerprint) -> Bool {
            guard total > 0, counts.count >= Renditions.minimumDistinct, appearances.isSubset(of: other.appearances) else { return false }
            // The same token given another value is a variant (a colour variant of a sheet, a
            // brand's theme over a shared base), however many values the two share.
            return !values.contains { path, value in other.values[path].map { $0 != value } == true }
        }
    }

    /// `systems` with every rendition of another in its project left out. Returns the systems kept, in their order, and one explanation per system
    /// left out.
    static func leavingOut<Source>(_ systems: [(DesignSystem, Source)], roots: [String])
        -> (kept: [(DesignSystem, Source)], left: [SystemExplanation]) {
        guard systems.count > 1, !roots.isEmpty else { return (systems, []) }
        var projects = ProjectFolders(roots: roots, namedPackages: true)
        let members = projects.members(of: systems.map(\.0))
        var leftOut: [Int: SystemExplanation] = [:]
        var prints: [Int: Fingerprint] = [:]
        for (_, indices) in members where indices.count > 1 {
            for index in indices { prints[index] = Fingerprint(systems[index].0) }
            let outputs = Dictionary(uniqueKeysWithValues: indices.map { ($0, isOutput(systems[$0].0.file, projects: projects)) })
            let ordered = indices.sorted {
                richer((systems[$0].0, prints[$0]!, outputs[$0]!), than: (systems[$1].0, prints[$1]!, outputs[$1]!))
            }
            var keepers: [Int] = []
            for index in ordered {
                let print = prints[index]!
                let file = systems[index].0.file
                let match = keepers.lazy.compactMap { keeper in print.share(in: prints[keeper]!).map { (keeper, $0) } }
                    .first { $0.1 >= (differInFormat(file, systems[$0.0].0.file) ? crossFormatShare : sharedShare) }
                guard let (keeper, share) = match else {
                    keepers.append(index)
                    continue
                }
                let original = systems[keeper].0.file
                let percent = Int((share * 100).rounded(.down))
                leftOut[index] = left(file, reason: "not a theme of its own: a rendition of \(original) in the same project (\(percent) % of its colour values "
                                          + "are that system's, in every appearance it has, and no token of the same name differs)",
                                      note: "same colours as \(shortName(original)): a rendition")
            }
            unreadable(keepers, systems: systems.map(\.0), prints: prints, leftOut: &leftOut)
        }
        acrossPackages(systems.map(\.0), members: members, projects: projects, prints: &prints, leftOut: &leftOut)
        guard !leftOut.isEmpty else { return (systems, []) }
        let kept = systems.indices.filter { leftOut[$0] == nil }.map { systems[$0] }
        return (kept, leftOut.sorted { $0.key < $1.key }.map(\.value))
    }

    /// Leaves out each of a project's kept candidates whose colours Shade cannot read
    /// (``Fingerprint/isUnreadable``) when another of the project's reads its own: the system's
    /// sources written in maths Shade does not evaluate (Tokens Studio's `pow(…)`, a
    /// `set_chroma(…)` of aliases) share no value with its readable rendition to be matched by,
    /// and shown alone they show nothing of the system.
    private static func unreadable(_ keepers: [Int], systems: [DesignSystem], prints: [Int: Fingerprint],
                                   leftOut: inout [Int: SystemExplanation]) {
        guard let shown = keepers.first(where: { !prints[$0]!.isUnreadable }) else { return }
        for index in keepers where prints[index]!.isUnreadable {
            let print = prints[index]!, file = systems[index].file, original = systems[shown].file
            leftOut[index] = left(file, reason: "not a theme of its own: Shade reads \(print.total) of its colour values and cannot read \(print.refused) "
                                      + "(expressions it does not evaluate, or aliases to them), so it would show little of its system; "
                                      + "\(original), in the same project, reads its colours",
                                  note: "colours Shade cannot read; the project's system is \(shortName(original))")
        }
    }

    /// Leaves out each system kept so far whose package depends on another package of its
    /// repository whose kept system holds its colours (``PackageRenditions``).
    private static func acrossPackages(_ systems: [DesignSystem], members: [String: [Int]], projects: ProjectFolders,
                                       prints: inout [Int: Fingerprint], leftOut: inout [Int: SystemExplanation]) {
        guard members.count > 1 else { return }
        var packages = PackageRenditions()
        let named = members.keys.sorted().compactMap { folder in packages.package(at: folder).map { (folder, $0) } }
        let byName = Dictionary(named.map { ($0.1.name, $0.0) }, uniquingKeysWith: { first, _ in first })
        func fingerprint(_ index: Int) -> Fingerprint {
            if let known = prints[index] { return known }
            let print = Fingerprint(systems[index])
            prints[index] = print
            return print
        }
        for (folder, package) in named {
            // The packages this one is built with, of this search, in one repository with it.
            let sources = package.dependencies.sorted().compactMap { name in byName[name].map { (name, $0) } }.filter { _, source in
                guard source != folder, let root = projects.root(of: folder), projects.root(of: source) == root else { return false }
                return packages.shareRepository(folder, source, root: root)
            }
            guard !sources.isEmpty else { continue }
            for index in members[folder] ?? [] where leftOut[index] == nil {
                let print = fingerprint(index)
                var match: (name: String, keeper: Int, share: Double)?
                search: for (name, source) in sources {
                    for keeper in members[source] ?? [] where leftOut[keeper] == nil {
                        let theirs = fingerprint(keeper)
                        if let share = print.distinctShare(in: theirs), share >= sharedShare,
                           let back = theirs.distinctShare(in: print), back >= sharedShare {
                            match = (name, keeper, share)
                            break search
                        }
                    }
                }
                guard let match else { continue }
                let file = systems[index].file, original = systems[match.keeper].file
                leftOut[index] = left(file, reason: "not a theme of its own: a rendition of \(original), built by package \(package.name) from \(match.name), "
                                          + "a package of the same repository it depends on (the two hold the same colours, appearance by appearance: "
                                          + "\(Int((match.share * 100).rounded(.down))) % of its distinct values are that system's and most of that system's are its; "
                                          + "no token of the same name differs)",
                                      note: "same colours as \(shortName(original)), another package's: a rendition")
            }
        }
    }

    /// Whether `a` is kept before `b`: more appearances, more colour values, a source before
    /// a build output, then the shorter path and the path itself.
    private static func richer(_ a: (system: DesignSystem, print: Fingerprint, isOutput: Bool),
                               than b: (system: DesignSystem, print: Fingerprint, isOutput: Bool)) -> Bool {
        if a.print.appearances.count != b.print.appearances.count { return a.print.appearances.count > b.print.appearances.count }
        if a.print.total != b.print.total { return a.print.total > b.print.total }
        if a.isOutput != b.isOutput { return !a.isOutput }
        if a.system.file.count != b.system.file.count { return a.system.file.count < b.system.file.count }
        return a.system.file < b.system.file
    }

    /// `file` left out, with why.
    private static func left(_ file: String, reason: String, note: String) -> SystemExplanation {
        SystemExplanation(system: file, reason: reason, nameSource: "-", taken: [], left: [SystemExplanation.File(path: file, note: note)])
    }

    /// A system's file or folder name, for a note.
    private static func shortName(_ path: String) -> String {
        FileSystem.fileName(path.hasSuffix("/") ? String(path.dropLast()) : path)
    }

    private static func isOutput(_ file: String, projects: ProjectFolders) -> Bool {
        guard let root = projects.root(of: file) else { return false }
        return BuildOutputs.isOutput(file, root: root)
    }
}

