/// A key as the app sees it, independent of how a terminal reported it.
public enum InputKey: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    case left, right, up, down, tab, backTab, enter, escape, controlC, controlZ
}

/// Something a key asks the app to do.
public enum Action: Hashable, Sendable {
    case nextTheme, previousTheme, selectTheme(Int)
    case toggleAppearance, cycleAppearance, toggleContrast, toggleSplit
    case toggleHelp, cycleSimulation, exportSVG
    /// Esc: closes the help overlay when open, otherwise quits.
    case closeOverlayOrQuit
    case quit
    /// ^Z: give the terminal back until `fg`.
    case suspend
}

/// Where keys are read: a screen, or the help overlay over it.
public enum KeyContext: Hashable, Sendable {
    /// A screen, nothing over it.
    case screen(ScreenKind)
    /// The help overlay is open: only the keys that close it, quit or suspend work, so
    /// nothing changes behind it.
    case help
}

/// Where a binding works.
public enum KeyScope: Hashable, Sendable {
    /// On every screen and over the help overlay.
    case always
    /// On every screen, not while an overlay is open.
    case screens
    /// Only on these screens.
    case only([ScreenKind])

    /// Whether the binding works in `context`.
    public func contains(_ context: KeyContext) -> Bool {
        switch (self, context) {
        case (.always, _), (.screens, .screen): true
        case (.only(let kinds), .screen(let kind)): kinds.contains(kind)
        case (.screens, .help), (.only, .help): false
        }
    }
}

/// One row of the keymap: the keys, what they do, where, and how footer and help name them.
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
    /// Where the binding works.
    public let scope: KeyScope

    init(_ keys: [InputKey], _ action: Action, keyLabel: String?, help: String, footer: (String, String)? = nil,
         scope: KeyScope = .screens) {
        self.keys = keys
        self.action = action
        self.keyLabel = keyLabel
        self.help = help
        self.footer = footer.map { (keys: $0.0, label: $0.1) }
        self.scope = scope
    }
}

/// The one keymap table: it decides what keys do, and draws the footer, the help overlay
/// and the previewer's `--help`.
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
        KeyBinding([.character("?")], .toggleHelp, keyLabel: "?", help: "Show or hide this help", footer: ("?", "help"), scope: .always),
        KeyBinding([.escape], .closeOverlayOrQuit, keyLabel: "Esc", help: "Close help, or quit", scope: .always),
        KeyBinding([.controlZ], .suspend, keyLabel: "^Z", help: "Suspend; fg comes back", scope: .always),
        KeyBinding([.character("q"), .controlC], .quit, keyLabel: "q  ^C", help: "Quit", footer: ("q", "quit"), scope: .always),
    ]

    /// The action for a key on the gallery with nothing over it.
    public static func action(for key: InputKey) -> Action? {
        action(for: key, in: .screen(.gallery))
    }

    /// The action for a key in a context, if any.
    public static func action(for key: InputKey, in context: KeyContext) -> Action? {
        bindings.first { $0.keys.contains(key) && $0.scope.contains(context) }?.action
    }

    /// The footer's hints on the gallery, in order.
    public static var footerHints: [(keys: String, label: String)] {
        footerHints(in: .screen(.gallery))
    }

    /// The footer's hints for what is on screen, in order.
    public static func footerHints(in context: KeyContext) -> [(keys: String, label: String)] {
        bindings.filter { $0.scope.contains(context) }.compactMap(\.footer)
    }

    /// The help overlay's rows, in order.
    public static var helpRows: [(keys: String, help: String)] {
        bindings.compactMap { binding in binding.keyLabel.map { ($0, binding.help) } }
    }
}
