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

extension ScreenKind: ExpressibleByArgument {}

extension ExportChrome: ExpressibleByArgument {}
