import Foundation
import ShadeColor
import ShadeFormats
import ShadeTokens
import Testing
import ShadeCatalog

/// Shared helpers: a scratch folder per test, the bundled themes, colour comparison.
enum Support {
    static func scratch() -> String {
        let path = NSTemporaryDirectory() + "shade-formats-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, _ path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static let bundled: [Theme] = ThemeCatalog.load(paths: []).themes

    /// Whether two colours agree within 1/255 per channel and in alpha.
    static func close(_ a: RGBA, _ b: RGBA) -> Bool {
        abs(Int(a.rgb.red) - Int(b.rgb.red)) <= 1 && abs(Int(a.rgb.green) - Int(b.rgb.green)) <= 1
            && abs(Int(a.rgb.blue) - Int(b.rgb.blue)) <= 1 && abs(a.alpha - b.alpha) <= 1.0 / 255 + 1e-9
    }

    /// Every role of `theme` at every resolution equals the token of the same name that `system`
    /// gives there (what an export of Shade's roles must hold); returns the mismatches.
    static func mismatches(_ theme: ExportTheme, _ system: DesignSystem, path: (ColorToken) -> String = { $0.rawValue }) -> [String] {
        var problems: [String] = []
        for resolution in Resolution.all {
            let tokens = ResolvedVariants.tokens(of: system, at: resolution)
            guard let variant = theme.variants[resolution] else {
                if tokens != nil { problems.append("\(resolution.name): provided but should not be") }
                continue
            }
            guard let tokens else { problems.append("\(resolution.name): not provided"); continue }
            for role in ColorToken.allCases {
                guard let token = tokens.first(where: { $0.path == path(role) }) else {
                    problems.append("\(resolution.name) \(role): missing")
                    continue
                }
                if !close(token.color, variant[role].rgba) {
                    problems.append("\(resolution.name) \(role): \(token.color.hexText) ≠ \(variant[role].rgba.hexText)")
                }
            }
            // The same colours come out of the role filler too.
            let filled = RoleFiller.fill(tokens: tokens)
            for role in ColorToken.allCases where !close(filled[role].color, variant[role].rgba) {
                problems.append("\(resolution.name) \(role) filled: \(filled[role].color.hexText) ≠ \(variant[role].rgba.hexText) (\(filled[role].reason))")
            }
        }
        return problems
    }
}
