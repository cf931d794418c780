import ShadeTokens
import ShadeView
import ShadeText

/// A key as the app sees it, independent of how a terminal reported it.
public enum InputKey: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    case left, right, up, down, tab, backTab, enter, escape, backspace, controlC, controlZ
}

/// Something a key asks the app to do.
public enum Action: Hashable, Sendable {
    case nextTheme, previousTheme, selectTheme(Int)
    case toggleAppearance, cycleAppearance, toggleContrast, toggleSplit
    case toggleHelp, cycleSimulation, exportSVG
    /// Esc: closes the help overlay when open, else clears the Tokens screen's kept filter,
    /// else quits.
    case closeOverlayOrQuit
    case quit
    /// ^Z: give the terminal back until `fg`.
    case suspend
    /// Show the next screen (gallery → palette → tokens → compare).
    case cycleScreen
    /// Move the Tokens screen's focus by rows.
    case moveCursor(Int)
    /// Start typing the Tokens filter; then characters, Backspace, Enter (keep), Esc (clear).
    case startFilter, typeFilter(Character), eraseFilter, endFilter(keep: Bool)
    /// Compare with the next (+1) or previous (-1) theme.
    case cycleCompared(Int)
    /// Copy the focused token's hex, or the role table.
    case copy
    /// The terminal reported its appearance (DEC mode 2031); no key sends this.
    case systemAppearanceReported(Appearance)
    /// The theme picker: open, type, erase, cycle light/dark filter, move, keep, go back.
    case openPicker, pickerType(Character), pickerErase, pickerCycleFilter, pickerMove(Int), pickerAccept, pickerCancel
    /// A design system's extra axes (size, density, brand…): `o` moves the chosen axis to its
    /// next context, wrapping; `O` chooses the next axis for later `o` presses.
    case nextExtraContext, nextExtraAxis
    /// The Tokens screen of a design system: its own tokens, or the 26 roles.
    case toggleTokenSource
    /// The Tokens screen's role view: choose the focused role's token (Enter); in the chooser,
    /// type, erase, move (previewing), keep or go back; undo the last pin; reset the focused
    /// role to Shade's guess at the context drawn.
    case chooseRole, chooserType(Character), chooserErase, chooserMove(Int), chooserAccept, chooserCancel, undoRole, resetRole
    /// The Compare screen: the theme beside its AA contrast fixes, or beside another theme.
    case toggleFixes
    /// The Compare screen: the theme's committed version (git) before the one being edited.
    case toggleCommitted
}

/// Where keys are read: a screen, or the help overlay over it.
public enum KeyContext: Hashable, Sendable {
    /// A screen, nothing over it.
    case screen(ScreenKind)
    /// The help overlay is open: only the keys that close it, quit or suspend work, so
    /// nothing changes behind it.
    case help
    /// The Tokens filter is being typed: characters are text, not commands.
    case filter
    /// The theme picker is open: characters filter the themes.
    case picker
    /// The role chooser is open: characters filter the system's colour tokens.
    case chooser
}

/// Where a binding works.
public enum KeyScope: Hashable, Sendable {
    /// Everywhere, even while text is typed.
    case always
    /// On every screen and over the help overlay, but not while text is typed.
    case unlessTyping
    /// On every screen, not while an overlay is open.
    case screens
    /// Only on this screen.
    case only(ScreenKind)
    /// Only while the filter is typed.
    case filtering
    /// Only while the picker is open.
    case picking
    /// Only while the role chooser is open.
    case choosing

    /// Whether the binding works in `context`.
    public func contains(_ context: KeyContext) -> Bool {
        switch (self, context) {
        case (.always, _), (.unlessTyping, .help), (.unlessTyping, .screen), (.screens, .screen), (.filtering, .filter), (.picking, .picker), (.choosing, .chooser): true
        case (.only(let screen), .screen(let kind)): screen == kind
        default: false
        }
    }
}

/// What the shown theme must have for a binding to do anything.
public enum KeyNeed: Hashable, Sendable {
    /// Every theme.
    case nothing
    /// A design system (its own tokens).
    case designSystem
    /// A design system with extra axes (size, density, brand…).
    case extraAxes

