import ShadeJSON
import ShadeColor
import ShadeTokens
import ShadeFiles

/// Reads the colour custom properties of a style sheet into a design system.
///
/// Rules apply by what they say (``CSSCondition``): `:root`/`@theme` (Tailwind v4) for every
/// resolution, `.dark`, `[data-theme="dark"]` or `@media (prefers-color-scheme: dark)` for
/// dark, `@media (prefers-contrast: more)` for increased contrast; `@supports` and `@layer`
/// blocks are read through. Each resolution layers every-resolution rules, then its
/// appearance's, then increased contrast's, then both, each in document order. `var()` is
/// substituted (fallbacks, chains; cycles reported), `light-dark(a, b)` picks by appearance.
/// Dark is provided when a rule or `light-dark()` says so; a root `color-scheme: dark`
/// alone makes the sheet dark-only.
public enum CSSReader {
    /// Reads the style sheet at `path`. Paired files are one theme: `NAME.css` reads
    /// `NAME-dark.css` beside it as its dark appearance, and a `*-dark.css` read alone is dark
    /// only (its `:root` is the dark page; it offers no light it cannot resolve).
    /// Both are read from `files`.
    public static func read(path: String, files: any TokenFiles = DiskTokenFiles()) -> (system: DesignSystem?, diagnostics: [Diagnostic]) {
        let text: String
        switch FormatFiles.text(path, in: files) {
        case .failure(let problem): return (nil, [problem])
        case .success(let value): text = value
        }
        // Sheets it imports under a condition (`@import url(x.css) (prefers-color-scheme: dark)`)
        // are read under it, as a browser applies them.
        var companions = imports(in: text, file: path, files: files)
        var problems: [Diagnostic] = []
        if !namesDark(path), let partner = darkPartner(of: path, files: files) {
            switch FormatFiles.text(partner, in: files) {
            case .failure(let problem): problems.append(problem)
            case .success(let dark): companions.append((dark, partner, CSSCondition(appearance: .dark)))
            }
        }
        var reading = readByName(text: text, file: path, companions: companions)
        // A palette sheet the page links beside this one, with no `@import` between them
        // (`evo-core.css` beside `evo-light.css` and `evo-dark.css`), defines what this
        // sheet's var()s name: read without it, every colour was undefined.
        if !reading.undefined.isEmpty {
            let shared = sharedSheets(defining: reading.undefined, beside: path, taken: Set(companions.map(\.file)), files: files)
            if !shared.isEmpty { reading = readByName(text: text, file: path, companions: shared + companions) }
        }
        let system = reading.system
        problems += reading.diagnostics
        // A sheet whose properties come from a sheet it imports from elsewhere (a workspace
        // package, `@scope/tokens/css/colors.css`, or a folder above) reads as broken: the
        // undefined var()s are said, and so is the import that would have defined them.
        if !reading.undefined.isEmpty {
            for (target, position) in unfollowedImports(in: text).reversed() {
                let why: String
                switch packageSheet(target, from: path, files: files) {
                case .failure(.outsideSearch)?:
                    why = "it names a workspace package, and the workspace's root is outside the searched folder, which Shade does not read above"
                        + ", so the properties it defines are missing here (point --themes at the workspace's root)"
                case .failure(.notFound)?:
                    why = "the searched folder's workspace has no package of that name (by its package.json \"name\"), so the properties it defines are missing here"
                case .success?:
                    continue
                case nil:
                    why = "Shade follows imports to sheets in this sheet's folder and below, and to its workspace's packages, so the properties it "
                        + "defines are missing here (point --themes at a sheet that holds them, or at the folder above both)"
                }
                problems.insert(Diagnostic(file: path, position: position, message: "@import \"\(target)\" is not read: " + why), at: 0)
            }
        }
        return (system, problems)
    }

