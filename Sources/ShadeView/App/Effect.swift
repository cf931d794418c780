/// What an action asks of the world outside the state; `PreviewLoop` performs it.
public enum Effect: Hashable, Sendable {
    /// End the session.
    case quit
    /// Save the screen as SVG.
    case exportSVG
    /// Give the terminal back until `fg`.
    case suspend
    /// Put what the screen has in focus on the clipboard (OSC 52).
    case copy
    /// Move the shown design system's extra axis at this index (modulo its axes) to its next
    /// context: the library, not the state, holds the chosen contexts.
    case nextExtraContext(axis: Int)
}

/// The screens the previewer can show; the state chooses one.
public enum ScreenKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// The component gallery and the token panel.
    case gallery
    /// The theme's colour ramps, step by step.
    case palette
    /// Every colour token, filterable.
    case tokens
    /// Two themes side by side, and what differs.
    case compare

    /// The name the header and `--screen` use.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The screen after this one, as `g` cycles.
    public var next: ScreenKind {
        let all = ScreenKind.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
