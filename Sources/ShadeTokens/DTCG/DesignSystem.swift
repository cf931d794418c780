import ShadeJSON
import ShadeSync
/// A design system opened from a DTCG 2025.10 resolver document, or from a plain DTCG
/// token file (one set, no modifiers, one appearance: the one its page background says).
///
/// Opening reads only the resolver; token files are read, parsed and flattened once, the
/// first time a context needs them. ``resolve(_:)`` composes and resolves one context on
/// first use and caches it; it is safe to call from any thread.
///
/// ```swift
/// let system = DesignSystem.open(path: "tokens/primer.resolver.json")
/// for problem in system.diagnostics { print(problem) }
/// let dark = system.context(for: Resolution(.dark, .high))
/// let resolved = system.resolve(dark)
/// for token in resolved.colors {
///     print(token.path, token.color.hex, token.aliases)
/// }
/// let compact = system.context(for: Resolution(.dark), extras: ["size": "compact"])
/// _ = system.resolve(compact).dimensions
/// ```
public struct DesignSystem: Sendable {
    /// The resolver's `name`, else `$extensions["dev.shade"].name`, else the file name.
    public let name: String
    /// The resolver's `description`, if any.
    public let description: String?
    /// The resolver or token file, as the user named it.
    public let file: String
    /// Every modifier in resolution order, with the role Shade gives it.
    public let modifiers: [SystemModifier]
    /// The resolver's (or token file's) root `$extensions`, where a role map may live.
    public let extensions: JSONObject?
    /// Problems in the resolver document itself.
    public let diagnostics: [Diagnostic]
    /// Every modifier at its default context.
    public let defaultContext: SystemContext

    private let engine: Engine
    /// Whether the one appearance is the page background's (a plain token file), rather
    /// than light (a resolver without an appearance modifier, whose author chose none).
    private var appearanceFromPage = false

    /// The modifier that carries light and dark, if any.
    public var appearanceModifier: SystemModifier? {
        modifiers.first { $0.role == .appearance || $0.role == .appearanceAndContrast }
    }

    /// The modifier that carries contrast, if any (possibly the appearance modifier too).
    public var contrastModifier: SystemModifier? {
        modifiers.first { $0.role == .contrast || $0.role == .appearanceAndContrast }
    }

    /// The appearances the system really has: one when no modifier carries them, light, or
    /// for a plain token file the one its page background says (``Appearance/init(page:)``).
    public var appearances: [Appearance] {
        guard let modifier = appearanceModifier else {
            return [appearanceFromPage ? engine.pageAppearance(defaults: defaultContext, extensions: extensions) : .light]
        }
        return Appearance.allCases.filter { appearance in modifier.positions.values.contains { $0.appearance == appearance } }
    }

    /// The appearance the roles of `resolution` are chosen for (the page at its end): its own
    /// when the system has an appearance axis, nil when it has one appearance and its page
    /// may be at either end.
    public func rolesAppearance(at resolution: Resolution) -> Appearance? {
        appearanceModifier == nil ? nil : resolution.appearance
    }

    /// The contrasts the system really has.
    public var contrasts: [Contrast] {
        guard let modifier = contrastModifier else { return [.standard] }
        let found = Contrast.allCases.filter { contrast in modifier.positions.values.contains { $0.contrast == contrast } }
        return found.isEmpty ? [.standard] : found
    }

    /// Opens the resolver or token file at `path`, reading it and every file it names through
    /// `files` (the catalog's from disk, tests' from memory). Never throws: problems are
    /// diagnostics, and a file that cannot be read gives a system with no tokens that says why.
    /// `colorStrings` reads colours written as CSS strings (``DTCGColorStrings``).
    public static func open(path: String, files: any TokenFiles, colorStrings: DTCGColorStrings = .none) -> DesignSystem {
        open(path: path, files: files, colorStrings: colorStrings, pageDecidesAppearance: false)
    }

