import ShadeColor
import ShadeView
import Testing
@testable import ShadeCLI

/// The parts of `shade diff` that need no repository: reading OLD and NEW, placing a path in
/// the repository, and outlining the cells whose colour changed.
@Suite struct DiffPartsTests {
    @Test func operandsAreFilesOrRevisionsWithOrWithoutAPath() throws {
        #expect(try DiffOperand.parse("themes") == .path("themes"))
        #expect(try DiffOperand.parse("git:main") == .git(revision: "main", path: nil))
        #expect(try DiffOperand.parse("git:HEAD~2:themes/sky.json") == .git(revision: "HEAD~2", path: "themes/sky.json"))
        for bad in ["git:", "git::themes", "git:main:", "git:--output=x", ""] {
            #expect(throws: CommandFailure.self, "\(bad)") { try DiffOperand.parse(bad) }
        }
        #expect(try DiffOperand.git(revision: "main", path: nil).paths(other: .path("."), themes: []) == ["."])
        #expect(try DiffOperand.path("a").paths(other: .git(revision: "main", path: nil), themes: []) == ["a"])
        // `--themes` names both revisions' folders, and is refused beside a path of its own.
        #expect(try DiffOperand.git(revision: "a", path: nil).paths(other: .git(revision: "b", path: nil), themes: ["t", "u"]) == ["t", "u"])
        #expect(try DiffOperand.git(revision: "a", path: nil).paths(other: .path("."), themes: ["t"]) == ["t"])
        #expect(throws: CommandFailure.self) { try DiffOperand.path("a").paths(other: .git(revision: "b", path: nil), themes: ["t"]) }
    }

    @Test func pathsArePlacedRelativeToTheRepositoryTop() {
        #expect(GitRepository.repositoryPath(".", top: "/repo", prefix: "") == "")
        #expect(GitRepository.repositoryPath("themes/./sky.json", top: "/repo", prefix: "") == "themes/sky.json")
        #expect(GitRepository.repositoryPath("../other", top: "/repo", prefix: "themes/") == "other")
        #expect(GitRepository.repositoryPath("../..", top: "/repo", prefix: "themes/") == nil, "above the top")
        #expect(GitRepository.repositoryPath("/elsewhere/x.json", top: "/nonexistent-repo", prefix: "") == nil)
    }

    @Test func changedCellsAreOutlinedAsRectangles() {
        let plain = CellStyle(foreground: RGB(0x000000), background: RGB(0xFFFFFF))
        var before = Frame(width: 10, height: 4, style: plain)
        for column in 0..<10 { before.set(Cell("x", style: plain), column: column, row: 1) }
        var after = before
        let red = CellStyle(foreground: RGB(0xFF0000), background: RGB(0xFFFFFF))
        // A word of three letters, a gap of one, two more, on rows 1 and 2 (row 2 is blank, so
        // only a background change shows there).
        for column in [2, 3, 4, 6, 7] { after.set(Cell("x", style: red), column: column, row: 1) }
        for column in 2...7 { after.set(Cell(" ", style: CellStyle(foreground: RGB(0), background: RGB(0x00FF00))), column: column, row: 2) }
        // A blank whose unseen foreground changes is no change.
        after.set(Cell(" ", style: CellStyle(foreground: RGB(0x123456), background: RGB(0xFFFFFF))), column: 0, row: 3)
        #expect(ChangedCells.rectangles(before, after) == [Rect(x: 2, y: 1, width: 6, height: 2)])
        #expect(ChangedCells.count(before, after) == 5 + 6)
        #expect(ChangedCells.rectangles(before, before).isEmpty)
    }
}
