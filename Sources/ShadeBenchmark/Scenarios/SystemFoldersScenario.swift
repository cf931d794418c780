import Foundation
import ShadeFrame

/// Issue 32's speed goals: a folder that holds one design system is read as one theme
/// quickly. A generated Figma variable export of 120 files (one per collection × mode: a
/// palette, light and dark colour collections aliasing it, and collections of sizes, radii and
/// type) opened as a theme, spawn → its first frame at 120×40; and `shade list` of a folder
/// of seven resolver systems, each with a folder of sources and files it does not read.
struct SystemFoldersScenario {
    /// The shade executable.
    let shade: String
    /// Timed runs of each measure (after one untimed warm-up).
    let runs: Int

    /// Files in the generated variable export.
    static let exportFiles = 120

    /// Medians in milliseconds.
    struct Result {
        var exportFirstFrame: Double
        var listSevenSystems: Double

        /// The table's rows, each with its goal.
        var rows: [(label: String, figure: String, goal: (name: String, text: String, met: Bool)?)] {
            [
                ("  first frame at 120x40, a \(SystemFoldersScenario.exportFiles)-file variable export as one theme", Format.milliseconds(exportFirstFrame),
                 ("variable export first frame", "≤ \(Int(Goals.variableExportFirstFrameMilliseconds)) ms",
                  exportFirstFrame <= Goals.variableExportFirstFrameMilliseconds)),
                ("  list, seven resolver systems with their folders", Format.milliseconds(listSevenSystems),
                 ("list of seven systems", "≤ \(Int(Goals.sevenSystemsListMilliseconds)) ms", listSevenSystems <= Goals.sevenSystemsListMilliseconds)),
            ]
        }
    }

    /// Writes both folders under `sandbox` and measures.
    func run(sandbox: Sandbox) throws -> Result {
        let export = sandbox.root + "/systems/export"
        try Self.writeExport(to: export)
        var frames: [Double] = []
        for run in 0...runs {
            let session = try ShadeSession(shade: shade, size: ScreenSize(columns: 120, rows: 40), environment: sandbox.environment(),
                                           arguments: ["--themes", export, "--theme", "Acme Variables", "--appearance", "dark"])
            let frame = try session.nextFrame(after: session.process.started, what: "the first frame of a 120-file variable export")
            if run > 0 { frames.append((frame.end - session.process.started).milliseconds) }
            try session.quit()
        }
        let systems = sandbox.root + "/systems/seven"
        try Self.writeSevenSystems(to: systems)
        var lists: [Double] = []
        for run in 0...(runs * 3) {
            let time = try CommandRun.run(shade, ["list", "--themes", systems], environment: sandbox.environment()).milliseconds
            if run > 0 { lists.append(time) }
        }
        return Result(exportFirstFrame: Stats(frames).median, listSevenSystems: Stats(lists).median)
    }

