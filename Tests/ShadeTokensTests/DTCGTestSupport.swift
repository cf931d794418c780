import ShadeColor
import ShadeSync
@testable import ShadeTokens

/// In-memory DTCG files for the tests: path → contents, read through a counting reader.
final class DTCGMemoryFiles: Sendable {
    let files: [String: String]
    private let counts = Locked<[String: Int]>([:])

    init(_ files: [String: String]) { self.files = files }

    var reader: @Sendable (String) -> [UInt8]? {
        { path in
            self.counts.withLock { $0[path, default: 0] += 1 }
            return self.files[path].map { Array($0.utf8) }
        }
    }

    func reads(_ path: String) -> Int { counts.withLock { $0[path] ?? 0 } }

    func open(_ path: String) -> DesignSystem { DesignSystem.open(path: path, files: MemoryTokenFiles(reader)) }
}

/// One token file opened as a system and resolved at its only context.
func dtcgResolve(_ json: String) -> ResolvedSystem {
    let files = DTCGMemoryFiles(["t.tokens.json": json])
    let system = files.open("t.tokens.json")
    return system.resolve(system.defaultContext)
}

/// `{"colorSpace": "srgb", "components": [r, g, b]}` as JSON text.
func dtcgSRGB(_ red: Double, _ green: Double, _ blue: Double) -> String {
    "{\"colorSpace\": \"srgb\", \"components\": [\(red), \(green), \(blue)]}"
}

extension ResolvedSystem {
    func hex(_ path: String) -> String? { color(path)?.color.rgb.hex }
    func messages(containing text: String) -> [Diagnostic] { diagnostics.filter { $0.message.contains(text) } }
}
