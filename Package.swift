// swift-tools-version: 6.0
import PackageDescription

/// Shade: a terminal theme previewer for design tokens.
///
/// Data flows one way: theme files → ShadeTokens (resolve) → ShadeView (frame of cells)
/// → ShadeOutput (bytes, SVG, HTML) → ShadeTerminal (the only code that touches ncurses).
let package = Package(
    name: "Shade",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "shade", targets: ["shade"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
    ],
    targets: [
        // Pure colour maths: parsing, colour spaces, compositing, WCAG contrast.
        .target(name: "ShadeColor"),
        // Pure token model: JSON with positions, theme loading, resolution, contrast checks.
        .target(name: "ShadeTokens", dependencies: ["ShadeColor"]),
        // Pure view layer: frames of cells, widgets, the screen, app state and keymap.
        .target(name: "ShadeView", dependencies: ["ShadeTokens"]),
        // Frame → bytes: the diffing terminal encoder, colour downsampling, SVG/HTML/ANSI export.
        .target(name: "ShadeOutput", dependencies: ["ShadeView"]),
        // Other formats both ways: asset catalogs, CSS, Tokens Studio, terminal palettes;
        // each reader gives a `DesignSystem`, each writer takes an `ExportTheme`.
        .target(
            name: "ShadeFormats",
            dependencies: [
                "ShadeTokens", "ShadeColor",
                .product(name: "Yams", package: "Yams"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        // ncurses, wrapped for Swift. Only ShadeTerminal imports it.
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"])]),
        // The terminal session: modes, keys, resize, signals, restore.
        .target(name: "ShadeTerminal", dependencies: ["CNcurses"]),
        // The command line: data commands, snapshot/sheet, and the interactive loop.
        .target(
            name: "ShadeCLI",
            dependencies: [
                "ShadeTokens", "ShadeView", "ShadeOutput", "ShadeTerminal", "ShadeFormats",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "shade", dependencies: ["ShadeCLI"]),
        // The speed benchmark: `swift run -c release shade-bench` (see README).
        .executableTarget(
            name: "shade-bench",
            dependencies: ["ShadeTokens", "ShadeView", "ShadeOutput"],
            path: "Sources/ShadeBenchmark"
        ),

        .testTarget(name: "ShadeColorTests", dependencies: ["ShadeColor"]),
        .testTarget(name: "ShadeTokensTests", dependencies: ["ShadeTokens"]),
        .testTarget(
            name: "ShadeViewTests",
            dependencies: [
                "ShadeView",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "ShadeOutputTests", dependencies: ["ShadeOutput"]),
        .testTarget(name: "ShadeFormatsTests", dependencies: ["ShadeFormats", "ShadeTokens"]),
        .testTarget(name: "ShadeCLITests", dependencies: ["ShadeCLI"]),
    ]
)
