import Foundation
import ShadeApp
import ShadeFrame
import ShadeTokens
import ShadeCatalog

/// Issue 9's design-system scale on the release binary: a generated resolver system of 100
/// token files (1 MB, 5,000+ colour tokens, four appearance × contrast contexts and a size
/// axis) opened as a theme. Time to the previewer's first frame, then the latency of
/// switching its appearance and contrast once the other contexts have been resolved in the
/// background; and, in-process, what resolving a context costs.
struct DesignSystemScenario {
    /// The shade executable.
    let shade: String
    /// Timed first-frame runs (after one untimed warm-up).
    let runs: Int
    /// Keys typed in the switch session (d and c in turn).
    let switches: Int
    /// In-process samples.
    let iterations: Int

    /// What was measured.
    struct Result {
        /// The generated system: token files, bytes, colour tokens.
        var files: Int, bytes: Int, colorTokens: Int
        /// Spawn → last byte of the first frame, showing the system.
        var firstFrame: Stats
        /// Key → last byte of its frame, switching appearance or contrast.
        var switchLatency: Stats
        /// In-process: resolve one context of a freshly opened system into roles.
        var openAndResolve: Stats
        /// In-process: resolve another context of an open system, for the first time.
        var otherContext: Stats
        /// In-process: a context already resolved (what a switch costs after prefetching).
        var cachedContext: Stats
        /// In-process: issue 17's role inference for one context, names and values, from the
        /// resolved tokens (no matching kept from an earlier context).
        var roleInference: Stats
        /// In-process: the same inference for a preview in the role chooser (one role pinned),
        /// reusing what the first run read of the tokens (``RoleTokenFacts``).
        var previewInference: Stats
        /// In-process: one keystroke in the role chooser over all the system's colour tokens
        /// (issue 33): the filter, the preview of the first match in the role, and the frame.
        var chooserKeystroke: Stats
        /// `shade diff` of the system against an edited copy (issue 21).
        var diff: DiffScenario.Result
    }

    /// Generates the system under `sandbox` and measures.
    func run(sandbox: Sandbox) throws -> Result {
        let output = try DesignSystemGenerator.write(into: sandbox.root)
        let arguments = ["--themes", output.resolver, "--theme", "Generated", "--appearance", "light", "--contrast", "standard"]
        var first: [Double] = []
        for run in 0...runs {
            let session = try ShadeSession(shade: shade, size: ScreenSize(columns: 120, rows: 40), environment: sandbox.environment(),
                                           arguments: arguments)
            let frame = try session.nextFrame(after: session.process.started, what: "the first frame of a 100-file design system")
            if run > 0 { first.append((frame.end - session.process.started).milliseconds) }
            try session.quit()
        }
        let switchLatency = try switchSession(arguments: arguments, sandbox: sandbox)

        func theme() -> Theme? { ThemeCatalog.load(paths: [output.resolver]).theme(named: "Generated") }
        // Themes keep what they resolve, so each sample gets a fresh one (one more than the
        // samples: the warm-up call takes the first).
        let fresh = (0...iterations).map { _ in theme() }
        var next = 0
        let openAndResolve = Timing.sample(iterations: iterations) { _ in
            defer { next += 1 }
            return try? fresh[next]?.resolve(Resolution(.light))
        }
        let opened = (0...iterations).map { _ -> Theme? in
            let system = theme()
            _ = try? system?.resolve(Resolution(.light))
            return system
        }
        next = 0
        let otherContext = Timing.sample(iterations: iterations) { _ in
            defer { next += 1 }
            return try? opened[next]?.resolve(Resolution(.dark, .high))
        }
        let warm = theme()
        for resolution in Resolution.all { _ = try? warm?.resolve(resolution) }
        let cachedContext = Timing.sample(iterations: iterations * 10) { index in
            try? warm?.resolve(Resolution.all[index % 4])
        }
        let colors = (try? warm?.resolve(Resolution(.light)))?.systemColors.count ?? 0
        let tokens = warm?.system.map { $0.resolve($0.context(for: Resolution(.light))).colors } ?? []
        let roleInference = Timing.sample(iterations: iterations) { _ in
            RoleFiller.fill(tokens: tokens, appearance: .light)
        }
        // Secondary text pinned to each token in turn, as ↑↓ in the chooser does.
        let facts = RoleTokenFacts(tokens: tokens)
        let maps = stride(from: 0, to: tokens.count, by: max(1, tokens.count / 64)).map { index in
            RoleMapEdit.pinning(.foregroundSecondary, to: tokens[index].path, at: [], in: nil, file: "bench.shade.json")
        }
        let previewInference = Timing.sample(iterations: iterations) { index in
            RoleFiller.fill(tokens: tokens, roleMap: maps.isEmpty ? nil : maps[index % maps.count], appearance: .light, facts: facts)
        }
        let chooserKeystroke = Self.chooserKeystrokes(warm, iterations: iterations * 5)
        let diff = try DiffScenario(shade: shade, runs: runs).run(original: output, sandbox: sandbox)
        return Result(files: output.files, bytes: output.bytes, colorTokens: colors, firstFrame: Stats(first),
                      switchLatency: switchLatency, openAndResolve: openAndResolve, otherContext: otherContext,
                      cachedContext: cachedContext, roleInference: roleInference, previewInference: previewInference,
                      chooserKeystroke: chooserKeystroke, diff: diff)
    }

