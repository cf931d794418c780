import Foundation
import ShadeColor
import ShadeFormats
import ShadeTokens
import Testing

/// The generated Swift files are parsed by `swiftc -parse` and type-checked (Swift 6 mode)
/// against minimal stand-ins of the UIKit and SwiftUI names they use.
@Suite(.timeLimit(.minutes(5))) struct SwiftConsumerTests {
    static let uiKit = """
    @_exported import Foundation
    open class UIColor: @unchecked Sendable {
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
        public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
        public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
    }
    public enum UIUserInterfaceStyle: Sendable { case unspecified, light, dark }
    public enum UIAccessibilityContrast: Sendable { case unspecified, normal, high }
    open class UITraitCollection: @unchecked Sendable {
        public var userInterfaceStyle: UIUserInterfaceStyle { .light }
        public var accessibilityContrast: UIAccessibilityContrast { .normal }
    }
    """

    static let swiftUI = """
    @_exported import Foundation
    public struct Color: Sendable {
        public init(_ name: String, bundle: Bundle? = nil) {}
    }
    """

    /// A theme with every awkward token name a system might have.
    static func awkward() throws -> ExportTheme {
        let wide = try ColorSpaceValue(colorSpace: .displayP3, components: [0, 1, 0])
        let names = ["default", "1st.step", "quote\"and\\slash", "line\nbreak", "emoji.🎨", "class.var", "color.text.default",
                     "color-text-default", "\u{202E}rtl", "*/ evil"]
        let tokens = names.enumerated().map { index, name in
            ExportTheme.Token(path: name, color: index == 0 ? ExportTheme.Color(wide.toSRGB().color, wide: wide)
                                                            : ExportTheme.Color(RGBA(RGB(UInt32(index * 0x111111)))))
        }
        let roles = ColorToken.allCases.map { _ in ExportTheme.Color(RGBA(RGB(0x336699), alpha: 0.5)) }
        return ExportTheme(name: "Weird \"Name\"\n", variants: [
            Resolution(.light): ExportTheme.Variant(roles: roles, tokens: tokens),
            Resolution(.dark, .high): ExportTheme.Variant(roles: roles, tokens: tokens),
        ])
    }

    private func run(_ arguments: [String], in folder: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func generatedSwiftParsesAndTypeChecks() throws {
        let folder = Support.scratch()
        try Self.uiKit.write(toFile: folder + "/UIKit.swift", atomically: true, encoding: .utf8)
        try Self.swiftUI.write(toFile: folder + "/SwiftUI.swift", atomically: true, encoding: .utf8)
        for module in ["UIKit", "SwiftUI"] {
            let (status, output) = try run(["swiftc", "-parse-as-library", "-swift-version", "6", "-emit-module", "-module-name", module,
                                            "-emit-module-path", "\(module).swiftmodule", "\(module).swift"], in: folder)
            #expect(status == 0, "\(output)")
        }
        var files: [(String, String)] = []
        for theme in Support.bundled.prefix(2) {
            let export = ExportTheme(theme: theme)
            files.append(("\(theme.name)Colors.swift", SwiftWriter.text(export)))
            let catalog = AssetCatalogWriter.files(export)
            files.append(("\(theme.name)+Colors.swift", try #require(catalog.first { $0.path.hasSuffix(".swift") }).text))
        }
        let weird = try Self.awkward()
        files.append(("WeirdColors.swift", SwiftWriter.text(weird)))
        files.append(("Weird+Colors.swift", try #require(AssetCatalogWriter.files(weird).first { $0.path.hasSuffix(".swift") }).text))
        for (name, text) in files {
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            let parsed = try run(["swiftc", "-parse", name], in: folder)
            #expect(parsed.0 == 0, "\(name): \(parsed.1)")
            let checked = try run(["swiftc", "-typecheck", "-swift-version", "6", "-I", ".", name], in: folder)
            #expect(checked.0 == 0, "\(name): \(checked.1)")
        }
        // The awkward names became identifiers; the literals still name the original assets.
        let weirdSwift = files.first { $0.0 == "WeirdColors.swift" }!.1
        #expect(weirdSwift.contains("public static let `default` = dynamic("))
        #expect(weirdSwift.contains("p3(0, 1, 0, 1)") || weirdSwift.contains("p3(-0"), "\(weirdSwift.prefix(200))")
    }
}
