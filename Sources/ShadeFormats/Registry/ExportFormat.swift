import ShadeTokens

/// The formats `shade export` writes, and what each writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// An Xcode asset catalog and a SwiftUI `Color` extension (a folder).
    case xcassets
    /// A Swift file of dynamic `UIColor`s.
    case swift
    /// CSS custom properties.
    case css
    /// A DTCG 2025.10 resolver and its token files (a folder).
    case dtcg
    /// A Tailwind CSS v4 `@theme` style sheet.
    case tailwind
    /// A Ghostty theme (one appearance).
    case ghostty
    /// A kitty colour theme (one appearance).
    case kitty
    /// A base16/base24 scheme (one appearance).
    case base16

    /// Whether the format is one file (and so can go to standard output).
    public var isSingleFile: Bool { self != .xcassets && self != .dtcg }

    /// Whether the format holds one appearance only (terminal palettes).
    public var isTerminalPalette: Bool { self == .ghostty || self == .kitty || self == .base16 }

    /// The file name used when no `-o` is given.
    public func defaultName(for theme: ExportTheme) -> String {
        let base = ExportNames.typeName(theme.name)
        switch self {
        case .xcassets, .dtcg: return "."
        case .swift: return base + "Colors.swift"
        case .css: return base + ".css"
        case .tailwind: return base + ".tailwind.css"
        case .ghostty: return base
        case .kitty: return base + ".conf"
        case .base16: return base + ".yaml"
        }
    }

    /// The writer of the format.
    public var writer: any ThemeFormatWriter.Type {
        switch self {
        case .xcassets: AssetCatalogWriter.self
        case .dtcg: DTCGWriter.self
        case .swift: SwiftWriter.self
        case .css: CSSWriter.self
        case .tailwind: TailwindWriter.self
        case .ghostty: GhosttyWriter.self
        case .kitty: KittyWriter.self
        case .base16: Base16Writer.self
        }
    }

    /// The files for `theme`; terminal palettes take `resolution` (nil when not provided).
    public func files(_ theme: ExportTheme, resolution: Resolution) -> [ExportFile]? {
        writer.files(theme, named: defaultName(for: theme), resolution: resolution)
    }
}