    /// The role chooser open on the system's secondary text, on the Tokens screen's role view
    /// at 120×40; each sample types one character of a query (or erases it) through
    /// `App.update` and draws the frame, as the runner does for a key.
    static func chooserKeystrokes(_ theme: Theme?, iterations: Int) -> Stats {
        guard let theme else { return Stats([]) }
        let library = ThemeLibrary(entries: [ThemeLibrary.Entry(theme: theme)])
        var state = AppState(themeCount: 1, appearanceMode: .light)
        state.screen = .tokens
        state.showingRoleTokens = true
        state.tokenCursor = ColorToken.foregroundSecondary.index
        var model = App.update(AppModel(state: state, library: library), .key(.enter)).model
        model.size = ScreenSize(columns: 120, rows: 40)
        // A query that narrows and widens again: "co", "col", "colo", back to "co"…
        let keys: [InputKey] = [.character("c"), .character("o"), .character("l"), .character("o"), .backspace, .backspace, .backspace, .backspace]
        var frames = 0
        return Timing.sample(iterations: iterations) { index in
            model = App.update(model, .key(keys[index % keys.count])).model
            frames &+= model.frame.width
            return frames
        }
    }

    /// One session: first frame, a pause for the background prefetch, then `switches` keys.
    private func switchSession(arguments: [String], sandbox: Sandbox) throws -> Stats {
        let session = try ShadeSession(shade: shade, size: ScreenSize(columns: 120, rows: 40), environment: sandbox.environment(),
                                       arguments: arguments)
        _ = try session.nextFrame(after: session.process.started, what: "the first frame of a 100-file design system")
        // The other contexts resolve on a background thread after the first frame; a person
        // takes longer than this to press the first key.
        try session.reader.drain(until: .now + .milliseconds(500))
        var samples: [Double] = []
        let keys: [ShadeSession.Key] = [.appearance, .contrast]
        for index in 0..<switches {
            let key = keys[index % keys.count]
            let start = try session.type(key)
            let frame = try session.nextFrame(after: start, what: "the frame after \(key.label) on a design system")
            samples.append((frame.end - start).milliseconds)
            try session.reader.drain(until: .now + SwitchScenario.pause)
        }
        try session.quit()
        return Stats(samples)
    }
}

extension DesignSystemScenario.Result {
    /// The table's rows: label, figure, and the goal judged, if any.
    var rows: [(cells: [String], goal: (name: String, text: String, met: Bool)?)] {
        [
            (["  first frame at 120x40 (median)", Format.milliseconds(firstFrame.median)],
             ("design system first frame", "≤ \(Int(Goals.designSystemFirstFrameMilliseconds)) ms",
              firstFrame.median <= Goals.designSystemFirstFrameMilliseconds)),
            (["  switch appearance/contrast, p50 · p99", Format.milliseconds(switchLatency.median) + " · " + Format.milliseconds(switchLatency.percentile(99))], nil),
            (["  in-process: first context of a just-opened system", Format.milliseconds(openAndResolve.median)], nil),
            (["  in-process: another context, first time", Format.milliseconds(otherContext.median)], nil),
            (["  in-process: a context already resolved", Format.milliseconds(cachedContext.median)], nil),
            (["  in-process: role inference, names and values, one context (median · p99)",
              Format.milliseconds(roleInference.median) + " · " + Format.milliseconds(roleInference.percentile(99))],
             ("role inference", "≤ \(Int(Goals.roleInferenceMilliseconds)) ms", roleInference.median <= Goals.roleInferenceMilliseconds)),
            (["  in-process: role inference for a chooser preview (one role pinned), median · p99",
              Format.milliseconds(previewInference.median) + " · " + Format.milliseconds(previewInference.percentile(99))], nil),
            (["  in-process: role chooser keystroke (filter \(colorTokens) tokens, preview, frame), p50 · p99",
              Format.milliseconds(chooserKeystroke.median) + " · " + Format.milliseconds(chooserKeystroke.percentile(99))],
             ("role chooser keystroke p99", "≤ \(Int(Goals.roleChooserP99Milliseconds)) ms", chooserKeystroke.percentile(99) <= Goals.roleChooserP99Milliseconds)),
            diff.row,
        ]
    }
}
