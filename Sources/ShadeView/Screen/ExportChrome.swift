/// What of the previewer's chrome an export keeps (`--chrome`): the header says what the
/// frame shows, while the key footer and the overlays (help, picker) are for the person at
/// the keyboard, not for a picture of the theme.
public enum ExportChrome: String, CaseIterable, Sendable {
    /// The body only: no header, banner or footer.
    case none
    /// The header (and a problem banner) kept; the footer and overlays left out. The default
    /// for exports.
    case header
    /// Exactly as on screen.
    case all
}
