/// What an action asks of the world outside the state; `PreviewLoop` performs it.
public enum Effect: Hashable, Sendable {
    /// End the session.
    case quit
    /// Save the screen as SVG.
    case exportSVG
    /// Give the terminal back until `fg`.
    case suspend
}

/// The screens the previewer can show; the state chooses one.
public enum ScreenKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// The component gallery and the token panel.
    case gallery
}
