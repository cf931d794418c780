import ShadeColor
import ShadeJSON
import ShadeText
import ShadeTokens
import ShadeFiles

/// Reads Tokens Studio JSON (one file whose top-level keys are token sets beside `$themes`
/// and `$metadata`, or a folder of set files with `$themes.json` and `$metadata.json`) and
/// Style Dictionary's legacy JSON (one set: `value`/`type`/`comment`) into a design system.
///
/// - Tokens are objects with `value` or `$value`; `type`/`$type` (inherited from groups)
///   must be `color` when given. Values are CSS colour strings (`#hex`, `rgb()`, `hsl()`…, and
///   Tokens Studio's `rgba(#hex, alpha)`), references `{a.b.c}` (`{a.b.c.value}` in Style
///   Dictionary), or strings with references inside (`rgba({black}, 0.5)`).
/// - Themes map to appearances by their name and group (`dark`, `light`, and `hc`,
///   `contrast` or `high contrast` for increased contrast); a group with one theme is no
///   axis, its sets are part of every context. A context's `source` sets are layered under
///   its `enabled` ones, each in `$metadata.tokenSetOrder` order, and every set's tokens are
///   listed (a `source` set holds the primitives the roles are chosen from); a set another
///   theme of a picked theme's axis enables is left out. Without themes, every set is layered
///   in order and read as light.
/// - `$extensions["studio.tokens"].modify` (`lighten`, `darken`, `mix`, `alpha`, with `space`
///   `srgb`, `hsl`, `lch`, `p3`) is applied after references (see ``StudioColorMath``).
public enum TokensStudioReader {
    struct SetFile {
        var name: String
        var file: String
        var root: JSONNode
    }

    struct Theme {
        /// The group and the name, for what they say about appearance and contrast.
        var name: String
        /// The theme's group (`brand`, `mode`), its axis; nil when it has none.
        var group: String?
        /// The theme's own name, its context on that axis.
        var title: String
        var enabled: [String]
        var sources: [String]
        var position: SourcePosition?
        var file: String
    }

    struct RawToken {
        var path: String
        var value: JSONNode
        var type: String?
        var modify: JSONObject?
        var description: String?
        /// Values for one appearance written beside `value` (see ``AppearanceLeaves``).
        var variants: [Appearance: JSONNode] = [:]
        /// Why the token is deprecated (`$deprecated`, its group's, or its folder's), or nil.
        var deprecated: String?
        var file: String
        var position: SourcePosition
        /// Where the colour of this token, as its set writes it, is kept across the contexts
        /// that layer the set (see ``ConstantColors``); nil once a context has changed its value.
        var constant: Int?
    }

    /// The colours of tokens whose value names no other token, worked out once whatever
    /// number of contexts layer their set: such a colour is the same in all of them. 256
    /// contexts over four sets of 20,000 tokens parsed each colour sixteen times.
    final class ConstantColors {
        var known: [Int: Result<(ColorSpaceValue, [String]), Failure>] = [:]
        var count = 0

        /// The slot for `token`, when nothing its colour depends on can differ between contexts.
        func slot(for token: RawToken) -> Int? {
            // A modifier's colour or amount may name a token too (`{global.modifier.hover}`), and
            // a dotted path without braces may be a reference (``BareReferences``).
            guard let text = token.value.string, !text.contains("{"), !BareReferences.isPath(text.trimmingCharacters(in: " ")),
                  token.modify.map({ modify in !["color", "value"].contains { modify[$0]?.string?.contains("{") ?? false } }) ?? true else { return nil }
            count += 1
            return count
        }
    }