    /// The sheets beside `path` that define one of `names` and are no theme's half (their name
    /// says neither light nor dark, nor right-to-left): a system's shared palette, linked beside
    /// each theme's sheet. Read in every appearance; `taken` are already read with the sheet.
    static func sharedSheets(defining names: Set<String>, beside path: String, taken: Set<String>,
                             files: any TokenFiles) -> [(text: String, file: String, condition: CSSCondition)] {
        let folder = FileSystem.parent(of: path)
        let sheets = (files.names(inFolder: folder) ?? []).filter { $0.lowercased().hasSuffix(".css") }
        // A folder of many sheets is a site's or a build's output, not one system's palette beside its themes.
        guard sheets.count <= maxSiblingSheets else { return [] }
        let found: [(text: String, file: String, defined: Int)] = sheets.sorted().compactMap { name in
            let sibling = FileSystem.join(folder, name)
            guard sibling != path, !taken.contains(sibling), leftToRightNames(of: name).isEmpty,
                  saysDark(DTCGAxisRules.words(String(name.dropLast(4)))) == nil,
                  case .success(let text) = FormatFiles.text(sibling, in: files) else { return nil }
            let defined = names.count { text.contains($0 + ":") }
            return defined > 0 ? (text, sibling, defined) : nil
        }
        // The sheet that defines most of the names is read last, so its values win where two
        // define one name (the palette over a print sheet that redefines one colour).
        return found.sorted { ($0.defined, $0.file) < ($1.defined, $1.file) }.map { ($0.text, $0.file, CSSCondition()) }
    }

    /// The most sheets a folder may hold for its neutral sheets to be read as a shared palette.
    static let maxSiblingSheets = 16

    /// The `.css` sheets `text` imports that ``importedSheets(in:file:)`` does not follow: a
    /// package's (`@scope/name/x.css`), one above the sheet's folder, or one elsewhere.
    static func unfollowedImports(in text: String) -> [(target: String, position: SourcePosition)] {
        guard text.contains("@import") else { return [] }
        return CSSParser.parse(text).compactMap { rule in
            guard rule.atKeyword?.lowercased() == "import", let (target, _) = importTarget(rule.prelude),
                  target.lowercased().hasSuffix(".css") else { return nil }
            // A package's sheet (`@scope/name/x.css`) is tried beside the sheet, where it is
            // not: its properties are as missing as a refused import's.
            return followedImport(target) == nil || target.hasPrefix("@") ? (target, rule.position) : nil
        }
    }

    /// The sheet a package import (`@scope/name/css/x.css`) names inside the searched folder's
    /// workspace (``WorkspacePackages``), or why it is not read.
    static func packageSheet(_ target: String, from file: String, files: any TokenFiles) -> Result<String, WorkspacePackages.Refusal>? {
        guard let (package, rest) = WorkspacePackages.specifier(target), rest.lowercased().hasSuffix(".css") else { return nil }
        return WorkspacePackages.folder(ofPackage: package, from: file, files: files).map { FileSystem.join($0, rest) }
    }

    /// The path below the sheet's folder an import of `target` is read from: a `.css` sheet in
    /// the folder or below it; nil for one above it, at an absolute path or a URL.
    private static func followedImport(_ target: String) -> String? {
        let relative = target.hasPrefix("./") ? String(target.dropFirst(2)) : target
        guard relative.lowercased().hasSuffix(".css"), !relative.hasPrefix("/"), !relative.contains(":"),
              !relative.split(separator: "/").contains("..") else { return nil }
        return relative
    }

    /// Reads a sheet whose name may say dark (`theme-dark.css`, `dark.css`,
    /// `cpd-theme-dark-base-mq.css`): its root rules are then the dark page's, if the page they
    /// give is dark; a name that says dark over a light page is not believed.
    static func readByName(text: String, file: String, companions: [(text: String, file: String, condition: CSSCondition)] = []) -> SheetReading {
        // What a dark sheet imports unconditionally (its palette) is read under it, in dark:
        // read in every appearance, it made a light page of the palette alone.
        let underDark = companions.map { companion in
            (companion.text, companion.file, companion.condition == CSSCondition() ? CSSCondition(appearance: .dark) : companion.condition)
        }
        guard namesDark(file) else {
            let plain = read(text: text, file: file, base: CSSCondition(), companions: companions)
            // A sheet whose name and folder say neither light nor dark (`sap_horizon_hcb/…`,
            // `color-semantic-mono-black.css`) and that draws one page: the page says which.
            guard saysNeither(file), let system = plain.system, system.appearances == [.light] else { return plain }
            // Only a page the sheet names says so (a page derived from white text alone does not).
            let tokens = system.resolve(system.context(for: Resolution(.light))).colors
            guard !tokens.isEmpty else { return plain }
            let page = RoleFiller.fill(tokens: tokens)[.backgroundPrimary]
            guard page.token != nil, page.confidence == .nameAndValue || page.confidence == .stated,
                  Appearance(page: page.color.rgb) == .dark else { return plain }
            return read(text: text, file: file, base: CSSCondition(appearance: .dark), companions: underDark)
        }
        let dark = read(text: text, file: file, base: CSSCondition(appearance: .dark), companions: underDark)
        guard let system = dark.system, system.appearances == [.dark] else { return dark }
        let tokens = system.resolve(system.context(for: Resolution(.dark))).colors
        guard !tokens.isEmpty, Appearance(page: RoleFiller.fill(tokens: tokens)[.backgroundPrimary].color.rgb) == .light else { return dark }
        return read(text: text, file: file, base: CSSCondition(), companions: companions)
    }

