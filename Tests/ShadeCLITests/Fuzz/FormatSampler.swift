import Foundation
import ShadeTestSupport

/// Writes one hostile case of a format Shade reads (issue 19): a file, or a folder of files,
/// built from the format's own structure (rules and custom properties, colour sets, token
/// trees with references and modifiers, resolver sets and `$ref`s, palette lines, plists),
/// filled with the values that broke readers before (huge and non-finite numbers, sign runs,
/// deep nesting, cycles, fan-out, controls in every string and name) and then damaged at the
/// byte level (CRLF, NUL, invalid UTF-8, truncation, repeats).
struct FormatSampler {
    /// The formats the sampler writes, by the name `SHADE_FUZZ_FORMAT` takes.
    enum Format: String, CaseIterable {
        case css, xcassets, tokensStudio = "tokens-studio", styleDictionary = "style-dictionary"
        case base16, alacritty, kitty, ghostty, iterm, resolver
    }

    /// A case: files relative to its folder, and the entry Shade is pointed at.
    struct Case {
        var files: [(path: String, bytes: [UInt8])]
        var entry: String
    }

    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    static let numbers = [
        "1e20", "-1e20", "1e16", "-1e16", "1e17", "1e300", "-1e300", "1e308", "1e400", "NaN", "Infinity", "-Infinity",
        "0", "-0", "0.5", "1", "255", "256", "-1", "4.9e-324", "9223372036854775807", "123456789012345678901234567890",
        "0x1F", "1e", ".5", "50%", "1e20%", "360deg", "1e300deg",
    ]

    static let controls = [
        "\u{1B}]0;T\u{7}", "\u{9B}31m", "\u{85}", "\u{202E}evil", "\n", "\r\n", "\u{0}", "\u{7F}", "\u{2028}", "\t", "\u{1B}[2J",
    ]

    mutating func index(_ count: Int) -> Int { Int(random.next() % UInt64(max(count, 1))) }
    mutating func chance(_ percent: Int) -> Bool { index(100) < percent }
    mutating func pick<T>(_ list: [T]) -> T { list[index(list.count)] }
    mutating func number() -> String { chance(70) ? pick(Self.numbers) : String(repeating: "-", count: 1 + index(3000)) + "0.2" }
    mutating func name(_ base: String) -> String { chance(15) ? base + pick(Self.controls) + base : base }
    /// Six valid hex digits, so most of a palette reads and the damage elsewhere is met.
    mutating func validHex() -> String { String((0..<6).map { _ in pick(Array("0123456789abcdef")) }) }
    mutating func hex() -> String { "#" + String((0..<pick([3, 4, 6, 8, 9, 2])).map { _ in pick(Array("0123456789abcdefxG")) }) }

    /// A colour value as CSS writes one, often hostile.
    mutating func cssColor(references count: Int) -> String {
        switch index(9) {
        case 0: return hex()
        case 1: return "\(pick(["rgb", "hsl", "hwb", "lab", "lch", "oklab", "oklch"]))(\(number()) \(number()) \(number()))"
        case 2: return "color(\(pick(["display-p3", "srgb", "srgb-linear", "xyz", "rec2020"])) \(number()) \(number()) \(number()))"
        case 3 where count > 0:
            let target = index(count)
            return chance(50) ? "var(--p\(target)) var(--p\(target))" : "var(--p\(target), \(hex()))"
        case 4: return "light-dark(\(hex()), \(count > 0 ? "var(--p\(index(count)))" : hex()))"
        case 5: return String(repeating: "calc(", count: 1 + index(200)) + "1" + String(repeating: ")", count: index(200))
        case 6: return "rgba(\(hex()), \(number()))"
        default: return pick(["red", "transparent", "currentColor", "#fff", "#000000"])
        }
    }

    /// One case of `format`.
    mutating func sample(_ format: Format) -> Case {
        var result: Case
        switch format {
        case .css: result = css()
        case .xcassets: result = xcassets()
        case .tokensStudio: result = tokensStudio()
        case .styleDictionary: result = styleDictionary()
        case .base16: result = base16()
        case .alacritty: result = alacritty()
        case .kitty: result = kitty()
        case .ghostty: result = ghostty()
        case .iterm: result = iterm()
        case .resolver: result = resolver()
        }
        for index in result.files.indices where chance(35) { result.files[index].bytes = damage(result.files[index].bytes) }
        return result
    }