    /// ``open(path:files:)``; `pageDecidesAppearance`: a resolver without an appearance
    /// modifier has the one appearance its page background says, as a plain token file does
    /// (the catalog's resolver for a folder of token files, which no author wrote).
    /// `parsed`: sources a reader has parsed already (the catalog, to tell what each file is),
    /// by path, with their files' sizes: taken as read (``DTCGFileStore/seed(_:root:byteCount:)``),
    /// never parsed again for the first resolution.
    package static func open(path: String, files: any TokenFiles, colorStrings: DTCGColorStrings = .none, pageDecidesAppearance: Bool,
                             parsed: [String: (root: JSONNode, byteCount: Int)] = [:]) -> DesignSystem {
        let store = DTCGFileStore(files: files, colorStrings: colorStrings)
        for (source, tree) in parsed { _ = store.seed(source, root: tree.root, byteCount: tree.byteCount) }
        switch store.node(path) {
        case .failure(let diagnostic):
            return DesignSystem(file: path, name: baseName(path), description: nil, document: nil, extensions: nil,
                                store: store, diagnostics: [diagnostic])
        case .success(let root):
            if DTCGResolverDocument.isResolver(root) {
                let document = DTCGResolverDocument(root: root, file: path, files: files)
                let name = document.name ?? shadeName(document.extensions) ?? baseName(path)
                var system = DesignSystem(file: path, name: name, description: document.description, document: document,
                                          extensions: document.extensions, store: store, diagnostics: document.diagnostics)
                system.appearanceFromPage = pageDecidesAppearance
                return system
            }
            return plain(path: path, store: store, extensions: root.object?["$extensions"]?.object,
                         description: root.object?["$description"]?.string, position: root.position)
        }
    }

    /// A plain DTCG token file that a reader has parsed already (the catalog, to tell what
    /// the file is), with what it read of its root: opened without reading the file again. Its
    /// tokens are read when it is first resolved, so a folder of 140 large token files holds
    /// one parse tree at a time, not 140 of them waiting to be resolved (which ran past
    /// ``DTCGFileStore``'s bound on what may be held, and the files past it were lost).
    package static func open(tokenFile path: String, files: any TokenFiles, colorStrings: DTCGColorStrings = .none,
                             extensions: JSONObject?, description: String?) -> DesignSystem {
        plain(path: path, store: DTCGFileStore(files: files, colorStrings: colorStrings), extensions: extensions, description: description,
              position: SourcePosition(line: 1, column: 1))
    }

    /// A plain token file whose tree a reader holds (the catalog, as it tells what the file
    /// is), resolved at once from that tree: its one context is worked out while the tree is
    /// at hand and kept, and the tree goes. Deciding it later parsed every file a second time,
    /// over half of `shade list` on a folder of 140 large token files. Its page's appearance
    /// (a role fill of the kept tokens) waits until it is asked: a file the catalog then
    /// assembles into a larger system is never asked, and filling its roles cost a fourteenth
    /// of a 120-file variable export's first frame. When the tree would pass the store's
    /// bound on what may be held, the file is opened as ``open(tokenFile:files:extensions:description:)``.
    package static func open(tokenFile path: String, files: any TokenFiles, colorStrings: DTCGColorStrings = .none, root: JSONNode,
                             byteCount: Int, extensions: JSONObject?, description: String?) -> DesignSystem {
        let store = DTCGFileStore(files: files, colorStrings: colorStrings)
        let seeded = store.seed(path, root: root, byteCount: byteCount)
        let system = plain(path: path, store: store, extensions: extensions, description: description,
                           position: SourcePosition(line: 1, column: 1))
        if seeded { _ = system.resolve(system.defaultContext) }
        return system
    }

