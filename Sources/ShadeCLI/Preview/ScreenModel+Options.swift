import ArgumentParser
import ShadeView

extension ThemeLibrary {
    /// The reloaded themes, plus the last good version of any user theme whose new file is
    /// broken, so a bad edit never blanks the screen.
    func merging(reloaded: ThemeLibrary) -> ThemeLibrary {
        var entries = reloaded.entries
        for old in self.entries where !entries.contains(where: { $0.name.lowercased() == old.name.lowercased() }) {
            if case .file = old.source { entries.append(old) }
        }
        return ThemeLibrary(entries: entries)
    }
}

/// `--color`: detect, or force a colour depth.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, truecolor
    case palette256 = "256"
}

extension AppearanceMode: ExpressibleByArgument {}
