import Foundation
import Testing

/// Issue 19: small hostile files of every format, dropped into a themes folder beside a good
/// theme, run through the real binary. Each ends with a one-line diagnostic (or correct
/// output), never a signal or a hang, and the good theme still loads.
@Suite struct HostileFormatsTests {
    /// A folder holding `files` (relative path → contents) and a good CSS theme, `Good`.
    struct Folder {
        let home: E2EHome
        let path: String

        init(_ files: [String: String]) throws {
            home = try E2EHome()
            path = home.root.appendingPathComponent("themes").path
            for (name, contents) in files.merging(["good.css": ":root { --backgroundPrimary: #fff; --foregroundPrimary: #111; }\n"], uniquingKeysWith: { a, _ in a }) {
                let file = URL(fileURLWithPath: path).appendingPathComponent(name)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: file)
            }
        }

        func file(_ name: String) -> String { path + "/" + name }

        /// Runs shade; a hang is a test failure after 20 s (the issue's budget is a second,
        /// measured by hand and by the fuzz round, not here).
        func run(_ arguments: [String]) throws -> E2EProcess.Result {
            let shade = try ShadeBinary.require()
            return try E2EProcess.run(shade.path, arguments, environment: home.environment(adding: ProcessInfo.processInfo.environment),
                                      timeout: .seconds(20))
        }