    /// Whether a sheet's name says it is dark: a word `dark` or `night` in it, and no `light`
    /// or `day` (`cpd-theme-dark-mq.css`, `dark.css`, `theme-night.css`). A name that says
    /// neither (`css_variables.css`, `variables.css`) names a kind of file, not a theme: its
    /// folder's name speaks for it then (`sap_horizon_dark/css_variables.css`,
    /// `themes/dark/colors.css`), as one folder per theme is how many systems ship their sheets.
    package static func namesDark(_ path: String) -> Bool {
        nameSaysDark(path) ?? false
    }

    /// Whether neither a sheet's name nor its folder's says light or dark: its page alone
    /// may then say which it is (``readByName(text:file:companions:)``).
    package static func saysNeither(_ path: String) -> Bool {
        nameSaysDark(path) == nil
    }

    /// What a sheet's name says (dark true, light false), else its folder's, else nil.
    private static func nameSaysDark(_ path: String) -> Bool? {
        let words = DTCGAxisRules.words(String(FormatFiles.baseName(path).dropLast(path.lowercased().hasSuffix(".css") ? 4 : 0)))
        if let says = saysDark(words) { return says }
        return saysDark(DTCGAxisRules.words(FileSystem.fileName(FileSystem.parent(of: path))))
    }

    /// Whether `words` say dark (true), light (false), or neither (nil); a name that says both
    /// (`light-dark`) says light, as a sheet of both is read from its own rules.
    private static func saysDark(_ words: [String]) -> Bool? {
        if words.contains(where: { $0 == "light" || $0 == "day" }) { return false }
        return words.contains { $0 == "dark" || $0 == "night" } ? true : nil
    }

    /// The sheets `text` imports from its own folder or below, each with the condition its
    /// media list gives (`screen and (prefers-color-scheme: dark)` is dark; a media list that
    /// is no theme condition, such as `print`, is left out), as read.
    ///
    /// Imports are followed as a browser follows them: an imported sheet's own imports come
    /// before it (Salt's `theme.css` imports `foundations/index.css`, which imports the
    /// `color.css` every palette sheet names), each sheet once, under the conditions of every
    /// import on the way, to ``maximumImportDepth`` and ``maximumImports`` sheets in all.
    static func imports(in text: String, file: String, files: any TokenFiles) -> [(text: String, file: String, condition: CSSCondition)] {
        var found: [(text: String, file: String, condition: CSSCondition)] = []
        var seen: Set<String> = [SourcePath.normalised(file)]
        func follow(_ text: String, _ file: String, under outer: CSSCondition, depth: Int) {
            for (path, written) in importedSheets(in: text, file: file, files: files) {
                guard found.count < maximumImports, seen.insert(SourcePath.normalised(path)).inserted,
                      case .success(let imported) = FormatFiles.text(path, in: files) else { continue }
                let named = written.appearance == nil && namesDark(path) ? CSSCondition(appearance: .dark, high: written.high) : written
                let condition = outer.nesting(named)
                if depth < maximumImportDepth { follow(imported, path, under: condition, depth: depth + 1) }
                found.append((imported, path, condition))
            }
        }
        follow(text, file, under: CSSCondition(), depth: 1)
        return found
    }

    /// Every sheet the sheet at `path` reads through its imports, at any depth (``imports(in:file:files:)``),
    /// without the sheet itself; empty for a sheet that imports nothing.
    package static func importClosure(of path: String, files: any TokenFiles) -> [String] {
        guard case .success(let text) = FormatFiles.text(path, in: files), text.contains("@import") else { return [] }
        return imports(in: text, file: path, files: files).map(\.file)
    }

