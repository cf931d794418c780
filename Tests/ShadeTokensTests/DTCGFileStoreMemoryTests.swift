import Testing
import ShadeSync
@testable import ShadeTokens

/// What a design system keeps of its token files once they are resolved (issue 35, item 7).
struct DTCGFileStoreMemoryTests {
    /// Systems held at once, each of a 1 MiB file, 60 MiB in all: past the store's live bound
    /// (48 MiB) unless a resolved single-context system gives back its trees and tokens.
    @Test func resolvedTokenFilesGiveBackTheirShareOfTheLiveBound() {
        let text = #"{ "color": { "bg": { "$type": "color", "$value": "# + dtcgSRGB(1, 1, 1) + " } } }" + String(repeating: " ", count: 1 << 20)
        let bytes = Array(text.utf8)
        #expect(60 * bytes.count > DTCGFileStore.maximumLiveBytes)
        var systems: [DesignSystem] = []
        for index in 0..<60 {
            let system = DesignSystem.open(path: "copy\(index).tokens.json", files: MemoryTokenFiles { _ in bytes })
            let resolved = system.resolve(system.defaultContext)
            #expect(resolved.colors.map(\.path) == ["color.bg"] && resolved.diagnostics.isEmpty,
                    "copy \(index): \(resolved.diagnostics.map(\.message))")
            systems.append(system)
        }
        // Still resolvable from the cache, nothing read again.
        #expect(systems.allSatisfy { $0.resolve($0.defaultContext).colors.count == 1 })
    }

    /// A resolver's contexts each read what they need: once a context is resolved its trees
    /// are dropped, so a context pointing elsewhere into the same file reads it again (the
    /// tokens already flattened are not read twice).
    @Test func aResolvedContextDropsItsTreesAndTheNextReadsAgain() {
        let resolver = #"""
            { "version": "2025.10", "resolutionOrder": [ { "$ref": "#/modifiers/mode" } ],
              "modifiers": { "mode": { "contexts": { "light": [ { "$ref": "tokens.json#/light" } ], "dark": [ { "$ref": "tokens.json#/dark" } ] }, "default": "light" } } }
            """#
        let tokens = #"{ "light": { "bg": { "$type": "color", "$value": "# + dtcgSRGB(1, 1, 1) + #" } }, "dark": { "bg": { "$type": "color", "$value": "#
            + dtcgSRGB(0, 0, 0) + " } } }"
        let reads = ReadCounter()
        let system = DesignSystem.open(path: "s.resolver.json", files: MemoryTokenFiles { path in
            reads.add(path)
            return path == "tokens.json" ? Array(tokens.utf8) : path == "s.resolver.json" ? Array(resolver.utf8) : nil
        })
        let light = system.resolve(SystemContext(["mode": "light"]))
        #expect(light.hex("bg") == "#FFFFFF", "\(light.diagnostics.map(\.message))")
        let afterLight = reads.paths.filter { $0 == "tokens.json" }.count
        let dark = system.resolve(SystemContext(["mode": "dark"]))
        #expect(dark.hex("bg") == "#000000", "\(dark.diagnostics.map(\.message))")
        #expect(reads.paths.filter { $0 == "tokens.json" }.count == afterLight + 1, "read again: \(reads.paths)")
        let lightAgain = system.resolve(SystemContext(["mode": "light"]))
        #expect(lightAgain.hex("bg") == "#FFFFFF" && reads.paths.filter { $0 == "tokens.json" }.count == afterLight + 1)
    }
}

/// The paths a reader was asked for, in order; the reader runs on several threads.
private final class ReadCounter: @unchecked Sendable {
    private let lock = Locked([String]())
    func add(_ path: String) { lock.withLock { $0.append(path) } }
    var paths: [String] { lock.withLock { $0 } }
}
