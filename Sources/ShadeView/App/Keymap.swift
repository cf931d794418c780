/// A key as the app sees it, independent of how a terminal reported it.
public enum InputKey: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    case left, right, up, down, tab, backTab, enter, escape, controlC
}

/// Something a key asks the app to do.
public enum Action: Hashable, Sendable {
    case nextTheme, previousTheme, selectTheme(Int)
    case toggleAppearance, cycleAppearance, toggleContrast, toggleSplit
    case toggleHelp, cycleSimulation, exportSVG
    /// Esc: closes the help overlay when open, otherwise quits.
    case closeOverlayOrQuit
    case quit
}

/// One row of the keymap: the keys, what they do, and how the footer and help name them.
public struct KeyBinding: Sendable {
    /// Keys that trigger the action.
    public let keys: [InputKey]
    /// The action.
    public let action: Action
    /// How help writes the keys, e.g. "→ Tab"; nil keeps the binding out of help (digits
    /// 2–9 share the row of 1).
    public let keyLabel: String?
    /// A sentence for the help overlay.
    public let help: String
    /// The footer's (keys, word), e.g. ("←/→", "theme"); nil keeps it out of the footer.
    public let footer: (keys: String, label: String)?

    init(_ keys: [InputKey], _ action: Action, keyLabel: String?, help: String, footer: (String, String)? = nil) {
        self.keys = keys
        self.action = action
        self.keyLabel = keyLabel
        self.help = help
        self.footer = footer.map { (keys: $0.0, label: $0.1) }
    }
}

/// The one keymap table: it decides what keys do, and draws the footer and the help.
public enum Keymap {
    /// Every binding, in the order help lists them.
    public static let bindings: [KeyBinding] = [
        KeyBinding([.right, .tab], .nextTheme, keyLabel: "→  Tab", help: "Next theme", footer: ("←/→", "theme")),
        KeyBinding([.left, .backTab], .previousTheme, keyLabel: "←  ⇧Tab", help: "Previous theme"),
    ] + (1...9).map { number in
        KeyBinding([.character(Character(String(number)))], .selectTheme(number - 1),
                   keyLabel: number == 1 ? "1–9" : nil, help: "Pick a theme by its number")
    } + [
        KeyBinding([.character("d")], .toggleAppearance, keyLabel: "d", help: "Toggle light and dark", footer: ("d", "light/dark")),
        KeyBinding([.character("a")], .cycleAppearance, keyLabel: "a", help: "Cycle appearance: system → light → dark", footer: ("a", "auto")),
        KeyBinding([.character("c")], .toggleContrast, keyLabel: "c", help: "Toggle standard and increased contrast", footer: ("c", "contrast")),
        KeyBinding([.character("s")], .toggleSplit, keyLabel: "s", help: "Show light and dark side by side", footer: ("s", "split")),
        KeyBinding([.character("v")], .cycleSimulation, keyLabel: "v", help: "Simulate colour-vision deficiencies", footer: ("v", "vision")),
        KeyBinding([.character("x")], .exportSVG, keyLabel: "x", help: "Save this screen as SVG in the current folder", footer: ("x", "save SVG")),
        KeyBinding([.character("?")], .toggleHelp, keyLabel: "?", help: "Show or hide this help", footer: ("?", "help")),
        KeyBinding([.escape], .closeOverlayOrQuit, keyLabel: "Esc", help: "Close help, or quit"),
        KeyBinding([.character("q"), .controlC], .quit, keyLabel: "q  ^C", help: "Quit", footer: ("q", "quit")),
    ]

    /// The action for a key, if any.
    public static func action(for key: InputKey) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The footer's hints, in order.
    public static var footerHints: [(keys: String, label: String)] {
        bindings.compactMap(\.footer)
    }

    /// The help overlay's rows, in order.
    public static var helpRows: [(keys: String, help: String)] {
        bindings.compactMap { binding in binding.keyLabel.map { ($0, binding.help) } }
    }
}
