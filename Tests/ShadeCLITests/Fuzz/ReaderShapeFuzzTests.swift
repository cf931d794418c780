import Foundation
import ShadeTestSupport
import Testing

/// The seeded round of issue 32's reader shapes, through the real binary under a 2 GB
/// address-space limit, in the style of ``ShapeFuzzTests``: Style Dictionary YAML projects
/// (deep groups, many files, on-light/on-dark leaves, `[light, dark]` lists, `dark` members,
/// reference chains and circles, YAML anchors, spaced references, broken YAML), script
/// configs read without running them (unterminated strings, huge lists, nested brackets),
/// untyped DTCG colours beside garbage, and names with dots or no extension holding any
/// format or none (random bytes, UTF-16, a FIFO). Each case must end within the deadline, by
/// exit rather than by a signal, without printing what a link leads to, and leave the folder
/// as it was.
///
/// `SHADE_READER_FUZZ_CASES=N SHADE_FUZZ_SEED=S` runs more.
@Suite(.serialized) struct ReaderShapeFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    /// `SHADE_READER_FUZZ_CASES`, or each shape twice.
    static let cases = environment["SHADE_READER_FUZZ_CASES"].flatMap { Int($0) } ?? Shape.allCases.count * 2
    static let seed = environment["SHADE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 32
    /// Past this a case has hung: every shape must end within seconds.
    static let deadline: Duration = .seconds(20)
    static let secret = "ghp_READERs3cretNOBODYmaySEE"

    enum Shape: String, CaseIterable {
        case styleDictionaryYAML, scriptConfig, untypedColours, dottedNames
    }

    @Test(.timeLimit(.minutes(20))) func everyReaderShapeEndsCleanlyUnderAMemoryLimit() throws {
        let shade = try ShadeBinary.require()
        let home = try E2EHome()
        defer { home.remove() }
        let secretFile = home.root.appendingPathComponent("private/palette.yaml").path
        try FileManager.default.createDirectory(atPath: (secretFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("color:\n  \(Self.secret): { value: '#123456' }\n".utf8).write(to: URL(fileURLWithPath: secretFile))
        let limit = FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit") ? ["/usr/bin/prlimit", "--as=2147483648", shade.path] : [shade.path]
        var failures = 0
        for index in 0..<Self.cases {
            let caseSeed = Self.seed &* 1_000_003 &+ UInt64(index)
            let shape = Shape.allCases[index % Shape.allCases.count]
            var random = SeededRandom(seed: caseSeed)
            let folder = home.root.appendingPathComponent("case-\(caseSeed)/themes").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Self.write(shape, into: folder, secret: secretFile, random: &random)
            let before = ShapeFuzzTests.fingerprint(folder)
            var problems: [String] = []
            for arguments in [["validate", folder], ["list", "--themes", folder], ["tokens", "--themes", folder, "--theme", "tokens", "--appearance", "dark"]] {
                let clock = ContinuousClock()
                let started = clock.now
                do {
                    let result = try E2EProcess.run(limit[0], Array(limit.dropFirst()) + arguments,
                                                    environment: home.environment(adding: Self.environment), timeout: Self.deadline)
                    let output = result.standardOutput + result.standardError
                    if result.status >= 128 { problems.append("\(arguments[0]): ended by signal \(result.status - 128)") }
                    if output.contains("READERs3cret") { problems.append("\(arguments[0]): printed the secret") }
                    if output.contains("Fatal error") || output.contains("Trace/breakpoint") { problems.append("\(arguments[0]): \(output.suffix(400))") }
                    if output.contains("\u{1B}[31m") { problems.append("\(arguments[0]): a file's escape reached the terminal") }
                } catch {
                    problems.append("\(arguments[0]): \(error) after \(clock.now - started)")
                }
            }
            if ShapeFuzzTests.fingerprint(folder) != before { problems.append("the folder changed") }
            if problems.isEmpty {
                try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
            } else {
                failures += 1
                Issue.record(Comment(rawValue: "\(shape.rawValue) case seed \(caseSeed) (kept at \(folder)):\n" + problems.joined(separator: "\n")))
                if failures >= 5 { break }
            }
        }
    }

    // MARK: Shapes

    static func write(_ shape: Shape, into folder: String, secret: String, random: inout SeededRandom) throws {
        func put(_ path: String, _ text: String) throws {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let color = { (random: inout SeededRandom) in String(format: "#%06x", random.next(below: 0xFFFFFF)) }
        switch shape {
        case .styleDictionaryYAML:
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
        }
    }
}
