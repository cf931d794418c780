import Testing
@testable import ShadeApp

/// A notice from the world (the watch limit reached) is said once, while the user may be
/// looking elsewhere: it stays in the footer until a key or click, then passes as any
/// message does. As a 4-second passing message it could come and go unseen, by a person or
/// by the end-to-end test sampling the screen on a loaded machine.
struct LastingNoticeTests {
    @Test func aNoticeStaysUntilAKeyThenPasses() {
        var model = AppFixtures.model(theme: "Sky", .light)
        (model, _) = App.update(model, .tick(now: 100))
        (model, _) = App.update(model, .notice("⚠ more than 2000 folders"))
        for now in [101.0, 110, 1_000] {
            (model, _) = App.update(model, .tick(now: now))
            #expect(model.message == "⚠ more than 2000 folders", "gone by \(now)")
        }
        #expect(model.nextDeadline == nil, "a lasting notice needs no wake-up")
        (model, _) = App.update(model, .key(.character("d")))
        (model, _) = App.update(model, .tick(now: 1_000 + App.messageSeconds - 0.5))
        #expect(model.message == "⚠ more than 2000 folders", "the key starts its time, not ends it")
        (model, _) = App.update(model, .tick(now: 1_000 + App.messageSeconds + 0.5))
        #expect(model.message == nil)
    }

    @Test func aPassingMessageStillPassesWithoutAKey() {
        var model = AppFixtures.model(theme: "Sky", .light)
        (model, _) = App.update(model, .tick(now: 100))
        (model, _) = App.update(model, .exportFinished("Saved sky.svg"))
        (model, _) = App.update(model, .tick(now: 100 + App.messageSeconds + 0.5))
        #expect(model.message == nil)
    }
}
