import Foundation
import ShadeColor
@testable import ShadeTokens

/// Shared helpers: the bundled catalog, resolution by name, and temporary theme folders.
enum Fixtures {
    static let catalog = ThemeCatalog.load(paths: [])

    static func resolve(_ name: String, _ appearance: Appearance, _ contrast: Contrast = .standard) throws -> ResolvedTheme {
        try #require(catalog.theme(named: name)).resolve(Resolution(appearance, contrast))
    }

    static func rgb(_ hex: String) -> RGB { try! RGBA(hex: hex).rgb }

    /// A fresh folder holding the given files (name → contents), removed by the caller.
    static func folder(_ files: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "shade-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, contents) in files {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        }
        return path
    }

    /// A folder holding raw bytes under one name.
    static func folder(name: String, bytes: [UInt8]) throws -> String {
        let path = try folder([:])
        try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
        return path
    }

    /// The repository root, from this file's location.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}

import Testing
@testable import ShadeCatalog

/// Channels equal within ±1, the rounding noise the reference allows.
func expectClose(_ actual: RGB, _ expected: RGB, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let close = abs(Int(actual.red) - Int(expected.red)) <= 1 && abs(Int(actual.green) - Int(expected.green)) <= 1
        && abs(Int(actual.blue) - Int(expected.blue)) <= 1
    #expect(close, "\(actual.hex) ≠ \(expected.hex) \(comment.map { "— \($0)" } ?? "")", sourceLocation: sourceLocation)
}
