import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// Backpack's shape: one repository whose source package holds the system and whose platform
/// packages, each depending on it, keep their build of it (the same colours under the
/// platform's names). The source is the theme; each build is a rendition of it.
@Suite struct PackageRenditionsTests {
    /// `colours` under another group and names, as a platform's build writes them.
    static func renamed(_ colours: [(String, String)], prefix: String) -> String {
        let entries = colours.map { "\"\(prefix)_\($0.0.uppercased().replacingOccurrences(of: "-", with: "_"))\": {\"$value\": \"\($0.1)\"}" }
        return "{\"platform\": {\"$type\": \"color\", \(entries.joined(separator: ", "))}}"
    }

    /// A repository of `packages` (folder name to `package.json` and files) under one workspace root.
    static func repository(_ packages: [String: [String: String]]) throws -> String {
        var files = ["package.json": #"{"name": "@acme/foundations", "private": true, "workspaces": ["packages/*"]}"#]
        for (package, contents) in packages {
            for (path, text) in contents { files["packages/\(package)/\(path)"] = text }
        }
        return try SystemFolderTests.folder(files)
    }

    static let source: [String: String] = [
        "package.json": #"{"name": "@acme/foundations-common"}"#,
        "tokens/light.json": RenditionsTests.tokens(RenditionsTests.light),
        "tokens/dark.json": RenditionsTests.tokens(RenditionsTests.dark),
    ]

    static func build(_ name: String, dependsOn: String?, light: [(String, String)] = RenditionsTests.light,
                      dark: [(String, String)] = RenditionsTests.dark) -> [String: String] {
        let dependencies = dependsOn.map { ", \"dependencies\": {\"\($0)\": \"^1.0.0\"}" } ?? ""
        return ["package.json": "{\"name\": \"@acme/foundations-\(name)\"\(dependencies)}",
                "tokens/light.json": renamed(light, prefix: name.uppercased()),
                "tokens/dark.json": renamed(dark, prefix: name.uppercased())]
    }

    @Test func aPlatformPackagesBuildOfTheSourcePackageIsARendition() throws {
        let root = try Self.repository([
            "foundations-common": Self.source,
            "foundations-web": Self.build("web", dependsOn: "@acme/foundations-common"),
            "foundations-ios": Self.build("ios", dependsOn: "@acme/foundations-common"),
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(SystemFolderTests.userThemes(catalog) == ["foundations-common"], "\(catalog.explanations.map(\.reason))")
        let renditions = catalog.explanations.filter { $0.reason.contains("built by package") }
        #expect(Set(renditions.map { String($0.system.dropFirst(root.count + 1)) }) == ["packages/foundations-web/tokens/", "packages/foundations-ios/tokens/"],
                "\(catalog.explanations.map(\.system))")
        #expect(renditions.first?.reason.contains("from @acme/foundations-common") == true)
    }

    /// A package that does not depend on the source is not built from it, whatever its colours.
    @Test func aPackageThatDoesNotDependOnTheSourceStays() throws {
        let root = try Self.repository([
            "foundations-common": Self.source,
            "foundations-web": Self.build("web", dependsOn: nil),
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(SystemFolderTests.userThemes(catalog) == ["foundations-common", "foundations-web"])
    }

    /// A theme package built from a shared palette package holds only some of its colours: a
    /// system of its own, as a package that overrides the source's values is.
    @Test func aPackageOfOtherColoursFromTheSourceStays() throws {
        var fewer = RenditionsTests.light
        fewer.removeLast(4)
        let root = try Self.repository([
            "foundations-common": Self.source,
            "brand": Self.build("brand", dependsOn: "@acme/foundations-common", light: fewer, dark: Array(RenditionsTests.dark.prefix(6))),
            "amber": Self.build("amber", dependsOn: "@acme/foundations-common", light: RenditionsTests.amber(RenditionsTests.light),
                                dark: RenditionsTests.amber(RenditionsTests.dark)),
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(SystemFolderTests.userThemes(catalog) == ["foundations-amber", "foundations-brand", "foundations-common"], "\(catalog.explanations.map(\.reason))")
    }

    /// Without a repository around them (no `.git`, no workspace root), two packages side by
    /// side in a collected folder are compared no more than before.
    @Test func packagesOutsideOneRepositoryAreNotCompared() throws {
        var files: [String: String] = [:]
        for (path, text) in Self.source { files["foundations-common/\(path)"] = text }
        for (path, text) in Self.build("web", dependsOn: "@acme/foundations-common") { files["foundations-web/\(path)"] = text }
        let root = try SystemFolderTests.folder(files)
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(SystemFolderTests.userThemes(catalog) == ["foundations-common", "foundations-web"])
    }
}