        /// `list --themes` ends normally and still shows the good theme.
        func expectGoodThemeStillLoads(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let list = try run(["list", "--themes", path])
            #expect(list.status == 0, "list ended with \(list.status):\n\(list.standardError.suffix(1500))", sourceLocation: sourceLocation)
            #expect(list.standardOutput.contains("good"), "the good theme must still load:\n\(list.standardOutput)", sourceLocation: sourceLocation)
        }
    }

    static func json(_ object: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    static func colorSet(_ space: String, red: Any) -> String {
        json(["colors": [["idiom": "universal", "color": ["color-space": space, "components": ["red": red, "green": "0", "blue": "0", "alpha": "1"]]]],
              "info": ["version": 1, "author": "xcode"]])
    }

    static func studio(_ base: String, modify: [String: String]) -> String {
        json(["color": ["base": ["value": base, "type": "color"],
                        "x": ["value": "{color.base}", "type": "color", "$extensions": ["studio.tokens": ["modify": modify]]]]])
    }

    /// Cases 1 and 2: huge components exported by every colour writer, and read from an asset catalog.
    @Test(arguments: ["lab(50 1e20 0)", "lch(50 1e20 30)", "oklab(0.5 1e20 0)", "oklch(0.5 1e20 30)", "color(display-p3 1e20 0 0)"])
    func hugeCSSComponentsExport(_ color: String) throws {
        let folder = try Folder(["t.css": ":root{--a:#fff;--b:\(color);--fg:#000}\n"])
        defer { folder.home.remove() }
        for format in ["css", "swift", "tailwind", "xcassets"] {
            let result = try folder.run(["export", "--theme", folder.file("t.css"), "--format", format, "-o", folder.home.root.appendingPathComponent("out-\(format)").path])
            #expect(result.status == 0, "export --format \(format) ended with \(result.status):\n\(result.standardError.suffix(1500))")
        }
        let css = try folder.run(["export", "--theme", folder.file("t.css"), "--format", "css", "-o", "-"])
        #expect(css.standardOutput.contains("--b: #"), "\(css.standardOutput)")
        try folder.expectGoodThemeStillLoads()
    }

    /// The red component as JSON text: a string or a number.
    @Test(arguments: [("extended-srgb", #""1e16""#), ("extended-srgb", "1e17"), ("extended-srgb", #""-1e16""#), ("extended-linear-srgb", #""1e300""#)])
    func hugeAssetCatalogComponentsRead(_ space: String, _ redJSON: String) throws {
        let red = try JSONSerialization.jsonObject(with: Data(redJSON.utf8), options: [.fragmentsAllowed])
        let folder = try Folder(["cat.xcassets/Contents.json": Self.json(["info": ["version": 1, "author": "xcode"]]),
                                 "cat.xcassets/bad.colorset/Contents.json": Self.colorSet(space, red: red)])
        defer { folder.home.remove() }
        let validate = try folder.run(["validate", folder.file("cat.xcassets")])
        #expect(validate.status <= 1, "validate ended with \(validate.status):\n\(validate.standardError.suffix(1500))")
        try folder.expectGoodThemeStillLoads()
        let list = try folder.run(["list", "--themes", folder.path])
        #expect(list.standardOutput.contains("cat"), "\(list.standardOutput)")
    }

    /// Case 3: 100,000 minus signs (even: the amount is 0.2) read without recursion.
    @Test func aModifierWithAHundredThousandSigns() throws {
        let folder = try Folder(["studio/tokens.json": Self.studio("#336699", modify: ["type": "lighten", "value": String(repeating: "-", count: 100_001) + "0.2", "space": "srgb"])])
        defer { folder.home.remove() }
        let validate = try folder.run(["validate", folder.file("studio/tokens.json")])
        #expect(validate.status <= 1, "validate ended with \(validate.status):\n\(validate.standardError.suffix(1500))")
        try folder.expectGoodThemeStillLoads()
    }

    /// Case 4: a p3 modifier on a colour whose components overflow.
    @Test(arguments: ["lab(50 1e300 0)", "color(display-p3 1e200 0 0)"])
    func aP3ModifierOnAnOverflowingColour(_ base: String) throws {
        let folder = try Folder(["studio/tokens.json": Self.studio(base, modify: ["type": "lighten", "value": "0.2", "space": "p3"])])
        defer { folder.home.remove() }
        let validate = try folder.run(["validate", folder.file("studio/tokens.json")])
        #expect(validate.status == 1)
        #expect(validate.standardOutput.contains("color.x: modify: the result is not a colour"), "\(validate.standardOutput)")
        try folder.expectGoodThemeStillLoads()
    }

    /// Case 5: custom properties that fan out 40 deep are bounded, with one diagnostic.
    @Test func customPropertiesThatFanOut() throws {
        let chain = (1...40).map { "--v\($0): var(--v\($0 - 1)) var(--v\($0 - 1));" }.joined()
        let folder = try Folder(["fan.css": ":root{--v0: #123456;\(chain) --fg: #000; }\n"])
        defer { folder.home.remove() }
        let validate = try folder.run(["validate", folder.file("fan.css")])
        #expect(validate.status == 1)
        let lines = validate.standardOutput.split(separator: "\n").filter { $0.contains("var() substitution grows past 4096 component values") }
        #expect(lines.count == 1, "one diagnostic:\n\(validate.standardOutput)")
        try folder.expectGoodThemeStillLoads()
    }

    /// Case 8: a name with controls stays inside its comment or string in every writer.
    @Test(arguments: ["kitty", "ghostty", "css", "tailwind", "swift", "base16"])
    func namesFullOfControlsStayNames(_ format: String) throws {
        let folder = try Folder([:])
        defer { folder.home.remove() }
        let result = try folder.run(["export", "--theme", "Sky", "--format", format, "--name", "evil\ninclude /tmp/x.conf\n\u{1B}]0;T\u{7}\u{9B}31m\u{2028}", "-o", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        let controls = result.standardOutput.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 }
        #expect(controls.isEmpty, "raw controls in the \(format) file: \(controls.map { String($0.value, radix: 16) })")
        #expect(!result.standardOutput.split(separator: "\n").contains { $0.hasPrefix("include") }, "a live include line:\n\(result.standardOutput)")
    }

    /// The fuzz's TOML: text toml++ asserted on (a header split after its `[`, a `}` where an
    /// array wants a value, a date with a space and one digit) aborted every command with the
    /// file in a themes folder. Now one line names file, line and column.
    @Test(arguments: [("[\ncolors.primary]\n", 1, 2), ("[colors.primary]\nx = [}]\n", 2, 6),
                      ("[colors.primary]\nx = 2000-01-01 1\n", 2, 5), ("[colors.primary]\n[[\na]]\n", 2, 3)])
    func tomlThatTomlPlusPlusAssertedOn(_ text: String, _ line: Int, _ column: Int) throws {
        let folder = try Folder(["t.toml": text])
        defer { folder.home.remove() }
        let validate = try folder.run(["validate", folder.file("t.toml")])
        #expect(validate.status == 1, "validate ended with \(validate.status):\n\(validate.standardError.suffix(1500))")
        let lines = validate.standardOutput.split(separator: "\n").filter { $0.contains("not valid TOML") }
        #expect(lines.count == 1 && lines[0].contains("t.toml:\(line):\(column): "), "\(validate.standardOutput)")
        try folder.expectGoodThemeStillLoads()
    }

    /// Case 11: sets that reference the next set twice, 22 deep, are expanded once each.
    @Test func resolverSetsThatReferenceTheNextTwice() throws {
        var sets: [String: Any] = [:]
        for index in 0..<22 { sets["s\(index)"] = ["sources": [["$ref": "#/sets/s\(index + 1)"], ["$ref": "#/sets/s\(index + 1)"]]] }
        sets["s22"] = ["sources": [["$ref": "t.tokens.json"]]]
        let folder = try Folder(["deep.resolver.json": Self.json(["version": "2025.10", "name": "Deep", "sets": sets, "resolutionOrder": [["$ref": "#/sets/s0"]]]),
                                 "t.tokens.json": Self.json(["color": ["$type": "color", "bg": ["$value": ["colorSpace": "srgb", "components": [1, 1, 1]]]]])])
        defer { folder.home.remove() }
        let list = try folder.run(["list", "--themes", folder.path])
        #expect(list.status == 0 && list.standardOutput.contains("Deep"), "\(list.standardOutput)\n\(list.standardError.suffix(1000))")
        try folder.expectGoodThemeStillLoads()
    }

    /// Case 12: a 26,000-link alias chain in a DTCG token file resolves in linear time and memory.
    @Test func aLongAliasChainInATokenFile() throws {
        var tokens = #""c0": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.6] } }"#
        for index in 1..<26_000 { tokens += #","c\#(index)":{"$value":"{color.c\#(index - 1)}"}"# }
        let folder = try Folder(["chain.tokens.json": #"{"color":{"$type":"color",\#(tokens)}}"#])
        defer { folder.home.remove() }
        let tokensReport = try folder.run(["tokens", "--theme", folder.file("chain.tokens.json"), "--format", "json"])
        #expect(tokensReport.status <= 2, "\(tokensReport.standardError.suffix(1000))")
        let validate = try folder.run(["validate", folder.file("chain.tokens.json")])
        #expect(validate.status == 0, "\(validate.standardOutput)")
        try folder.expectGoodThemeStillLoads()
    }

    /// Case 13: a resolver that lists itself says so once, and is listed, found and exported alike.
    @Test func aResolverThatListsItself() throws {
        let folder = try Folder(["self.resolver.json": Self.json(["version": "2025.10", "name": "Self", "sets": ["a": ["sources": [["$ref": "self.resolver.json"], ["$ref": "t.tokens.json"]]]],
                                                                       "modifiers": ["appearance": ["contexts": ["light": [["$ref": "self.resolver.json"]], "dark": [["$ref": "t.tokens.json"]]], "default": "light"]],
                                                                       "resolutionOrder": [["$ref": "#/sets/a"], ["$ref": "#/modifiers/appearance"]]]),
                                 "t.tokens.json": Self.json(["color": ["$type": "color", "bg": ["$value": ["colorSpace": "srgb", "components": [1, 1, 1]]]]])])
        defer { folder.home.remove() }
        let validate = try folder.run(["validate", folder.path])
        #expect(validate.status == 1)
        #expect(validate.standardOutput.components(separatedBy: "the resolver lists itself as a source").count == 2, "said once:\n\(validate.standardOutput)")
        let list = try folder.run(["list", "--themes", folder.path])
        #expect(list.standardOutput.contains("Self"), "\(list.standardOutput)")
        let byName = try folder.run(["export", "--themes", folder.path, "--theme", "Self", "--format", "css", "-o", "-"])
        #expect(byName.status == 0, "\(byName.standardError)")
        try folder.expectGoodThemeStillLoads()
    }

    /// Case 14: sources outside the resolver's folder are refused by default, and no
    /// diagnostic quotes a byte of a file that is not JSON, even when allowed.
    @Test func sourcesOutsideTheResolversFolder() throws {
        let secret = "root:x:0:0:secret-word"
        let folder = try Folder(["outside.txt": secret,
                                 "sys/out.resolver.json": Self.json(["version": "2025.10", "name": "Out", "sets": ["a": ["sources": [["$ref": "../outside.txt"], ["$ref": "/etc/passwd"], ["$ref": "t.tokens.json"]]]],
                                                                     "resolutionOrder": [["$ref": "#/sets/a"]]]),
                                 "sys/t.tokens.json": Self.json(["color": ["$type": "color", "bg": ["$value": ["colorSpace": "srgb", "components": [1, 1, 1]]]]])])
        defer { folder.home.remove() }
        let refused = try folder.run(["validate", folder.file("sys")])
        #expect(refused.standardOutput.contains(#""../outside.txt" lies outside the resolver's folder"#), "\(refused.standardOutput)")
        #expect(refused.standardOutput.contains(#""/etc/passwd" lies outside the resolver's folder"#), "\(refused.standardOutput)")
        let allowed = try folder.run(["validate", "--allow-outside-sources", folder.file("sys")])
        #expect(allowed.standardOutput.contains("not a JSON token file"), "\(allowed.standardOutput)")
        for output in [refused.standardOutput, allowed.standardOutput, refused.standardError, allowed.standardError] {
            #expect(!output.contains("root") && !output.contains("secret"), "bytes of a file that is not JSON:\n\(output)")
        }
        try folder.expectGoodThemeStillLoads()
    }

    /// Case 15: -o never replaces a path without --force (a dangling symlink included), and
    /// --force replaces regular files only.
    @Test func exportNeverWritesThroughWhatIsNotARegularFile() throws {
        let folder = try Folder([:])
        defer { folder.home.remove() }
        let dangling = folder.home.root.appendingPathComponent("dangling.css").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "/nonexistent-shade-target")
        let plain = try folder.run(["export", "--theme", "Sky", "--format", "css", "-o", dangling])
        #expect(plain.status != 0 && plain.standardError.contains("exists; add --force to replace it"), "\(plain.standardError)")
        let forced = try folder.run(["export", "--theme", "Sky", "--format", "css", "-o", dangling, "--force"])
        #expect(forced.standardError.contains("is a symlink; --force replaces regular files only"), "\(forced.standardError)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dangling)) == "/nonexistent-shade-target")
        // A FIFO of the test's own stands for every device: a regression must not be able to
        // replace the machine's /dev/null (run as root, a rename over it succeeds).
        let fifo = folder.home.root.appendingPathComponent("pipe.css").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let device = try folder.run(["export", "--theme", "Sky", "--format", "css", "-o", fifo, "--force"])
        #expect(device.standardError.contains("is a device, FIFO or socket; --force replaces regular files only"), "\(device.standardError)")
        for picture in [["snapshot", "--theme", "Sky"], ["snapshot", "--theme", "Sky", "--format", "png"], ["sheet"]] {
            let run = try folder.run(picture + ["-o", fifo, "--force"])
            #expect(run.status != 0 && run.standardError.contains("is a device, FIFO or socket; --force replaces regular files only"),
                    "\(picture): \(run.standardError)")
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
        let file = folder.home.root.appendingPathComponent("x.css").path
        #expect(try folder.run(["export", "--theme", "Sky", "--format", "css", "-o", file]).status == 0)
        #expect(try folder.run(["export", "--theme", "Sky", "--format", "css", "-o", file, "--force"]).status == 0)
    }

    /// Case 15: a sidecar is written only as the theme's own `*.shade.json` in a theme folder.
    @Test func aSidecarIsOnlyTheThemesOwn() throws {
        let folder = try Folder(["base.tokens.json": Self.json(["color": ["$type": "color", "bg": ["$value": ["colorSpace": "srgb", "components": [1, 1, 1]]]]])])
        defer { folder.home.remove() }
        let wrongName = try folder.run(["roles", "--themes", folder.path, "--theme", "base", "--write-sidecar", folder.file("BASE.tokens.json")])
        #expect(wrongName.status != 0 && wrongName.standardError.contains("is not a sidecar name"), "\(wrongName.standardError)")
        let elsewhere = try folder.run(["roles", "--themes", folder.path, "--theme", "base", "--write-sidecar", folder.file("other.shade.json")])
        #expect(elsewhere.status != 0 && elsewhere.standardError.contains("is not this theme's sidecar"), "\(elsewhere.standardError)")
        let own = try folder.run(["roles", "--themes", folder.path, "--theme", "base", "--write-sidecar", folder.file("base.shade.json")])
        #expect(own.status == 0, "\(own.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("BASE.tokens.json")))
    }

    /// Case 16: messages name the real problem.
    @Test func messagesNameTheRealProblem() throws {
        let folder = try Folder([:])
        defer { folder.home.remove() }
        let file = folder.home.root.appendingPathComponent("existing").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let underFile = try folder.run(["export", "--theme", "Sky", "--format", "css", "-o", file + "/sub.css"])
        #expect(underFile.standardError.contains("\(file) is not a folder"), "\(underFile.standardError)")
        let long = String(repeating: "a", count: 300)
        for (format, output) in [("css", folder.home.root.path + "/" + long + ".css"), ("xcassets", folder.home.root.path)] {
            let result = try folder.run(["export", "--theme", "Sky", "--format", format, "--name", long, "-o", output])
            #expect(result.standardError.contains("is too long (") && result.standardError.contains("choose a shorter --name"), "\(result.standardError)")
            #expect(!result.standardError.contains("cannot write into"), "\(result.standardError)")
        }
    }
}
