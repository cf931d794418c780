import ShadeApp
import ShadeTestSupport
import ShadeTokens
import ShadeView
import Testing

/// Hundreds of random sessions: any mix of keys, pastes, clicks, resizes, appearance
/// reports and waits leaves a model the frame agrees with, every frame at the terminal's
/// size, and a frame drawn only when something changed.
@Suite struct RandomScenarioTests {
    /// Every key the keymap binds except those that end the session (q, ^C, and Esc,
    /// which quits on a bare screen), plus a few it ignores.
    static let keys: [InputKey] = {
        let ending: Set<InputKey> = [.character("q"), .controlC, .escape]
        var keys = Keymap.bindings.flatMap(\.keys).filter { !ending.contains($0) }
        keys += [.character("z"), .character("é"), .backspace, .enter]
        var seen = Set<InputKey>()
        return keys.filter { seen.insert($0).inserted }
    }()

    static func script(seed: UInt64) -> [Batch] {
        var random = SeededRandom(seed: seed)
        return (0..<Int.random(in: 10...30, using: &random)).map { _ in
            let messages: [Message] = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                switch Int.random(in: 0..<20, using: &random) {
                case 0: .resize(ScreenSize(columns: Int.random(in: 20...160, using: &random), rows: Int.random(in: 8...50, using: &random)))
                case 1: .paste(["sky", "9", "ru", "\u{1B}[31m", ""].randomElement(using: &random)!)
                case 2: .click(column: Int.random(in: 0..<120, using: &random), row: Int.random(in: 0...2, using: &random))
                case 3: .appearanceReported(Bool.random(using: &random) ? .light : .dark)
                default: .key(keys.randomElement(using: &random)!)
                }
            }
            return Batch(after: [0.01, 0.2, 0.5, 5].randomElement(using: &random)!, messages)
        }
    }

    @Test(arguments: 0..<300)
    func aRandomSessionStaysConsistent(seed: Int) {
        let start = AppFixtures.model(theme: "Sky", .system)
        let script = Self.script(seed: UInt64(seed))
        let run = ScriptedRun(start, size: ScreenSize(columns: 100, rows: 30), script)
        for (frame, size) in run.terminal.frames {
            #expect(frame.width == size.columns && frame.height == size.rows, "seed \(seed)")
        }
        let model = run.model
        #expect(model.library.entries.indices.contains(model.state.themeIndex), "seed \(seed)")
        #expect(model.size == run.terminal.size, "seed \(seed)")
        #expect(run.lastFrame == Screen.render(model, columns: model.size.columns, rows: model.size.rows), "seed \(seed)")
        #expect(run.frames.count <= script.count + 1, "at most one frame per wake, seed \(seed)")
        let resizes = script.flatMap(\.messages).filter { if case .resize = $0 { true } else { false } }.count
        #expect(run.terminal.forgets >= resizes + 1, "every size change forgets the screen, seed \(seed)")
    }
}