    /// Reads the file or folder at `path`, from `files`.
    public static func read(path: String, files: any TokenFiles = DiskTokenFiles()) -> (system: DesignSystem?, diagnostics: [Diagnostic]) {
        var problems: [Diagnostic] = []
        var sets: [SetFile] = []
        var themes: [Theme] = []
        var order: [String] = []
        let name: String
        // The sets each appearance's builds layer (a dark config's files), by the builds' files.
        var layering: BuildLayering?
        var buildSets: BuildSets?
        var studioSets = false
        if files.kind(of: path) == .folder {
            // A repository's `tokens/` is known by the repository's name (not by a themes folder's).
            let own = FormatFiles.baseName(path), parent = ThemeNaming.folderName(of: path)
            name = ThemeNaming.genericFolders.contains(own.lowercased()) && parent.lowercased() != "themes" ? parent : own
            var (found, walked) = setFiles(path, files: files, problems: &problems)
            if walked.contains("$themes.json") || walked.contains("$metadata.json") {
                studioSets = true
                // Tokens Studio writes JSON only: YAML beside it is some other tool's.
                found = found.filter { $0.file.hasSuffix(".json") }
            }
            let builds = StyleDictionaryProject.builds(project: path, files: files)
            // Files a build reads from a sibling package of its workspace (`../base/src/**`).
            found += siblingSets(builds, project: path, files: files, problems: &problems)
            if !builds.isEmpty {
                // A Style Dictionary project reads the files its configs name (every build's:
                // light's and dark's), and no other file of the repository.
                for build in builds {
                    // A glob matches paths below the project only; one that leads out of it is
                    // refused as a link out is, and said, not left to match nothing in silence.
                    for glob in build.outside {
                        problems.append(Diagnostic(file: build.file, message: "the source glob \"\(glob)\" leads out of \(path); not followed"))
                    }
                    if build.globs.contains(where: { SourceGlob($0) == nil }) {
                        problems.append(Diagnostic(file: build.file, message: "a source glob over \(SourceGlob.maximumLength) characters is not a path pattern; ignored"))
                    }
                }
                // Layered as the builds merge them: `include` under `source`, each list in its
                // order (a brand's files after the core they override), by name within a glob;
                // builds for native platforms only are renditions, not drawn (``BuildLayering``).
                let layers = BuildLayering(builds, files: found.map(\.file))
                let byFile = Dictionary(found.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
                found = layers.files.compactMap { byFile[$0] }
                layering = layers
                if found.isEmpty {
                    // Sources written in code (`dist/**/*.js` built from TypeScript), or globs that
                    // leave the folder: said as what they are, not as a project of no colour.
                    let globs = builds.flatMap(\.globs)
                    let scripts = globs.contains { glob in [".js", ".mjs", ".cjs", ".ts"].contains { glob.lowercased().hasSuffix($0) || glob.lowercased().hasSuffix($0 + "}") } }
                    problems.append(Diagnostic(file: builds[0].file, message: "its `source` globs (\(globs.prefix(3).joined(separator: ", "))\(globs.count > 3 ? ", …" : "")) "
                                               + "name no JSON or YAML token file in \(path)"
                                               + (scripts ? "; Shade reads token files, not the scripts a build runs; not read" : "; not read")))
                    return (nil, problems)
                }
            }
            if walked.contains("$metadata.json"), let metadata = parse(FileSystem.join(path, "$metadata.json"), files: files, problems: &problems, required: false) {
                order = metadata.object?["tokenSetOrder"]?.array?.compactMap(\.string) ?? []
            }
            if walked.contains("$themes.json"), let list = parse(FileSystem.join(path, "$themes.json"), files: files, problems: &problems, required: false) {
                themes = readThemes(list, file: FileSystem.join(path, "$themes.json"), problems: &problems)
            }
            // A Tokens Studio file's sets stand where the file stands in a build's layering.
            var expanded: [String: [String]] = [:]
            for set in found {
                let file = FileSystem.join(path, set.file)
                guard let root = parse(file, files: files, problems: &problems, required: true) else { continue }
                if let object = root.object, object["$themes"] != nil || object["$metadata"] != nil {
                    // A Tokens Studio file a build reads (Style Dictionary with Tokens Studio's
                    // transforms): its members are its sets, as when it is read alone.
                    order += object["$metadata"]?.object?["tokenSetOrder"]?.array?.compactMap(\.string) ?? []
                    if let list = object["$themes"] { themes += readThemes(list, file: file, problems: &problems) }
                    for member in object.members where !member.key.hasPrefix("$") {
                        sets.append(SetFile(name: member.key, file: file, root: member.value))
                        expanded[set.name, default: []].append(member.key)
                    }
                    continue
                }
                sets.append(SetFile(name: set.name, file: file, root: TheoTokens.normalised(root)))
            }
            let nameOf = Dictionary(found.map { ($0.file, $0.name) }, uniquingKeysWith: { first, _ in first })
            buildSets = layering?.sets { file in nameOf[file].map { expanded[$0] ?? [$0] } ?? [] }
        } else {
            name = FormatFiles.baseName(path, dropping: [".json", ".yaml", ".yml", ".tokens"] + ScriptTokenModule.extensions)
            guard let root = parse(path, files: files, problems: &problems, required: true) else { return (nil, problems) }
            guard let object = root.object else {
                return (nil, [Diagnostic(file: path, position: root.position, message: "expected a JSON object of token sets or tokens")])
            }
            let studio = object["$themes"] != nil || object["$metadata"] != nil
            studioSets = studio
            if studio {
                order = object["$metadata"]?.object?["tokenSetOrder"]?.array?.compactMap(\.string) ?? []
                if let list = object["$themes"] { themes = readThemes(list, file: path, problems: &problems) }
                for member in object.members where !member.key.hasPrefix("$") {
                    sets.append(SetFile(name: member.key, file: path, root: member.value))
                }
            } else {
                sets = [SetFile(name: "tokens", file: path, root: TheoTokens.normalised(root))]
            }
        }
        return read(sets: sets, themes: themes, order: order, builds: buildSets, name: name, path: path, problems: problems,
                    namedSets: studioSets)
    }

    /// Reads `sets`, the token files of one system that no config or `$themes` ties together
    /// (Style Dictionary files beside each other whose aliases cross), as one system named
    /// `name` at `path` (its folder): each set by its path below the folder without its
    /// extension, whose name says the appearance or contrast it holds (`lightTheme`,
    /// `colors-dark-hc`), the rest read in every context. The files are read from `files`.
    public static func read(sets list: [(name: String, file: String)], name: String, path: String,
                            files: any TokenFiles = DiskTokenFiles()) -> (system: DesignSystem?, diagnostics: [Diagnostic]) {
        var problems: [Diagnostic] = []
        var sets: [SetFile] = []
        for set in list {
            if let root = parse(set.file, files: files, problems: &problems, required: true) {
                sets.append(SetFile(name: set.name, file: set.file, root: TheoTokens.normalised(root)))
            }
        }
        return read(sets: sets, themes: [], order: [], builds: nil, name: name, path: path, problems: problems)
    }

    /// The system of sets already parsed, layered by `themes` (else by what the sets' names and
    /// tokens say of light and dark), after the `problems` met finding them.
    /// `namedSets`: the sets are Tokens Studio's (a file or folder with `$themes` or
    /// `$metadata`), named by their author in the plugin, so names that differ in their last word
    /// are alternatives (``SetNameAxes``); a Style Dictionary project's are its files, named for
    /// where they are kept (`colors.v1.json5`, `colors.v2.json5`), layered as its build layers them.
    static func read(sets unsorted: [SetFile], themes: [Theme], order: [String], builds: BuildSets?, name: String,
                             path: String, problems found: [Diagnostic], namedSets: Bool = false) -> (system: DesignSystem?, diagnostics: [Diagnostic]) {
        var sets = unsorted, problems = found
        let known = Set(sets.map(\.name))
        if !order.isEmpty {
            let rank = Dictionary(order.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
            sets.sort { (rank[$0.name] ?? Int.max, $0.name) < (rank[$1.name] ?? Int.max, $1.name) }
        }
        for theme in themes {
            for missing in (theme.enabled + theme.sources) where !known.contains(missing) {
                problems.append(Diagnostic(file: theme.file, position: theme.position, tokenPath: theme.name,
                                           message: "token set \"\(missing)\" does not exist",
                                           suggestion: Suggestion.closest(to: missing, among: known)))
            }
        }
        var axes = ThemeAxes(themes)
        var plans = axes.plans(file: path, problems: &problems)
        // Why an axis the sets' folders carry is one (``FolderAxes``), said in its description.
        var axisReasons: [String: String] = [:]
        var reported: Set<String> = []
        // Each set is flattened once, whatever number of contexts layer it, and contexts that
        // layer the same sets share one resolution: four sets make at most sixteen layerings.
        var flattened: [Int: [RawToken]] = [:]
        let constants = ConstantColors()
        func flattenSet(_ index: Int) {
            guard flattened[index] == nil else { return }
            var flat: [RawToken] = []
            flatten(sets[index].root, path: [], inheritedType: nil, inheritedDeprecation: folderDeprecation(sets[index].name),
                    file: sets[index].file, depth: 0, into: &flat, problems: &problems, reported: &reported)
            for position in flat.indices { flat[position].constant = constants.slot(for: flat[position]) }
            flattened[index] = flat
        }
        if plans.isEmpty {
            // Without themes, the sets themselves say light and dark: by their names
            // (`color/dark.yaml`), or by light and dark written inside their tokens.
            sets.indices.forEach(flattenSet)
            let leaves = AppearanceLeaves.present(in: sets.indices.flatMap { flattened[$0] ?? [] })
            plans = unthemedPlans(sets.map(\.name), leaves: leaves, builds: builds)
            // Sets named as alternatives (`theme-light`, `theme-wireframe`) are axes, one picked per context.
            if builds == nil {
                let names = Dictionary(sets.indices.map { (sets[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
                func paths(_ name: String) -> Set<String> { Set((names[name].flatMap { flattened[$0] } ?? []).map(\.path)) }
                var alternatives = namedSets ? SetNameAxes(names: sets.map(\.name), tokens: paths) : SetNameAxes(axes: [])
                if alternatives.axes.isEmpty {
                    // Sibling folders that define the same tokens are alternatives too (``FolderAxes``).
                    let folders = FolderAxes(names: sets.map(\.name), tokens: paths) { name in
                        aliasTargets(names[name].flatMap { flattened[$0] } ?? [])
                    }
                    alternatives = SetNameAxes(axes: folders.axes)
                    axisReasons = folders.reasons
                }
                if !alternatives.axes.isEmpty {
                    axes = ThemeAxes(alternatives.themes)
                    plans = alternatives.plans(over: plans)
                } else if leaves, let axis = GroupAxis.find(in: sets.indices.flatMap { flattened[$0] ?? [] })
                            ?? GroupAxis.findByFile(in: sets.indices.flatMap { flattened[$0] ?? [] }) {
                    // Themes in light and dark written as groups of one file (``GroupAxis``).
                    axes = ThemeAxes(axis.themes)
                    plans = axis.plans(over: plans)
                    axisReasons[GroupAxis.name] = axis.reason
                }
            } else if leaves, let axis = GroupAxis.findByFile(in: sets.indices.flatMap { flattened[$0] ?? [] }) {
                // A build's sources that keep one theme a file, each in light and dark.
                axes = ThemeAxes(axis.themes)
                plans = axis.plans(over: plans)
                axisReasons[GroupAxis.name] = axis.reason
            }
        }
        let setIndex = Dictionary(sets.indices.map { (sets[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        var contexts: [SystemContext: ResolvedSystem] = [:]
        var resolvedLayerings: [ThemeAxes.Plan.Layering: ResolvedSystem] = [:]
        // What resolving costs in all, in tokens layered: past it the other contexts are left out.
        var budget = Self.maximumLayeredTokens
        var skippedContexts = 0
        for plan in plans {
            if var known = resolvedLayerings[plan.layering] {
                // A copy shares the colours and their index.
                known.context = plan.context
                contexts[plan.context] = known
                continue
            }
            let layered: [Int]
            if let order = plan.order {
                // One build's own order: its `include` under its `source`, each list in its order.
                layered = order.compactMap { setIndex[$0] }
            } else {
                // `source` sets under `enabled` ones, each in the sets' order (see ``ThemeAxes/sets(look:combination:)``).
                let chosen = sets.indices.filter { plan.chosen.contains(sets[$0].name) }
                layered = chosen.filter { !plan.enabled.contains(sets[$0].name) } + chosen.filter { plan.enabled.contains(sets[$0].name) }
            }
            layered.forEach(flattenSet)
            let cost = layered.reduce(0) { $0 + (flattened[$1]?.count ?? 0) }
            guard cost <= budget || contexts.isEmpty else {
                skippedContexts += 1
                continue
            }
            budget -= cost
            var tokens: [String: RawToken] = [:]
            var pathOrder: [String] = []
            for index in layered {
                for token in flattened[index] ?? [] {
                    if tokens[token.path] == nil { pathOrder.append(token.path) }
                    tokens[token.path] = token
                }
            }
            var view = AppearanceLeaves.View()
            plan.pick?.apply(to: &tokens, order: &pathOrder, view: &view)
            if let appearance = plan.leaves { AppearanceLeaves.apply(appearance, to: &tokens, order: &pathOrder, view: &view) }
            plan.pick?.hide(pathOrder, view: &view)
            var resolver = Resolver(tokens: tokens, constants: constants)
            var list: [SystemColorToken] = []
            for path in pathOrder where !view.hidden.contains(path) {
                guard let token = tokens[path], token.type == nil || token.type == "color" else { continue }
                switch resolver.color(path) {
                case .success(let (value, aliases)):
                    let mapped = value.toSRGB()
                    if token.type == "color", let written = token.value.string, let hex = DTCGColorStrings.bareHex(written.trimmingCharacters(in: " ")) {
                        let line = DTCGColorStrings.bareHexDeviation(written: written, hex: hex, file: token.file, position: token.value.position, tokenPath: path)
                        if reported.insert(line.description).inserted { problems.append(line) }
                    }
                    if let written = token.value.string, let function = CSSColorParser.commasInModernSyntax(written) {
                        let line = DTCGColorStrings.commaDeviation(function: function, file: token.file, position: token.position, tokenPath: path)
                        if reported.insert(line.description).inserted { problems.append(line) }
                    }
                    if let bare = resolver.bareReferences[path] {
                        let line = BareReferences.deviation(bare.written, target: bare.target, token: token, path: path)
                        if reported.insert(line.description).inserted { problems.append(line) }
                    }
                    list.append(SystemColorToken(path: path, color: mapped.color, outOfGamut: mapped.outOfGamut,
                                                 written: token.value.string ?? ColorWithAlpha(token.value)?.written ?? token.value.typeName, aliases: aliases,
                                                 deprecated: token.deprecated, description: token.description, file: token.file,
                                                 position: token.position))
                case .failure(let problem):
                    // Untyped values that are not colours (sizes, font names) are not reported,
                    // nor a token made for a group: its source's problem is said of the source.
                    if view.made.contains(path) || token.type == nil && !problem.isColorAttempt { continue }
                    // A measure typed `color` (an opacity, a shadow's offsets and colour) is the
                    // type's mistake, not a colour at fault: one deviation, a line a folder in `list`.
                    if problem.isMeasure {
                        let line = Diagnostic(file: token.file, position: token.value.position, tokenPath: path,
                                              message: "typed \"\(token.type ?? "")\" but holds a measure, not read as a colour: \(problem.partial.message)")
                            .deviation(kind: "type a measure (an opacity, a shadow) as a colour, not read as one")
                        if reported.insert(line.description).inserted { problems.append(line) }
                        continue
                    }
                    // A CSS gradient is DTCG's `gradient` type, not one colour: said as a
                    // deviation (one line a folder in `list`), never as a colour at fault.
                    if let written = token.value.string, let function = Self.gradientFunction(written) {
                        let line = Diagnostic(file: token.file, position: token.value.position, tokenPath: path,
                                              message: "a \(function)() is a gradient, DTCG's gradient type (a list of colour stops), not one colour; not read as a colour")
                            .deviation(kind: "write a gradient as a colour, not read as one")
                        if reported.insert(line.description).inserted { problems.append(line) }
                        continue
                    }
                    // A value at fault in the token an alias names is said once, of that
                    // token, where it is written (as the DTCG reader says it of its holder).
                    let holder = problem.holder.flatMap { tokens[$0] }
                    var diagnostic = problem.partial.diagnostic(file: holder?.file ?? token.file, tokenPath: holder == nil ? path : problem.holder)
                    // A build that lacks a palette says this of every token over it: one kind,
                    // summed up outside `validate`.
                    if diagnostic.message.hasSuffix("} names no token") { diagnostic.kind = Self.missingAliasKind }
                    if reported.insert(diagnostic.description).inserted { problems.append(diagnostic) }
                }
            }
            let resolved = ResolvedSystem(context: plan.context, colors: list)
            resolvedLayerings[plan.layering] = resolved
            contexts[plan.context] = resolved
        }
        if skippedContexts > 0 {
            problems.append(Diagnostic(file: path, message: "the sets are too large to resolve in every context (over \(Self.maximumLayeredTokens) tokens in all); "
                                           + "\(skippedContexts) of \(plans.count) contexts are left out"))
            plans = plans.filter { contexts[$0.context] != nil }
        }
        if contexts.values.allSatisfy(\.colors.isEmpty) {
            if problems.isEmpty { problems.append(Diagnostic(file: path, message: noColourTokens)) }
            return (nil, problems)
        }
        var modifiers = axes.modifiers(plans)
        for index in modifiers.indices { modifiers[index].description = axisReasons[modifiers[index].name] ?? modifiers[index].description }
        let system = DesignSystem.resolved(name: name, file: path, modifiers: modifiers, contexts: contexts, diagnostics: problems)
        return (system, problems)
    }

    /// The paths the aliases of `tokens` name (`{color.base.red.value}` → `color.base.red`).
    static func aliasTargets(_ tokens: [RawToken]) -> Set<String> {
        var targets: Set<String> = []
        for token in tokens {
            guard let text = token.value.string, text.contains("{") else { continue }
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                var target = String(rest[rest.index(after: open)..<close]).trimmingCharacters(in: " ")
                target = TheoTokens.aliasPath(target) ?? target
                for suffix in [".value", ".$value"] where target.hasSuffix(suffix) { target = String(target.dropLast(suffix.count)) }
                targets.insert(target)
                rest = rest[rest.index(after: close)...]
            }
        }
        return targets
    }

    /// What reading says of tokens written as a list that is not Theo's `props` (see ``TheoTokens``).
    public static let tokensInAList = "tokens written as a list (`- value: …`); Style Dictionary and Shade read tokens "
        + "from nested groups, and Theo's from a `props` list of named tokens; not read"

    /// What reading says of a file or folder that holds no colour token.
    public static let noColourTokens = "no colour tokens found"
    /// The kind of an alias to a token no set defines, for the line that sums them up.
    static let missingAliasKind = "alias a token that no file defines"

    /// What a set's name says (`lightTheme`, `colors/dark-hc`): light or dark, standard or
    /// high contrast; nil when it says neither (a palette read under every context).
    public static func resolution(forSet name: String) -> Resolution? { resolution(for: name) ?? (namesHighContrast(name) ? Resolution(.light, .high) : nil) }

    /// What a theme's or set's name (and group) says: light or dark, standard or high contrast.
    static func resolution(for name: String) -> Resolution? {
        let words = Set(name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
        let joined = name.lowercased().filter { $0.isLetter }
        // The words are the resolver's (``DTCGAxisRules``): a set named `ios-dimmed` is dark as a
        // context named `dimmed` is.
        let high = words.contains(where: DTCGAxisRules.saysHighContrast) || words.contains("contrast") || joined.contains("highcontrast")
        let said = Set(words.compactMap(DTCGAxisRules.appearance(ofWord:)))
        if said.contains(.dark) || joined.hasPrefix("dark") { return Resolution(.dark, high ? .high : .standard) }
        if said.contains(.light) || joined.hasPrefix("light") { return Resolution(.light, high ? .high : .standard) }
        return nil
    }

    static func parse(_ file: String, files: any TokenFiles, problems: inout [Diagnostic], required: Bool) -> JSONNode? {
        if !required, files.kind(of: file) == .missing { return nil }
        switch FormatFiles.text(file, in: files) {
        case .failure(let problem): problems.append(problem); return nil
        case .success(let text) where ScriptTokenModule.isModule(file):
            // A token module: its exported literal, never its code.
            let (root, unread) = ScriptTokenModule.read(text, file: file)
            problems += unread
            if root == nil { problems.append(Diagnostic(file: file, message: ScriptTokenModule.noLiteral)) }
            return root
        case .success(let text) where StyleDictionaryProject.isJSON5(file):
            do {
                return try JSONParser.parseJSON5(text)
            } catch {
                problems.append(Diagnostic(file: file, position: error.position, message: error.message))
                return nil
            }
        case .success(let text) where StyleDictionaryProject.isYAML(file)
            || !file.lowercased().hasSuffix(".json") && text.first(where: { !$0.isWhitespace && $0 != "\u{FEFF}" }) != "{":
            switch MarkupDocument.yaml(text, file: file) {
            case .failure(let problem): problems.append(problem); return nil
            case .success(let root): return root?.jsonNode() ?? JSONNode(value: .object(JSONObject(members: [])), position: SourcePosition(line: 1, column: 1))
            }
        case .success(let text):
            do {
                return try JSONParser.parse(text)
            } catch {
                problems.append(Diagnostic(file: file, position: error.position, message: error.message))
                return nil
            }
        }
    }

    /// How many tokens the contexts of one system may layer in all (each distinct layering
    /// counted once): a bound on the work, whatever number of contexts the themes make.
    static let maximumLayeredTokens = 2_000_000

    /// Folders of a repository that hold dependencies and build output, never token sets.
    static let skippedFolders: Set<String> = ["node_modules", "build", "dist"]

    /// How deep set folders may nest and how many entries a repository may list.
    static let walkLimits = TokenFolder.Limits(maximumDepth: 16, maximumEntries: 20_000)

    /// The token set names in `folder` (`color/base` for `color/base.json`), found by a bounded
    /// walk that stays inside it (links to `.` are a folder already seen, links out are not
    /// followed), and the relative paths of every file the walk accepted.
    private static func setFiles(_ folder: String, files: any TokenFiles, problems: inout [Diagnostic])
        -> (sets: [(name: String, file: String)], files: Set<String>) {
        let walk = files.walk(folder, limits: walkLimits, descend: { _ in true }) { entry in
            entry.depth == 0 && (entry.name == "$themes.json" || entry.name == "$metadata.json")
                || !entry.name.hasPrefix("$") && !entry.name.hasPrefix(".")
                && (entry.isDirectory ? !skippedFolders.contains(entry.name)
                    : StyleDictionaryProject.tokenFileExtension(entry.name) != nil || ScriptTokenModule.isModuleName(entry.name))
        }
        problems += walk.diagnostics
        let store = files
        let files = walk.entries.filter { entry in
            !entry.isDirectory && (StyleDictionaryProject.tokenFileExtension(entry.name) != nil
                                   || isTokenModule(entry.relativePath, in: folder, files: store))
        }
        let sets = files.filter { !$0.name.hasPrefix("$") }.compactMap { entry -> (name: String, file: String)? in
            guard let suffix = StyleDictionaryProject.tokenFileExtension(entry.name) ?? ScriptTokenModule.extensions.first(where: entry.name.lowercased().hasSuffix)
            else { return nil }
            return (String(entry.relativePath.dropLast(suffix.count)), entry.relativePath)
        }.sorted { $0.name.split(separator: "/").lexicographicallyPrecedes($1.name.split(separator: "/")) }
        return (sets, Set(files.map(\.relativePath)))
    }

    /// Whether the script at `relativePath` in `folder` is a Style Dictionary token module
    /// (``ScriptTokenModule``): Style Dictionary 4 reads a module among its sources as it reads
    /// JSON. A script that is no token module (an `index.js` that re-exports) is passed over.
    private static func isTokenModule(_ relativePath: String, in folder: String, files: any TokenFiles) -> Bool {
        guard case .success(let bytes) = files.contents(atPath: FileSystem.join(folder, relativePath), limit: FormatFiles.maximumFileSize,
                                                        refusingOver: nil) else { return false }
        return ScriptTokenModule.isTokenModule(bytes, file: relativePath)
    }

    /// The sets the `builds` read from sibling packages of the project's workspace, by their
    /// paths from the project (`../base/src/color.tokens.json`), in name order.
    private static func siblingSets(_ builds: [StyleDictionaryBuild], project: String, files: any TokenFiles,
                                    problems: inout [Diagnostic]) -> [(name: String, file: String)] {
        var found: [(name: String, file: String)] = []
        var seen: Set<String> = []
        for glob in builds.flatMap(\.globs) where SourceGlob.leadsOut(glob) {
            guard let (folder, prefix) = WorkspacePackages.siblingFolder(of: glob, project: project, files: files),
                  let compiled = SourceGlob(glob) else { continue }
            let walk = files.walk(folder, limits: walkLimits, descend: { !skippedFolders.contains($0.name) && !$0.name.hasPrefix(".") }) { entry in
                entry.isDirectory || StyleDictionaryProject.tokenFileExtension(entry.name) != nil
            }
            problems += walk.diagnostics
            for entry in walk.entries where !entry.isDirectory {
                let relative = prefix + "/" + entry.relativePath
                guard let suffix = StyleDictionaryProject.tokenFileExtension(entry.name), compiled.matches(relative),
                      seen.insert(relative).inserted else { continue }
                found.append((String(relative.dropLast(suffix.count)), relative))
            }
        }
        return found.sorted { $0.name < $1.name }
    }

    private static func readThemes(_ node: JSONNode, file: String, problems: inout [Diagnostic]) -> [Theme] {
        guard let list = node.array else {
            problems.append(Diagnostic(file: file, position: node.position, message: "$themes must be an array of themes"))
            return []
        }
        var themes: [Theme] = []
        for item in list {
            guard let object = item.object, let name = object["name"]?.string else {
                problems.append(Diagnostic(file: file, position: item.position, message: "a theme needs a `name`"))
                continue
            }
            let group = object["group"]?.string
            var enabled: [String] = [], sources: [String] = []
            for member in object["selectedTokenSets"]?.object?.members ?? [] {
                switch member.value.string {
                case "enabled": enabled.append(member.key)
                case "source": sources.append(member.key)
                default: break
                }
            }
            themes.append(Theme(name: [group, name].compactMap { $0 }.joined(separator: " "), group: group, title: name,
                                enabled: enabled, sources: sources,
                                position: item.position, file: file))
        }
        return themes
    }

    /// The CSS gradient function `text` is written as (`linear-gradient`, `repeating-radial-gradient`),
    /// or nil: a value with many colours, which DTCG types `gradient`.
    static func gradientFunction(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        let name = String(text[..<open]).trimmingCharacters(in: " ").lowercased()
        let plain = name.hasPrefix("repeating-") ? String(name.dropFirst(10)) : name
        return ["linear-gradient", "radial-gradient", "conic-gradient"].contains(plain) ? name : nil
    }

    /// Every token under `node`, with dotted paths.
    private static func flatten(_ node: JSONNode, path: [String], inheritedType: String?, inheritedDeprecation: String?, file: String, depth: Int,
                                into tokens: inout [RawToken], problems: inout [Diagnostic], reported: inout Set<String>) {
        guard depth < 64, let object = node.object else { return }
        let type = object["$type"]?.string ?? object["type"]?.string ?? inheritedType
        var deprecation = inheritedDeprecation
        switch object["$deprecated"]?.value {
        // YAML's scalars arrive as text: `true` and `false` there are booleans.
        case .bool(true)?, .string("true")?: deprecation = ""
        case .bool(false)?, .string("false")?: deprecation = nil
        case .string(let reason)?: deprecation = reason
        default: break
        }
        if let value = object["$value"] ?? object["value"], !(value.object != nil && path.isEmpty) {
            let extensions = object["$extensions"]?.object?["studio.tokens"]?.object
            tokens.append(RawToken(path: path.joined(separator: "."), value: value, type: type, modify: extensions?["modify"]?.object,
                                   description: object["$description"]?.string ?? object["description"]?.string ?? object["comment"]?.string,
                                   variants: AppearanceLeaves.variants(of: object), deprecated: deprecation,
                                   file: file, position: node.position))
            return
        }
        for member in object.members where !member.key.hasPrefix("$") {
            // A group's own token (`color.text._`) is the group's: `color.text`.
            if !path.isEmpty, AppearanceLeaves.rootNames.contains(member.key), let inner = member.value.object,
               inner["$value"] != nil || inner["value"] != nil {
                flatten(member.value, path: path, inheritedType: type, inheritedDeprecation: deprecation, file: file, depth: depth + 1,
                        into: &tokens, problems: &problems, reported: &reported)
                continue
            }
            if let items = member.value.array, items.contains(where: { $0.object?["value"] != nil || $0.object?["$value"] != nil }) {
                // Tokens in a list that no build reads as tokens (Theo's own lists are read, see TheoTokens).
                let diagnostic = Diagnostic(file: file, position: member.value.position, tokenPath: (path + [member.key]).joined(separator: "."),
                                            message: tokensInAList)
                if reported.insert(diagnostic.description).inserted { problems.append(diagnostic) }
                continue
            }
            // `extensions` without its `$` (Figma Design Tokens' and older plugins' exports) is
            // a group's metadata when every key names a vendor (`org.lukasoppermann.figmaDesignTokens`),
            // as `$extensions` is: never tokens, and their dotted names no fault.
            if member.key == "extensions", let inner = member.value.object, !inner.members.isEmpty,
               inner.members.allSatisfy({ $0.key.contains(".") }) {
                continue
            }
            if member.key.contains(".") || member.key.contains("{") || member.key.contains("}") {
                let diagnostic = Diagnostic(file: file, position: member.keyPosition, tokenPath: (path + [member.key]).joined(separator: "."),
                                            message: "a name may not contain '.', '{' or '}'; the token is skipped")
                if reported.insert(diagnostic.description).inserted { problems.append(diagnostic) }
                continue
            }
            flatten(member.value, path: path + [member.key], inheritedType: type, inheritedDeprecation: deprecation, file: file,
                    depth: depth + 1, into: &tokens, problems: &problems, reported: &reported)
        }
    }

    /// A failure while resolving a token, and whether the value looked like a colour at all.
    struct Failure: Error {
        var partial: Diagnostic.Partial
        var isColorAttempt: Bool
        /// The path of the token whose own value is at fault, when an alias led to it: the
        /// partial's position is in that token's file, not the alias's.
        var holder: String? = nil
        /// A fault of the chain of aliases itself (a cycle, too deep a chain): said of every
        /// token on it, not of one holder.
        var ofTheChain = false
        /// The value is written as numbers and lengths (`0.5`, `0px 4px 6px -4px`): a measure,
        /// an opacity or a shadow's offsets, never a colour whatever `type` it is given.
        var isMeasure = false
    }

    /// Resolves references and modifiers, caching each token once.
    struct Resolver {
        let tokens: [String: RawToken]
        let constants: ConstantColors
        var cache: [String: Result<(ColorSpaceValue, [String]), Failure>] = [:]
        var suggestions = SuggestionBudget()
        var visiting: [String] = []

        init(tokens: [String: RawToken], constants: ConstantColors = ConstantColors()) {
            self.tokens = tokens
            self.constants = constants
        }

        mutating func color(_ path: String) -> Result<(ColorSpaceValue, [String]), Failure> {
            if let known = cache[path] { return known }
            guard let token = tokens[path] else {
                return .failure(Failure(partial: .init(nil, "{\(path)} names no token"), isColorAttempt: true))
            }
            if let slot = token.constant, let known = constants.known[slot] {
                cache[path] = known
                return known
            }
            if visiting.contains(path) {
                return .failure(Failure(partial: .init(token.position, "reference cycle: \((visiting + [path]).joined(separator: " → "))"),
                                        isColorAttempt: true, ofTheChain: true))
            }
            guard visiting.count < 64 else {
                return .failure(Failure(partial: .init(token.position, "references nest more than 64 deep"), isColorAttempt: true, ofTheChain: true))
            }
            visiting.append(path)
            var result = literal(token)
            if case .success(let (value, aliases)) = result, let modify = token.modify {
                result = apply(modify, to: value, token: token).map { ($0, aliases) }
            }
            visiting.removeLast()
            cache[path] = result
            if let slot = token.constant { constants.known[slot] = result }
            return result
        }

        private mutating func literal(_ token: RawToken) -> Result<(ColorSpaceValue, [String]), Failure> {
            if let translucent = ColorWithAlpha(token.value) {
                var inner = token
                inner.value = translucent.color
                return literal(inner).flatMap { value, aliases in
                    guard let result = try? ColorSpaceValue(colorSpace: value.colorSpace, components: value.components, alpha: min(max(translucent.alpha, 0), 1)) else {
                        return .failure(Failure(partial: .init(token.value.position, "alpha must be from 0 to 1"), isColorAttempt: true))
                    }
                    return .success((result, aliases))
                }
            }
            guard let text = token.value.string else {
                return .failure(Failure(partial: .init(token.value.position, "a colour value must be a string, found \(token.value.typeName)"),
                                        isColorAttempt: token.type == "color"))
            }
            var trimmed = text.trimmingCharacters(in: " ")
            if let target = customPropertyTarget(trimmed) {
                trimmed = "{" + target + "}"
            } else if let target = bareTarget(trimmed) {
                bareReferences[token.path] = (trimmed, target)
                trimmed = "{" + target + "}"
            }
            if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.dropFirst().firstIndex(of: "{") == nil {
                let target = reference(String(trimmed.dropFirst().dropLast()))
                switch color(target) {
                case .success(let (value, aliases)): return .success((value, [target] + aliases))
                case .failure(let failure):
                    var partial = failure.partial
                    // Style Dictionary resolves a reference to a group (`{palette.blue}`) to the
                    // group's object, which is no colour: said as what it is.
                    let namesGroup = tokens[target] == nil && groupPaths.contains(target)
                    if namesGroup {
                        partial = .init(token.value.position, "{\(target)} names a group of tokens, not one token")
                    } else if tokens[target] == nil {
                        partial = .init(token.value.position, "{\(target)} names no token",
                                        suggestion: suggestion(for: target))
                    }
                    // An untyped alias of a size (`{length.4xl}`) is a size, not a failed colour.
                    // An alias of a measure (`{opacity.50}`) typed `color` holds a measure.
                    let attempt = !failure.isMeasure && (tokens[target] == nil || token.type == "color" || failure.isColorAttempt)
                    return .failure(Failure(partial: partial, isColorAttempt: attempt,
                                            holder: namesGroup || tokens[target] == nil || failure.ofTheChain ? nil : failure.holder ?? target,
                                            ofTheChain: failure.ofTheChain, isMeasure: failure.isMeasure))
                }
            }
            // References inside a value are replaced by their colours' hex, and references to
            // an amount (`rgba({neutral.0}, {opacity.40})`, an opacity of "40%") by the amount.
            var expanded = ""
            var rest = Substring(trimmed)
            while let open = rest.firstIndex(of: "{") {
                guard let close = rest[open...].firstIndex(of: "}") else { break }
                expanded += rest[..<open]
                let target = reference(String(rest[rest.index(after: open)..<close]))
                if let amount = amount(target) {
                    expanded += amount
                    rest = rest[rest.index(after: close)...]
                    continue
                }
                switch color(target) {
                case .success(let (value, _)):
                    let mapped = value.toSRGB().color
                    // Opaque: `rgba({translucent}, 0.5)` sets the alpha, as Sass's rgba does.
                    expanded += RGBA(mapped.rgb).hexText
                case .failure(let failure):
                    // Text around a reference to a size (`(max-width: {breakpoint.sm}px)`) is a
                    // media query or a length, not a failed colour; a colour function around it is.
                    // Text joining a measure with more (`{shadow.size.xs} rgba({shadow.color}, 0.5)`,
                    // a CSS shadow) is no colour either, unless a colour function holds the measure.
                    let isMeasure = failure.isMeasure && expanded.filter { $0 == "(" }.count == expanded.filter { $0 == ")" }.count
                    let attempt = !isMeasure && (token.type == "color"
                        || (tokens[target] == nil ? Self.opensColorFunction(trimmed) : failure.isColorAttempt))
                    return .failure(Failure(partial: .init(token.value.position, tokens[target] == nil ? "{\(target)} names no token" : failure.partial.message,
                                                           suggestion: tokens[target] == nil ? suggestion(for: target) : nil),
                                            isColorAttempt: attempt, isMeasure: isMeasure))
                }
                rest = rest[rest.index(after: close)...]
            }
            expanded += rest
            return parseColor(expanded, at: token.value.position, typed: token.type == "color").map { ($0, []) }
        }

        /// The amount the token at `path` holds, through aliases, as CSS writes it inside a
        /// colour function: a number (`0.4`), a percentage (`40%`) or a list of numbers (an
        /// `r, g, b` triple); nil for anything else, a colour among them.
        private func amount(_ path: String, depth: Int = 0) -> String? {
            // The two fields are read in place, not the whole token copied (eight counted
            // references) for every reference inside a colour expression.
            guard depth < 64, let index = tokens.index(forKey: path), tokens.values[index].type != "color" else { return nil }
            switch tokens.values[index].value.value {
            case .number(let value):
                return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            case .string(let text):
                let trimmed = text.trimmingCharacters(in: " ")
                if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.dropFirst().firstIndex(of: "{") == nil {
                    return amount(reference(String(trimmed.dropFirst().dropLast())), depth: depth + 1)
                }
                return Self.isAmount(trimmed) ? trimmed : nil
            default:
                return nil
            }
        }

        /// Whether `text` is a number, a percentage, or numbers separated by commas.
        static func isAmount(_ text: String) -> Bool {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: " ") }
            guard parts.count == 1 || parts.count == 3 else { return false }
            return parts.allSatisfy { part in
                let number = part.hasSuffix("%") && parts.count == 1 ? String(part.dropLast()) : part
                return !number.isEmpty && Double(number)?.isFinite == true
            }
        }

        /// Whether `text` is written as numbers and lengths only, space-separated (`0.5`, `40%`,
        /// `0px 4px 6px -4px`): a measure, which no colour syntax writes.
        static func isMeasure(_ text: String) -> Bool {
            let parts = text.split(separator: " ")
            return !parts.isEmpty && parts.allSatisfy { part in
                let number = part.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
                let unit = part.dropFirst(number.count)
                return Double(number)?.isFinite == true && (unit == "%" || unit.allSatisfy { $0.isASCII && $0.isLetter })
            }
        }

        /// Whether `text` reads as a colour written around references: a CSS colour function
        /// (`rgba({brand}, 0.5)`) or a hex start, the only places a colour is built from parts.
        static func opensColorFunction(_ text: String) -> Bool {
            let head = text.prefix { $0 != "{" }.lowercased()
            if head.isEmpty || head.hasPrefix("#") { return true }
            return CSSColorParser.functions.contains { head.hasPrefix($0 + "(") }
        }

        /// The closest token name to a missing `target`, within the reading's ``SuggestionBudget``.
        /// Every group the token paths make (`color` and `color.blue` for `color.blue.500`), made
        /// on the first reference to no token: one pass however many references miss.
        private var groupPaths: Set<String> {
            mutating get {
                if let groups { return groups }
                var made: Set<String> = []
                for path in tokens.keys {
                    var end = path.endIndex
                    while let dot = path[..<end].lastIndex(of: "."), made.insert(String(path[..<dot])).inserted { end = dot }
                }
                groups = made
                return made
            }
        }
        private var groups: Set<String>?

        private mutating func suggestion(for target: String) -> String? {
            suggestions.closest(to: target, among: tokens.keys)
        }

        /// `text` with each `{reference}` replaced by the number the token it names holds
        /// (`{global.modifier.button.hover}` → `0.15`), through aliases, so that a modifier's
        /// amount may name a token as Tokens Studio allows. A reference to no number stays, and
        /// the arithmetic then says the amount is not a number.
        private func numbers(in text: String, depth: Int = 0) -> String {
            guard text.contains("{"), depth < 8 else { return text }
            var expanded = ""
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                expanded += rest[..<open]
                let target = reference(String(rest[rest.index(after: open)..<close]))
                let held: String? = switch tokens[target]?.value.value {
                case .string(let value)?: numbers(in: value, depth: depth + 1)
                case .number(let value)?: String(value)
                default: nil
                }
                expanded += held.map { "(" + $0 + ")" } ?? String(rest[open...close])
                rest = rest[rest.index(after: close)...]
            }
            return expanded + rest
        }

        /// The token a CSS custom property reference names (`var(--token-color-foreground-primary)`),
        /// when it is the whole value: Style Dictionary writes each token as a custom property
        /// named by its path in kebab case, after the platform's `prefix`, and sources that
        /// point at the built property (HashiCorp's component tokens) mean that token. Matched
        /// with the prefix word and without; nil when no token has the name.
        private mutating func customPropertyTarget(_ text: String) -> String? {
            guard text.hasPrefix("var(--"), text.hasSuffix(")") else { return nil }
            let inner = text.dropFirst(6).dropLast()
            let name = String(inner.firstIndex(of: ",").map { inner[..<$0] } ?? inner).trimmingCharacters(in: " ").lowercased()
            if customProperties == nil {
                var names: [String: String] = [:]
                for path in tokens.keys { names[path.split(separator: ".").joined(separator: "-").lowercased()] = path }
                customProperties = names
            }
            if let path = customProperties?[name] { return path }
            guard let dash = name.firstIndex(of: "-") else { return nil }
            return customProperties?[String(name[name.index(after: dash)...])]
        }

        /// Every token's path in kebab case, lower-cased: the custom property Style Dictionary
        /// writes for it without a prefix. Made on the first `var(--…)` value.
        private var customProperties: [String: String]?

        /// The tokens whose value is a reference written without braces, as written and as
        /// read (``BareReferences``): each is said as a deviation where it is listed.
        var bareReferences: [String: (written: String, target: String)] = [:]

        /// The token a reference written without braces names (``BareReferences``): the path
        /// itself, or after a scale's name the one colour token whose path ends so.
        private mutating func bareTarget(_ text: String) -> String? {
            guard BareReferences.isPath(text) else { return nil }
            if tokens[text] != nil { return text }
            guard let dot = text.firstIndex(of: "."), BareReferences.scaleWords.contains(text[..<dot].lowercased()) else { return nil }
            if pathEnds == nil { pathEnds = BareReferences.ends(of: tokens) }
            guard let found = pathEnds?[String(text[text.index(after: dot)...])], found.count == 1 else { return nil }
            return found[0]
        }

        /// ``BareReferences/ends(of:)`` of the tokens, made on the first bare path.
        private var pathEnds: [String: [String]]?

        /// Style Dictionary's `{a.b.c.value}` names the token `a.b.c`.
        private func reference(_ written: String) -> String {
            // `{ color.white.value }`: Style Dictionary reads the path inside the spaces.
            let text = written.trimmingCharacters(in: " ")
            if let alias = TheoTokens.aliasPath(text) { return alias }
            if tokens[text] == nil, text.hasSuffix(".value") || text.hasSuffix(".$value") {
                let trimmed = String(text.dropLast(text.hasSuffix(".value") ? 6 : 7))
                if tokens[trimmed] != nil { return trimmed }
            }
            return text
        }

        private func parseColor(_ text: String, at position: SourcePosition, typed: Bool) -> Result<ColorSpaceValue, Failure> {
            // A colour and an alpha in a colour function, a form CSS does not have: Tokens
            // Studio's and Sass's rgba(#hex, alpha), and a colour reference with an opacity
            // reference (`oklch({neutral.1000} / {opacity.40})`); the alpha a number or a
            // percentage. (References inside were made a hex or an amount before, so written
            // and referenced parts read alike.)
            if let open = text.firstIndex(of: "("), text.hasSuffix(")"),
               CSSColorParser.functions.contains(text[..<open].lowercased().trimmingCharacters(in: " ")) {
                let inner = text[text.index(after: open)...].dropLast()
                let parts = inner.split(separator: inner.contains("/") ? "/" : ",", omittingEmptySubsequences: false)
                    .map { String($0).trimmingCharacters(in: " ") }
                if parts.count == 2, parts[0].hasPrefix("#"), let base = RGBA(terminalHex: parts[0]), let alpha = Self.alpha(parts[1]) {
                    let channels = [base.rgb.red, base.rgb.green, base.rgb.blue].map { Double($0) / 255 }
                    if let value = try? ColorSpaceValue(colorSpace: .srgb, components: channels, alpha: min(max(alpha, 0), 1) * base.alpha) {
                        return .success(value)
                    }
                }
            }
            // A colour token's hex digits without their `#` (`FDF4F4`), as the colour libraries
            // Style Dictionary and Theo transforms use read them (a deviation, said where it stands).
            if typed, let bare = DTCGColorStrings.bareHex(text) { return parseColor(bare, at: position, typed: typed) }
            switch CSSColorParser.parse(CSSParser.components(text), commasEverywhere: true) {
            case .success(let parsed)?: return .success(parsed.value)
            case .failure(let problem)?:
                return .failure(Failure(partial: .init(position, problem.message), isColorAttempt: true))
            case nil:
                let isMeasure = Self.isMeasure(text)
                return .failure(Failure(partial: .init(position, "\"\(text)\" is not a colour"), isColorAttempt: !isMeasure && (typed || text.hasPrefix("#")),
                                        isMeasure: isMeasure))
            }
        }

        /// An alpha written as a number (`0.4`) or a percentage (`40%`), from 0 to 1.
        static func alpha(_ text: String) -> Double? {
            if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
            return Double(text)
        }

        private mutating func apply(_ modify: JSONObject, to value: ColorSpaceValue, token: RawToken) -> Result<ColorSpaceValue, Failure> {
            func fail(_ message: String) -> Result<ColorSpaceValue, Failure> {
                .failure(Failure(partial: .init(token.position, "modify: " + message), isColorAttempt: true))
            }
            guard let type = modify["type"]?.string else { return fail("needs a `type` (lighten, darken, mix, alpha)") }
            // Written as plain branches: the optional chain over one JSON node crashed the
            // release compiler's ownership verifier (Swift 6.3.1).
            var amountText = ""
            if let node = modify["value"] {
                switch node.value {
                case .string(let text): amountText = text
                case .number(let number): amountText = String(number)
                default: break
                }
            }
            guard let amount = StudioColorMath.evaluate(numbers(in: amountText)) else { return fail("`value` \"\(amountText)\" is not a number") }
            if type == "alpha" {
                guard let result = try? ColorSpaceValue(colorSpace: value.colorSpace, components: value.components, alpha: min(max(amount, 0), 1)) else {
                    return fail("alpha must be from 0 to 1")
                }
                return .success(result)
            }
            guard let spaceName = modify["space"]?.string, let space = StudioColorMath.Space(rawValue: spaceName.lowercased()) else {
                // Tokens Studio leaves the colour as it is without a space.
                return .success(value)
            }
            let result: ColorSpaceValue?
            switch type {
            case "lighten": result = StudioColorMath.lighten(value, amount, in: space)
            case "darken": result = StudioColorMath.darken(value, amount, in: space)
            case "mix":
                // `"{core.color.white} "`: Tokens Studio reads the reference inside the spaces.
                guard let colorText = modify["color"]?.string?.trimmingCharacters(in: " ") else { return fail("mix needs a `color`") }
                let other: Result<ColorSpaceValue, Failure>
                if colorText.hasPrefix("{"), colorText.hasSuffix("}") {
                    other = color(reference(String(colorText.dropFirst().dropLast()))).map(\.0)
                } else {
                    other = parseColor(colorText, at: token.position, typed: true)
                }
                guard case .success(let mixed) = other else { return fail("mix colour \"\(colorText)\" is not a colour") }
                result = StudioColorMath.mix(value, with: mixed, amount, in: space)
            default:
                return fail("unknown type \"\(type)\" (lighten, darken, mix, alpha)")
            }
            guard let result else { return fail("the result is not a colour") }
            return .success(result)
        }
    }
}
