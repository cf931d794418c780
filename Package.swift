// swift-tools-version: 6.0
import PackageDescription

/// Shade: a terminal theme previewer for design tokens.
///
/// Data flows one way: theme folders → ShadeCatalog (search, detect, load every format)
/// → ShadeTokens (resolve) → ShadeApp (model, update) → ShadeView (frame of cells)
/// → ShadeOutput (bytes, SVG, HTML) → ShadeTerminal (the only code that touches ncurses).
/// ShadeFrame (cells, rectangles, frames) is the small core both the widgets and the
/// encoder stand on, so the encoder knows nothing of widgets, app state or keys.
let package = Package(
    name: "Shade",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "shade", targets: ["shade"]),
        // The YAML and TOML parsers, which `shade` opens with dlopen from its own folder on the
        // first base16 or Alacritty read: linked in, Yams' and TOMLKit's Foundation and ICU
        // would cost every run memory and start-up time.
        .library(name: "ShadeParsers", type: .dynamic, targets: ["ShadeParsers"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
    ],
    targets: [
        // Text that comes in from or leaves Shade in a file: making it safe for a terminal,
        // strict UTF-8, the one JSON string quoter, control characters, the one byte search.
        .target(name: "ShadeText"),
        // The one lock: a value behind a mutex, for caches that copies of a value share across
        // threads (`Synchronization.Mutex` needs a newer macOS than the package supports).
        .target(name: "ShadeSync"),
        // The one way to run a helper program and read what it wrote (git and tar for
        // `shade diff`, fc-match for PNG fonts): Shade links no Foundation, so no `Process`.
        .target(name: "ShadeSubprocess"),
        // Pure colour maths: parsing, colour spaces, compositing, WCAG contrast.
        .target(name: "ShadeColor", dependencies: ["ShadeText"]),
        // Strict JSON that keeps the line and column of every key and value, and its one error
        // type; below the token model, so every reader of a file shares it.
        .target(name: "ShadeJSON", dependencies: ["ShadeText"]),
        // The token model: theme documents, resolution, DTCG systems, roles, contrast checks.
        // It takes bytes and values: it reads no file and lists no folder (the files a system
        // names reach it through its `TokenFiles` protocol, which ShadeFiles implements).
        .target(name: "ShadeTokens", dependencies: ["ShadeJSON", "ShadeColor", "ShadeText", "ShadeSync"]),
        // The disk: reading a regular file without blocking, the confinement to the searched
        // folders, the token model's `TokenFiles`, listing a folder, walking a tree within
        // limits, writing a file atomically.
        .target(name: "ShadeFiles", dependencies: ["ShadeTokens", "ShadeText", "ShadeSync"]),
        // Pure core of the view: Frame, Cell, Rect, cell styles and display widths.
        .target(name: "ShadeFrame", dependencies: ["ShadeColor", "ShadeText"]),
        // Pure view layer: widgets, layout and screens; a screen model in, a frame out.
        .target(name: "ShadeView", dependencies: ["ShadeFrame", "ShadeTokens", "ShadeText"]),
        // The app core: the model, the messages, `update` and the effects it asks for, the
        // keymap and the theme library. Pure: a runner performs the effects.
        .target(name: "ShadeApp", dependencies: ["ShadeView", "ShadeJSON", "ShadeCatalog", "ShadeTokens", "ShadeColor", "ShadeSync", "ShadeText"]),
        // What every export draws, whatever its format: box-drawing and block geometry, ink,
        // and the one caption model with its band's layout (SVG, HTML and PNG alike).
        .target(name: "ShadeExportGeometry", dependencies: ["ShadeFrame"]),
        // Frame → bytes: the diffing terminal encoder, colour downsampling, SVG/HTML/ANSI export.
        .target(name: "ShadeOutput", dependencies: ["ShadeFrame", "ShadeExportGeometry", "ShadeText", "ShadeSync"]),
        // The FreeType and zlib declarations Shade needs, in its own small headers: the
        // libraries are opened with dlopen on first PNG use (nothing is linked), so building
        // needs neither library nor its headers. Only ShadeRaster imports them.
        .systemLibrary(name: "CFreeType"),
        .systemLibrary(name: "CZlib"),
        // Frame → PNG: exact cell rectangles, the export geometry, FreeType glyphs, zlib.
        .target(
            name: "ShadeRaster",
            dependencies: ["ShadeFrame", "ShadeExportGeometry", "ShadeSubprocess", "CFreeType", "CZlib"]
        ),
        // Other formats both ways: asset catalogs, CSS, Tokens Studio, terminal palettes;
        // each reader gives a `DesignSystem` (a one-file format's through `ThemeFormatReader`,
        // which also says what marks the format), each writer takes an `ExportTheme`
        // (`ThemeFormatWriter`). Readers open no file and list no folder: they read and walk
        // through the `TokenFiles` they are handed.
        .target(
            name: "ShadeFormats",
            dependencies: [
                "ShadeJSON", "ShadeTokens", "ShadeFiles", "ShadeColor", "ShadeText",
            ]
        ),
        // The catalog: searching folders, telling what each file is (the one detector),
        // loading every theme in every format into one list, in the background when asked.
        .target(
            name: "ShadeCatalog",
            dependencies: ["ShadeTokens", "ShadeFormats", "ShadeFiles", "ShadeColor", "ShadeText", "ShadeSync"]
        ),
        // libShadeParsers: Yams and TOMLKit behind a C ABI (nothing of Shade's links it).
        .target(
            name: "ShadeParsers",
            dependencies: [
                "ShadeText",
                .product(name: "Yams", package: "Yams"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        // ncurses, wrapped for Swift. Only ShadeTerminal imports it.
        // Its header is <ncursesw/curses.h> on Debian and <curses.h> in the macOS SDK (the shim
        // picks), and so is the library: ncursesw on Linux, the SDK's wide ncurses on macOS.
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
        // The terminal session: modes, keys, resize, signals, restore. Colours it reads (the
        // background's OSC 11 reply) are ShadeColor's RGB, the one colour type, and the size it
        // reports is ShadeFrame's ScreenSize, the one the app model draws at.
        .target(
            name: "ShadeTerminal",
            dependencies: ["CNcurses", "ShadeColor", "ShadeFrame", "ShadeText"],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // The command line: data commands, the interactive loop's edges, and frame export's
        // one home (FrameExport/: the frame formats, the writer, the page of frames).
        .target(
            name: "ShadeCLI",
            dependencies: [
                "ShadeJSON", "ShadeTokens", "ShadeCatalog", "ShadeFiles", "ShadeView", "ShadeApp", "ShadeOutput", "ShadeExportGeometry", "ShadeTerminal", "ShadeRaster", "ShadeFormats", "ShadeText", "ShadeSubprocess", "ShadeSync",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "shade", dependencies: ["ShadeCLI"]),
        // The speed benchmark: `scripts/bench` builds it with shade in release and runs it (docs/benchmarks.md).
        .executableTarget(
            name: "shade-bench",
            dependencies: ["ShadeTokens", "ShadeCatalog", "ShadeFrame", "ShadeView", "ShadeApp", "ShadeOutput"],
            path: "Sources/ShadeBenchmark"
        ),

        // Helpers shared by test targets only (a deadline for code that could hang, a seeded
        // random generator); a plain target because test targets cannot depend on each other.
        .target(name: "ShadeTestSupport", path: "Tests/ShadeTestSupport"),

        .testTarget(name: "ShadeTextTests", dependencies: ["ShadeText"]),
        .testTarget(name: "ShadeColorTests", dependencies: ["ShadeColor"]),
        .testTarget(name: "ShadeJSONTests", dependencies: ["ShadeJSON", "ShadeTokens"]),
        .testTarget(name: "ShadeSubprocessTests", dependencies: ["ShadeSubprocess", "ShadeTestSupport"]),
        .testTarget(name: "ShadeTokensTests", dependencies: ["ShadeJSON", "ShadeTokens", "ShadeCatalog", "ShadeFiles", "ShadeColor", "ShadeSync", "ShadeTestSupport"]),
        .testTarget(
            name: "ShadeViewTests",
            dependencies: [
                "ShadeView", "ShadeApp", "ShadeCatalog", "ShadeTokens", "ShadeColor",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "ShadeAppTests", dependencies: ["ShadeJSON", "ShadeApp", "ShadeView", "ShadeCatalog", "ShadeTokens", "ShadeColor", "ShadeTestSupport"]),
        .testTarget(
            name: "ShadeOutputTests",
            dependencies: [
                "ShadeOutput", "ShadeFrame", "ShadeExportGeometry", "ShadeView", "ShadeApp", "ShadeCatalog", "ShadeTokens", "ShadeColor", "ShadeTestSupport",
            ]
        ),
        .testTarget(
            name: "ShadeRasterTests",
            dependencies: ["ShadeRaster", "ShadeOutput", "ShadeExportGeometry", "ShadeFrame", "ShadeView", "ShadeApp", "ShadeCatalog", "ShadeTokens", "ShadeColor", "ShadeSync"]
        ),
        .testTarget(name: "ShadeFormatsTests", dependencies: ["ShadeJSON", "ShadeFormats", "ShadeCatalog", "ShadeFiles", "ShadeTokens", "ShadeColor"]),
        .testTarget(
            name: "ShadeCLITests",
            dependencies: [
                "ShadeCLI", "ShadeJSON", "ShadeTokens", "ShadeCatalog", "ShadeFiles", "ShadeColor", "ShadeFrame", "ShadeView", "ShadeApp", "ShadeOutput", "ShadeFormats", "ShadeTerminal",
                "ShadeTestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ]
)
