import ShadeOutput
import ShadeTokens
import ShadeView
import ShadeCatalog

/// Compute alone, in-process and without a terminal: the work behind a frame, timed per
/// operation.
struct ComputeScenario {
    /// The in-process screen.
    let mirror: ShadeMirror
    /// Samples per operation for the cheap, per-frame operations.
    let frameIterations: Int
    /// Samples per operation for loading and resolving every theme.
    let themeIterations: Int

    /// Operations that do not depend on the screen size.
    struct ThemeResult {
        /// Parse the bundled theme files into a catalog.
        let load: Stats
        /// Resolve every theme × appearance × contrast, each for the first time.
        let resolve: Stats
        /// How many resolutions that is.
        let resolutions: Int
    }

    /// Per-frame operations at one size.
    struct FrameResult {
        /// `Screen.render` of one frame.
        let render: Stats
        /// Diff and encode a theme switch (`TerminalEncoder.encode(_:previous:)`).
        let encodeSwitch: Stats
        /// Encode a full repaint (no previous frame).
        let encodeFull: Stats
        /// Render plus diff-and-encode: the app's whole work for a theme switch.
        let renderAndEncode: Stats
    }

    /// Times loading and resolving.
    func runThemes() -> ThemeResult {
        let load = Timing.sample(iterations: themeIterations) { _ in ThemeCatalog.load(paths: []) }
        let catalog = ThemeCatalog.load(paths: [])
        // Themes resolve on first use and keep the result, so each sample gets fresh ones.
        // (One more than the samples: the warm-up call takes the first.)
        let fresh = (0...themeIterations).map { _ in ThemeCatalog.load(paths: []) }
        var next = 0
        let resolve = Timing.sample(iterations: themeIterations) { _ in
            defer { next += 1 }
            return fresh[next].themes.map { theme in Resolution.all.map { try? theme.resolve($0) } }
        }
        return ThemeResult(load: load, resolve: resolve, resolutions: catalog.themes.count * Resolution.all.count)
    }

    /// Times the per-frame work at `size`, cycling through the themes so every sample is a
    /// real theme switch.
    func runFrames(size: ScreenSize) -> FrameResult {
        let options = ShadeMirror.encoderOptions
        let models = (0..<mirror.library.entries.count).map { index in
            var model = mirror.initialModel
            model.state.themeIndex = index
            return model
        }
        let frames = models.map { Screen.render($0, columns: size.columns, rows: size.rows) }
        let count = frames.count
        let render = Timing.sample(iterations: frameIterations) { iteration in
            Screen.render(models[iteration % count], columns: size.columns, rows: size.rows)
        }
        let encodeSwitch = Timing.sample(iterations: frameIterations) { iteration in
            TerminalEncoder.encode(frames[(iteration + 1) % count], previous: frames[iteration % count], options: options)
        }
        let encodeFull = Timing.sample(iterations: frameIterations) { iteration in
            TerminalEncoder.encode(frames[iteration % count], previous: nil, options: options)
        }
        let renderAndEncode = Timing.sample(iterations: frameIterations) { iteration in
            let next = Screen.render(models[(iteration + 1) % count], columns: size.columns, rows: size.rows)
            return TerminalEncoder.encode(next, previous: frames[iteration % count], options: options)
        }
        return FrameResult(render: render, encodeSwitch: encodeSwitch, encodeFull: encodeFull, renderAndEncode: renderAndEncode)
    }
}
