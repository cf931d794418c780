import ShadeApp
import ShadeView

/// The key list in `shade preview --help`, made from `Keymap.bindings`, so the help can
/// never promise a key the previewer does not bind (it once said 1–7 while 1–9 worked).
enum PreviewHelp {
    /// "Keys: → or Tab: next theme; …; 1–9: pick a theme by its number; …".
    static var keys: String {
        "Keys: " + rows.map { "\($0.keys): \($0.help)" }.joined(separator: "; ") + "."
    }

    /// Each help row of the keymap: its keys as written for a shell user, and what it does.
    static var rows: [(keys: String, help: String)] {
        Keymap.bindings.compactMap { binding in
            guard let label = binding.keyLabel else { return nil }
            let keys = if case .selectTheme = binding.action { digitRange } else { label.split(separator: " ").joined(separator: " or ") }
            return (keys, lowercasingFirst(binding.help))
        }
    }

    /// "1–9": the digits bound to picking a theme, read from the bindings themselves.
    static var digitRange: String {
        let digits = Keymap.bindings.compactMap { binding -> Int? in
            guard case .selectTheme = binding.action, binding.keys.count == 1,
                  case .character(let character) = binding.keys[0] else { return nil }
            return character.wholeNumberValue
        }
        guard let low = digits.min(), let high = digits.max() else { return "" }
        return low == high ? "\(low)" : "\(low)–\(high)"
    }

    private static func lowercasingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
