/// Why a PNG cannot be made here: one line that says what to install or pass.
public struct RasterUnavailable: Error, CustomStringConvertible, Sendable {
    /// The line shown to the user.
    public let description: String

    /// A library that did not load: `package` is its Debian package, `formula` Homebrew's.
    static func library(_ what: String, package: String, formula: String) -> RasterUnavailable {
        #if os(macOS)
        RasterUnavailable(description: "PNG export needs \(what), which is not installed: install it with Homebrew (brew install \(formula))")
        #else
        RasterUnavailable(description: "PNG export needs \(what), which is not installed: install the Debian package \(package) (apt-get install \(package))")
        #endif
    }

    /// No monospace font was found.
    static let noFont = RasterUnavailable(
        description: "PNG export found no monospace font: install fonts-dejavu-core (apt-get install fonts-dejavu-core) or pass --font PATH")

    /// A font file that cannot be used; `shownPath` is already made visible by the caller.
    static func font(_ shownPath: String, _ reason: String) -> RasterUnavailable {
        RasterUnavailable(description: "cannot use the font '\(shownPath)': \(reason)")
    }

    /// An image too large to hold in memory.
    static func tooLarge(width: Int, height: Int) -> RasterUnavailable {
        RasterUnavailable(description: "the PNG would be \(width)×\(height) px, more than \(RasterImage.maximumPixels / 1_000_000) million pixels; choose a smaller size, --scale or fewer themes")
    }
}
