import ArgumentParser
import ShadeApp
import ShadeTokens
import ShadeView

/// `--color`: detect, or force a colour depth.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, truecolor
    case palette256 = "256"
    case palette16 = "16"
}

extension AppearanceMode: ExpressibleByArgument {}

extension ScreenKind: ExpressibleByArgument {
    /// "gallery, palette, tokens or compare": every screen, for help text that names them,
    /// so a new screen is listed without editing the help.
    static var spokenList: String {
        let names = allCases.map(\.rawValue)
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}

extension ExportChrome: ExpressibleByArgument {}