    /// A plain token file's system: one set, the file, whose page says its appearance.
    private static func plain(path: String, store: DTCGFileStore, extensions: JSONObject?, description: String?,
                              position: SourcePosition) -> DesignSystem {
        var document = DTCGResolverDocument(root: JSONNode(value: .object(JSONObject(members: [])), position: position), file: path,
                                            files: store.files)
        document.diagnostics = []
        document.order = [.set(name: "tokens", sources: [.file(path: path, pointer: nil)])]
        var system = DesignSystem(file: path, name: shadeName(extensions) ?? baseName(path), description: description, document: document,
                                  extensions: extensions, store: store, diagnostics: [])
        system.appearanceFromPage = true
        return system
    }

    /// A system whose contexts another format's reader has already resolved (an asset catalog,
    /// CSS, a terminal palette): `contexts` holds each context's tokens and `modifiers` say
    /// what each context means, so the system is used exactly as one opened from a resolver.
    public static func resolved(name: String, file: String, description: String? = nil, modifiers: [SystemModifier],
                                contexts: [SystemContext: ResolvedSystem], extensions: JSONObject? = nil,
                                diagnostics: [Diagnostic] = []) -> DesignSystem {
        DesignSystem(file: file, name: name, description: description, modifiers: modifiers, contexts: contexts,
                     extensions: extensions, diagnostics: diagnostics)
    }

    private init(file: String, name: String, description: String?, modifiers: [SystemModifier],
                 contexts: [SystemContext: ResolvedSystem], extensions: JSONObject?, diagnostics: [Diagnostic]) {
        self.file = file
        self.name = name
        self.description = description
        self.extensions = extensions
        self.diagnostics = diagnostics
        self.modifiers = modifiers
        defaultContext = SystemContext(Dictionary(uniqueKeysWithValues: modifiers.map { ($0.name, $0.defaultContext) }))
        engine = Engine(document: nil, store: DTCGFileStore(files: MemoryTokenFiles { _ in nil }), file: file, resolved: contexts)
    }

    private init(file: String, name: String, description: String?, document: DTCGResolverDocument?,
                 extensions: JSONObject?, store: DTCGFileStore, diagnostics: [Diagnostic]) {
        self.file = file
        self.name = name
        self.description = description
        self.extensions = extensions
        self.diagnostics = diagnostics
        let definitions: [DTCGModifierDefinition] = (document?.order ?? []).compactMap {
            if case .modifier(let modifier) = $0 { modifier } else { nil }
        }
        let classified = DTCGAxisRules.classify(definitions, resolverExtensions: extensions)
        let defaults = SystemContext(Dictionary(uniqueKeysWithValues: classified.map { ($0.name, $0.defaultContext) }))
        let engine = Engine(document: document, store: store, file: file)
        modifiers = Self.confirmedByPage(classified, defaults: defaults, engine: engine)
        defaultContext = defaults
        self.engine = engine
    }

    /// The modifiers, with an appearance axis guessed from `inverted`/`inverse` alone kept
    /// only when its contexts really change the page's lightness as filled: a context that
    /// flips a few banner colours is an extra axis, not dark. Resolves the two contexts
    /// (cached for the first frame); names said light and dark, or a resolver said so, are
    /// taken as written.
    private static func confirmedByPage(_ modifiers: [SystemModifier], defaults: SystemContext,
                                        engine: Engine) -> [SystemModifier] {
        modifiers.map { modifier in
            guard modifier.role == .appearance, !modifier.isExplicit,
                  DTCGAxisRules.isInvertedGuess(modifier.contexts) else { return modifier }
            var pages: [Appearance: Appearance] = [:]
            for appearance in Appearance.allCases {
                guard let name = modifier.contexts.first(where: { modifier.positions[$0]?.appearance == appearance }) else { continue }
                var context = defaults
                context[modifier.name] = name
                let tokens = engine.resolve(context, defaults: defaults).colors
                guard !tokens.isEmpty else { continue }
                pages[appearance] = Appearance(page: RoleFiller.fill(tokens: tokens)[.backgroundPrimary].color.rgb)
            }
            guard let light = pages[.light], let dark = pages[.dark], light == dark else { return modifier }
            var extra = modifier
            extra.role = .extra
            extra.positions = [:]
            return extra
        }
    }