    /// How deep a chain of imports is followed: a theme's entry sheet, an index of its layers,
    /// their files, and what those import.
    static let maximumImportDepth = 6

    /// The paths of the sheets `text` (the sheet at `file`) imports from its own folder or
    /// below under a theme condition, with the condition; nothing is read. The catalog asks
    /// this of a folder's sheets: an imported sheet is part of the one importing it.
    package static func importedPaths(in text: String, file: String) -> [String] {
        importedSheets(in: text, file: file).map(\.path)
    }

    /// `files`: where a workspace package a sheet imports by name (`@scope/name/x.css`) is
    /// looked for (``packageSheet(_:from:files:)``); nil when such imports are not followed.
    private static func importedSheets(in text: String, file: String, files: (any TokenFiles)? = nil) -> [(path: String, condition: CSSCondition)] {
        guard text.contains("@import") else { return [] }
        var found: [(path: String, condition: CSSCondition)] = []
        let folder = FileSystem.parent(of: file)
        for rule in CSSParser.parse(text) where rule.atKeyword?.lowercased() == "import" {
            guard found.count < maximumImports, let (target, media) = importTarget(rule.prelude),
                  let condition = CSSCondition.media(media) else { continue }
            if let files, case .success(let sheet)? = packageSheet(target, from: file, files: files) {
                found.append((sheet, condition))
                continue
            }
            guard let relative = followedImport(target) else { continue }
            found.append((FileSystem.join(folder, relative), condition))
        }
        return found
    }

    /// How many sheets one sheet's imports are read for.
    static let maximumImports = 64

    /// An `@import` prelude's target and media list: `url("./x.css") layer(base) screen` gives
    /// `./x.css` and `screen`; `layer(…)` and `supports(…)` are no media.
    static func importTarget(_ prelude: String) -> (target: String, media: String)? {
        var rest = Substring(prelude.trimmingCharacters(in: " "))
        let target: Substring
        if rest.lowercased().hasPrefix("url(") {
            guard let close = rest.firstIndex(of: ")") else { return nil }
            target = rest[rest.index(rest.startIndex, offsetBy: 4)..<close]
            rest = rest[rest.index(after: close)...]
        } else if let quote = rest.first, quote == "\"" || quote == "'" {
            guard let close = rest.dropFirst().firstIndex(of: quote) else { return nil }
            target = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
        } else {
            return nil
        }
        var media = String(rest)
        for function in ["layer(", "supports("] {
            while let range = media.lowercased().firstRange(of: function) {
                let start = media.index(media.startIndex, offsetBy: media.lowercased().distance(from: media.lowercased().startIndex, to: range.lowerBound))
                let end = media[start...].firstIndex(of: ")").map { media.index(after: $0) } ?? media.endIndex
                media.removeSubrange(start..<end)
            }
        }
        let words = media.split(separator: " ").filter { $0.lowercased() != "layer" }
        let isQuoteOrSpace = { (character: Character) in character == " " || character == "\"" || character == "'" }
        let cleaned = String(target.drop(while: isQuoteOrSpace).reversed().drop(while: isQuoteOrSpace).reversed())
        return cleaned.isEmpty ? nil : (cleaned, words.joined(separator: " "))
    }

    /// Whether `path` names the dark half of a pair or a dark-only sheet (`NAME-dark.css`).
    package static func isDarkHalf(_ path: String) -> Bool {
        FormatFiles.baseName(path).lowercased().hasSuffix("-dark.css")
    }

    /// `NAME-dark.css` beside `NAME.css`, or the sheet named as this one with `dark` for its
    /// `light` (`dark.css` beside `light.css`, `theme.dark.css` beside `theme.light.css`),
    /// when it is a regular file.
    static func darkPartner(of path: String, files: any TokenFiles) -> String? {
        guard path.lowercased().hasSuffix(".css"), !isDarkHalf(path) else { return nil }
        let stem = path.dropLast(4)
        var candidates = [stem + "-dark.css", stem + "-Dark.css", stem + "-DARK.css"].map(String.init)
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.startIndex
        let name = path[slash...]
        if let word = name.lowercased().firstRange(of: "light") {
            let start = name.index(name.startIndex, offsetBy: name.lowercased().distance(from: name.lowercased().startIndex, to: word.lowerBound))
            let end = name.index(start, offsetBy: 5)
            let written = name[start..<end]
            let dark = written == "LIGHT" ? "DARK" : written.first == "L" ? "Dark" : "dark"
            candidates.append(String(path[..<slash]) + name[..<start] + dark + name[end...])
        }
        return candidates.first { files.kind(of: $0) == .regular }
    }

