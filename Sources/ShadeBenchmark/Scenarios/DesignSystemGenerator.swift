import Foundation

/// Writes a large synthetic DTCG 2025.10 design system for speed measurements: a resolver,
/// palette files of colour objects, semantic and component files of aliases, four
/// appearance × contrast theme files and two size files — 100 token files, about 1 MB and
/// over 5,000 colour tokens (issue 9's scale). The theme files use their own names
/// (`theme.roleN`), so Shade's roles are filled by matching and derivation.
enum DesignSystemGenerator {
    /// What was written.
    struct Output {
        var resolver: String
        var folder: String
        var files: Int
        var bytes: Int
    }

    /// Writes the system under a new folder in `parent` and returns where.
    static func write(into parent: String, palettes: Int = 40, stops: Int = 50, semanticFiles: Int = 40,
                      semanticPerFile: Int = 80, componentFiles: Int = 14, themeTokens: Int = 800) throws -> Output {
        let folder = parent + "/generated-system-" + UUID().uuidString
        let manager = FileManager.default
        for sub in ["palette", "semantic", "component", "theme", "size"] {
            try manager.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        var written = 0
        var bytes = 0
        func save(_ path: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + path))
            written += 1
            bytes += text.utf8.count
        }
        func srgb(_ seed: Int) -> String {
            let red = Double(seed * 37 % 256) / 255, green = Double(seed * 91 % 256) / 255, blue = Double(seed * 53 % 256) / 255
            let hex = String(format: "#%02x%02x%02x", Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()))
            return #"{ "colorSpace": "srgb", "components": [\#(red), \#(green), \#(blue)], "hex": "\#(hex)" }"#
        }
        var paletteFiles: [String] = []
        for palette in 0..<palettes {
            var lines: [String] = []
            for stop in 0..<stops {
                lines.append(#"      "\#(stop * 50)": { "$value": \#(srgb(palette * stops + stop)), "$description": "Stop \#(stop) of ramp \#(palette), generated for the speed measurement of a large design system" }"#)
            }
            let text = "{\n  \"palette\": {\n    \"$type\": \"color\",\n    \"p\(palette)\": {\n" + lines.joined(separator: ",\n") + "\n    }\n  }\n}\n"
            let name = "palette/p\(palette).json"
            try save(name, text)
            paletteFiles.append(name)
        }
        func alias(_ seed: Int) -> String { "{palette.p\(seed % palettes).\((seed * 7 % stops) * 50)}" }
        var baseFiles = paletteFiles
        for file in 0..<semanticFiles {
            var lines: [String] = []
            for index in 0..<semanticPerFile {
                lines.append(#"    "t\#(index)": { "$value": "\#(alias(file * semanticPerFile + index))", "$description": "Semantic token \#(index) of group \#(file)" }"#)
            }
            let text = "{\n  \"semantic\": { \"$type\": \"color\", \"g\(file)\": {\n" + lines.joined(separator: ",\n") + "\n  } }\n}\n"
            let name = "semantic/s\(file).json"
            try save(name, text)
            baseFiles.append(name)
        }
        for file in 0..<componentFiles {
            var lines: [String] = []
            for index in 0..<50 {
                lines.append(#"    "part\#(index)": { "$value": "{semantic.g\#((file + index) % semanticFiles).t\#(index % semanticPerFile)}" }"#)
            }
            let text = "{\n  \"component\": { \"$type\": \"color\", \"c\(file)\": {\n" + lines.joined(separator: ",\n") + "\n  } }\n}\n"
            let name = "component/c\(file).json"
            try save(name, text)
            baseFiles.append(name)
        }
        for (offset, theme) in ["light", "dark", "light-hc", "dark-hc"].enumerated() {
            var lines: [String] = []
            for index in 0..<themeTokens {
                lines.append(#"    "role\#(index)": { "$value": "\#(alias(index * 3 + offset * 11))" }"#)
            }
            try save("theme/\(theme).json", "{\n  \"theme\": { \"$type\": \"color\",\n" + lines.joined(separator: ",\n") + "\n  }\n}\n")
        }
        for (offset, size) in ["regular", "compact"].enumerated() {
            var lines: [String] = []
            for index in 0..<100 {
                lines.append(#"    "s\#(index)": { "$value": { "value": \#(index * (2 - offset)), "unit": "px" } }"#)
            }
            try save("size/\(size).json", "{\n  \"space\": { \"$type\": \"dimension\",\n" + lines.joined(separator: ",\n") + "\n  }\n}\n")
        }
        let sources = baseFiles.map { #"{ "$ref": "\#($0)" }"# }.joined(separator: ",\n        ")
        let resolver = """
        {
          "version": "2025.10",
          "name": "Generated",
          "sets": { "base": { "sources": [
                \(sources)
          ] } },
          "modifiers": {
            "theme": { "contexts": {
              "light": [{ "$ref": "theme/light.json" }], "dark": [{ "$ref": "theme/dark.json" }],
              "light-hc": [{ "$ref": "theme/light.json" }, { "$ref": "theme/light-hc.json" }],
              "dark-hc": [{ "$ref": "theme/dark.json" }, { "$ref": "theme/dark-hc.json" }]
            }, "default": "light" },
            "size": { "contexts": { "regular": [{ "$ref": "size/regular.json" }], "compact": [{ "$ref": "size/compact.json" }] } }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }]
        }
        """
        try Data(resolver.utf8).write(to: URL(fileURLWithPath: folder + "/system.resolver.json"))
        return Output(resolver: folder + "/system.resolver.json", folder: folder, files: written, bytes: bytes)
    }
}
