@testable import ShadeCLI
import ShadeTokens
import Testing

/// A review lists a theme's named and guessed roles once; a later resolution with the same
/// lists points back to where they stand, and one with other lists shows its own.
@Suite struct RolesListedTests {
    func diff(_ resolution: Resolution, named: [ColorToken], guessed: [ColorToken]) -> ResolutionDiff {
        var diff = ResolutionDiff(resolution: resolution, presence: .both, roles: [], tokens: [], pairs: [], checkedPairs: (0, 0))
        diff.namedRoles = named
        diff.guessedRoles = guessed
        return diff
    }

    @Test func theSameListsPointBackToTheFirstResolutionThatShowedThem() {
        var listed: [RolesListed] = []
        let light = diff(Resolution(.light), named: [.accent, .error], guessed: [.onAccent])
        let dark = diff(Resolution(.dark), named: [.accent, .error], guessed: [.onAccent])
        let lightHigh = diff(Resolution(.light, .high), named: [.accent], guessed: [.onAccent, .error])
        let darkHigh = diff(Resolution(.dark, .high), named: [.accent, .error], guessed: [.onAccent])
        #expect(RolesListed.same(light, as: &listed) == nil)
        #expect(RolesListed.same(dark, as: &listed) == Resolution(.light).title)
        #expect(RolesListed.same(lightHigh, as: &listed) == nil)
        #expect(RolesListed.same(darkHigh, as: &listed) == Resolution(.light).title)
    }
}