    /// The names of the sheet `name` is the right-to-left copy of (`css_variables-RTL.css`,
    /// `theme.rtl.css`, `base_rtl.css` of `css_variables.css`, `theme.css`, `base.css`): a
    /// build's mirror of the same rules for right-to-left scripts, with the same colours, so it
    /// is that sheet's theme again, not another. Empty for a name with no `rtl` word at its end.
    package static func leftToRightNames(of name: String) -> [String] {
        let lower = name.lowercased()
        guard lower.hasSuffix(".css") else { return [] }
        let stem = lower.dropLast(4)
        return ["-rtl", ".rtl", "_rtl"].compactMap { suffix in
            stem.hasSuffix(suffix) && stem.count > suffix.count ? String(stem.dropLast(suffix.count)) + ".css" : nil
        }
    }

    /// The lower-cased names of the sheets a dark sheet named `name` is the dark half of
    /// (`name.css` for `name-dark.css`, `light.css` for `dark.css`): read with one of them,
    /// it is no theme of its own.
    package static func lightPartnerNames(of name: String) -> [String] {
        let lower = name.lowercased()
        guard lower.hasSuffix(".css") else { return [] }
        var names: [String] = []
        if lower.hasSuffix("-dark.css") { names.append(String(lower.dropLast("-dark.css".count)) + ".css") }
        if lower.contains("dark") { names.append(lower.replacing("dark", with: "light", maxReplacements: 1)) }
        return names
    }

    struct Layer {
        var declarations: [CSSDeclaration] = []
    }

    /// Reads style-sheet text; `file` names it in diagnostics.
    /// `base`: what the sheet's root rules mean (dark for a `*-dark.css`); `companions`: other
    /// sheets read into the same theme, each under its condition.
    public static func read(text: String, file: String) -> (system: DesignSystem?, diagnostics: [Diagnostic]) {
        let reading = read(text: text, file: file, base: CSSCondition())
        return (reading.system, reading.diagnostics)
    }

