import Foundation
import ShadeTestSupport
import Testing

/// The seeded round of issue 35's and issue 32's shapes, through the real binary under a 2 GB
/// address-space limit. Issue 35's: Style Dictionary configs (brace groups, `**` runs, long
/// globs), Tokens Studio `$themes.json` (many groups, many contexts over large sets), Material
/// Theme Builder and Figma variable exports (the REST API's, and the plugin's files per mode),
/// Style Dictionary YAML token files and script configs, resolver circles, and folder searches
/// (links out, loops, depth, FIFOs, sockets, unreadable files and folders, UTF-16 files).
/// Issue 32's readers': Style Dictionary YAML projects (deep groups, many files, on-light/on-dark
/// leaves, `[light, dark]` lists, `dark` members, reference chains and circles, YAML anchors,
/// spaced references, broken YAML), script configs read without running them (unterminated
/// strings, huge lists, nested brackets), untyped DTCG colours beside garbage, and names with
/// dots or no extension holding any format or none (random bytes, UTF-16, a FIFO). Each case
/// varies the shape's size, nesting and names by its seed, and must end within the deadline,
/// by exit rather than by a signal, without printing the secret a link leads to or letting a
/// file's escape reach the terminal, and leaving every file of the folder as it was.
///
/// `scripts/fuzz --shapes --cases N --seed S` runs more.
@Suite(.serialized) struct ShapeFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    /// `SHADE_SHAPE_FUZZ_CASES`, or each shape twice.
    static let cases = environment["SHADE_SHAPE_FUZZ_CASES"].flatMap { Int($0) } ?? Shape.allCases.count * 2
    static let seed = environment["SHADE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 35
    /// Past this a case has hung: every shape must end within seconds.
    static let deadline: Duration = .seconds(20)
    static let secret = "ghp_SHAPEs3cretNOBODYmaySEE"

    enum Shape: String, CaseIterable {
        case styleDictionaryBraces, styleDictionaryStars, tokensStudioGroups, tokensStudioContexts
        case material, figma, resolverCircle, folderSearch
        case styleDictionaryYAML, figmaModes
        // The readers' (issue 32), read with `tokens` where issue 35's are compared with `diff`.
        case styleDictionaryYAMLProject, scriptConfig, untypedColours, dottedNames

        /// Whether the shape is one of the readers' (issue 32).
        var isReaders: Bool { [.styleDictionaryYAMLProject, .scriptConfig, .untypedColours, .dottedNames].contains(self) }
    }

    @Test(.timeLimit(.minutes(40))) func everyShapeEndsCleanlyUnderAMemoryLimit() throws {
        let shade = try ShadeBinary.require()
        let home = try E2EHome()
        defer { home.remove() }
        let secretFile = home.root.appendingPathComponent("private/hosts.yml").path
        try FileManager.default.createDirectory(atPath: (secretFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("\(Self.secret): \(Self.secret)\n".utf8).write(to: URL(fileURLWithPath: secretFile))
        // The readers' shapes link to a token file whose name is the secret, outside the folder
        // `diff` compares (which may print what it holds).
        let baitFile = home.root.appendingPathComponent("bait/palette.yaml").path
        try FileManager.default.createDirectory(atPath: (baitFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("color:\n  \(Self.secret): { value: '#123456' }\n".utf8).write(to: URL(fileURLWithPath: baitFile))
        let limit = FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit") ? ["/usr/bin/prlimit", "--as=2147483648", shade.path] : [shade.path]
        var failures = 0
        for index in 0..<Self.cases {
            let caseSeed = Self.seed &* 1_000_003 &+ UInt64(index)
            let shape = Shape.allCases[index % Shape.allCases.count]
            var random = SeededRandom(seed: caseSeed)
            let folder = home.root.appendingPathComponent("case-\(caseSeed)/themes").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Self.write(shape, into: folder, secret: shape.isReaders ? baitFile : secretFile, random: &random)
            let before = Self.fingerprint(folder)
            var problems: [String] = []
            let third = shape.isReaders ? ["tokens", "--themes", folder, "--theme", "tokens", "--appearance", "dark"]
                : ["diff", home.root.path + "/private", folder]
            for arguments in [["validate", folder], ["list", "--themes", folder], third] {
                let clock = ContinuousClock()
                let started = clock.now
                do {
                    let result = try E2EProcess.run(limit[0], Array(limit.dropFirst()) + arguments,
                                                    environment: home.environment(adding: Self.environment), timeout: Self.deadline)
                    let output = result.standardOutput + result.standardError
                    if result.status >= 128 { problems.append("\(arguments[0]): ended by signal \(result.status - 128)") }
                    if output.contains("SHAPEs3cret") { problems.append("\(arguments[0]): printed the secret") }
                    if output.contains("Fatal error") || output.contains("Trace/breakpoint") { problems.append("\(arguments[0]): \(output.suffix(400))") }
                    if output.contains("\u{1B}[31m") { problems.append("\(arguments[0]): a file's escape reached the terminal") }
                } catch {
                    problems.append("\(arguments[0]): \(error) after \(clock.now - started)")
                }
            }
            if Self.fingerprint(folder) != before { problems.append("the folder changed") }
            chmod(folder + "/closed", 0o700)
            if problems.isEmpty {
                try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
            } else {
                failures += 1
                Issue.record(Comment(rawValue: "\(shape.rawValue) case seed \(caseSeed) (kept at \(folder)):\n" + problems.joined(separator: "\n")))
                if failures >= 5 { break }
            }
        }
    }

    /// Every path below `folder` with its kind, size and link target: what a command must not change.
    static func fingerprint(_ folder: String) -> [String] {
        var lines: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            let attributes = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)) ?? [:]
            let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + path)) ?? ""
            lines.append("\(path) \(attributes[.type] ?? "") \(attributes[.size] ?? "") \(link)")
        }
        return lines.sorted()
    }

    // MARK: Shapes

    static func write(_ shape: Shape, into folder: String, secret: String, random: inout SeededRandom) throws {
        func put(_ path: String, _ text: String) throws { try Self.put(path, text, in: folder) }
        func json(_ value: Any) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self)
        }
        let color = { (random: inout SeededRandom) in String(format: "#%06x", random.next(below: 0xFFFFFF)) }
        let legacy = ["color": ["bg": ["value": "#ffffff", "type": "color"], "fg": ["value": "{color.bg.value}", "type": "color"]]]
        switch shape {
        case .styleDictionaryBraces:
            // One huge group, or many small ones, or groups inside groups, with a long suffix.
            let choices = [1_000, 20_000, 90_000][random.next(below: 3)]
            let suffix = String(repeating: "x", count: random.next(below: 2_000))
            let groups = (0..<random.next(below: 40)).map { _ in "{a,b,{c,d}}" }.joined()
            let globs = ["tokens/{" + (0..<choices).map { "c\($0)" }.joined(separator: ",") + "}/" + suffix + "*.json",
                         "tokens/" + groups + "/*.json", "tokens/{color,size}/**/*.json", "{,}{,}{,}{,}{,}{,}{,}{,}{,}{,}{,}{,}tokens/*.json"]
            try put("sd/config.json", try json(["source": globs, "platforms": [:]]))
            try put("sd/tokens/color/base.json", try json(legacy))
        case .styleDictionaryStars:
            let stars = 20 + random.next(below: 300)
            let depth = 1 + random.next(below: 14)
            let name = String(repeating: "a", count: 1 + random.next(below: 200))
            let globs = [Array(repeating: "**", count: stars).joined(separator: "/") + "/x.json",
                         "tokens/" + String(repeating: "*a", count: stars) + "b.json",
                         "tokens/" + String(repeating: "[a-z]*", count: stars / 4) + "?.json"]
            try put("sd/config.json", try json(["source": globs]))
            try put("sd/tokens/" + (0..<depth).map { "d\($0)" }.joined(separator: "/") + "/" + name + ".json", try json(legacy))
        case .tokensStudioGroups:
            let groups = 10 + random.next(below: 120)
            let perGroup = 1 + random.next(below: 4)
            var themes: [[String: Any]] = []
            for group in 0..<groups {
                for theme in 0..<perGroup {
                    let name = random.next(below: 3) == 0 ? "t\u{1B}[31m\(theme)\u{202E}" : "t\(theme)"
                    themes.append(["id": "\(group)-\(theme)", "name": name, "group": "g\(group)", "selectedTokenSets": ["core": "enabled"]])
                }
            }
            try put("ts/$themes.json", try json(themes))
            try put("ts/core.json", try json(["bg": ["value": "#ffffff", "type": "color"], "fg": ["value": "{bg}", "type": "color"]]))
        case .tokensStudioContexts:
            let sets = 2 + random.next(below: 5)
            let tokens = [500, 2_000, 6_000][random.next(below: 3)]
            var themes: [[String: Any]] = []
            for group in 0..<(4 + random.next(below: 6)) {
                for theme in 0..<2 {
                    var selected = ["s\((group * 3 + theme) % sets)": "source"]
                    selected["s\((group + theme) % sets)"] = "enabled"
                    themes.append(["id": "\(group)-\(theme)", "name": "t\(theme)", "group": "g\(group)", "selectedTokenSets": selected])
                }
            }
            try put("ts/$themes.json", try json(themes))
            for set in 0..<sets {
                var values: [String: Any] = [:]
                for token in 0..<tokens {
                    values["c\(token)"] = ["value": token > 0 && token % 5 == 0 ? "{c\(token - 1)}" : color(&random), "type": "color"]
                }
                try put("ts/s\(set).json", try json(values))
            }
        case .material:
            let roles = ["primary", "onPrimary", "surface", "onSurface", "background", "onBackground", "error", "outline"]
            var scheme: [String: Any] = [:]
            for role in roles { scheme[role] = [color(&random), "1e400", "#zzzzzz", 12, NSNull()][random.next(below: 5)] }
            for extra in 0..<random.next(below: 3_000) { scheme["custom\(extra)\u{7}"] = color(&random) }
            var nested: Any = scheme
            for _ in 0..<random.next(below: 200) { nested = ["light": nested] }
            try put("material-theme.json", try json(["seed": color(&random), "coreColors": ["primary": color(&random)],
                                                     "schemes": ["light": scheme, "dark": nested, "light-high-contrast": [1, 2]],
                                                     "palettes": ["primary": Dictionary(uniqueKeysWithValues: (0...100).map { ("\($0)", color(&random)) })]]))
        case .figma:
            // The REST API's variables export, aliases in chains and circles, many modes.
            let count = 100 + random.next(below: 3_000)
            let modes = (0..<(1 + random.next(below: 40))).map { "m\($0)" }
            var variables: [String: Any] = [:]
            for index in 0..<count {
                var values: [String: Any] = [:]
                for mode in modes {
                    values[mode] = index > 0 && random.next(below: 3) == 0
                        ? ["type": "VARIABLE_ALIAS", "id": "v\(random.next(below: count))"]
                        : ["r": Double(random.next(below: 1000)) / 999, "g": 0.5, "b": 1e300, "a": 1]
                }
                variables["v\(index)"] = ["id": "v\(index)", "name": "color/\(index % 50)/\u{1B}n\(index)", "resolvedType": "COLOR", "valuesByMode": values]
            }
            try put("figma/variables.json", try json(["meta": ["variables": variables,
                                                               "variableCollections": ["c": ["id": "c", "name": "Colors", "modes": modes.map { ["modeId": $0, "name": $0] }]]]]))
            // The plugin's per-mode DTCG files, one aliasing the other in a circle.
            try put("figma/Light.tokens.json", try json(["a": ["$type": "color", "$value": "{b}"], "b": ["$type": "color", "$value": "{a}"]]))
        case .resolverCircle:
            let count = 2 + random.next(below: 40)
            for index in 0..<count {
                let next = random.next(below: 4) == 0 ? index : (index + 1) % count
                try put("r\(index).resolver.json", try json(["version": "2025.10",
                                                             "resolutionOrder": [["type": "set", "name": "s", "sources": [["$ref": "r\(next).resolver.json"]]]]]))
            }
        case .folderSearch:
            let depth = 3 + random.next(below: 8)
            var path = folder
            for level in 0..<depth {
                path += "/level\(level)"
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                try Data(#"{"$extensions": {"dev.shade": {"extends": "Sky"}}}"#.utf8).write(to: URL(fileURLWithPath: path + "/deep\(level).json"))
            }
            let names = ["x.json", "ghostty", "kitty.conf", "a.toml", "b.yaml", "c.css", "d.itermcolors", "e.ghostty", "f.tokens.json", "g.shade.json"]
            for name in names where random.next(below: 2) == 0 {
                try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: secret)
            }
            // Many names for one token file, beside it and in a subfolder: each file is read once.
            try put("base.tokens.json", try json(["color": ["$type": "color", "bg": ["$value": color(&random)], "fg": ["$value": "{color.bg}"]]]))
            for index in 0..<(5 + random.next(below: 120)) {
                let inner = index % 3 == 0
                try FileManager.default.createSymbolicLink(atPath: folder + (inner ? "/level0" : "") + "/alias\(index).tokens.json",
                                                           withDestinationPath: inner ? "../base.tokens.json" : "base.tokens.json")
            }
            try FileManager.default.createSymbolicLink(atPath: folder + "/out", withDestinationPath: (secret as NSString).deletingLastPathComponent)
            try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: ".")
            try FileManager.default.createSymbolicLink(atPath: folder + "/level0/up", withDestinationPath: "..")
            try FileManager.default.createSymbolicLink(atPath: folder + "/dotdot.json", withDestinationPath: "../../private/hosts.yml")
            for name in ["fifo.json", "fifo.conf", "fifo"] where random.next(below: 2) == 0 { mkfifo(folder + "/" + name, 0o644) }
            var utf16 = Data([0xFF, 0xFE])
            utf16.append("palette = 0=#000000\nbackground = #ffffff\n".data(using: .utf16LittleEndian)!)
            try utf16.write(to: URL(fileURLWithPath: folder + "/utf16-theme"))
            try utf16.write(to: URL(fileURLWithPath: folder + "/utf16.json"))
            try put("unreadable.json", "{}")
            chmod(folder + "/unreadable.json", 0)
            try put("closed/inside.json", #"{"$extensions": {"dev.shade": {"extends": "Sky"}}}"#)
            chmod(folder + "/closed", 0)
            for name in ["socket.json", "socket"] where random.next(below: 2) == 0 { bindSocket(at: folder + "/" + name) }
        case .styleDictionaryYAML:
            // A YAML alias bomb, deep nesting, a link out and a script config with a huge glob.
            let levels = 6 + random.next(below: 6)
            var bomb = "a0: &a0 {value: \"#ffffff\", type: color}\n"
            for level in 1..<levels { bomb += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]\n" }
            try put("sd/tokens/bomb.yaml", bomb)
            let depth = 50 + random.next(below: 3_000)
            try put("sd/tokens/deep.yml", String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n")
            try put("sd/tokens/color.yaml", "color:\n  bg: {value: \"#ffffff\", type: color}\n  fg: {value: \"{color.bg}\", type: \"\\e[31mcolor\"}\n")
            try put("sd/tokens/tags.yaml", "color: !!python/object:os.system {value: \"#000000\"}\nx: !custom\n  - 1e400\n")
            try FileManager.default.createSymbolicLink(atPath: folder + "/sd/tokens/secret.yaml", withDestinationPath: secret)
            try put("sd/config.json", try json(["source": ["tokens/**/*.yaml", "tokens/**/*.yml"], "platforms": [:]]))
            let choices = [100, 5_000, 50_000][random.next(below: 3)]
            try put("sd/sd.config.mjs", "export default { source: ['tokens/{" + (0..<choices).map { "c\($0)" }.joined(separator: ",")
                + "}/" + String(repeating: "**/", count: random.next(below: 300)) + "*.yaml'], platforms: {} };\n")
        case .figmaModes:
            // The plugin's export: one DTCG file per mode, aliasing each other, in circles too.
            let modes = 2 + random.next(below: 40)
            let tokens = 10 + random.next(below: 2_000)
            for mode in 0..<modes {
                var values: [String: Any] = [:]
                for token in 0..<tokens {
                    let alias = random.next(below: 3) == 0 ? "{color.t\(random.next(below: tokens))}" : nil
                    let value: Any = alias ?? ["colorSpace": "srgb", "components": [0.5, 0.5, 1e300]]
                    values["t\(token)"] = ["$type": "color", "$value": value]
                }
                let name = random.next(below: 4) == 0 ? "Mode \u{1B}]0;\(mode)\u{7}" : ["Light", "Dark", "Dim", "High contrast"][mode % 4] + "\(mode)"
                try put("figma/" + name + ".tokens.json", try json(["color": values]))
            }
            try FileManager.default.createSymbolicLink(atPath: folder + "/figma/Secret.tokens.json", withDestinationPath: secret)
        case .styleDictionaryYAMLProject, .scriptConfig, .untypedColours, .dottedNames:
            try writeReaders(shape, into: folder, secret: secret, random: &random)
        }
    }

    // MARK: The readers' shapes (issue 32)

    static func writeReaders(_ shape: Shape, into folder: String, secret: String, random: inout SeededRandom) throws {
        func put(_ path: String, _ text: String) throws { try Self.put(path, text, in: folder) }
        let color = { (random: inout SeededRandom) in String(format: "#%06x", random.next(below: 0xFFFFFF)) }
        switch shape {
        case .styleDictionaryYAMLProject:
            // Many files deep-merged under one root, groups nested deep, both ways of writing
            // light and dark, references in chains (some in circles, some to nothing).
            let files = 1 + random.next(below: 40)
            let tokens = [20, 400, 3_000][random.next(below: 3)]
            for file in 0..<files {
                var text = "color:\n  $type: color\n"
                var indent = "  "
                for level in 0..<random.next(below: 60) {
                    text += indent + "g\(level):\n"
                    indent += "  "
                }
                for token in 0..<(tokens / files + 1) {
                    let name = random.next(below: 9) == 0 ? "'t \(token)\u{1B}[31m'" : "t\(token)"
                    switch random.next(below: 7) {
                    case 0: text += indent + "\(name):\n\(indent)  on-light: { $value: '\(color(&random))' }\n\(indent)  on-dark: { $value: '\(color(&random))' }\n"
                    case 1: text += indent + "\(name): { value: '\(color(&random))', dark: '{ color.t\(random.next(below: tokens)).value }' }\n"
                    case 2: text += indent + "\(name): { $value: ['\(color(&random))', '{color.t\(random.next(below: tokens))}'] }\n"
                    case 3: text += indent + "\(name): { $value: '{color.t\(random.next(below: tokens * 2))}' }\n"
                    case 4: text += indent + "\(name): &a\(token) { $value: '\(color(&random))', $deprecated: \(random.next(below: 2) == 0) }\n"
                    case 5: text += indent + "_: { $value: 'rgba({color.t\(random.next(below: tokens))}, 0.5)' }\n"
                    default: text += indent + "\(name): { $value: \(["'#zz'", "12px", "[1, [2]]", "{ a: { b: c } }", "~", "'\(color(&random))'"][random.next(below: 6)]) }\n"
                    }
                }
                if random.next(below: 5) == 0 { text += "  broken: [unclosed\n" }
                try put("tokens/" + (file % 3 == 0 ? "dark/" : file % 3 == 1 ? "deprecated/" : "") + "f\(file).yaml", text)
            }
            if random.next(below: 2) == 0 {
                try FileManager.default.createSymbolicLink(atPath: folder + "/tokens/linked.yaml", withDestinationPath: secret)
            }
        case .scriptConfig:
            // A config read for its literal source list, never run.
            let literals = (0..<random.next(below: 5_000)).map { "'tokens/\($0)/**/*.y?ml'" }.joined(separator: ", ")
            let tails = ["", "'unterminated", "`tpl ${x}`", "path.join(__dirname, '../../private/*.yaml')", "[[[[", "]]]]", "/* ] */"]
            let body = "import StyleDictionary from 'style-dictionary'\nexport default { source: [\(literals), \(tails[random.next(below: tails.count)])"
                + (random.next(below: 2) == 0 ? "] }\n" : "")
            try put("sd.config.js", body + String(repeating: "source: [", count: random.next(below: 2_000)))
            try put("tokens/color.yaml", "color:\n  bg: { value: '\(color(&random))' }\n  fg: { value: '{color.bg.value}' }\n")
            try put("tokens/more.json5", "{ color: { value: '#fff' } }")
        case .untypedColours:
            // A DTCG token file whose colours carry no $type, beside values that are not colours.
            var members: [String] = []
            for index in 0..<(10 + random.next(below: 5_000)) {
                let value: String
                switch random.next(below: 6) {
                case 0: value = #"{"colorSpace": "srgb", "components": [\#(Double(random.next(below: 100)) / 99), 0.5, 1e300]}"#
                case 1: value = #"{"colorSpace": "oklch", "components": ["none", 0.1, 720], "alpha": 2}"#
                case 2: value = "\"\(color(&random))\""
                case 3: value = "\"{t\(random.next(below: index + 1))}\""
                case 4: value = #"{"colorSpace": "srgb"}"#
                default: value = "\"#\(String(repeating: "f", count: random.next(below: 12)))\""
                }
                members.append("\"t\(index)\": {\"$value\": \(value)}")
            }
            try put("acme.tokens.json", "{" + members.joined(separator: ",") + "}")
            try put("acme.tokens", "{" + members.prefix(50).joined(separator: ",") + "}")
        case .dottedNames:
            // Names with dots or no extension: each holds some format, or none.
            let bodies: [String] = [
                "palette = 0=#322931\nbackground = 322931\nforeground = b9b5b8\n",
                "color0 #3b4252\nbackground #2e3440\n",
                "system: base16\npalette:\n  base00: '#000000'\n",
                "[colors.primary]\nbackground = '#000000'\n",
                "color:\n  a: { value: '#ffffff' }\n",
                ":root { --bg: #fff; }",
                "{\"color\": {\"$value\": \"#fff\"}}",
                "<plist><dict><key>Ansi 0 Color</key></dict></plist>",
                String(repeating: "palette = 1=#000000\n", count: 20_000),
                "\u{0}\u{1}\u{FFFF}binary",
            ]
            for index in 0..<(5 + random.next(below: 40)) {
                let name = ["Theme.\(index)", "Nord\(index)", "x.\(index).256", "\u{1B}[31mred.\(index)", "a.b.c.\(index).tokens", ".\(index)"][random.next(below: 6)]
                try put(name, bodies[random.next(below: bodies.count)])
            }
            if random.next(below: 2) == 0 { mkfifo(folder + "/Fifo.256", 0o644) }
            var utf16 = Data([0xFF, 0xFE])
            utf16.append("palette = 0=#000000\n".data(using: .utf16LittleEndian)!)
            try utf16.write(to: URL(fileURLWithPath: folder + "/Wide.256"))
            try FileManager.default.createSymbolicLink(atPath: folder + "/Secret.256", withDestinationPath: secret)
        default:
            preconditionFailure("\(shape) is issue 35's: see write(_:into:secret:random:)")
        }
    }

    /// Writes `text` at `path` below `folder`, making the folders between.
    static func put(_ path: String, _ text: String, in folder: String) throws {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A listening Unix socket at `path` (closed again: the name stays, as a socket file).
    private static func bindSocket(at path: String) {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8.prefix(MemoryLayout.size(ofValue: address.sun_path) - 1))
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }
}

extension SeededRandom {
    /// A number in `0..<bound` (bound > 0).
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}