    /// The context that shows `resolution`: the appearance and contrast modifiers set to
    /// the context that means it (when several do, the one with the fewest words, then the
    /// first), every other modifier from `extras` or its default. A resolution the system
    /// does not have falls back to what it has (standard contrast, its one appearance).
    public func context(for resolution: Resolution, extras: [String: String] = [:]) -> SystemContext {
        var context = defaultContext
        for (modifier, value) in extras where context[modifier] != nil { context[modifier] = value }
        let wanted = SystemAxisPosition(appearance: appearances.contains(resolution.appearance) ? resolution.appearance : nil,
                                        contrast: contrasts.contains(resolution.contrast) ? resolution.contrast : .standard)
        for modifier in modifiers where modifier.role != .extra {
            // A contrast this appearance lacks (e.g. only light has a high-contrast context)
            // falls back to standard rather than to another appearance.
            let best = bestContext(in: modifier, for: wanted)
                ?? bestContext(in: modifier, for: SystemAxisPosition(appearance: wanted.appearance, contrast: .standard))
            if let best { context[modifier.name] = best }
        }
        return context
    }

    /// The context of `modifier` meaning `wanted`: fewest words, then document order.
    private func bestContext(in modifier: SystemModifier, for wanted: SystemAxisPosition) -> String? {
        let matches = modifier.contexts.filter { name in
            guard let position = modifier.positions[name] else { return false }
            let appearanceMatches = modifier.role == .contrast || wanted.appearance == nil || position.appearance == wanted.appearance
            let contrastMatches = modifier.role == .appearance || position.contrast == wanted.contrast
                || (position.contrast == nil && wanted.contrast == .standard)
            return appearanceMatches && contrastMatches
        }
        // Most modifiers have one context per meaning: the words are counted only to choose.
        guard matches.count > 1 else { return matches.first }
        let counts = matches.map { DTCGAxisRules.words($0).count }
        return matches.indices.min { counts[$0] < counts[$1] }.map { matches[$0] }
    }

    /// Every token of `context`, resolved on first use and cached. Unknown modifiers or
    /// contexts are reported in the result's diagnostics and fall back to the default.
    public func resolve(_ context: SystemContext) -> ResolvedSystem {
        engine.resolve(context, defaults: defaultContext)
    }

    /// Resolves `contexts` now (e.g. the four appearance × contrast contexts, from a
    /// background task after the first frame) so that switching to them is a cache hit.
    public func prefetch(_ contexts: [SystemContext]) {
        for context in contexts { _ = resolve(context) }
    }

    /// The contexts that show each resolution the system really has, extras at `extras`.
    public func resolutionContexts(extras: [String: String] = [:]) -> [SystemContext] {
        var seen: Set<SystemContext> = []
        return Resolution.all.map { context(for: $0, extras: extras) }.filter { seen.insert($0).inserted }
    }

    private static func baseName(_ path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        for suffix in [".json", ".resolver", ".tokens"] where name.hasSuffix(suffix) { name = name.dropLast(suffix.count) }
        return String(name)
    }

    private static func shadeName(_ extensions: JSONObject?) -> String? {
        extensions?["dev.shade"]?.object?["name"]?.string
    }

    /// The token files the resolver names, in every context, normalised and sorted; empty
    /// for a system another format's reader resolved. Live reload watches them beside the
    /// themes folder, since they may live in folders of their own.
    public var sourceFiles: [String] { engine.sourceFiles }

    /// Composition and the per-context cache, shared by copies of the system.
    final class Engine: @unchecked Sendable {
        private let document: DTCGResolverDocument?
        private let store: DTCGFileStore
        private let file: String
        private let lock = Locked(())
        private var cache: [SystemContext: ResolvedSystem] = [:]
        /// "Did you mean" for missing names, asked once for the system whatever the context.
        private let suggestions = Locked(SuggestionBudget())
        private var knownPageAppearance: Appearance?