    static func read(text: String, file: String, base: CSSCondition,
                     companions: [(text: String, file: String, condition: CSSCondition)] = []) -> SheetReading {
        var layers: [CSSCondition: [CSSDeclaration]] = [:]
        var colorScheme: [String]?
        var sheetFile: String?
        var importsTailwind = false
        func collect(_ rules: [CSSRule], _ condition: CSSCondition) {
            for rule in rules {
                if rule.atKeyword?.lowercased() == "import", let target = importTarget(rule.prelude)?.target,
                   TailwindThemeColors.importNames.contains(target) {
                    importsTailwind = true
                }
                let inner: CSSCondition?
                switch rule.atKeyword?.lowercased() {
                case nil: inner = CSSCondition.selector(rule.prelude)
                case "media": inner = CSSCondition.media(rule.prelude)
                case "supports", "layer", "theme": inner = CSSCondition()
                default: inner = nil
                }
                guard let inner else { continue }
                let combined = condition.nesting(inner)
                for declaration in rule.declarations {
                    if declaration.name.hasPrefix("--") {
                        var declaration = declaration
                        declaration.file = sheetFile
                        layers[combined, default: []].append(declaration)
                    } else if declaration.name.lowercased() == "color-scheme", combined == CSSCondition(), sheetFile == nil {
                        colorScheme = CSSParser.text(declaration.value).lowercased().split(separator: " ").map(String.init)
                    }
                }
                collect(rule.children, combined)
            }
        }
        collect(CSSParser.parse(text), base)
        for companion in companions {
            sheetFile = companion.file
            collect(CSSParser.parse(companion.text), companion.condition)
        }
        let every = layers.values.flatMap { $0 }
        guard !every.isEmpty else {
            return SheetReading(system: nil, diagnostics: [Diagnostic(file: file, message: noCustomProperties)])
        }
        let usesLightDark = every.contains { contains("light-dark", in: $0.value) }
        // A sheet that says dark and nothing else (its root named dark, or only `.dark` or
        // `prefers-color-scheme: dark` rules) is the dark page alone.
        let darkOnly = colorScheme == ["dark"] || colorScheme == ["only", "dark"]
            || !layers.keys.contains { $0.appearance != .dark }
        let hasDark = darkOnly || usesLightDark || layers.keys.contains { $0.appearance == .dark }
        let hasLight = !darkOnly || layers.keys.contains { $0.appearance == .light }
        let hasHigh = layers.keys.contains { $0.high }
        var order: [String] = []
        var seen: Set<String> = []
        for declaration in orderedDeclarations(layers) where seen.insert(declaration.name).inserted {
            order.append(declaration.name)
        }
        var problems: [Diagnostic] = []
        // The custom properties var()s name that no sheet read defines, as said in `problems`.
        var undefined: Set<String> = []
        var reported: Set<String> = []
        var variants: [Resolution: [SystemColorToken]] = [:]
        for resolution in Resolution.all {
            if resolution.appearance == .dark && !hasDark || resolution.appearance == .light && !hasLight { continue }
            if resolution.contrast == .high && !hasHigh { continue }
            var properties: [String: CSSDeclaration] = [:]
            let stack = [CSSCondition(), CSSCondition(appearance: resolution.appearance),
                         CSSCondition(high: true), CSSCondition(appearance: resolution.appearance, high: true)]
            for condition in stack where condition.high == false || resolution.contrast == .high {
                for declaration in layers[condition] ?? [] { properties[declaration.name] = declaration }
            }
            var tokens: [SystemColorToken] = []
            // Each property is substituted once per resolution, those it refers to first, so a
            // chain of 20,000 var()s is one step each instead of a walk down the chain for each.
            var memo = SubstitutionMemo()
            memo.tailwindDefaults = importsTailwind
            for name in dependencyOrder(order, properties) {
                guard let declaration = properties[name], !isSelfReference(declaration) else { continue }
                var visiting: [String] = [name], aliases: [String] = []
                var budget = Self.maximumSubstitutedComponents
                if case .success(let value) = substitute(declaration.value, properties: properties, appearance: resolution.appearance,
                                                         visiting: &visiting, aliases: &aliases, depth: 0, budget: &budget, memo: &memo) {
                    memo.keep(name, value, aliases)
                }
            }
            for name in order {
                guard let declaration = properties[name], !isSelfReference(declaration) else { continue }
                var aliases: [String] = []
                var visiting: [String] = [name]
                var budget = Self.maximumSubstitutedComponents
                let substituted: Result<[CSSComponent], Diagnostic.Partial>
                if let known = memo.known[name] {
                    aliases = known.aliases
                    substituted = .success(known.value)
                } else {
                    // Only a property that failed is walked again, for the line that says why.
                    substituted = substitute(declaration.value, properties: properties, appearance: resolution.appearance,
                                             visiting: &visiting, aliases: &aliases, depth: 0, budget: &budget, memo: &memo)
                }
                let path = String(name.dropFirst(2))
                switch substituted {
                case .failure(let problem):
                    // A value that grows past the bound is reported once per file, where it first does;
                    // a fault in another property's value once, there, whoever refers to it.
                    let grew = problem.message.hasPrefix(Self.growthMessage)
                    let holder = problem.holder.flatMap { properties[$0] } ?? declaration
                    if grew ? reported.insert(Self.growthMessage).inserted
                            : (CSSColorParser.looksLikeColor(declaration.value) || isSingleVar(declaration.value))
                                && reported.insert(holder.name + problem.message).inserted {
                        var line = problem.diagnostic(file: holder.file ?? file, tokenPath: holder.name)
                        // One kind, so a sheet's many names from a framework it imports are one line outside `validate`.
                        if let name = problem.undefined {
                            line.kind = "refer to a var() that is not defined and has no fallback"
                            undefined.insert(name)
                        }
                        problems.append(line)
                    }
                case .success(let value):
                    switch CSSColorParser.parse(value) {
                    case nil:
                        // Not a colour (a length, a font stack): no token, and nothing to say.
                        break
                    case .failure(let problem):
                        if reported.insert(name + problem.message).inserted { problems.append(problem.diagnostic(file: declaration.file ?? file, tokenPath: name)) }
                    case .success(let parsed):
                        tokens.append(SystemColorToken(
                            path: path, color: parsed.srgb.color, outOfGamut: parsed.srgb.outOfGamut,
                            wide: parsed.srgb.outOfGamut ? parsed.value : nil, written: CSSParser.text(declaration.value), aliases: aliases.map { String($0.dropFirst(2)) },
                            file: declaration.file ?? file, position: declaration.position))
                    }
                }
            }
            variants[resolution] = tokens
        }
        if variants.values.allSatisfy(\.isEmpty) {
            if !problems.isEmpty { return SheetReading(system: nil, diagnostics: problems, undefined: undefined) }
            problems.append(Diagnostic(file: file, message: noColourProperty))
            return SheetReading(system: nil, diagnostics: problems, undefined: undefined)
        }
        let name = FormatFiles.baseName(file, dropping: [".css"])
        return SheetReading(system: ResolvedVariants.system(name: name, file: file, variants: variants, diagnostics: problems), diagnostics: problems,
                            undefined: undefined)
    }

