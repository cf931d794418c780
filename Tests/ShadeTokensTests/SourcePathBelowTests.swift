import ShadeTokens
import Testing

/// "Below a searched folder", asked one way everywhere: the current folder (`.`, normalised
/// to nothing) holds every relative path that does not climb out, and `a` never holds `ab`.
@Suite struct SourcePathBelowTests {
    @Test func theCurrentFolderHoldsRelativePathsOnly() {
        #expect(SourcePath.below(".", "tokens/color.json") == "tokens/color.json")
        #expect(SourcePath.below("", "./tokens/color.json") == "tokens/color.json")
        #expect(SourcePath.below("tokens/..", "docs/demo.css") == "docs/demo.css")
        #expect(SourcePath.below(".", "../elsewhere/color.json") == nil)
        #expect(SourcePath.below(".", "/etc/passwd") == nil)
    }

    @Test func aFolderHoldsItselfAndWhatIsBelowItNothingElse() {
        #expect(SourcePath.below("repo/tokens", "repo/tokens") == "")
        #expect(SourcePath.below("repo/tokens/", "./repo/tokens/light/color.json") == "light/color.json")
        #expect(SourcePath.below("repo/tokens", "repo/tokens-legacy/color.json") == nil)
        #expect(SourcePath.below("/", "/tmp/x.json") == "tmp/x.json")
        #expect(SourcePath.below("/srv/a", "/srv/a/b/c.json") == "b/c.json")
    }
}