        init(document: DTCGResolverDocument?, store: DTCGFileStore, file: String,
             resolved: [SystemContext: ResolvedSystem] = [:]) {
            self.document = document
            self.store = store
            self.file = file
            cache = resolved
        }

        /// The appearance of the default context's page (the colour the role filler gives
        /// `backgroundPrimary`, with the file's own role map), worked out once; light when
        /// there are no colours. A sidecar role map beside the file is not consulted.
        func pageAppearance(defaults: SystemContext, extensions: JSONObject?) -> Appearance {
            if let known = lock.withLock({ _ in knownPageAppearance }) { return known }
            let tokens = resolve(defaults, defaults: defaults).colors
            var appearance = Appearance.light
            if !tokens.isEmpty {
                let roleMap = extensions?["dev.shade"]?.object?["roles"].map { RoleMap.read(roles: $0, file: file) }
                appearance = Appearance(page: RoleFiller.fill(tokens: tokens, roleMap: roleMap)[.backgroundPrimary].color.rgb)
            }
            lock.withLock { _ in knownPageAppearance = appearance }
            return appearance
        }

        /// Every file any context reads.
        var sourceFiles: [String] {
            var found: Set<String> = []
            func add(_ sources: [DTCGSource]) {
                for case .file(let path, _) in sources { found.insert(SourcePath.normalised(path)) }
            }
            for item in document?.order ?? [] {
                switch item {
                case .set(_, let sources): add(sources)
                case .modifier(let modifier): for context in modifier.contexts { add(context.sources) }
                }
            }
            return found.sorted()
        }

        func resolve(_ requested: SystemContext, defaults: SystemContext) -> ResolvedSystem {
            if let known = lock.withLock({ _ in cache[requested] }) { return known }
            var problems: [Diagnostic] = []
            var context = defaults
            for (modifier, value) in requested.selections {
                guard context[modifier] != nil else {
                    problems.append(Diagnostic(file: file, message: "there is no modifier \"\(modifier)\"",
                                               suggestion: Suggestion.closest(to: modifier, among: defaults.selections.keys)))
                    continue
                }
                context[modifier] = value
            }
            var sources: [DTCGSource] = []
            for item in document?.order ?? [] {
                switch item {
                case .set(_, let list): sources += list
                case .modifier(let modifier):
                    let chosen = context[modifier.name] ?? modifier.defaultContext ?? modifier.contexts.first?.name
                    if let match = modifier.contexts.first(where: { $0.name == chosen }) {
                        sources += match.sources
                    } else {
                        problems.append(Diagnostic(file: file, message: "modifier \"\(modifier.name)\" has no context \"\(chosen ?? "")\"",
                                                   suggestion: chosen.flatMap { Suggestion.closest(to: $0, among: modifier.contexts.map(\.name)) }))
                        if let first = modifier.contexts.first(where: { $0.name == modifier.defaultContext }) ?? modifier.contexts.first {
                            sources += first.sources
                            context[modifier.name] = first.name
                        }
                    }
                }
            }
            // Each source is parsed and flattened once, on every core: a system's first context
            // reads a hundred files before its first frame.
            let inline = document?.inlineSources ?? [:], store = store, file = file
            let documents = sources.concurrentMap(chunk: 4) { store.document($0, inline: inline, resolverFile: file) }
            var resolved = DTCGTokenSetResolver.resolve(documents, context: context, colorStrings: store.colorStrings, suggestions: suggestions)
            var seen = Set(resolved.diagnostics)
            let fileProblems = documents.flatMap(\.diagnostics).filter { seen.insert($0).inserted }
            resolved.diagnostics = problems + fileProblems + resolved.diagnostics
            lock.withLock { _ in
                cache[requested] = resolved
                cache[context] = resolved
            }
            // What later contexts need is flattened; with no modifier there is no later context.
            if document?.order.contains(where: { if case .modifier = $0 { true } else { false } }) == true {
                store.releaseParseTrees()
            } else {
                store.releaseAll()
            }
            return resolved
        }
    }
}
