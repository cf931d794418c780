import Foundation
import ShadeTokens
import Testing
@testable import ShadeApp
@testable import ShadeView

/// `F` on the Compare screen works out the fixed theme once per theme, resolution and level,
/// not once per frame, and again after a live reload.
@Suite struct FixedThemeCacheTests {
    /// Counts how often the fixed theme is worked out (NSLock: `Atomic` needs a newer macOS).
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var calls: Int { lock.withLock { count } }
    }

    static func model(counting counter: Counter) -> AppModel {
        var model = AppFixtures.model(theme: "Sky", .light)
        model.state.screen = .compare
        model.state.comparingFixes = true
        model.fixes = FixedThemeCache { theme, resolution, extras, target in
            counter.add()
            return FixedThemeCache.applyingFixes(theme, resolution, extras, target)
        }
        return model
    }

    @Test func framesReuseTheFixedTheme() {
        let counter = Counter()
        var model = Self.model(counting: counter)
        let first = Screen.render(model, columns: 120, rows: 40)
        for _ in 0..<5 { #expect(Screen.render(model, columns: 120, rows: 40) == first) }
        #expect(counter.calls == 1)
        // Another resolution is another fixed theme; going back is a lookup.
        model.state.appearanceMode = .dark
        _ = Screen.render(model, columns: 120, rows: 40)
        model.state.appearanceMode = .light
        _ = Screen.render(model, columns: 120, rows: 40)
        #expect(counter.calls == 2)
    }

    @Test func aLiveReloadWorksItOutAgain() {
        let counter = Counter()
        var model = Self.model(counting: counter)
        _ = Screen.render(model, columns: 120, rows: 40)
        // What the previewer does on a reload: a new library.
        model.library = ThemeLibrary(entries: model.library.entries)
        _ = Screen.render(model, columns: 120, rows: 40)
        _ = Screen.render(model, columns: 120, rows: 40)
        #expect(counter.calls == 2)
    }

    @Test func theOtherThemeIsNotAFixedOne() {
        let counter = Counter()
        var model = Self.model(counting: counter)
        model.state.comparingFixes = false
        _ = Screen.render(model, columns: 120, rows: 40)
        #expect(counter.calls == 0)
    }
}