    /// What reading a sheet gives: its system, what it says, and the custom properties its
    /// var()s name that no sheet read with it defines (each said in `diagnostics` too), which
    /// the palette sheets beside it are asked for (``sharedSheets(defining:beside:taken:files:)``).
    struct SheetReading {
        var system: DesignSystem?
        var diagnostics: [Diagnostic]
        var undefined: Set<String> = []
    }

    /// Every declaration in document order (by position), for the tokens' order.
    private static func orderedDeclarations(_ layers: [CSSCondition: [CSSDeclaration]]) -> [CSSDeclaration] {
        layers.values.flatMap { $0 }.sorted { $0.position < $1.position }
    }

    /// What a sheet with no theme in it says: a style sheet found in a searched folder that
    /// says only this is some other style sheet, not a broken theme, and is passed over quietly.
    package static let noCustomProperties = "no custom properties (--name: value) in :root, .dark, @theme or @media rules"
    /// See ``noCustomProperties``.
    package static let noColourProperty = "no custom property holds a colour"

    /// `--font-sans: var(--font-sans)`: Tailwind v4's `@theme inline` hands a variable on to
    /// itself by design. It is no colour and no cycle worth a message.
    static func isSelfReference(_ declaration: CSSDeclaration) -> Bool {
        let list = declaration.value.filter { !$0.isWhitespace }
        guard list.count == 1, case .function(let name, let arguments, _) = list[0], name.lowercased() == "var" else { return false }
        return CSSParser.text(arguments).filter { $0 != " " } == declaration.name
    }

    private static func isSingleVar(_ value: [CSSComponent]) -> Bool {
        let list = value.filter { !$0.isWhitespace }
        if list.count == 1, case .function(let name, _, _) = list[0] { return name.lowercased() == "var" || name.lowercased() == "light-dark" }
        return false
    }

    static func contains(_ function: String, in value: [CSSComponent]) -> Bool {
        value.contains { component in
            switch component {
            case .function(let name, let arguments, _): return name.lowercased() == function || contains(function, in: arguments)
            case .block(_, let contents, _): return contains(function, in: contents)
            case .token: return false
            }
        }
    }

    /// Splits function arguments at top-level commas.
    static func split(_ arguments: [CSSComponent]) -> [[CSSComponent]] {
        var parts: [[CSSComponent]] = [[]]
        for component in arguments {
            if case .token(let token) = component, token.kind == .comma { parts.append([]) } else { parts[parts.count - 1].append(component) }
        }
        return parts
    }

    /// How many component values substituting one property may visit. Browsers bound the
    /// growth too (a value that grows past their limit is invalid at computed-value time), so
    /// `--v2: var(--v1) var(--v1)` chains cannot take exponential time; a colour needs a few
    /// dozen.
    static let maximumSubstitutedComponents = 4096
    static let growthMessage = "var() substitution grows past"
    static let undefinedMessage = "is not defined and has no fallback"