    /// Byte-level damage: CRLF, NUL, invalid UTF-8, controls, truncation or a repeated slice.
    mutating func damage(_ bytes: [UInt8]) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        var bytes = bytes
        switch index(6) {
        case 0: bytes = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        case 1: bytes.insert(0, at: index(bytes.count))
        case 2: bytes.insert(contentsOf: pick([[0xFF, 0xFE], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]), at: index(bytes.count))
        case 3: bytes.insert(contentsOf: Array(pick(Self.controls).utf8), at: index(bytes.count))
        case 4: bytes = Array(bytes.prefix(index(bytes.count)))
        default:
            let start = index(bytes.count), end = min(bytes.count, start + 1 + index(64))
            bytes.insert(contentsOf: Array(repeating: bytes[start..<end], count: 1 + index(50)).joined(), at: start)
        }
        return bytes
    }

    static func json(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A JSON string literal (controls escaped or raw, as a careless generator writes them).
    mutating func quoted(_ text: String) -> String {
        chance(50) ? "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            : String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    mutating func css() -> Case {
        let count = 2 + index(40)
        var declarations: [String] = []
        for property in 0..<count {
            declarations.append("\(name("--p\(property)")): \(cssColor(references: property));")
        }
        if chance(30) { // the fan-out of issue 19, case 5
            declarations += (1...(10 + index(30))).map { "--f\($0): var(--f\($0 - 1)) var(--f\($0 - 1));" }
            declarations.insert("--f0: #123456;", at: 0)
        }
        var text = ":root { color-scheme: light dark; " + declarations.joined(separator: " ") + " }\n"
        if chance(40) { text += "@media (prefers-color-scheme: dark) { :root { --p0: \(cssColor(references: count)); } }\n" }
        if chance(20) { text += String(repeating: ".a { ", count: 1 + index(300)) + "--p1: red;" + String(repeating: "}", count: index(300)) }
        return Case(files: [("t.css", Array(text.utf8))], entry: "t.css")
    }

    mutating func xcassets() -> Case {
        var files: [(String, [UInt8])] = [("cat.xcassets/Contents.json", Self.json(#"{ "info": { "version": 1, "author": "xcode" } }"#))]
        for set in 0..<(1 + index(6)) {
            let space = pick(["srgb", "extended-srgb", "display-p3", "extended-linear-srgb", "gray-gamma-22", "extended-gray", "cmyk"])
            func component() -> String { chance(50) ? "\"\(pick(Self.numbers))\"" : pick(["1e17", "-1e300", "0.5", "1", "255", "1e308"]) }
            let components = space.contains("gray") ? #""white": \#(component()), "alpha": \#(component())"#
                : #""red": \#(component()), "green": \#(component()), "blue": \#(component()), "alpha": \#(component())"#
            let appearance = chance(40) ? #", "appearances": [{ "appearance": "luminosity", "value": "dark" }]"# : ""
            let text = #"{ "colors": [{ "idiom": "universal"\#(appearance), "color": { "color-space": "\#(space)", "components": { \#(components) } } }], "info": { "version": 1, "author": "xcode" } }"#
            files.append(("cat.xcassets/\(name("c\(set)").replacingOccurrences(of: "\u{0}", with: "")).colorset/Contents.json", Self.json(text)))
        }
        return Case(files: files, entry: "cat.xcassets")
    }

    /// A Tokens Studio token: a colour, a reference (sometimes a cycle) and a modifier.
    mutating func studioToken(_ index: Int, count: Int) -> String {
        let value = chance(40) && count > 1 ? "{global.t\(self.index(count))}" : cssColor(references: 0)
        var modify = ""
        if chance(50) {
            let amount = chance(50) ? number() : String(repeating: "(", count: self.index(60)) + "0.1" + String(repeating: ")", count: self.index(60))
            modify = #", "$extensions": { "studio.tokens": { "modify": { "type": "\#(pick(["lighten", "darken", "mix", "alpha", "x"]))", "value": \#(quoted(amount)), "space": "\#(pick(["srgb", "hsl", "lch", "p3", "xyz"]))", "color": "\#(hex())" } } }"#
        }
        return #"\#(quoted(name("t\(index)"))): { "value": \#(quoted(value)), "type": "color"\#(modify) }"#
    }

    mutating func tokensStudio() -> Case {
        let count = 2 + index(30)
        let tokens = (0..<count).map { studioToken($0, count: count) }.joined(separator: ", ")
        let text = #"{ "global": { \#(tokens) }, "$themes": [{ "name": \#(quoted(name("Light"))), "selectedTokenSets": { "global": "enabled" } }], "$metadata": { "tokenSetOrder": ["global"] } }"#
        return Case(files: [("studio.json", Self.json(text))], entry: "studio.json")
    }

    mutating func styleDictionary() -> Case {
        let count = 2 + index(30)
        let tokens = (0..<count).map { token in
            let value = chance(40) && token > 0 ? "{color.t\(index(count)).value}" : cssColor(references: 0)
            return #"\#(quoted(name("t\(token)"))): { "value": \#(quoted(value)), "type": "color" }"#
        }.joined(separator: ", ")
        return Case(files: [("sd.json", Self.json(#"{ "color": { \#(tokens) } }"#))], entry: "sd.json")
    }

    mutating func base16() -> Case {
        var lines = ["scheme: \(quoted(name("Evil")))", "author: \(quoted(name("x")))", "system: \"base\(pick(["16", "24"]))\""]
        for slot in 0..<(chance(50) ? 24 : 16) {
            lines.append(String(format: "base%02X: ", slot) + quoted(chance(95) ? validHex() : chance(50) ? String(hex().dropFirst()) : pick(Self.numbers)))
        }
        if chance(20) { // aliases repeated (a "billion laughs" in small)
            lines.append("a: &a [" + String(repeating: "x,", count: 9) + "x]")
            for level in 1...(3 + index(8)) { lines.append("a\(level): &a\(level) [" + Array(repeating: level == 1 ? "*a" : "*a\(level - 1)", count: 9).joined(separator: ",") + "]") }
        }
        return Case(files: [("t.yaml", Array(lines.joined(separator: "\n").utf8))], entry: "t.yaml")
    }

    mutating func alacritty() -> Case {
        var text = "[colors.primary]\nbackground = '\(hex())'\nforeground = \(quoted(hex()))\n[colors.normal]\n"
        for color in ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"] {
            text += "\(color) = \(chance(80) ? "'\(hex())'" : pick(Self.numbers))\n"
        }
        if chance(30) { text += "[" + String(repeating: "a.", count: 1 + index(400)) + "b]\nx = 1\n" }
        if chance(40) { text = tomlDamage(text) }
        return Case(files: [("t.toml", Array(text.utf8))], entry: "t.toml")
    }

    /// The pieces of TOML's own structure that toml++ asserted on when misplaced: brackets,
    /// braces, line breaks and separators inside headers and arrays, dates and times cut short,
    /// underscore runs, multi-line quotes.
    static let tomlPieces = [
        "[", "]", "[[", "]]", "{", "}", "=", ",", ".", "#", "\n", "\r\n", "\r", " ", "\t", "\"", "'", "\"\"\"", "'''", "\\",
        "\\u", "0", "1", "_", "-", "+", ":", "e", "x", "T", "Z", "inf", "nan", "true", "2000-01-01", "2000-01-01 1", "12:00:00",
        "\u{2028}", "\u{85}", "\u{3000}", "\u{0B}", "a = ", "[a.b]", "[[a.b]]", "a.b = ", String(repeating: "_", count: 110),
    ]

    /// `text` with a few TOML pieces put at the start of a line or anywhere.
    mutating func tomlDamage(_ text: String) -> String {
        var bytes = Array(text.utf8)
        for _ in 0..<(1 + index(4)) {
            let starts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
            let at = chance(50) ? pick(starts) : index(bytes.count + 1)
            let piece = (0..<(1 + index(3))).map { _ in pick(Self.tomlPieces) }.joined()
            bytes.insert(contentsOf: Array(piece.utf8), at: min(at, bytes.count))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    mutating func kitty() -> Case {
        var lines = ["## name: \(name("Evil"))", "background \(hex())", "foreground \(hex())"]
        for slot in 0..<16 { lines.append("color\(chance(90) ? String(slot) : pick(Self.numbers)) \(chance(85) ? hex() : pick(Self.controls))") }
        if chance(20) { lines.append("include \(pick(["/etc/passwd", "../x.conf", "t.conf"]))") }
        return Case(files: [("t.conf", Array(lines.joined(separator: pick(["\n", "\r\n"])).utf8))], entry: "t.conf")
    }

    mutating func ghostty() -> Case {
        var lines = ["# \(name("Evil"))", "background = \(hex())", "foreground = \(hex())"]
        for slot in 0..<16 { lines.append("palette = \(chance(90) ? String(slot) : pick(Self.numbers))=\(chance(85) ? hex() : pick(Self.controls))") }
        return Case(files: [("evil", Array(lines.joined(separator: pick(["\n", "\r\n"])).utf8))], entry: "evil")
    }

    mutating func iterm() -> Case {
        var body = ""
        for key in ["Background Color", "Foreground Color"] + (0..<16).map({ "Ansi \($0) Color" }) {
            body += "<key>\(name(key))</key><dict>"
            for component in ["Red", "Green", "Blue", "Alpha"] {
                body += "<key>\(component) Component</key><real>\(chance(95) ? pick(["0", "0.25", "0.5", "1"]) : pick(Self.numbers))</real>"
            }
            body += "<key>Color Space</key><string>\(pick(["sRGB", "P3", "Calibrated", "x"]))</string></dict>"
        }
        let text = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>\#(body)</dict></plist>"#
        return Case(files: [("t.itermcolors", Array(text.utf8))], entry: "t.itermcolors")
    }

    mutating func resolver() -> Case {
        let setCount = 1 + index(24)
        var sets: [String] = []
        for set in 0..<setCount {
            var sources: [String] = []
            if set + 1 < setCount { sources += Array(repeating: ##"{ "$ref": "#/sets/s\##(set + 1)" }"##, count: 1 + index(3)) }
            if chance(10) { sources.append(##"{ "$ref": "#/sets/s\##(index(setCount))" }"##) } // a cycle, sometimes
            sources.append(#"{ "$ref": \#(quoted(pick(["t.tokens.json", "t.tokens.json", "r.resolver.json", "../outside.json", "/etc/passwd", "missing.json", "t.tokens.json#/color"])))}"#)
            sets.append(#""s\#(set)": { "sources": [\#(sources.joined(separator: ", "))] }"#)
        }
        let resolverText = ##"{ "version": "2025.10", "name": \##(quoted(name("Evil"))), "sets": { \##(sets.joined(separator: ", ")) }, "resolutionOrder": [{ "$ref": "#/sets/s0" }] }"##
        let count = 2 + index(200)
        var tokens = [#""c0": { "$value": { "colorSpace": "srgb", "components": [\#(number()), 0.5, 0.5] } }"#]
        for token in 1..<count {
            let target = chance(10) ? index(count) : token - 1
            tokens.append(chance(20) ? #"\#(quoted(name("c" + String(token)))): { "$value": { "colorSpace": "\#(pick(["srgb", "oklch", "lab", "display-p3"]))", "components": [\#(number()), \#(number()), \#(number())] } }"#
                          : chance(30) ? ##""c\##(token)": { "$value": { "$ref": "#/color/c\##(target)/$value" } }"##
                          : #""c\#(token)": { "$value": "{color.c\#(target)}" }"#)
        }
        let tokenText = #"{ "color": { "$type": "color", \#(tokens.joined(separator: ", ")) } }"#
        return Case(files: [("r.resolver.json", Self.json(resolverText)), ("t.tokens.json", Self.json(tokenText))], entry: "r.resolver.json")
    }
}
