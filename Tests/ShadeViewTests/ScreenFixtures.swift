import ShadeApp
import ShadeTokens
import ShadeView
import ShadeCatalog

/// The bundled themes, resolved once for every test in this target.
enum ScreenFixtures {
    static let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: []))

    static func model(theme: String, _ appearance: AppearanceMode, contrast: Contrast = .standard, split: Bool = false) -> AppModel {
        let state = AppState(themeIndex: library.index(of: theme)!, themeCount: library.entries.count,
                             appearanceMode: appearance, contrast: contrast, split: split)
        return AppModel(state: state, library: library)
    }

    static func frame(theme: String, _ appearance: AppearanceMode, contrast: Contrast = .standard, split: Bool = false,
                      columns: Int, rows: Int) -> Frame {
        Screen.render(model(theme: theme, appearance, contrast: contrast, split: split), columns: columns, rows: rows)
    }
}
