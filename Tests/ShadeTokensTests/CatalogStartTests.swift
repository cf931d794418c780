import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeTokens
import ShadeJSON
@testable import ShadeCatalog

/// The previewer's first catalog (`ThemeCatalog.start`): a large folder is not read before
/// the first frame, and what it holds still arrives complete, problems included.
@Suite struct CatalogStartTests {
    /// A self-contained theme in Shade's dialect named `name`.
    private static func theme(_ name: String, extends parent: String? = nil) -> String {
        let extends = parent.map { #", "extends": "\#($0)""# } ?? ""
        return ##"{ "$extensions": { "dev.shade": { "name": "\##(name)"\##(extends) } }, "light": { "$type": "color", "accent": { "$value": "#336699" } } }"##
    }

    /// A folder of `count` good themes (`theme0.json` named "Generated 0"…), one broken
    /// file (`broken.json`) and `extra` files.
    private static func largeFolder(count: Int = ThemeCatalog.eagerStartLimit + 20, extra: [String: String] = [:]) throws -> String {
        var files = extra
        for index in 0..<count { files["theme\(index).json"] = theme("Generated \(index)", extends: "Sky") }
        files["broken.json"] = #"{"$extensions":{"dev.shade":{"name":"Broken"}}, "light": {"#
        return try Fixtures.folder(files)
    }

    @Test func aLargeFolderIsNotReadBeforeTheFirstFrame() throws {
        let folder = try Self.largeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = ThemeCatalog.start(paths: [folder], showing: nil)
        #expect(start.isPartial)
        #expect(start.catalog.themes.map(\.name) == ThemeCatalog.bundledOrder)
        // Had any file been parsed, the broken one would have said so.
        #expect(start.catalog.diagnostics.isEmpty, "\(start.catalog.diagnostics)")

        let complete = ThemeCatalog.load(paths: [folder])
        #expect(complete.themes.count == ThemeCatalog.bundledOrder.count + ThemeCatalog.eagerStartLimit + 20)
        #expect(complete.diagnostics.contains { $0.file.hasSuffix("/broken.json") })
    }

    @Test func aBundledThemeAskedForNeedsNoFile() throws {
        let folder = try Self.largeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = ThemeCatalog.start(paths: [folder], showing: "tomato")
        #expect(start.isPartial && start.catalog.theme(named: "Tomato")?.source == .bundled)
        #expect(start.catalog.themes.count == ThemeCatalog.bundledOrder.count)
    }

    @Test func aUserThemeAskedForIsReadAloneFromTheFileOfItsName() throws {
        let folder = try Self.largeFolder(extra: ["ocean.json": Self.theme("Ocean", extends: "Sky")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = ThemeCatalog.start(paths: [folder], showing: "OCEAN")
        #expect(start.isPartial)
        let ocean = try #require(start.catalog.theme(named: "Ocean"))
        #expect(ocean.source == .file(folder + "/ocean.json"))
        #expect(start.catalog.themes.count == ThemeCatalog.bundledOrder.count + 1, "no other file is read")
        #expect(try ocean.resolve(Resolution(.light))[.accent] == Fixtures.rgb("#336699"))
    }

    @Test func aThemeNotFoundByItsFileNameFallsBackToTheCompleteLoad() throws {
        // "Generated 7" lives in theme7.json: only a complete load finds it.
        let folder = try Self.largeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = ThemeCatalog.start(paths: [folder], showing: "Generated 7")
        #expect(!start.isPartial)
        #expect(start.catalog.theme(named: "Generated 7") != nil)
        #expect(start.catalog.diagnostics.contains { $0.file.hasSuffix("/broken.json") }, "a complete load reports every file")
    }

    @Test func aThemeExtendingAUserThemeFallsBackToTheCompleteLoad() throws {
        let folder = try Self.largeFolder(extra: ["reef.json": Self.theme("Reef", extends: "Generated 3")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = ThemeCatalog.start(paths: [folder], showing: "reef")
        #expect(!start.isPartial)
        #expect(start.catalog.theme(named: "Reef")?.parentName == "Generated 3")
    }

    /// Issue 18: the search walks subfolders, so a folder of a few collections holding
    /// hundreds of files is as large as a flat one, and is not read before the first frame.
    @Test func aFolderWhoseFilesAreInSubfoldersIsLargeToo() throws {
        let folder = try Fixtures.folder(["top.json": Self.theme("Top", extends: "Sky")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for collection in 0..<3 {
            let subfolder = folder + "/collection-\(collection)/themes"
            try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: true)
            for index in 0..<(ThemeCatalog.eagerStartLimit / 2) {
                try Data(Self.theme("Nested \(collection)-\(index)", extends: "Sky").utf8).write(to: URL(fileURLWithPath: subfolder + "/t\(index).json"))
            }
        }
        let start = ThemeCatalog.start(paths: [folder], showing: nil)
        #expect(start.isPartial, "four entries at the top, 150 files below them")
        #expect(start.catalog.theme(named: "Nested 2-0") == nil)
        #expect(ThemeCatalog.load(paths: [folder]).theme(named: "Nested 2-0") != nil, "the complete catalog has them")
        // Files in a skipped folder (dependencies) do not make a small folder large.
        let small = try Fixtures.folder(["top.json": Self.theme("Top", extends: "Sky")])
        defer { try? FileManager.default.removeItem(atPath: small) }
        try FileManager.default.createDirectory(atPath: small + "/node_modules/pkg", withIntermediateDirectories: true)
        for index in 0..<(ThemeCatalog.eagerStartLimit + 5) {
            try Data(Self.theme("Vendored \(index)", extends: "Sky").utf8).write(to: URL(fileURLWithPath: small + "/node_modules/pkg/v\(index).json"))
        }
        #expect(!ThemeCatalog.start(paths: [small], showing: nil).isPartial)
    }

    /// A large tree whose top holds no more than the limit of files itself: those files are
    /// read for the first frame; one more and none is.
    @Test func theTopsOwnFilesAreReadUpToTheLimit() throws {
        for (own, shown) in [(ThemeCatalog.eagerStartLimit, true), (ThemeCatalog.eagerStartLimit + 1, false)] {
            var files: [String: String] = [:]
            for index in 0..<own { files["own\(index).json"] = Self.theme("Own \(index)", extends: "Sky") }
            let folder = try Fixtures.folder(files)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            for index in 0..<20 {
                try FileManager.default.createDirectory(atPath: folder + "/collection-\(index)", withIntermediateDirectories: true)
                try Data(Self.theme("Nested \(index)", extends: "Sky").utf8).write(to: URL(fileURLWithPath: folder + "/collection-\(index)/t.json"))
            }
            let start = ThemeCatalog.start(paths: [folder], showing: nil)
            #expect(start.isPartial)
            #expect((start.catalog.theme(named: "Own 0") != nil) == shown, "\(own) files at the top")
            #expect(start.catalog.theme(named: "Nested 0") == nil)
        }
    }

    @Test func aSmallFolderIsReadWholeBeforeTheFirstFrame() throws {
        let folder = try Self.largeFolder(count: 3)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = ThemeCatalog.start(paths: [folder], showing: nil)
        #expect(!start.isPartial)
        #expect(start.catalog.theme(named: "Generated 2") != nil)
        #expect(start.catalog.diagnostics.contains { $0.file.hasSuffix("/broken.json") }, "the banner has it from the first frame")
    }

    /// What the previewer's `.loadCatalog` effect loads: every file, and their problems.
    @Test func theCompleteLoadHasEveryThemeAndProblem() throws {
        let folder = try Self.largeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder], deferringChecks: true)
        #expect(catalog.theme(named: "Generated \(ThemeCatalog.eagerStartLimit)") != nil)
        #expect(catalog.diagnostics.contains { $0.file.hasSuffix("/broken.json") })
    }

    @Test func aLoadedUserThemeInALargeFolderKeepsItsFileNotItsTokenTable() throws {
        var files = ["ocean.json": Self.theme("Ocean", extends: "Sky")]
        for index in 0..<ThemeCatalog.tableKeepingLimit { files["filler\(index).json"] = Self.theme("Filler \(index)", extends: "Sky") }
        let folder = try Fixtures.folder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        let ocean = try #require(catalog.theme(named: "Ocean"))
        let own = try #require(ocean.layers.last)
        #expect(own.keepsOnlyBytes, "a user file's table is read again when needed")
        #expect(ocean.layers.dropLast().allSatisfy { !$0.keepsOnlyBytes }, "the bundled layers every theme reads stay in memory")
        // Read again, the table is the one the first reading made.
        var problems: [Diagnostic] = []
        let fresh = ThemeDocument(root: try JSONParser.parse(Array(Self.theme("Ocean", extends: "Sky").utf8)), file: own.file,
                                  defaultName: "ocean", diagnostics: &problems)
        #expect(Set(own.tokens.keys) == Set(fresh.tokens.keys) && own.tokens["light.accent"]?.value == fresh.tokens["light.accent"]?.value)
        #expect(own.tokens["light.accent"]?.position == fresh.tokens["light.accent"]?.position)
        #expect(try ocean.resolve(Resolution(.light))[.accent] == Fixtures.rgb("#336699"))
        // Assigning a table (as `shade fix` does) replaces the bytes.
        var edited = own
        edited.tokens = [:]
        #expect(!edited.keepsOnlyBytes && edited.tokens.isEmpty && own.tokens.count == fresh.tokens.count)
    }

    /// A few files (or a single one, perhaps of thousands of tokens) keep their tables:
    /// reading them again would cost more than keeping them.
    @Test func aLoadedUserThemeInASmallFolderKeepsItsTokenTable() throws {
        var files: [String: String] = [:]
        for index in 0..<ThemeCatalog.tableKeepingLimit { files["t\(index).json"] = Self.theme("T \(index)", extends: "Sky") }
        let folder = try Fixtures.folder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for catalog in [ThemeCatalog.load(paths: [folder]), ThemeCatalog.load(paths: [folder + "/t3.json"])] {
            let own = try #require(catalog.theme(named: "T 3")?.layers.last)
            #expect(!own.keepsOnlyBytes && own.tokens["light.accent"] != nil)
        }
    }

    /// The previewer's complete load of a large folder reads each theme's metadata only;
    /// checking the tokens afterwards finds every problem a full load finds, and no theme is
    /// listed differently.
    @Test func aLoadDeferringChecksFindsTheSameThemesAndLaterTheSameProblems() throws {
        let folder = try Self.largeFolder(extra: Self.troubledFiles)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let full = ThemeCatalog.load(paths: [folder])
        let deferred = ThemeCatalog.load(paths: [folder], deferringChecks: true)
        #expect(deferred.themes.map(\.name) == full.themes.map(\.name))
        #expect(deferred.themes.map(\.source) == full.themes.map(\.source))
        #expect(deferred.hasUncheckedFiles && !full.hasUncheckedFiles)
        #expect(!deferred.diagnostics.contains { $0.file.hasSuffix("/typo.json") }, "its tokens are not read yet")
        let later = deferred.uncheckedProblems()
        #expect(later.contains { $0.file.hasSuffix("/typo.json") && $0.message.contains("$vaule") })
        #expect(Set(deferred.diagnostics + later) == Set(full.diagnostics))
        #expect(full.uncheckedProblems().isEmpty)
        // The themes resolve as the full load's do.
        let typo = try #require(deferred.theme(named: "Typo")), fullTypo = try #require(full.theme(named: "Typo"))
        for resolution in Resolution.all {
            #expect((try? typo.resolve(resolution))?[.accent] == (try? fullTypo.resolve(resolution))?[.accent])
            #expect((try? typo.resolve(resolution))?[.backgroundPrimary] == (try? fullTypo.resolve(resolution))?[.backgroundPrimary])
        }
    }

    /// Files with problems of every kind a load meets: tokens (`typo`, `repeat`), a name
    /// taken twice, a missing parent (a document that becomes no theme), CRLF, a resolver.
    static let troubledFiles = [
        "typo.json": ##"{ "$extensions": { "dev.shade": { "name": "Typo" } }, "light": { "accent": { "$value": "#33669" , "$type": "color" }, "$vaule": 1 } }"##,
        "again.json": Self.theme("Generated 3"),
        "orphan.json": Self.theme("Orphan", extends: "Nowhere"),
        "repeat.json": ##"{ "light": { "a": { "$value": "#111111", "$type": "color" }, "a": 2 } }"##,
        "crlf.json": Self.theme("Crlf").split(separator: " ").joined(separator: "\r\n"),
        "resolver.json": ##"{ "version": "2025.10", "sets": {}, "resolutionOrder": [] }"##,
    ]

    /// `shade validate` loads deferring checks, and each theme checks its own file's tokens in
    /// the reading it is resolved from: the problems are a full load's, each once, whether or
    /// not the theme was resolved before, and those of a file that became no theme are kept.
    @Test func allProblemsOfALoadDeferringChecksAreAFullLoads() throws {
        let folder = try Self.largeFolder(extra: Self.troubledFiles)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let full = ThemeCatalog.load(paths: [folder]).allProblems()
        #expect(full.contains { $0.file.hasSuffix("/typo.json") && $0.message.contains("$vaule") })
        #expect(full.contains { $0.file.hasSuffix("/orphan.json") })
        let untouched = ThemeCatalog.load(paths: [folder], deferringChecks: true)
        let resolvedFirst = ThemeCatalog.load(paths: [folder], deferringChecks: true)
        _ = try? #require(resolvedFirst.theme(named: "Typo")).resolve(Resolution(.light))
        for catalog in [untouched, resolvedFirst] {
            let problems = catalog.allProblems()
            #expect(Set(problems) == Set(full))
            #expect(problems.count == full.count)
        }
    }

    /// The complete catalog takes over the first catalog's bundled themes, with what they
    /// have resolved, rather than building them again.
    @Test func theCompleteCatalogReusesTheFirstCatalogsBundledThemes() throws {
        let folder = try Self.largeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = ThemeCatalog.start(paths: [folder], showing: nil).catalog
        let bundled = first.themes.filter { $0.source == .bundled }
        let complete = ThemeCatalog.load(paths: [folder], reusing: bundled)
        for theme in bundled {
            #expect(complete.theme(named: theme.name)?.sharesStorage(with: theme) == true, "\(theme.name)")
        }
        // A user theme extending a bundled one is built on the reused theme.
        let sky = try #require(complete.theme(named: "Generated 0"))
        #expect(try sky.resolve(Resolution(.light))[.accent] == Fixtures.rgb("#336699"))
        // Without reuse, each is its own.
        #expect(ThemeCatalog.load(paths: [folder]).theme(named: "Sky")?.sharesStorage(with: bundled[2]) == false)
    }

    /// What the previewer's `.checkProblems` effect finds: the problems a deferred load left.
    @Test func aDeferredLoadsUncheckedProblemsAreFoundLater() throws {
        let folder = try Self.largeFolder(extra: ["typo.json": ##"{ "light": { "accent": { "$vaule": "#336699" } } }"##])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder], deferringChecks: true)
        #expect(catalog.hasUncheckedFiles)
        #expect(catalog.uncheckedProblems().contains { $0.file.hasSuffix("/typo.json") })
    }

    @Test func aFileNameGivesTheSameDefaultNameAsBefore() {
        for name in ["ocean.json", "a.json.json", "x.jsonx.json", ".json", "plain", "Océan.json", "e\u{301}.json"] {
            #expect(SourceFile.removingJSON(name[...]) == name.replacing(".json", with: ""), "\(name)")
        }
    }

    @Test func eachFileMarkedAsAnotherFormatIsOfferedToForeignReadersOnceWithItsBytes() throws {
        let folder = try Fixtures.folder([
            "a.json": Self.theme("A"), "b.json": ##"{ "color": { "value": "#112233", "type": "color" } }"##,
            "c.json": ##"{ "color": { "value": "#445566" } }"##,
            "a.shade.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let offered = OfferLog()
        let foreign = ForeignThemes(scan: { _ in ForeignThemes.Scan() }, claim: { path, bytes, format in
            offered.add(path, bytes.count)
            #expect(format == .styleDictionary)
            guard path.hasSuffix("/b.json") else { return nil }
            return ForeignThemes.Scan(diagnostics: [Diagnostic(file: path, message: "claimed")], claimed: [path])
        })
        let catalog = ThemeCatalog.load(paths: [folder], foreign: foreign)
        // Shade's own theme is no other format's, and a sidecar is no theme.
        #expect(offered.entries.map(\.path).sorted() == [folder + "/b.json", folder + "/c.json"])
        #expect(offered.entries.allSatisfy { $0.size > 0 })
        #expect(!catalog.themes.contains { $0.source.label == folder + "/c.json" }, "a file the reader leaves is judged by its root: no token")
        #expect(catalog.theme(named: "A") != nil)
        #expect(catalog.diagnostics.map(\.message) == ["claimed"], "a claimed file is not read as a theme too")
    }
}

/// What `claim` was offered, from any thread.
private final class OfferLog: @unchecked Sendable {
    private let lock = NSLock()
    private var offered: [(path: String, size: Int)] = []

    func add(_ path: String, _ size: Int) { lock.withLock { offered.append((path, size)) } }

    var entries: [(path: String, size: Int)] { lock.withLock { offered } }
}
