import ShadeJSON
import ShadeTokens
import ShadeFiles

/// One build of a Style Dictionary project: the `source` list of one config (a JSON config
/// file, or one `source` list of a script), and the appearance it builds, when it builds one.
package struct StyleDictionaryBuild: Sendable, Equatable {
    /// The config file it is read from.
    package var file: String
    /// Its `source` (and `include`) globs, inside the project's folder.
    package var globs: [String]
    /// The appearance it builds: said by the config's file name (`config-dark.json`,
    /// `sd.config.dark.js`), by the package script that runs it (`"build-dark": "style-dictionary
    /// build -c sd.night.json"`), else by its own globs (`tokens/dark/**`); nil when nothing says.
    package var appearance: Appearance?
    /// Its globs that lead out of the project's folder (`../shared/**`), which are not followed.
    package var outside: [String] = []
    /// The words of its `platforms` (their names, transform groups and formats: `css`,
    /// `ios`, `colors`), empty when the config writes none Shade can read.
    package var platformWords: [String] = []

    /// What a build renders for, by its platforms.
    package enum Platform: Sendable, Equatable {
        /// The web (`css`, `scss`, `less`, `js`…): the build the system is drawn from.
        case web
        /// Native platforms only (`ios`, `android`, `compose`, `flutter`…): a rendition of
        /// the system for them.
        case native
        /// Nothing Shade can read says.
        case unknown
    }

    /// Style Dictionary's own platform and transform-group names for the web.
    package static let webWords: Set<String> = ["css", "scss", "sass", "less", "stylus", "js", "javascript", "ts", "typescript", "web", "html", "tailwind", "tailwindcss"]
    /// Its names (and the common plugins') for native platforms.
    package static let nativeWords: Set<String> = ["ios", "android", "compose", "flutter", "swift", "swiftui", "kotlin", "dart", "objc", "macos", "xml", "uikit"]

    /// What the build renders for: the web when any of its platforms is the web's.
    package var platform: Platform {
        if platformWords.contains(where: Self.webWords.contains) { return .web }
        return platformWords.contains(where: Self.nativeWords.contains) ? .native : .unknown
    }
}

extension StyleDictionaryProject {
    /// Whether `name` is a JSON file a project's config may be: one of ``jsonConfigNames``, or
    /// any `.json` whose name has the word `config` (`config-dark.json`, `sd.config.night.json`).
    package static func isJSONConfigName(_ name: String) -> Bool {
        // Asked of every entry of every folder searched: most names are refused before any is split.
        guard name.utf8.count > 5, containsASCII(name, "config") else { return false }
        let lower = name.lowercased()
        guard lower.hasSuffix(".json") else { return false }
        return jsonConfigNames.contains(lower) || DTCGAxisRules.words(String(lower.dropLast(5))).contains("config")
    }

    /// Whether `name` holds `word` (lower-case ASCII) in any case, byte by byte: asked of every
    /// entry of every folder searched, where a string search cost a twentieth of `list` of a
    /// 120-file export.
    static func containsASCII(_ name: String, _ word: String) -> Bool {
        let wanted = Array(word.utf8), bytes = name.utf8
        guard bytes.count >= wanted.count else { return false }
        var index = bytes.startIndex
        while let end = bytes.index(index, offsetBy: wanted.count, limitedBy: bytes.endIndex) {
            if zip(bytes[index..<end], wanted).allSatisfy({ $0 | 0x20 == $1 }) { return true }
            index = bytes.index(after: index)
        }
        return false
    }

