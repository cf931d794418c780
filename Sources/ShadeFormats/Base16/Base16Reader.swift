import ShadeColor
import ShadeJSON
import ShadeTokens

/// Reads a base16 or base24 scheme (tinted-theming styling spec 0.11): YAML with `system`,
/// `name`, `author`, `variant` and `palette: {base00: "#rrggbb", …}`; the older flat form
/// (`scheme:`, `base00: "rrggbb"` at the top level) is read too.
///
/// The slots are kept as `base16.baseXX` tokens, and the terminal tokens are filled from them
/// by the spec's mapping (``Base16Slots``): background base00, foreground base05, selection
/// base02 on base05, cursor base05.
public enum Base16Reader {
    /// Reads the scheme at `path`.
    public static func read(path: String) -> (palette: TerminalPalette?, diagnostics: [Diagnostic]) {
        switch FormatFiles.text(path) {
        case .failure(let problem): return (nil, [problem])
        case .success(let text): return read(text: text, file: path)
        }
    }

    /// Reads scheme text; `file` names it in diagnostics.
    public static func read(text: String, file: String) -> (palette: TerminalPalette?, diagnostics: [Diagnostic]) {
        let root: MarkupNode?
        switch MarkupDocument.yaml(text, file: file) {
        case .failure(let problem): return (nil, [problem])
        case .success(let node): root = node
        }
        guard let mapping = root, let pairs = mapping.mapping else {
            return (nil, [Diagnostic(file: file, position: root?.position, message: "expected a YAML mapping with `palette`")])
        }
        var problems: [Diagnostic] = []
        let name = mapping["name"]?.string ?? mapping["scheme"]?.string ?? FormatFiles.baseName(file, dropping: [".yaml", ".yml"])
        var palette = TerminalPalette(name: name, file: file)
        palette.author = mapping["author"]?.string
        let system = mapping["system"]?.string ?? "base16"
        guard system == "base16" || system == "base24" else {
            return (nil, [Diagnostic(file: file, position: mapping["system"]?.position, tokenPath: "system",
                                     message: "\"\(system)\" is not base16 or base24")])
        }
        let slots: [MarkupNode.Pair]
        if let nested = mapping["palette"] {
            guard let inner = nested.mapping else {
                return (nil, [Diagnostic(file: file, position: nested.position, tokenPath: "palette",
                                         message: "`palette` must be a mapping of base00 … base0F")])
            }
            slots = inner
        } else {
            slots = pairs
        }
        for pair in slots {
            let key = pair.key, value = pair.value
            guard let slot = key.string, slot.hasPrefix("base"), slot.count == 6 else { continue }
            let canonical = "base" + slot.dropFirst(4).uppercased()
            guard Base16Slots.names.contains(canonical) else {
                problems.append(Diagnostic(file: file, position: key.position, tokenPath: slot,
                                           message: "no such slot (base00 … base0F, base10 … base17)"))
                continue
            }
            guard let text = value.string, let color = RGBA(terminalHex: text) else {
                problems.append(Diagnostic(file: file, position: value.position, tokenPath: slot,
                                           message: "expected a \"#rrggbb\" colour"))
                continue
            }
            palette.set("base16." + canonical, color, at: key.position)
        }
        let missing = Base16Slots.names.prefix(16).filter { palette.colors["base16." + $0] == nil }
        guard missing.isEmpty else {
            problems.append(Diagnostic(file: file, message: "missing \(missing.joined(separator: ", ")): a scheme needs base00 … base0F"))
            return (nil, problems)
        }
        let base24 = system == "base24" && Base16Slots.names.suffix(8).allSatisfy { palette.colors["base16." + $0] != nil }
        func slot(_ name: String) -> RGBA { palette.colors["base16." + name]! }
        func at(_ name: String) -> SourcePosition? { palette.positions["base16." + name] }
        for (path, name) in [("background", "base00"), ("foreground", "base05"), ("cursor", "base05"),
                             ("cursor.text", "base00"), ("selection.background", "base02"), ("selection.foreground", "base05")] {
            palette.set(path, slot(name), at: at(name))
        }
        for index in 0..<16 {
            let name = Base16Slots.slot(forANSI: index, base24: base24)
            palette.set(TerminalPalette.ansiPath(index), slot(name), at: at(name))
        }
        return (palette, problems)
    }
}
