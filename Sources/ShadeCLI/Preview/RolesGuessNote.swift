import ShadeApp
import ShadeTokens

/// The footer's first message when the design system opened has a guessed page or primary
/// text (the header then says `roles guessed`): how to pin the roles in a sidecar.
enum RolesGuessNote {
    /// The message for `entry` drawn in `appearance`, or nil when its roles are no guess.
    static func message(for entry: ThemeLibrary.Entry, appearance: Appearance) -> String? {
        guard entry.theme.system != nil, entry.resolved(Resolution(appearance)).roles.isGuessed else { return nil }
        return "roles guessed: shade roles --theme \(ShellWord.quoted(entry.name)) --write-sidecar FILE drafts them for you to fix"
    }
}