    /// Every build of the project in `folder` whose config Shade can read (its JSON configs,
    /// each `source` list of its script configs), in file order; empty when it has none. As the
    /// build tool would be run: each config is one build, and what it reads is its appearance.
    /// Its files are read from `files`.
    package static func builds(project folder: String, files: any TokenFiles) -> [StyleDictionaryBuild] {
        guard let names = entryNames(project: folder, files: files) else { return [] }
        var builds: [StyleDictionaryBuild] = []
        for name in names.sorted() where isJSONConfigName(FileSystem.fileName(name)) {
            let file = FileSystem.join(folder, name)
            guard files.kind(of: file) == .regular, case .success(let text) = FormatFiles.text(file, in: files),
                  let object = (try? JSONParser.parse(text))?.object else { continue }
            // `include` first: Style Dictionary merges its files under the `source` files.
            let lists = ["include", "source"].compactMap { object[$0]?.array?.compactMap(\.string) }
            guard let (globs, outside) = keptWithSiblings(lists.flatMap { $0 }, project: folder, files: files) else { continue }
            builds.append(StyleDictionaryBuild(file: file, globs: globs, appearance: nil, outside: outside,
                                               platformWords: object["platforms"].map { words(of: $0, depth: 0) } ?? []))
        }
        for name in names.filter({ isScriptConfigName(FileSystem.fileName($0)) }).sorted().prefix(maximumScripts) {
            let file = FileSystem.join(folder, name)
            guard case .success(let bytes) = files.contents(atPath: file, limit: maximumScriptSize, refusingOver: nil),
                  let found = ScriptSourceList.builds(in: bytes) else { continue }
            for build in found {
                if let (globs, outside) = keptWithSiblings(build.globs, project: folder, files: files) {
                    builds.append(StyleDictionaryBuild(file: file, globs: globs, appearance: nil, outside: outside,
                                                       platformWords: build.platformWords))
                }
            }
        }
        let scripts = packageScripts(folder, files: files)
        for index in builds.indices {
            let name = FileSystem.fileName(builds[index].file)
            builds[index].appearance = appearance(words: DTCGAxisRules.words(name))
                ?? scripts.first { runs($0.command, file: name) }.flatMap { appearance(words: DTCGAxisRules.words($0.name)) }
                ?? appearance(words: builds[index].globs.flatMap { DTCGAxisRules.words($0) })
        }
        return builds
    }

    /// `globs` as ``kept(_:)`` keeps them, with the globs that lead to a sibling package of
    /// the project's workspace inside the searched folder (``WorkspacePackages/siblingFolder(of:project:files:)``)
    /// kept too, in their place; and the globs that lead out and are not followed.
    static func keptWithSiblings(_ globs: [String], project: String, files: any TokenFiles) -> (globs: [String], outside: [String])? {
        var kept: [String] = [], outside: [String] = []
        for glob in globs {
            let written = glob.hasPrefix("./") ? String(glob.dropFirst(2)) : glob
            guard !written.isEmpty else { continue }
            if !SourceGlob.leadsOut(written) {
                kept.append(written)
            } else if WorkspacePackages.siblingFolder(of: written, project: project, files: files) != nil {
                kept.append(written)
            } else {
                outside.append(glob)
            }
        }
        return kept.isEmpty ? nil : (kept, outside)
    }

    /// The words of a JSON config's `platforms`: its members' names and string values.
    private static func words(of node: JSONNode, depth: Int) -> [String] {
        guard depth < 6 else { return [] }
        if let text = node.string { return DTCGAxisRules.words(text) }
        if let items = node.array { return items.flatMap { words(of: $0, depth: depth + 1) } }
        return node.object?.members.flatMap { DTCGAxisRules.words($0.key) + words(of: $0.value, depth: depth + 1) } ?? []
    }

    /// Whether a script's command names the config `file` (as an argument, or a path ending in it).
    static func runs(_ command: String, file: String) -> Bool {
        command.split { " =\"'".contains($0) }.contains { argument in argument == file || argument.hasSuffix("/" + file) }
    }

    /// The appearance words say, when they say exactly one (`dark`, `night`; `light`, `day`).
    static func appearance(words: [String]) -> Appearance? {
        let dark = words.contains { ["dark", "night"].contains($0) }, light = words.contains { ["light", "day"].contains($0) }
        return dark == light ? nil : (dark ? .dark : .light)
    }

    /// The `scripts` of the project's `package.json` (`"build-dark": "style-dictionary build
    /// --config config-dark.json"`), as name and command.
    package static func packageScripts(_ folder: String, files: any TokenFiles) -> [(name: String, command: String)] {
        guard case .success(let text) = FormatFiles.text(FileSystem.join(folder, "package.json"), in: files),
              let scripts = (try? JSONParser.parse(text))?.object?["scripts"]?.object else { return [] }
        return scripts.members.compactMap { member in member.value.string.map { (member.key, $0) } }
    }
}
