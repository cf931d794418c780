import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog
import ShadeFiles

/// The themes-folder search lists each folder once and answers every question from that
/// listing: which subfolders to enter, which are themes in another format, which files to read.
@Suite struct ThemeSearchTests {
    private static func theme(_ name: String) -> String {
        ##"{ "$extensions": { "dev.shade": { "name": "\##(name)", "extends": "Sky" } }, "light": { "$type": "color", "accent": { "$value": "#336699" } } }"##
    }

    /// A tree of folders (paths relative to a fresh root) and files.
    private static func tree(folders: [String], files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "shade-search-" + UUID().uuidString
        for folder in folders { try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true) }
        for (name, contents) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    /// A stand-in for the other-format readers: a folder holding `marker` is a theme.
    private static let markerFolders = ForeignThemes(scan: { _ in ForeignThemes.Scan() }, isThemeFolder: { path in
        FileManager.default.fileExists(atPath: path + "/marker")
    }, listed: ForeignThemes.Listed(isThemeFolderNamed: { $0.hasSuffix(".bundle") }, isThemeFolder: { listing in
        listing.entry(named: "marker") != nil
    }, scan: { _ in ForeignThemes.Scan() }))

    @Test func foldersAreSearchedBreadthFirstByNameSkippingThemesHiddenAndBuildFolders() throws {
        let root = try Self.tree(folders: ["b/deep/er", "a/x", ".git/objects", "node_modules/pkg", "c.bundle/inner", "m/sub"],
                                 files: ["m/marker": "", "a/x/t.json": Self.theme("T")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (searched, problems) = ThemeSearch.folders([root], foreign: Self.markerFolders)
        #expect(problems.isEmpty)
        #expect(searched.map(\.path) == [root, root + "/a", root + "/b", root + "/a/x", root + "/b/deep", root + "/b/deep/er"])
        #expect(ThemeCatalog.searchedFolders([root], foreign: Self.markerFolders) == searched.map(\.path))
        // The root's verdicts on its subfolders travel with its listing, for the readers.
        let verdicts = try #require(searched.first?.listing).judgedSubfolders
        #expect(verdicts == ["a": false, "b": false, "c.bundle": true, "m": true])
        #expect(searched.allSatisfy { $0.listing != nil })
        // So does each searched folder's verdict on itself, so a reader does not ask again;
        // a search without readers has judged nothing.
        #expect(searched.allSatisfy { $0.listing?.isJudgedNotATheme == true })
        #expect(ThemeSearch.folders([root], foreign: nil).searched.allSatisfy { $0.listing?.isJudgedNotATheme == false })
    }

    /// A design system deep in a monorepo is found from the repository's top (issue 32): the
    /// search is bounded by what it lists, not by a small depth; dependencies are not entered
    /// however deep they sit, and only a pathological depth is cut, and said.
    @Test func aSystemDeepInAMonorepoIsFoundFromItsTop() throws {
        let deep = "packages/web/src/tokens/color/light/semantic"
        let pathological = (1...20).map { "f\($0)" }.joined(separator: "/")
        let root = try Self.tree(folders: [deep + "/node_modules/pkg", pathological],
                                 files: [deep + "/t.json": Self.theme("Deep")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (searched, problems) = ThemeSearch.folders([root], foreign: nil)
        #expect(searched.contains { $0.path == root + "/" + deep })
        #expect(!searched.contains { $0.path.contains("node_modules") })
        #expect(problems.count == 1 && problems[0].message.contains("past the search's depth"), "\(problems.map(\.description))")
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(catalog.themes.contains { $0.name == "Deep" })
    }

    /// A folder given that is itself a theme in another format is not judged otherwise.
    @Test func aThemeFolderGivenIsNotJudgedAPlainFolder() throws {
        let root = try Self.tree(folders: ["inner"], files: ["marker": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (searched, _) = ThemeSearch.folders([root], foreign: Self.markerFolders)
        #expect(searched.map(\.path) == [root])
        #expect(searched.first?.listing?.isJudgedNotATheme == false)
    }

    @Test func aLinkToAParentIsNotALoopAndALinkOutIsNotFollowed() throws {
        let outside = try Self.tree(folders: ["elsewhere"], files: ["elsewhere/o.json": Self.theme("Outside")])
        let root = try Self.tree(folders: ["a"], files: ["a/t.json": Self.theme("T")])
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/a/up", withDestinationPath: "..")
        // (Not called `out`: a folder of that name is build output, skipped unasked.)
        try FileManager.default.createSymbolicLink(atPath: root + "/away", withDestinationPath: outside + "/elsewhere")
        let (searched, problems) = ThemeSearch.folders([root], foreign: nil)
        #expect(searched.map(\.path) == [root, root + "/a"])
        #expect(problems.map(\.file) == [root + "/away"])
        #expect(problems.first?.message.contains("a symbolic link out of") == true)
    }

    @Test func aFileAndAMissingPathAreSearchedAsGiven() throws {
        let root = try Self.tree(folders: [], files: ["t.json": Self.theme("T")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (searched, _) = ThemeSearch.folders([root + "/t.json", root + "/missing"], foreign: nil)
        #expect(searched.map(\.path) == [root + "/t.json", root + "/missing"])
        #expect(searched.allSatisfy { $0.listing == nil })
    }

    /// A search tells what it finds as it goes: every folder it returns exactly once, each
    /// with the subfolders it holds already judged (a folder told before they were would have
    /// them judged again by every load of what was told), and a deep theme is found in the
    /// middle of a wide level, long before its end. Asked to stop, it stops.
    @Test func progressTellsEachFolderOnceJudgedAndFindsADeepThemeBeforeTheEnd() throws {
        let wide = (0..<(ThemeSearch.foldersPerStep * 3)).map { "a/b\($0)" }
        let root = try Self.tree(folders: wide + ["c/d/e", "m/sub"], files: ["root.json": Self.theme("Root"), "a/b0/found.json": Self.theme("Found"),
                                                                            "m/marker": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var told: [ThemeSearch.Searched] = []
        var foundAt: Int?
        let (searched, _) = ThemeSearch.folders([root], foreign: Self.markerFolders, progress: { new in
            for folder in new where folder.path == root + "/a" || folder.path == root {
                #expect(folder.listing?.judgedSubfolders.isEmpty == false, "\(folder.path) was told before its subfolders were judged")
            }
            told += new
            if foundAt == nil, new.contains(where: { $0.path == root + "/a/b0" }) { foundAt = told.count }
            return true
        })
        #expect(Set(told.map(\.path)) == Set(searched.map(\.path)))
        #expect(told.count == searched.count, "a folder was told twice")
        let found = try #require(foundAt)
        #expect(found < searched.count - ThemeSearch.foldersPerStep, "the deep theme's folder was told only at the end of its level")
        // A load of what was told so far shows the found theme and the root's.
        let catalog = ThemeCatalog.load(paths: [root], search: ThemeCatalog.FolderSearch(searched: Array(told.prefix(found)), problems: []))
        #expect(catalog.theme(named: "Found") != nil)
        var steps = 0
        let (stopped, _) = ThemeSearch.folders([root], foreign: Self.markerFolders, progress: { _ in
            steps += 1
            return false
        })
        #expect(steps == 1)
        #expect(stopped.count < searched.count, "the search went on after it was asked to stop")
    }

    /// What one load reads is bounded in bytes: the files past the bound (in listing order,
    /// so the same ones on every run) are not read, the first says so with how many more, and
    /// the files read before it are themes as usual.
    @Test func aLoadReadsAtMostItsBoundOfBytes() throws {
        var files: [String: String] = [:]
        for index in 0..<50 { files[String(format: "t%02d.json", index)] = Self.theme(String(format: "T %02d", index)) }
        let root = try Self.tree(folders: [], files: files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let size = files["t00.json"]!.utf8.count
        let bound = size * 25 + size / 2
        let first = ThemeCatalog.load(paths: [root], foreign: nil, readingAtMost: bound)
        let again = ThemeCatalog.load(paths: [root], foreign: nil, readingAtMost: bound)
        let own = first.themes.filter { $0.source != .bundled }.map(\.name)
        #expect(own.count == 25, "\(own)")
        #expect(own == again.themes.filter { $0.source != .bundled }.map(\.name), "another run read other files")
        let said = first.diagnostics.filter { $0.message.hasPrefix("not read: the theme files searched pass") }
        #expect(said.count == 1, "\(first.diagnostics.map(\.message))")
        #expect(said.first?.message.contains("(and 24 more files)") == true, "\(said.map(\.message))")
        let everything = ThemeCatalog.load(paths: [root], foreign: nil)
        #expect(everything.themes.count { $0.source != .bundled } == 50)
        #expect(!everything.diagnostics.contains { $0.message.hasPrefix("not read:") })
    }

    /// A file found twice in a folder search, through hard links (same device and inode) or
    /// symbolic links to a file the search lists, beside it or in a subfolder, in any format,
    /// is read and listed once, without a word (140 links to one 800 KB file were 140 themes,
    /// each parsed and resolved). A link out of the folder is still refused as such.
    @Test func aFileFoundTwiceThroughLinksIsReadAndListedOnceWithoutAWord() throws {
        let tokens = ##"{ "color": { "$type": "color", "bg": { "$value": "#ffffff" }, "fg": { "$value": "#111111" } } }"##
        let sheet = ":root { --background: #ffffff; --foreground: #111111; --primary: #3366cc; }\n"
        let palette = "background #101010\nforeground #eeeeee\n" + (0..<16).map { "color\($0) #\(String(repeating: String($0 % 10), count: 6))" }.joined(separator: "\n") + "\n"
        let root = try Self.tree(folders: ["sub", "more"], files: ["base.tokens.json": tokens, "sheet.css": sheet, "night.conf": palette])
        let outside = try Self.tree(folders: [], files: ["other.tokens.json": tokens])
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        let manager = FileManager.default
        for name in ["a.tokens.json", "b.tokens.json"] { try manager.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: "base.tokens.json") }
        try manager.createSymbolicLink(atPath: root + "/sub/c.tokens.json", withDestinationPath: "../base.tokens.json")
        try manager.linkItem(atPath: root + "/base.tokens.json", toPath: root + "/more/hard.tokens.json")
        try manager.linkItem(atPath: root + "/sheet.css", toPath: root + "/sub/sheet-copy.css")
        try manager.createSymbolicLink(atPath: root + "/more/linked.css", withDestinationPath: "../sheet.css")
        try manager.linkItem(atPath: root + "/night.conf", toPath: root + "/more/night-again.conf")
        try manager.createSymbolicLink(atPath: root + "/out.tokens.json", withDestinationPath: outside + "/other.tokens.json")
        let catalog = ThemeCatalog.load(paths: [root])
        let own = catalog.themes.filter { $0.source != .bundled }
        #expect(own.count == 3, "\(own.map(\.name))")
        let files = own.map(\.source.label)
        #expect(!files.contains { $0.contains("/more/") || $0.contains("/sub/") || $0.hasSuffix("/a.tokens.json") }, "read under a second name: \(files)")
        let others = catalog.diagnostics.filter { $0.file != root + "/out.tokens.json" }
        #expect(others.isEmpty, "\(others.map(\.description))")
        #expect(catalog.diagnostics.contains { $0.file == root + "/out.tokens.json" }, "the link out is refused: \(catalog.diagnostics)")
    }

    /// A thousand themes spread over small subfolders are as many as a thousand in one folder:
    /// each keeps only its file's bytes, not its token table.
    @Test func manyThemesInSmallSubfoldersKeepOnlyTheirBytes() throws {
        var files: [String: String] = [:]
        for index in 0...ThemeCatalog.tableKeepingLimit { files["group\(index / 4)/t\(index).json"] = Self.theme("T \(index)") }
        let root = try Self.tree(folders: [], files: files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let own = try #require(catalog.theme(named: "T 3")?.layers.last)
        #expect(own.keepsOnlyBytes)
        #expect(try catalog.theme(named: "T 3")?.resolve(Resolution(.light))[.accent] == Fixtures.rgb("#336699"))
        // A few themes in subfolders keep their tables.
        let few = try Self.tree(folders: [], files: ["a/t1.json": Self.theme("T 1"), "b/t2.json": Self.theme("T 2")])
        defer { try? FileManager.default.removeItem(atPath: few) }
        #expect(ThemeCatalog.load(paths: [few]).theme(named: "T 2")?.layers.last?.keepsOnlyBytes == false)
    }

    /// The files of small subfolders of two searched folders are each read once, a folder
    /// reached again through a link is not read twice, and each problem names its file's
    /// whole path.
    @Test func smallSubfoldersFilesAreReadOnceAndNamedInFull() throws {
        let root = try Self.tree(folders: ["a/b", "c"], files: [
            "a/two.json": Self.theme("Two"), "a/b/one.json": Self.theme("One"), "a/bad.json": "{ \"light\": ",
            "c/d.json": Self.theme("D"),
        ])
        let other = try Self.tree(folders: ["e"], files: ["e/three.json": Self.theme("Three")])
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: other)
        }
        #expect(mkfifo(root + "/a/b/x.json", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/c/linked", withDestinationPath: "../a/b")
        let catalog = ThemeCatalog.load(paths: [root, other])
        #expect(Set(catalog.themes.map(\.name)).isSuperset(of: ["One", "Two", "D", "Three"]))
        #expect(catalog.diagnostics.contains { $0.file == root + "/a/b/x.json" && $0.message == "not a regular file: a FIFO; skipped" })
        #expect(catalog.diagnostics.contains { $0.file == root + "/a/bad.json" })
        // The folder reached through the link is the one already read, so One is listed once.
        #expect(catalog.themes.filter { $0.name == "One" }.count == 1)
        #expect(catalog.diagnostics.allSatisfy { $0.file.hasPrefix(root + "/") || $0.file.hasPrefix(other + "/") }, "\(catalog.diagnostics)")
    }

    /// The previewer searches once for its watcher and its complete load: each subfolder is
    /// announced before it is listed (a theme saved into it then is in the listing), and the
    /// load from that search is the load of the paths.
    @Test func oneSearchServesTheWatcherAndTheLoad() throws {
        let root = try Self.tree(folders: ["a/deep", "b", "skin.bundle", ".git"],
                                 files: ["top.json": Self.theme("Top"), "a/one.json": Self.theme("One")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var announced: [String] = []
        let search = ThemeCatalog.search([root], foreign: Self.markerFolders) { folder in
            announced.append(folder)
            // Saved just as the watcher starts watching: the listing after it must see it.
            try? Data(Self.theme("Saved in \(FileSystem.fileName(folder))").utf8).write(to: URL(fileURLWithPath: folder + "/saved.json"))
        }
        #expect(announced == [root + "/a", root + "/b", root + "/a/deep"], "breadth first; not a theme folder, not a hidden one")
        #expect(search.folders == [root, root + "/a", root + "/b", root + "/a/deep"])
        let fromSearch = ThemeCatalog.load(paths: [root], foreign: Self.markerFolders, search: search)
        #expect(Set(fromSearch.themes.map(\.name)).isSuperset(of: ["Top", "One", "Saved in a", "Saved in b", "Saved in deep"]))
        let fresh = ThemeCatalog.load(paths: [root], foreign: Self.markerFolders)
        #expect(fromSearch.themes.map(\.name) == fresh.themes.map(\.name))
        #expect(fromSearch.diagnostics == fresh.diagnostics)
    }

    @Test func aListingFindsEntriesByExactName() throws {
        let root = try Self.tree(folders: ["sub"], files: ["b.json": "{}", "a.json": "{}", "C.json": "{}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let listing = try FolderListing.read(root).get()
        #expect(listing.names == ["C.json", "a.json", "b.json", "sub"])
        #expect(listing.entry(named: "a.json")?.kind == .regular && listing.entry(named: "sub")?.kind == .directory)
        #expect(listing.entry(named: "A.json") == nil && listing.entry(named: "c.json") == nil && listing.entry(named: "zz") == nil)
        #expect(listing.kind(of: "sub") == .directory && listing.kind(of: "nothing") == nil)
    }
}
