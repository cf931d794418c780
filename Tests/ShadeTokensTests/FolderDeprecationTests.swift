import Testing
@testable import ShadeTokens

/// Tokens a system keeps in a `deprecated/` or `legacy/` folder are read and marked
/// deprecated; a token's own `$deprecated` wins; folders above the resolver's never count.
@Suite struct FolderDeprecationTests {
    private static let resolver = ##"""
    {"version": "2025.10", "name": "Kept", "sets": {"base": {"sources": [
      {"$ref": "tokens/color.json"}, {"$ref": "tokens/Legacy/old.json"}, {"$ref": "deprecated/gone.json"}]}},
     "resolutionOrder": [{"$ref": "#/sets/base"}]}
    """##

    private func colors(root: String) -> [String: String?] {
        let system = DTCGMemoryFiles([
            root + "kept.resolver.json": Self.resolver,
            root + "tokens/color.json": ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}}}"##,
            root + "tokens/Legacy/old.json": ##"""
            {"color": {"$type": "color", "old": {"$value": "#eeeeee"}, "kept": {"$value": "#dddddd", "$deprecated": false},
              "why": {"$value": "#cccccc", "$deprecated": "use bg"}}}
            """##,
            root + "deprecated/gone.json": ##"{"color": {"$type": "color", "gone": {"$value": "#000000"}}}"##,
        ]).open(root + "kept.resolver.json")
        let resolved = system.resolve(system.resolutionContexts()[0])
        return Dictionary(uniqueKeysWithValues: resolved.colors.map { ($0.path, $0.deprecated) })
    }

    @Test func tokensInALegacyOrDeprecatedFolderAreDeprecatedUnlessTheySayOtherwise() {
        let found = colors(root: "")
        #expect(found["color.bg"] == .some(nil))
        #expect(found["color.old"] == .some("kept in the Legacy/ folder"))
        #expect(found["color.kept"] == .some(nil))
        #expect(found["color.why"] == .some("use bg"))
        #expect(found["color.gone"] == .some("kept in the deprecated/ folder"))
    }

    @Test func foldersAboveTheResolverAreTheUsersAndDoNotCount() {
        let found = colors(root: "/home/legacy/repo/")
        #expect(found["color.bg"] == .some(nil))
        #expect(found["color.old"] == .some("kept in the Legacy/ folder"))
    }
}
