import Dispatch
import ShadeApp
import ShadeTokens

/// The theme the first frame shows, resolved on another thread while the previewer sets up
/// the terminal: the probe waits for the terminal's answer and the session reads terminfo,
/// and neither needs the theme, whose resolution (a large design system's files, aliases and
/// roles) is most of the first frame's work. The frame then finds it resolved.
final class EarlyResolution: Sendable {
    private let done = DispatchSemaphore(value: 0)

    /// Starts resolving `entry` at each of `resolutions`, in order.
    init(_ entry: ThemeLibrary.Entry, at resolutions: [Resolution]) {
        DispatchQueue.global(qos: .userInteractive).async { [done] in
            for resolution in resolutions { _ = entry.resolved(resolution) }
            done.signal()
        }
    }

    /// Waits for the resolutions asked for: a theme's resolution asked for twice at once is
    /// worked out twice.
    func wait() {
        done.wait()
    }
}
