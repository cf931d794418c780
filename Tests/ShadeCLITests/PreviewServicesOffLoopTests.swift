import Dispatch
import Foundation
import ShadeApp
import ShadeCatalog
import ShadeSync
import Testing
@testable import ShadeCLI

/// The previewer's real services perform every effect that answers off the loop: `perform`
/// returns before the answer is given, so a reload of a large folder, an export or a write
/// never holds up the next key. (`RunnerScenarioTests` shows the runner drawing keys while a
/// held effect is out; this shows `PreviewServices` holds none on the caller's thread.)
@Suite struct PreviewServicesOffLoopTests {
    /// Whether `perform(effect)` returned before its answer came. An answer given inside
    /// `perform` waits for a return that cannot come until the answer ends, so it gives up
    /// after a while and says so: the wait guards against a hang, it times nothing.
    static func answersAfterReturning(_ services: PreviewServices, _ effect: Effect, model: AppModel) -> Bool {
        let returned = DispatchSemaphore(value: 0), answered = DispatchSemaphore(value: 0)
        let afterReturn = Locked<Bool?>(nil)
        services.perform(effect, of: model) { _ in
            let came = returned.wait(timeout: .now() + 10) == .success
            afterReturn.withLock { $0 = came }
            answered.signal()
        }
        returned.signal()
        _ = answered.wait(timeout: .now() + 120)
        return afterReturn.withLock { $0 } == true
    }

    @Test func reloadsLoadsAndWritesAnswerAfterPerformReturns() throws {
        let root = NSTemporaryDirectory() + "shade-off-loop-\(UUID().uuidString)"
        let themes = root + "/themes"
        try FileManager.default.createDirectory(atPath: themes, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Enough files that reading them inline would be felt, few enough for a unit test.
        for index in 0..<200 {
            let text = ##"{ "$extensions": { "dev.shade": { "name": "Mine \##(index)" } }, "light": { "$type": "color", "accent": { "$value": "#11\##(String(format: "%02x", index % 256))33" } } }"##
            try Data(text.utf8).write(to: URL(fileURLWithPath: themes + "/mine\(index).json"))
        }
        let sources = ThemeSources(directories: [themes])
        let services = PreviewServices(sources: sources, store: StateStore(path: root + "/state/state.json"),
                                       exporter: PreviewExporter(choice: .svg), colorMode: .truecolor,
                                       searchesFolders: false, systemFiles: [])
        defer { services.finish() }
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: []))
        let model = AppModel(state: AppState(themeIndex: library.index(of: "Sky")!, themeCount: library.entries.count, appearanceMode: .light),
                             library: library)
        #expect(Self.answersAfterReturning(services, .reload(changed: [themes + "/mine0.json"]), model: model), "a reload")
        #expect(Self.answersAfterReturning(services, .loadCatalog, model: model), "the complete catalog")
        #expect(Self.answersAfterReturning(services, .saveState, model: model), "the state file")
        #expect(Self.answersAfterReturning(services, .writeRoles(path: root + "/x.shade.json", text: "{}\n"), model: model), "a role map")
    }
}