    /// A variable export as Figma's own writes it: `Collection.Mode.json` files, emoji and
    /// spaces in names, aliases across files, most collections without a colour.
    static func writeExport(to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(#"{"name": "Acme Variables", "private": true}"#.utf8).write(to: URL(fileURLWithPath: folder + "/package.json"))
        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let hues = ["gray", "blue", "green", "red", "amber", "violet", "teal", "pink"]
        var palette: [String] = []
        for (h, hue) in hues.enumerated() {
            var steps: [String] = []
            for step in 0..<12 {
                let level = 250 - step * 20
                let hex = String(format: "#%02x%02x%02x", hue == "gray" ? level : (level + h * 7) % 256, level, hue == "gray" ? level : (level * 3 + h * 31) % 256)
                steps.append("\"\(step * 100 + 50)\": {\"$type\": \"color\", \"$value\": \"\(hex)\", \"$extensions\": {\"com.figma\": {\"scopes\": [\"ALL_SCOPES\"]}}}")
            }
            palette.append("\"\(hue)\": {" + steps.joined(separator: ", ") + "}")
        }
        try write("🎨 Primitives.Mode 1.json", "{\"color\": {" + palette.joined(separator: ", ") + "}}")
        let roles = ["bg/default", "bg/subtle", "bg/muted", "fg/default", "fg/muted", "fg/subtle", "border/default", "border/muted",
                     "accent/default", "accent/fg", "success/default", "warning/default", "danger/default"]
        for (mode, light) in [("Light", true), ("Dark", false)] {
            var groups: [String: [String]] = [:]
            for (index, role) in roles.enumerated() {
                let parts = role.split(separator: "/")
                let hue = parts[0] == "accent" ? "blue" : parts[0] == "success" ? "green" : parts[0] == "warning" ? "amber" : parts[0] == "danger" ? "red" : "gray"
                let step = parts[0] == "bg" ? (light ? index % 3 : 11 - index % 3) : parts[0] == "fg" ? (light ? 11 - index % 3 : index % 3) : (light ? 7 : 4)
                groups[String(parts[0]), default: []].append("\"\(parts[1])\": {\"$type\": \"color\", \"$value\": \"{color.\(hue).\(step * 100 + 50)}\"}")
            }
            try write("Color \(mode).Mode 1.json", "{" + groups.sorted { $0.key < $1.key }.map { "\"\($0.key)\": {\($0.value.joined(separator: ", "))}" }.joined(separator: ", ") + "}")
        }
        // The rest: sizes, radii, type and spacing collections, some in two modes.
        var written = 3
        var collection = 0
        while written < exportFiles {
            let name = ["Border radius", "Spacing", "Typography", "Sizing", "Elevation"][collection % 5] + " \(collection)"
            let modes = collection % 4 == 0 && written + 2 <= exportFiles ? ["Desktop", "Mobile"] : ["Mode 1"]
            for mode in modes {
                let tokens = (0..<12).map { "\"s\($0)\": {\"$type\": \"dimension\", \"$value\": {\"value\": \($0 * 4 + (mode == "Mobile" ? 2 : 0)), \"unit\": \"px\"}}" }
                try write("\(name).\(mode).json", "{\"size-\(collection)\": {" + tokens.joined(separator: ", ") + "}}")
                written += 1
            }
            collection += 1
        }
    }

    /// Seven resolver systems side by side, each a `NAME.resolver.json` and a `NAME/` folder of
    /// a palette, light and dark semantics, typography, a component and a `removed/` file.
    static func writeSevenSystems(to folder: String) throws {
        for index in 0..<7 {
            let name = "system-\(index)"
            let own = folder + "/" + name
            for sub in ["base", "semantic", "component", "removed", "typography"] {
                try FileManager.default.createDirectory(atPath: own + "/" + sub, withIntermediateDirectories: true)
            }
            func write(_ path: String, _ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: own + "/" + path)) }
            var palette: [String] = []
            for step in 0..<40 {
                let level = 250 - step * 6
                palette.append("\"\(step)\": {\"$value\": \"#\(String(format: "%02x%02x%02x", level, (level + index * 9) % 256, level))\"}")
            }
            try write("base/palette.tokens.json", "{\"color\": {\"$type\": \"color\", " + palette.joined(separator: ", ") + "}}")
            for (mode, page, text) in [("light", 0, 39), ("dark", 39, 0)] {
                try write("semantic/\(mode).tokens.json", "{\"bg\": {\"$type\": \"color\", \"page\": {\"$value\": \"{color.\(page)}\"}}, \"fg\": {\"$type\": \"color\", \"text\": {\"$value\": \"{color.\(text)}\"}, \"accent\": {\"$value\": \"{color.20}\"}}}")
            }
            try write("typography/type.tokens.json", "{\"font\": {\"$type\": \"fontFamily\", \"body\": {\"$value\": \"Inter\"}}}")
            try write("component/button.tokens.json", "{\"button\": {\"$type\": \"color\", \"bg\": {\"$value\": \"{color.20}\"}}}")
            try write("removed/old.tokens.json", "{\"old\": {\"$type\": \"color\", \"bg\": {\"$value\": \"#ff00ff\"}}}")
            let resolver = """
                {"name": "System \(index)", "version": "2025.10",
                 "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}],
                 "sets": {"base": {"sources": [{"$ref": "./\(name)/base/palette.tokens.json"}, {"$ref": "./\(name)/typography/type.tokens.json"}]}},
                 "modifiers": {"theme": {"contexts": {"light": [{"$ref": "./\(name)/semantic/light.tokens.json"}],
                                                      "dark": [{"$ref": "./\(name)/semantic/dark.tokens.json"}]}, "default": "light"}}}
                """
            try Data(resolver.utf8).write(to: URL(fileURLWithPath: folder + "/" + name + ".resolver.json"))
        }
    }
}
