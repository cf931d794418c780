import ShadeApp
import ShadeTerminal
import ShadeTokens
import Testing
@testable import ShadeCLI
import ShadeCatalog

/// A bracketed paste, from the terminal's raw bytes to the app: the decoder makes it one
/// `.paste` event, the session terminal one `.paste` message, and `App.update` types it
/// where text goes and nowhere else.
@Suite struct PasteDeliveryTests {
    static let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: []))

    /// The model and the effects after the terminal sends `bytes`, decoded and turned into
    /// messages as the previewer does.
    static func run(_ bytes: String) -> (model: AppModel, effects: [Effect]) {
        var model = AppModel(state: AppState(themeIndex: library.index(of: "Sky")!, themeCount: library.entries.count, appearanceMode: .light),
                             library: library)
        var effects: [Effect] = []
        var decoder = InputDecoder()
        for message in decoder.feed(Array(bytes.utf8)).compactMap(SessionTerminal.message) {
            let next = App.update(model, message)
            model = next.model
            effects += next.effects
        }
        return (model, effects)
    }

    @Test func aPasteIntoThePickerIsItsQuery() throws {
        let picker = try #require(Self.run("t\u{1B}[200~rub\u{1B}[201~").model.state.picker)
        #expect(picker.query == "rub")
    }

    @Test func aPasteOnTheGalleryPressesNoKey() {
        // Read as keys, `d` would turn the page dark and `q` would quit.
        let (model, effects) = Self.run("\u{1B}[200~dq\u{1B}[201~")
        #expect(model.state.appearanceMode == .light)
        #expect(!effects.contains(.quit))
        // The same bytes without the brackets are keys: the test can tell the two apart.
        let typed = Self.run("dq")
        #expect(typed.model.state.appearanceMode != .light && typed.effects.contains(.quit))
    }
}
