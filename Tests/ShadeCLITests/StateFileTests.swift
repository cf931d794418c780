import Foundation
import ShadeTokens
import ShadeView
import Testing
@testable import ShadeCLI
import ShadeFiles

/// The state file, written with `JSONEncoder` and read with Shade's parser: what is written
/// reads back, files older versions wrote still read, and the same files refused.
@Suite struct StateFileTests {
    private static let states = [
        SavedState(theme: "Gold", appearance: .dark, contrast: .high, split: true, export: "both"),
        SavedState(theme: "Sky"),
        SavedState(appearance: .system, split: false),
        SavedState(theme: "Harbor", contexts: ["Harbor": ["size": "compact", "brand": "b"], "Acme \"Q\"": ["density": "tight"], "Empty": [:]]),
        SavedState(),
    ]

    private static func encoded(_ state: SavedState) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(state), as: UTF8.self)
    }

    @Test(arguments: states)
    func whatIsWrittenIsReadBackAsTheSameState(_ state: SavedState) throws {
        let text = StateFileWriter.json(state)
        #expect(StateFileReader.state(from: Array(text.utf8)) == state)
        #expect(try JSONDecoder().decode(SavedState.self, from: Data(text.utf8)) == state)
    }

    @Test(arguments: states)
    func filesJSONEncoderWroteAreStillRead(_ state: SavedState) throws {
        #expect(StateFileReader.state(from: Array(try Self.encoded(state).utf8)) == state)
    }

    @Test func awkwardThemeNamesSurviveTheRoundTrip() throws {
        for name in ["Quote \" and \\ slash / tab \t", "naïve ☀︎ 🌈", "line\nbreak \u{1B}[31m", "\u{202E}bidi"] {
            let state = SavedState(theme: name)
            let text = StateFileWriter.json(state)
            #expect(StateFileReader.state(from: Array(text.utf8)) == state)
            #expect(try JSONDecoder().decode(SavedState.self, from: Data(text.utf8)) == state, "Foundation reads it too")
            #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, "controls are escaped")
        }
    }

    @Test func malformedContextsAreForgottenAndTheRestStays() throws {
        for contexts in [#""size""#, #"{ "Harbor": "compact" }"#, #"{ "Harbor": { "size": 2 } }"#] {
            let text = #"{ "theme": "Harbor", "contexts": "# + contexts + " }"
            #expect(StateFileReader.state(from: Array(text.utf8)) == SavedState(theme: "Harbor"), "\(contexts)")
            #expect(try JSONDecoder().decode(SavedState.self, from: Data(text.utf8)) == SavedState(theme: "Harbor"), "as the old reader")
        }
    }

    @Test func nullAndUnknownFieldsAreIgnored() {
        let text = #"{ "theme": null, "split": true, "future": [1, {"a": 2}] }"#
        #expect(StateFileReader.state(from: Array(text.utf8)) == SavedState(split: true))
    }

    @Test(arguments: [#"{ "split": "yes" }"#, #"{ "appearance": "purple" }"#, #"{ "contrast": 2 }"#, #"{ "theme": ["Sky"] }"#,
                      #"{ "export": false }"#, "[1]", #""Sky""#, "{ not json", ""])
    func whatJSONDecoderRefusedIsRefused(_ text: String) {
        #expect(StateFileReader.state(from: Array(text.utf8)) == nil)
        #expect((try? JSONDecoder().decode(SavedState.self, from: Data(text.utf8))) == nil, "the old reader refused it too")
    }

    @Test func aSaveCreatesMissingFoldersAndLeavesOnlyTheFile() throws {
        let root = NSTemporaryDirectory() + "shade-state-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = StateStore(path: root + "/a/b/state.json")
        #expect(store.save(SavedState(theme: "Ruby")) == nil)
        #expect(store.save(SavedState(theme: "Grass")) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/a/b") == ["state.json"])
        #expect(store.load().state == SavedState(theme: "Grass"))
    }

    @Test func aFailedSaveSaysWhy() throws {
        let root = NSTemporaryDirectory() + "shade-state-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/file"))
        let message = try #require(StateStore(path: root + "/file/state.json").save(SavedState(theme: "Sky")))
        #expect(message.contains("could not save") && message.contains("Not a directory"), "\(message)")
    }

    @Test func theFolderIsThePathUpToItsLastSlash() {
        #expect(StateFileWriter.parent(of: "/home/ada/.local/state/shade/state.json") == "/home/ada/.local/state/shade")
        #expect(StateFileWriter.parent(of: "/state.json") == "/")
        #expect(StateFileWriter.parent(of: "state.json") == ".")
    }

    @Test func theEnvironmentIsReadByName() {
        let values = FileSystem.environment("PATH", "SHADE_TEST_SURELY_UNSET_VARIABLE")
        #expect(values == ["PATH": ProcessInfo.processInfo.environment["PATH"]].compactMapValues { $0 })
    }
}
