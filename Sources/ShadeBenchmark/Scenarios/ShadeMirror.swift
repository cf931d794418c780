import ShadeApp
import ShadeOutput
import ShadeTokens
import ShadeView
import ShadeCatalog

/// The same screen `shade` draws under the harness's terminal, computed in-process with
/// the same code: bundled themes only, no saved state, the terminal's black background
/// (so `system` means dark), truecolor with synchronized output.
struct ShadeMirror {
    /// The resolved themes.
    let library: ThemeLibrary
    /// How the encoder writes, as `shade` chooses under the harness's terminal.
    static let encoderOptions = TerminalEncoder.Options(colorMode: .truecolor, synchronizedOutput: true)

    /// Loads and resolves the bundled themes; fails if they have problems, because `shade`
    /// would then show a banner this mirror does not draw.
    init() throws {
        let catalog = ThemeCatalog.load(paths: [])
        guard catalog.diagnostics.isEmpty else {
            throw BenchmarkError.mismatch("the bundled themes have problems: \(catalog.diagnostics[0])")
        }
        library = ThemeLibrary(catalog: catalog)
    }

    /// The model at start-up.
    var initialModel: AppModel {
        AppModel(state: AppState(themeIndex: 0, themeCount: library.entries.count, appearanceMode: .system, systemAppearance: .dark),
                    library: library)
    }

    /// The model after `key`, as the keymap maps it.
    static func model(_ model: AppModel, after key: ShadeSession.Key) -> AppModel {
        var next = model
        if let action = Keymap.action(for: key.inputKey) { next.state = model.state.applying(action) }
        return next
    }
}

extension ShadeSession.Key {
    /// The key as the app's keymap knows it.
    var inputKey: InputKey {
        switch self {
        case .right: .right
        case .appearance: .character("d")
        case .contrast: .character("c")
        }
    }
}