    /// `value` with every `var()` replaced and every `light-dark()` chosen.
    /// `memo`: the properties already substituted at this resolution (``SubstitutionMemo``).
    static func substitute(_ value: [CSSComponent], properties: [String: CSSDeclaration], appearance: Appearance,
                           visiting: inout [String], aliases: inout [String], depth: Int, budget: inout Int,
                           memo: inout SubstitutionMemo) -> Result<[CSSComponent], Diagnostic.Partial> {
        guard depth < 64 else { return .failure(.init(value.first?.position, "var() nests more than 64 deep")) }
        budget -= value.count
        guard budget >= 0 else {
            return .failure(.init(value.first?.position, "\(growthMessage) \(maximumSubstitutedComponents) component values "
                                  + "(var() fans out); the property is invalid, as in browsers"))
        }
        var out: [CSSComponent] = []
        let whole = value.filter { !$0.isWhitespace }.count == 1
        for component in value {
            if case .block(let open, let contents, let position) = component {
                // `calc(var(--h) + (2 * var(--step)))`: a var() in parentheses is substituted too.
                var ignored: [String] = []
                switch substitute(contents, properties: properties, appearance: appearance, visiting: &visiting,
                                  aliases: &ignored, depth: depth + 1, budget: &budget, memo: &memo) {
                case .success(let replaced): out.append(.block(open: open, contents: replaced, position: position))
                case .failure(let problem): return .failure(problem)
                }
                continue
            }
            guard case .function(let name, let arguments, let position) = component else {
                out.append(component)
                continue
            }
            switch name.lowercased() {
            case "var":
                let parts = split(arguments)
                let reference = CSSParser.text(parts[0])
                guard reference.hasPrefix("--") else { return .failure(.init(position, "var() needs a custom property name, found \"\(reference)\"")) }
                if visiting.contains(reference) {
                    return .failure(.init(position, "var(\(reference)) refers to itself: \((visiting + [reference]).joined(separator: " → "))"))
                }
                if let known = memo.known[reference] {
                    // Substituted already: what it gave, counted against the bound as if walked.
                    if whole { aliases.append(reference) }
                    aliases += known.aliases
                    budget -= known.value.count
                    guard budget >= 0 else {
                        return .failure(.init(position, "\(growthMessage) \(maximumSubstitutedComponents) component values "
                                              + "(var() fans out); the property is invalid, as in browsers"))
                    }
                    out += known.value
                } else if let target = properties[reference] {
                    if whole { aliases.append(reference) }
                    visiting.append(reference)
                    let result = substitute(target.value, properties: properties, appearance: appearance, visiting: &visiting,
                                            aliases: &aliases, depth: depth + 1, budget: &budget, memo: &memo)
                    visiting.removeLast()
                    switch result {
                    case .success(let replaced): out += replaced
                    case .failure(let problem): return .failure(problem)
                    }

                } else if memo.tailwindDefaults, let value = TailwindThemeColors.values[reference] {
                    // A sheet importing Tailwind names its default colours without defining them.
                    out += CSSParser.components(value)
                } else if parts.count > 1 {
                    let fallback = Array(parts.dropFirst().joined(separator: [CSSComponent.token(CSSToken(kind: .comma, position: position))]))
                    switch substitute(CSSParser.trimmed(fallback), properties: properties, appearance: appearance, visiting: &visiting,
                                      aliases: &aliases, depth: depth + 1, budget: &budget, memo: &memo) {
                    case .success(let replaced): out += replaced
                    case .failure(let problem): return .failure(problem)
                    }
                } else {
                    var missing = Diagnostic.Partial(position, "var(\(reference)) " + undefinedMessage,
                                                     suggestion: memo.suggestions.closest(to: reference, among: properties.keys), holder: visiting.last)
                    missing.undefined = reference
                    return .failure(missing)
                }
            case "light-dark":
                let parts = split(arguments)
                guard parts.count == 2 else { return .failure(.init(position, "light-dark() takes two colours")) }
                switch substitute(CSSParser.trimmed(parts[appearance == .light ? 0 : 1]), properties: properties, appearance: appearance,
                                  visiting: &visiting, aliases: &aliases, depth: depth + 1, budget: &budget, memo: &memo) {
                case .success(let replaced): out += replaced
                case .failure(let problem): return .failure(problem)
                }
            default:
                var ignored: [String] = []
                switch substitute(arguments, properties: properties, appearance: appearance, visiting: &visiting,
                                  aliases: &ignored, depth: depth + 1, budget: &budget, memo: &memo) {
                case .success(let replaced): out.append(.function(name: name, arguments: replaced, position: position))
                case .failure(let problem): return .failure(problem)
                }
            }
        }
        return .success(out)
    }
}
