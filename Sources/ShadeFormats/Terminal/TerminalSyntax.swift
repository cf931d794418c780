/// Tells a Ghostty theme from a kitty one by how its colour lines are written, whatever the
/// file is called: Ghostty writes `key = value` (`palette = 0=#1e1e2e`, `background = 1e1e2e`),
/// kitty `key value` (`color0 #1e1e2e`, `background #1e1e2e`). Both are published as `.conf`,
/// so the name alone cannot decide.
public enum TerminalSyntax {
    /// The two ways a terminal theme's colour lines are written.
    public enum Dialect: Sendable {
        case ghostty, kitty
    }

    /// Whether a file called `name` (lower-cased) may be a Ghostty or kitty theme by its name:
    /// `.conf`, `.ghostty`, or no extension at all (Ghostty's themes folder), never hidden.
    public static func mayBeTerminalTheme(name: String) -> Bool {
        !name.hasPrefix(".") && (name.hasSuffix(".conf") || name.hasSuffix(".ghostty") || !name.contains("."))
    }

    /// The dialect the colour lines of `bytes` are written in; nil when no line sets a colour
    /// either way, or as many lines say one as the other.
    public static func dialect(of bytes: ArraySlice<UInt8>) -> Dialect? {
        var ghostty = 0, kitty = 0
        forEachSetting(in: bytes) { setting in
            switch vote(setting) {
            case .ghostty?: ghostty += 1
            case .kitty?: kitty += 1
            default: break
            }
            return true
        }
        if ghostty == kitty { return nil }
        return ghostty > kitty ? .ghostty : .kitty
    }

    /// Whether every line of `bytes` that is not blank or a comment is written the way
    /// `dialect` writes a setting (Ghostty `key = value`, kitty `key value`): a terminal
    /// theme is nothing else, while a source file with one `background="…"` line is mostly
    /// other text (`import …`, `/** … */`), so it is not one.
    public static func isWrittenWholly(in dialect: Dialect, _ bytes: ArraySlice<UInt8>) -> Bool {
        var whole = true
        forEachSetting(in: bytes) { setting in
            let (line, keyEnd) = (setting.line, setting.keyEnd)
            guard setting.keyStart < keyEnd, keyEnd < line.endIndex else { whole = false; return false }
            switch dialect {
            case .ghostty: whole = line[keyEnd...].drop(while: { blank.contains($0) }).first == UInt8(ascii: "=")
            case .kitty: whole = blank.contains(line[keyEnd])
            }
            return whole
        }
        return whole
    }

    /// One line that is neither blank nor a comment, and where its key (letters, digits, `-`
    /// and `_` from its first byte that is not blank) starts and ends.
    private struct Setting {
        var line: ArraySlice<UInt8>
        var keyStart: Int
        var keyEnd: Int
    }

    /// Bytes that are space to a setting line; a CR before the LF (or alone) among them.
    private static let blank: Set<UInt8> = [0x20, 0x09, 0x0D]

    /// Calls `body` with each line of `bytes` (LF ends a line) that is neither blank nor a
    /// comment, until it answers false: the one reading of lines both questions above ask.
    private static func forEachSetting(in bytes: ArraySlice<UInt8>, _ body: (Setting) -> Bool) {
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            let line = bytes[start..<end]
            start = end == bytes.endIndex ? end : end + 1
            guard let first = line.firstIndex(where: { !blank.contains($0) }), line[first] != UInt8(ascii: "#") else { continue }
            let keyEnd = line[first...].firstIndex { !isKeyByte($0) } ?? line.endIndex
            guard body(Setting(line: line, keyStart: first, keyEnd: keyEnd)) else { return }
        }
    }

    /// What one setting line says: a colour key followed by `=` is Ghostty, a kitty colour key
    /// followed by a space is kitty; anything else (other settings) says nothing.
    private static func vote(_ setting: Setting) -> Dialect? {
        let (line, first, keyEnd) = (setting.line, setting.keyStart, setting.keyEnd)
        guard keyEnd > first else { return nil }
        let key = String(decoding: line[first..<keyEnd], as: UTF8.self)
        let rest = line[keyEnd...].drop { blank.contains($0) }
        guard let next = rest.first else { return nil }
        if next == UInt8(ascii: "=") {
            return key == "palette" || GhosttyReader.keys[key] != nil ? .ghostty : nil
        }
        guard keyEnd < line.endIndex, blank.contains(line[keyEnd]) else { return nil }
        let isColorN = key.hasPrefix("color") && key.count > 5 && key.dropFirst(5).allSatisfy(\.isNumber)
        return isColorN || KittyReader.keys[key] != nil ? .kitty : nil
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