    /// Whether a theme with these traits meets the need.
    public func isMet(designSystem: Bool, extraAxes: Bool) -> Bool {
        switch self {
        case .nothing: true
        case .designSystem: designSystem
        case .extraAxes: extraAxes
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
    /// What the shown theme must have for the key to do anything; the footer leaves it out
    /// otherwise.
    public let needs: KeyNeed

    init(_ keys: [InputKey], _ action: Action, keyLabel: String?, help: String, footer: (String, String)? = nil,
         scope: KeyScope = .screens, needs: KeyNeed = .nothing) {
        self.needs = needs
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
    /// Every binding, in the order help lists them. Built from groups: one literal this
    /// long overflows a test thread's stack while it is initialised in a debug build.
    public static let bindings: [KeyBinding] = themeBindings + displayBindings + systemBindings + pickerBindings
        + tokenBindings + chooserBindings + compareBindings + globalBindings

    private static let themeBindings: [KeyBinding] = [
        KeyBinding([.right, .tab], .nextTheme, keyLabel: "→  Tab", help: "Next theme", footer: ("←/→", "theme")),
        KeyBinding([.left, .backTab], .previousTheme, keyLabel: "←  ⇧Tab", help: "Previous theme"),
    ] + (1...9).map { number in
        KeyBinding([.character(Character(String(number)))], .selectTheme(number - 1),
                   keyLabel: number == 1 ? "1–9" : nil, help: "Pick a theme by its number")
    }

    private static let displayBindings: [KeyBinding] = [
        KeyBinding([.character("d")], .toggleAppearance, keyLabel: "d", help: "Toggle light and dark", footer: ("d", "light/dark")),
        KeyBinding([.character("a")], .cycleAppearance, keyLabel: "a", help: "Cycle appearance: system → light → dark", footer: ("a", "auto")),
        KeyBinding([.character("c")], .toggleContrast, keyLabel: "c", help: "Toggle standard and increased contrast", footer: ("c", "contrast")),
        KeyBinding([.character("s")], .toggleSplit, keyLabel: "s", help: "Show light and dark side by side", footer: ("s", "split")),
        KeyBinding([.character("v")], .cycleSimulation, keyLabel: "v", help: "Simulate colour-vision deficiencies", footer: ("v", "vision")),
        KeyBinding([.character("g")], .cycleScreen, keyLabel: "g", help: "Next screen: " + ScreenKind.allCases.map(\.rawValue).joined(separator: ", "), footer: ("g", "screen")),
        KeyBinding([.character("y")], .copy, keyLabel: "y", help: "Copy the focused token's hex, or the role table (OSC 52)", footer: ("y", "copy")),
    ]

    private static let systemBindings: [KeyBinding] = [
        KeyBinding([.character("o")], .nextExtraContext, keyLabel: "o", help: "Design system: next context of the chosen extra axis (size, density…)",
                   footer: ("o", "context"), needs: .extraAxes),
        KeyBinding([.character("O")], .nextExtraAxis, keyLabel: "O", help: "Design system: choose the next extra axis for o", needs: .extraAxes),
    ]

    private static let pickerBindings: [KeyBinding] = [
        KeyBinding([.character("t")], .openPicker, keyLabel: "t", help: "Pick a theme: type to filter, ↑↓ preview, Enter keeps, Esc goes back", footer: ("t", "themes")),
        KeyBinding([.up], .pickerMove(-1), keyLabel: nil, help: "Previous match", scope: .picking),
        KeyBinding([.down], .pickerMove(1), keyLabel: nil, help: "Next match", footer: ("↑↓", "preview"), scope: .picking),
        KeyBinding([.tab], .pickerCycleFilter, keyLabel: nil, help: "All, light-only or dark-only themes", footer: ("Tab", "light/dark"), scope: .picking),
        KeyBinding([.enter], .pickerAccept, keyLabel: nil, help: "Keep the highlighted theme", footer: ("Enter", "keep"), scope: .picking),
        KeyBinding([.escape], .pickerCancel, keyLabel: nil, help: "Back to the theme before", footer: ("Esc", "back"), scope: .picking),
        KeyBinding([.backspace], .pickerErase, keyLabel: nil, help: "Erase a character", scope: .picking),
    ]

    private static let tokenBindings: [KeyBinding] = [
        KeyBinding([.down, .character("j")], .moveCursor(1), keyLabel: "↓  j", help: "Tokens: next token", scope: .only(.tokens)),
        KeyBinding([.up, .character("k")], .moveCursor(-1), keyLabel: "↑  k", help: "Tokens: previous token", scope: .only(.tokens)),
        KeyBinding([.character("r")], .toggleTokenSource, keyLabel: "r", help: "Tokens: a design system's own tokens, or the 26 roles",
                   footer: ("r", "roles/tokens"), scope: .only(.tokens), needs: .designSystem),
        KeyBinding([.enter], .chooseRole, keyLabel: "Enter", help: "Tokens, role view: choose the focused role's token (type, ↑↓ preview, Enter keeps)",
                   footer: ("Enter", "choose"), scope: .only(.tokens), needs: .designSystem),
        KeyBinding([.character("u")], .undoRole, keyLabel: "u", help: "Tokens: undo the last role pinned or reset", scope: .only(.tokens), needs: .designSystem),
        KeyBinding([.character("R")], .resetRole, keyLabel: "R", help: "Tokens, role view: reset the focused role to Shade's guess here",
                   scope: .only(.tokens), needs: .designSystem),
        KeyBinding([.character("/")], .startFilter, keyLabel: "/", help: "Tokens: filter by path, hex or role", footer: ("/", "filter"), scope: .only(.tokens)),
        KeyBinding([.enter], .endFilter(keep: true), keyLabel: nil, help: "Keep the filter", footer: ("Enter", "keep"), scope: .filtering),
        KeyBinding([.escape], .endFilter(keep: false), keyLabel: nil, help: "Clear the filter", footer: ("Esc", "clear"), scope: .filtering),
        KeyBinding([.backspace], .eraseFilter, keyLabel: nil, help: "Erase a character", scope: .filtering),
    ]

    private static let chooserBindings: [KeyBinding] = [
        KeyBinding([.up], .chooserMove(-1), keyLabel: nil, help: "Previous token", scope: .choosing),
        KeyBinding([.down], .chooserMove(1), keyLabel: nil, help: "Next token, shown in the role", footer: ("↑↓", "preview"), scope: .choosing),
        KeyBinding([.enter], .chooserAccept, keyLabel: nil, help: "Pin the role to the highlighted token", footer: ("Enter", "keep"), scope: .choosing),
        KeyBinding([.escape], .chooserCancel, keyLabel: nil, help: "Back to the role as it was", footer: ("Esc", "back"), scope: .choosing),
        KeyBinding([.backspace], .chooserErase, keyLabel: nil, help: "Erase a character", scope: .choosing),
    ]

    private static let compareBindings: [KeyBinding] = [
        KeyBinding([.character("]")], .cycleCompared(1), keyLabel: "[  ]", help: "Compare: previous or next other theme", footer: ("[/]", "other"), scope: .only(.compare)),
        KeyBinding([.character("[")], .cycleCompared(-1), keyLabel: nil, help: "Compare: previous other theme", scope: .only(.compare)),
        KeyBinding([.character("F")], .toggleFixes, keyLabel: "F", help: "Compare: the theme beside its AA contrast fixes (shade fix)",
                   footer: ("F", "fixes"), scope: .only(.compare)),
        KeyBinding([.character("H")], .toggleCommitted, keyLabel: "H",
                   help: "Compare: the theme as committed (git:HEAD, or --compare-with git:REV) before your edits",
                   footer: ("H", "committed"), scope: .only(.compare)),
    ]

    private static let globalBindings: [KeyBinding] = [
        KeyBinding([.character("x")], .exportSVG, keyLabel: "x", help: "Save this screen as SVG in the current folder", footer: ("x", "save SVG")),
        KeyBinding([.character("?")], .toggleHelp, keyLabel: "?", help: "Show or hide this help", footer: ("?", "help"), scope: .unlessTyping),
        KeyBinding([.escape], .closeOverlayOrQuit, keyLabel: "Esc", help: "Close help, clear a kept filter, or quit", scope: .unlessTyping),
        KeyBinding([.controlZ], .suspend, keyLabel: "^Z", help: "Suspend; fg comes back", scope: .always),
        KeyBinding([.character("q")], .quit, keyLabel: "q  ^C", help: "Quit", footer: ("q", "quit"), scope: .unlessTyping),
        KeyBinding([.controlC], .quit, keyLabel: nil, help: "Quit", scope: .always),
    ]

    /// The action for a key on the gallery with nothing over it.
    public static func action(for key: InputKey) -> Action? {
        action(for: key, in: .screen(.gallery))
    }

    /// The action for a key in a context, if any.
    public static func action(for key: InputKey, in context: KeyContext) -> Action? {
        if let bound = bindings.first(where: { $0.keys.contains(key) && $0.scope.contains(context) }) { return bound.action }
        if context == .filter, case .character(let character) = key { return .typeFilter(character) }
        if context == .picker, case .character(let character) = key { return .pickerType(character) }
        if context == .chooser, case .character(let character) = key { return .chooserType(character) }
        return nil
    }

    /// The footer's hints on the gallery, in order.
    public static var footerHints: [(keys: String, label: String)] {
        footerHints(in: .screen(.gallery))
    }

    /// The footer's hints for what is on screen, in order.
    public static func footerHints(in context: KeyContext) -> [(keys: String, label: String)] {
        footerHints(in: context, designSystem: false, extraAxes: false)
    }

    /// The footer's hints for what is on screen and the shown theme: keys only a design
    /// system (with extra axes) offers are left out for other themes.
    public static func footerHints(in context: KeyContext, designSystem: Bool, extraAxes: Bool,
                                   exportNoun: String = "SVG") -> [(keys: String, label: String)] {
        bindings.filter { $0.scope.contains(context) && $0.needs.isMet(designSystem: designSystem, extraAxes: extraAxes) }
            .compactMap { binding in binding.footer.map { ($0.keys, binding.naming(exportNoun, in: $0.label)) } }
    }

    /// The help overlay's rows, in order.
    public static var helpRows: [(keys: String, help: String)] { helpRows(exportNoun: "SVG") }

    /// The help overlay's rows, in order, with `x` saying what it saves ("SVG", "PNG",
    /// "SVG and PNG").
    public static func helpRows(exportNoun: String) -> [(keys: String, help: String)] {
        bindings.compactMap { binding in binding.keyLabel.map { ($0, binding.naming(exportNoun, in: binding.help)) } }
    }
}

extension KeyBinding {
    /// The export binding's words name what `x` really writes (`--export png` saves PNG, so the
    /// footer must not promise SVG); other bindings' words are left as they are.
    func naming(_ exportNoun: String, in text: String) -> String {
        guard action == .exportSVG else { return text }
        return text.replacing("SVG", with: exportNoun)
    }
}
